import Foundation
import ScrollReel
import ScrollReelDemos
import ReelTestSupport
import Testing

/// Self-sizing flow-layout cells in the scene: measured as they come on screen, the jump while
/// scrolling up, and UIKit's warning for cells wider than the view.
@Suite struct SelfSizingTests {
    static func traces(_ name: String) throws -> [FrameTrace] {
        Fixtures.traces(try BuiltInDemos.scenario(named: name))
    }

    @Test func cellsOnScreenMeasureTheirWrappedText() throws {
        let first = try #require(try Self.traces("self-sizing-grid-width-pinned").first).main
        let cells = first.attributes.filter { $0.kind == .cell }
        // One, two and three lines of 15-pt text plus the 8-pt margins, at the 304-pt width given.
        #expect(cells.prefix(4).map(\.frame.height) == [35, 53, 35, 71])
        #expect(cells.allSatisfy { $0.frame.width == 304 && $0.sizing == "measured" })
    }

    @Test func aLabelWithNoWidthToWrapToSizesToOneLineAndUIKitWarns() throws {
        let first = try #require(try Self.traces("self-sizing-grid-width-free").first)
        #expect(first.main.attributes.filter { $0.kind == .cell }.allSatisfy { $0.frame.height == 35 })
        #expect(first.main.attributes.contains { $0.kind == .cell && $0.frame.width > 320 })
        #expect(first.console.contains("The behavior of the UICollectionViewFlowLayout is not defined because:"))
    }

    /// The screen position of an item, frame by frame, while the finger drags the content down
    /// 250 pt/s (8.3 pt a frame at 30 fps, on the @2x pixel grid): with a low estimate it moves
    /// 27 pt further whenever a cell above it measures itself taller — the jump.
    @Test func cellsMeasuredAboveMakeTheContentJumpUnlessTheEstimateIsRight() throws {
        func steps(_ name: String, item: Int) throws -> [CGFloat] {
            let traces = try Self.traces(name)
            let positions = traces[27...54].map { trace -> CGFloat? in
                trace.main.cell(item).map { $0.minY - trace.main.contentOffset.y }
            }
            return zip(positions, positions.dropFirst()).compactMap { a, b in a.flatMap { a in b.map { $0 - a } } }
        }
        let low = try steps("self-sizing-jump-estimate-low", item: 33)
        #expect(low.filter { $0 > 30 }.count >= 2)   // 8.3 pt from the finger, plus 71 − 44 for a cell measured above
        let right = try steps("self-sizing-jump-estimate-right", item: 26)
        #expect(right.count > 10 && right.allSatisfy { abs($0 - 25.0 / 3) <= 0.5 })
    }

    @Test func aBadEstimateIsLocated() {
        let yaml = TinyScenario.yaml().replacingOccurrences(of: "  layout: stretchy-header\n", with: "  layout: flow\n  estimatedItemSize: [0, 44]\n")
        #expect(Fixtures.problems(yaml).first?.contains("an estimate needs both sides > 0 (or both 0 for none), got 0 × 44") == true)
    }

    /// A self-sizing table scrolled to row 12, then `reloadData()`: forgetting the measured
    /// heights puts row 20 where row 12 was (rows above are 44-pt estimates again); keeping them
    /// changes nothing on screen.
    @Test func reloadDataForgetsRowHeightsUnlessTheyAreKept() throws {
        func firstRows(_ name: String) throws -> (before: Int, after: Int, heights: [CGFloat], sizing: Set<String>) {
            let traces = try Self.traces(name)
            let reload = try #require(traces.firstIndex { $0.events == ["reloadData"] })
            func first(_ trace: FrameTrace) -> AttributeTrace? {
                trace.main.attributes.filter { $0.kind == .cell }.min { $0.frame.minY < $1.frame.minY }
            }
            let rows = traces[reload].main.attributes.filter { $0.kind == .cell }
            return (try #require(first(traces[reload - 1])).item, try #require(first(traces[reload])).item,
                    rows.map(\.frame.height), Set(rows.compactMap(\.sizing)))
        }
        let forgets = try firstRows("table-reload-jump-forgets-heights")
        #expect(forgets.before == 12 && forgets.after > 15)
        // Three lines of 15-pt text in a 320-pt row (16-pt insets) plus 8-pt margins.
        #expect(forgets.heights.allSatisfy { $0 == 71 } && forgets.sizing == ["measured"])
        let keeps = try firstRows("table-reload-jump-keeps-heights")
        #expect(keeps.before == 12 && keeps.after == 12)
    }

    /// `scrollToItem(at: [0, 25], at: .top)` aims at where the layout has item 25 when it is
    /// called: with the cells above at their estimate it lands far short; with the right
    /// estimate the item ends at the top of the visible area, under the 64-pt bars.
    @Test func scrollToItemLandsShortOfAnItemAboveUnmeasuredCells() throws {
        func landing(_ name: String) throws -> CGFloat {
            let last = try #require(try Self.traces(name).last).main
            let frame = try #require(last.cell(25))
            return frame.minY - last.contentOffset.y
        }
        #expect(try landing("scroll-to-item-estimate-right") == 64)
        #expect(try landing("scroll-to-item-estimate-low") > 300)
    }

    @Test func aScrollNamesAnOffsetOrAnItemNotBoth() {
        let yaml = TinyScenario.yaml().replacingOccurrences(of: "  - wait: 0.6\n", with: "  - scroll: {to: [0, 0], toItem: [0, 1]}\n")
        #expect(Fixtures.problems(yaml).first?.contains("give `to` (an offset) or `toItem` (an index path), not both") == true)
    }
}
