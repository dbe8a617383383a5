import Foundation
import ReelTestSupport
import ScrollReel
import Testing

/// ScrollReel's update animations against real iOS recordings: the samples measured by
/// `scripts/recordings/extract-updates.py` from diffing libraries' README GIFs, stored with
/// their sources in `Fixtures/UpdateRecordings/` (docs/facts.md, "Update animations").
@Suite struct UpdateRecordingTests {
    /// A fixture's JSON object.
    static func fixture(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: Fixtures.url("UpdateRecordings/\(name).json"))
        return try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// A scripted collection or table view of fixed size.
    final class Host: LayoutHost {
        var bounds: CGRect
        var itemCounts: [Int]
        let displayScale: CGFloat = 1
        let adjustedContentInset = UIEdgeInsets.zero
        init(size: CGSize, counts: [Int]) {
            bounds = CGRect(origin: .zero, size: size)
            itemCounts = counts
        }
        var numberOfSections: Int { itemCounts.count }
        func numberOfItems(inSection section: Int) -> Int { itemCounts[section] }
    }

    /// Runs `update` at t = 0 on `layout`, attached to `host`.
    static func transition(_ update: BatchUpdate, layout: CollectionViewLayout, host: Host,
                           view: InvalidBatchUpdate.View) throws -> UpdateTransition {
        layout.attach(to: host)
        var driver = LayoutPassDriver(layout: layout)
        _ = driver.pass(bounds: host.bounds)
        let plan = try update.plan(countsBefore: host.itemCounts, view: view)
        return driver.performUpdate(plan, at: 0, bounds: host.bounds, applyData: { host.itemCounts = plan.countsAfter },
                                    settle: { _ in host.bounds })
    }

