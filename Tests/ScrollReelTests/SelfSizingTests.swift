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

    @Test func aTableHeightIsPointsOrAutomatic() {
        func problem(_ line: String) -> String? {
            let yaml = TinyScenario.yaml().replacingOccurrences(of: "  layout: stretchy-header\n", with: "  layout: table-plain\n\(line)\n")
            return Fixtures.problems(yaml).first
        }
        #expect(problem("  sectionHeaderHeight: automagic")?.contains("collection.sectionHeaderHeight: expected points or `automatic`, got 'automagic'") == true)
        #expect(problem("  rowHeight: -4")?.contains("collection.rowHeight") == true)
        #expect(problem("  estimatedSectionFooterHeight: -1")?.contains("collection.estimatedSectionFooterHeight") == true)
        #expect(problem("  sectionFooterHeight: automatic") == nil)
    }

    @Test func aScrollNamesAnOffsetOrAnItemNotBoth() {
        let yaml = TinyScenario.yaml().replacingOccurrences(of: "  - wait: 0.6\n", with: "  - scroll: {to: [0, 0], toItem: [0, 1]}\n")
        #expect(Fixtures.problems(yaml).first?.contains("give `to` (an offset) or `toItem` (an index path), not both") == true)
    }

    /// A grouped table of three titled sections whose headers size themselves (17-pt titles:
    /// a 21-pt line plus 8-pt margins, 37 pt), scrolled at once to row 2.3 and dragged back down
    /// at 200 pt/s.
    static func headerTraces(estimate: Int) throws -> [FrameTrace] {
        let yaml = """
        name: self-sizing-headers
        viewport: iphone-se
        fps: 30
        collection:
          layout: table-grouped
          rowHeight: 44
          sectionHeaderHeight: automatic
          estimatedSectionHeaderHeight: \(estimate)
          sections: [{items: 8, title: "Section {section}"}, {items: 8, title: "Section {section}"}, {items: 20, title: "Section {section}"}]
          header: {title: "Section {section}", fontSize: 17}
        gestures:
          - wait: 0.2
          - scroll: {toItem: [2, 3], at: top, duration: 0}
          - wait: 0.2
          - drag: {from: [160, 150], by: [0, 200], duration: 1.0}
        """
        return Fixtures.traces(try Scenario.parse(yaml, file: "headers.yaml"))
    }

    /// UIKit's defaults: `rowHeight` and `estimatedRowHeight` are `automaticDimension`, so a
    /// table that sets only `estimatedRowHeight` — or nothing — self-sizes; an estimate of 0
    /// measures every row before the table lays out, so nothing moves on screen.
    @Test func aTableSelfSizesByDefault() throws {
        func rows(_ settings: String) throws -> (first: [CGFloat], content: CGFloat) {
            let traces = Fixtures.traces(try Scenario.parse("""
                name: defaults
                viewport: {width: 320, height: 480, scale: 1}
                fps: 30
                tail: 0
                collection:
                  layout: table-plain
                  contentInsetAdjustmentBehavior: never
                \(settings)
                  sections: [{items: [{label: "A long row whose text wraps onto a second line in a plain table"}, {label: Short}, {label: Short}, {label: Short}, {label: Short}, {label: Short}, {label: Short}, {label: Short}, {label: Short}, {label: Short}, {label: Short}, {label: Short}, {label: Short}, {label: Short}, {label: Short}, {label: Short}, {label: Short}, {label: Short}, {label: Short}, {label: Short}]}]
                  cell: {label: "{item}", numberOfLines: 0}
                gestures: [{wait: 0.1}]
                """, file: "defaults.yaml"))
            let first = try #require(traces.first).main
            let cells = first.attributes.filter { $0.kind == .cell }.sorted { $0.item < $1.item }
            return (cells.prefix(3).map(\.frame.height), first.contentSize.height)
        }
        let automatic = try rows("")
        let estimated = try rows("  estimatedRowHeight: 60")
        let fixed = try rows("  rowHeight: 44")
        let unestimated = try rows("  estimatedRowHeight: 0")
        #expect(fixed.first == [44, 44, 44] && fixed.content == 20 * 44)
        // Rows on screen measured themselves: the long one is taller than a short one.
        #expect(automatic.first[0] > automatic.first[1] && automatic.first[1] != 44)
        #expect(estimated.first == automatic.first)
        // Off screen, rows wait at the estimate: 44 (the table's own) or 60.
        let unmeasured = (automatic.content - unestimated.content) / (44 - automatic.first[1])
        #expect(unmeasured > 0 && unmeasured == unmeasured.rounded())
        #expect(estimated.content - automatic.content == unmeasured * (60 - 44))
        // With no estimate every row is measured: the content is the rows' real heights.
        #expect(unestimated.content == automatic.first[0] + 19 * automatic.first[1])
    }

    @Test func selfSizingHeadersMeasureTheirTitleAndTraceTheirEstimate() throws {
        let first = try #require(try Self.headerTraces(estimate: 20).first).main
        let headers = first.attributes.filter { $0.kind == .header }
        #expect(headers.map(\.frame.height) == [37, 37])
        #expect(headers.allSatisfy { $0.sizing == "measured" && $0.estimatedSize == CGSize(width: 320, height: 20) })
        // Section 2's header is still at its estimate: two measured, one estimated, 36 rows.
        #expect(first.contentSize.height == CGFloat(2 * 37 + 20 + 36 * 44))
        // With no estimate every header is measured before the table lays out.
        let unestimated = try #require(try Self.headerTraces(estimate: 0).first).main
        #expect(unestimated.contentSize.height == CGFloat(3 * 37 + 36 * 44))
    }

    /// Row 2.3's screen position, frame by frame, during the drag: with estimated headers it
    /// moves 17 pt further in the frame its section's header comes on screen above it and
    /// measures itself (37 − 20); with estimating off every step is the finger's.
    @Test func aHeaderMeasuredAboveMakesTheContentJumpUnlessHeadersAreNotEstimated() throws {
        func steps(estimate: Int) throws -> [CGFloat] {
            let traces = try Self.headerTraces(estimate: estimate)
            let drag = traces.indices.filter { traces[$0].time >= 0.5 && traces[$0].time <= 1.35 }
            let positions = drag.compactMap { index in
                traces[index].main.attributes.first { $0.kind == .cell && $0.section == 2 && $0.item == 3 }
                    .map { $0.frame.minY - traces[index].main.contentOffset.y }
            }
            return zip(positions, positions.dropFirst()).map { $1 - $0 }
        }
        let estimated = try steps(estimate: 20)
        #expect(estimated.count > 20)
        #expect(estimated.filter { $0 > 20 }.count == 1)
        let unestimated = try steps(estimate: 0)
        #expect(unestimated.count > 20 && unestimated.allSatisfy { $0 < 8 })
    }
}

