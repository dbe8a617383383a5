import Foundation
import ReelCheck
import ReelTestSupport
import ScrollReel
import ScrollReelDemos
import ScrollReelSnapshotTesting
import ScrollReelUIKit
import SnapshotTesting
import Testing

/// The swift-snapshot-testing strategies, with references committed in `__Snapshots__/`.
@Suite struct ReelSnapshotTests {
    /// A 120 × 200 pt @1x scenario of 36 frames at 25 fps (the ScrollReel tests' tiny one).
    static func tiny(itemHeight: Int = 40) throws -> Scenario {
        try Scenario.parse(TinyScenario.yaml(itemHeight: itemHeight), file: "tiny.yaml")
    }

    @Test func trace() throws {
        assertSnapshot(of: try Self.tiny(), as: .reelTrace)
    }

    @Test func pngOfAFrame() throws {
        // Frame 10 (t = 0.4 s) is the end of the 60-pt pull: the header is stretched.
        assertSnapshot(of: try Self.tiny(), as: .reelPNG(frame: 10))
    }

    @Test func gif() throws {
        assertSnapshot(of: try Self.tiny(), as: .reelGIF)
    }

    /// A view controller's own screen under a script: its table, its rows, its navigation bar.
    @Test func appScreenTrace() throws {
        let script = try Scenario.parse("""
            name: cities
            viewport: {width: 120, height: 200, scale: 1}
            fps: 10
            tail: 0
            gestures:
              - drag: {from: [60, 150], by: [0, -60], duration: 0.4}
              - release
              - wait: 0.5
            """, file: "cities.yaml", asAppScript: true)
        assertSnapshot(of: CitiesViewController(), as: .reelTrace(script, inNavigationController: true))
    }

    // MARK: - The diffing messages

    @Test func traceDiffingNamesFrameElementAndField() throws {
        let old = Snapshotting<Scenario, String>.reelTrace.snapshot(try Self.tiny())
        let new = Snapshotting<Scenario, String>.reelTrace.snapshot(try Self.tiny(itemHeight: 44))
        var oldText = "", newText = ""
        old.run { oldText = $0 }
        new.run { newText = $0 }
        let (message, _) = try #require(Diffing<String>.reelTrace.diffV2(oldText, newText))
        #expect(message.contains("frame 0 (t=0.000 s): main cell 0.0 frame.height: expected 40, got 44"))
        #expect(Diffing<String>.reelTrace.diffV2(oldText, oldText) == nil)
    }

    @Test func pngDiffingCountsPixelsAndHonoursPrecision() throws {
        // 2 × 2 white; one pixel black in the new image: 1 of 4 differs.
        let white = try RasterImage(width: 2, height: 2, pixels: Array(repeating: .white, count: 4)).pngData()
        let one = try RasterImage(width: 2, height: 2, pixels: [.black, .white, .white, .white]).pngData()
        let (message, attachments) = try #require(Diffing<Data>.reelPNG().diffV2(white, one))
        #expect(message.hasPrefix("1 of 4 pixels differ"))
        #expect(attachments.count == 1)
        #expect(Diffing<Data>.reelPNG(precision: 0.75).diffV2(white, one) == nil, "3 of 4 match")
        #expect(Diffing<Data>.reelPNG(precision: 0.8).diffV2(white, one) != nil)
    }
}

/// A table of cities as a view controller writes it.
final class CitiesViewController: UITableViewController, @unchecked Sendable {
    let cities = ["Lisbon", "Porto", "Faro", "Braga", "Coimbra", "Évora", "Aveiro", "Viseu", "Leiria", "Setúbal"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cities"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "city")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { cities.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "city", for: indexPath)
        cell.textLabel?.text = cities[indexPath.row]
        return cell
    }
}