    /// The time at which the transition's progress is `progress`.
    static func time(atProgress progress: Double, of transition: UpdateTransition) -> TimeInterval {
        var low = 0.0, high = UpdateTransition.duration
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if Double(transition.progress(at: middle)) < progress { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// Dwifft's table shuffles (`.fade`): every sampled deleted and inserted row where the
    /// recording put it — moving within its run, fading on the same progress — and the kept
    /// rows on that progress too. Rows are 88 px tall in the recording.
    @Test func dwifftsFadingRowsMoveAndFadeAsRecorded() throws {
        let fixture = try Self.fixture("Dwifft__dwifft_8671b94")
        let animations = try #require(fixture["animations"] as? [[String: Any]])
        var checked = 0
        var recordedOffsets: [Double] = [], simulatedOffsets: [Double] = []
        for animation in animations {
            let counts = try #require(animation["rows_before_after"] as? [Int])
            let kept = try #require(animation["kept_rows"] as? [String]).map { $0.split(separator: ">").map { Int($0.trimmingCharacters(in: CharacterSet(charactersIn: "-")))! } }
            // Kept rows keep their order, so deleting the others and inserting the new ones
            // places them exactly: the update the diff made.
            let deleted = (0..<counts[0]).filter { row in !kept.contains { $0[0] == row } }
            let inserted = (0..<counts[1]).filter { row in !kept.contains { $0[1] == row } }
            let update = BatchUpdate(insertItems: inserted.map { IndexPath(row: $0, section: 0) },
                                     deleteItems: deleted.map { IndexPath(row: $0, section: 0) })
            let layout = TableLayout(style: .plain)
            layout.rowHeight = 88
            layout.rowAnimation = .fade
            let host = Host(size: CGSize(width: 320, height: 1000), counts: [counts[0]])
            let transition = try Self.transition(update, layout: layout, host: host, view: .table)
            let fading = try #require(animation["fading_rows"] as? [String: Any])
            for row in try #require(fading["rows"] as? [[Any]]) {
                let kind = row[0] as! String, index = row[1] as! Int
                for sample in row[3] as! [[Any]] {
                    let progress = sample[1] as! Double, offset = sample[2] as! Double
                    let time = Self.time(atProgress: progress, of: transition)
                    let shown = transition.presented(layout.layoutAttributesForElements(in: host.bounds) ?? [], at: time)
                    let leaving = kind == "deleted"
                    let element = try #require(shown.first {
                        $0.indexPath.row == index && ($0.updateRole == .disappearing) == leaving
                    }, "\(animation["id"]!) \(kind) \(index)")
                    // Offsets from the row's own frame: the old one for a deleted row, the new one for an inserted row.
                    let own = CGFloat(index) * 88
                    #expect(abs(Double(element.frame.minY - own) - offset) < 1, "\(animation["id"]!) \(kind) row \(index) at p \(progress)")
                    recordedOffsets.append(offset)
                    simulatedOffsets.append(Double(element.frame.minY - own))
                    if let alpha = sample[3] as? Double {
                        #expect(abs(Double(element.alpha) - alpha) < 0.06, "\(animation["id"]!) \(kind) row \(index) alpha")
                    }
                    checked += 1
                }
            }
        }
        #expect(checked >= 40)
        FidelityCurves.export("update-points-dwifft-fade", ["recorded": recordedOffsets, "scrollreel": simulatedOffsets])
    }

    /// MagazineLayout's collection-view deletions: the cells below close the gap on UIKit's
    /// curve over 0.30 s while the deleted cell fades out, at the instants the 60-Hz clock put
    /// the samples.
    @Test func magazineLayoutsDeletionsCloseTheGapOnTheMeasuredClock() throws {
        let fixture = try Self.fixture("MagazineLayout__ExampleAppDeleteAnimation")
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 320, height: 50)
        layout.minimumLineSpacing = 10
        let host = Host(size: CGSize(width: 320, height: 600), counts: [8])
        let transition = try Self.transition(BatchUpdate(deleteItems: [IndexPath(item: 1, section: 0)]),
                                             layout: layout, host: host, view: .collection)
        var checked = 0
        for animation in try #require(fixture["animations"] as? [[String: Any]]) where animation["main_motion"] as? String == "below-y" {
            let keys = try #require(animation["sample_keys"] as? [String])
            let rows = try #require(animation["samples"] as? [[Any]]).map { Dictionary(uniqueKeysWithValues: zip(keys, $0)) }
            let start = try #require(rows.first?["below-y_px"] as? Double)
            var times: [Double] = [], recorded: [Double] = [], simulated: [Double] = []
            for row in rows {
                guard let milliseconds = row["t_anim_ms"] as? Double, let measured = row["below-y_px"] as? Double else { continue }
                let shown = transition.presented(layout.layoutAttributesForElements(in: host.bounds) ?? [], at: milliseconds / 1000)
                // The cell below the deleted one, as a fraction of its way (60 pt here).
                let below = try #require(shown.first { $0.indexPath.item == 1 && $0.updateRole == .moving })
                #expect(abs(Double(below.frame.minY - 60) / 60 - measured / start) < 0.01, "\(animation["id"]!) at \(milliseconds) ms")
                times.append(milliseconds / 1000)
                recorded.append(1 - measured / start)
                simulated.append(1 - Double(below.frame.minY - 60) / 60)
                let gone = try #require(shown.first { $0.updateRole == .disappearing })
                if let alpha = row["deleted_alpha"] as? Double {
                    #expect(abs(Double(gone.alpha) - alpha) < 0.05, "\(animation["id"]!) alpha at \(milliseconds) ms")
                }
                checked += 1
            }
            FidelityCurves.export("update-delete-\(animation["id"]!)", ["t": times, "recorded": recorded, "scrollreel": simulated])
        }
        #expect(checked >= 10)
    }

    /// Carbon's form (`.middle`): the rows below open (close) the gap on the measured clock and
    /// the row fades with the same progress.
    @Test func carbonsMiddleRowsOpenTheGapOnTheMeasuredClock() throws {
        let fixture = try Self.fixture("Carbon__form")
        var checked = 0
        for animation in try #require(fixture["animations"] as? [[String: Any]]) {
            let inserting = animation["kind"] as? String == "insert"
            let layout = TableLayout(style: .plain)
            layout.rowAnimation = .middle
            let host = Host(size: CGSize(width: 320, height: 600), counts: [inserting ? 4 : 5])
            let update = inserting ? BatchUpdate(insertItems: [IndexPath(row: 2, section: 0)])
                : BatchUpdate(deleteItems: [IndexPath(row: 2, section: 0)])
            let transition = try Self.transition(update, layout: layout, host: host, view: .table)
            let move = try #require(animation["rows_below_move_px"] as? Double)
            var times: [Double] = [], recorded: [Double] = [], simulated: [Double] = []
            for sample in try #require(animation["samples"] as? [[Any]]) {
                guard let milliseconds = sample[2] as? Double, let offset = sample[3] as? Double else { continue }
                let shown = transition.presented(layout.layoutAttributesForElements(in: host.bounds) ?? [], at: milliseconds / 1000)
                // The row below the changing one (row 3 after an insertion, row 2 after a deletion);
                // rows of 44 pt: it goes from 88 to 132 inserting, from 132 to 88 deleting.
                let below = try #require(shown.first { $0.indexPath.row == (inserting ? 3 : 2) && $0.updateRole == .moving })
                let travelled = Double(below.frame.minY - (inserting ? 88 : 132)) / 44 * (inserting ? 1 : -1)
                #expect(abs(travelled - abs(offset / move)) < 0.02, "\(animation["id"]!) at \(milliseconds) ms: \(travelled) vs \(offset / move)")
                times.append(milliseconds / 1000)
                recorded.append(abs(offset / move))
                simulated.append(travelled)
                if let alpha = sample[4] as? Double {
                    let row = try #require(shown.first { $0.indexPath.row == 2 && $0.updateRole != .moving && $0.frame.height == 44 })
                    #expect(abs(Double(row.alpha) - alpha) < 0.03, "\(animation["id"]!) alpha at \(milliseconds) ms")
                }
                checked += 1
            }
            FidelityCurves.export("update-middle-\(animation["id"]!)", ["t": times, "recorded": recorded, "scrollreel": simulated])
        }
        #expect(checked >= 15)
    }
}