/// `overlays.selfSizing`: each measured element's estimated size outlined, with both heights.
@Suite struct SelfSizingOverlayTests {
    static func firstFrame(overlay: Bool) throws -> RasterImage {
        let yaml = """
        name: overlay
        viewport: iphone-se
        background: systemBackground
        collection:
          layout: table-plain
          contentInsetAdjustmentBehavior: never
          backgroundColor: systemBackground
          rowHeight: automatic
          estimatedRowHeight: 30
          sections: [4]
          cell: {color: systemBackground, label: "Row {item1}: a message long enough to wrap onto a second and then a third line", numberOfLines: 0, fontSize: 15}
        overlays: {touches: false, contentOffset: false, selfSizing: \(overlay)}
        gestures: [{wait: 0.1}]
        """
        let reel = Reel(scenario: try Scenario.parse(yaml, file: "overlay.yaml"))
        let frame = try #require(Array(reel.frames()).first)
        return try RasterRenderer().render(reel.displayList(of: frame))
    }

    @Test func aMeasuredRowShowsItsEstimateOutlinedAndBothHeights() throws {
        let image = try Self.firstFrame(overlay: true)
        let pink = Color(red: 255, green: 45, blue: 85), white = Color.white
        // Row 0 is 71 pt tall (three 15-pt lines plus margins); its 30-pt estimate's outline
        // is 1.5 pt wide inside the estimate: its bottom edge is pixel rows 57–59 at @2x.
        #expect(image.pixel(x: 2 * 8, y: 58) == pink)
        #expect(image.pixel(x: 2 * 8, y: 2 * 40) == white)
        // The outline's left edge runs down the estimate's height, not the row's.
        #expect(image.pixel(x: 1, y: 2 * 20) == pink && image.pixel(x: 1, y: 2 * 50) == white)
        // The `30 → 71` tag at the row's top right.
        #expect(image.pixel(x: 2 * (320 - 4), y: 2 * 4) == pink)
        let plain = try Self.firstFrame(overlay: false)
        #expect(plain.pixel(x: 2 * 8, y: 58) == white && plain.pixel(x: 2 * (320 - 4), y: 2 * 4) == white)
    }
}

/// What a self-sizing table does with the heights rows measured when a row is inserted above
/// the ones on screen, per iOS version (docs/facts.md, "Self-sizing in flow layouts and tables").
@Suite struct TableHeightsThroughUpdatesTests {
    /// Rows of three lines (measured taller than the 44-pt estimate), scrolled down, then one
    /// row inserted at the top.
    static func traces(iOS: String) throws -> [FrameTrace] {
        Fixtures.traces(try Scenario.parse("""
            name: insert-above
            iOSVersion: "\(iOS)"
            viewport: {width: 320, height: 480, scale: 1}
            fps: 30
            tail: 0
            collection:
              layout: table-plain
              contentInsetAdjustmentBehavior: never
              rowHeight: automatic
              estimatedRowHeight: 44
              sections: [40]
              cell: {label: "Row {item} has text long enough to wrap onto three lines in a table row of this width, at least", numberOfLines: 0}
            gestures:
              - scroll: {to: [0, 600], duration: 0.5}
              - wait: 0.2
              - performBatchUpdates: {insertRows: [[0, 0]]}
              - wait: 0.5
            """, file: "insert-above.yaml"))
    }

    @Test func iOS9OnKeepsTheHeightsAndTheContentMovesByTheNewRow() throws {
        for iOS in ["8.4", "26.1"] {
            let frames = try Self.traces(iOS: iOS)
            let before = try #require(frames.first { $0.events != nil }.map { frames[$0.index - 1] }).main
            let after = try #require(frames.last).main
            let old = try #require(before.cell(10))
            let measured = old.height
            #expect(measured > 44)
            if iOS == "8.4" {
                // Every row above the screen went back to 44: the first row on screen is where
                // the estimates put it, and a different row sits under the same offset.
                let first = try #require(after.attributes.filter { $0.kind == .cell }.min { $0.frame.minY < $1.frame.minY })
                #expect(first.frame.minY == CGFloat(first.item) * 44)
                #expect(first.item != before.attributes.filter { $0.kind == .cell }.map(\.item).min()! + 1)
            } else {
                // Row 10 is row 11 after the insertion, with the height it measured.
                let moved = try #require(after.cell(11))
                #expect(moved.height == measured)
                // Only the new row (at its estimate until it shows) was added.
                #expect(after.contentSize.height == before.contentSize.height + 44)
                #expect(moved.minY == old.minY + 44)
            }
        }
    }
}
