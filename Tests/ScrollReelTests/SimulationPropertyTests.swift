import Foundation
import ReelTestSupport
import ReelTrace
import ScrollReel
import Testing

/// Properties every simulation keeps, over random valid scenarios (seeded, so a failure names
/// the seed that reproduces it): no NaN or infinite value in the trace, offsets within their
/// scrollable range plus the rubber band, no more elements in a frame than the budget, and
/// motion that comes to rest inside the range.
@Suite struct SimulationPropertyTests {
    /// A random valid scenario for `seed`.
    static func scenario(seed: UInt64) -> String {
        var random = SeededRandom(seed: seed)
        func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
        func number(_ range: ClosedRange<Double>) -> String { String(Int(random.value(in: range).rounded())) }
        let layout = pick(["flow", "flow", "stretchy-header", "sticky-headers", "collapsing-header", "table-plain", "table-grouped"])
        let horizontal = layout == "flow" && pick([false, false, true])
        let sections = (0..<Int(1 + random.next() % 4)).map { _ in number(0...120) }
        var gestures: [String] = []
        // Data changes that UIKit accepts, on the counts as they stand (an invalid one would end
        // the reel, which `DataChangeTests` covers).
        var counts = sections.map { Int($0)! }
        func dataChange() -> String {
            let section = Int(random.next() % UInt64(counts.count))
            switch random.next() % 3 {
            case 0 where counts[section] > 0:
                let deleted = Int(random.next() % UInt64(counts[section]))
                let inserted = Int(random.next() % UInt64(counts[section]))
                counts[section] += 1
                return "  - performBatchUpdates: {deleteItems: [[\(section), \(deleted)]], insertItems: [[\(section), \(inserted)], [\(section), \(inserted + 1)]]}"
            case 1:
                counts[section] = Int(number(0...60))!
                return "  - reloadData: {sections: [\(counts.map(String.init).joined(separator: ", "))]}"
            default:
                counts[section] += 1
                return "  - apply: {appendItems: {items: [n\(counts[section])], toSection: \"\(section)\"}, animatingDifferences: \(pick(["true", "false"]))}"
            }
        }
        for _ in 0..<Int(2 + random.next() % 6) {
            if random.next() % 3 == 0 { gestures.append(dataChange()) }
            let x = number(40...280), y = number(80...480)
            gestures.append(pick([
                "  - drag: {from: [\(x), \(y)], by: [\(number(-600...600)), \(number(-600...600))], duration: \(pick(["0.1", "0.3", "0.8"]))}",
                "  - fling: {from: [\(x), \(y)], velocity: [\(number(-6000...6000)), \(number(-6000...6000))]}",
                "  - hold: 0.2", "  - release", "  - wait: \(pick(["0.1", "0.5", "1.2"]))",
                "  - tap: [\(x), \(y)]",
                // No `scroll` steps: setContentOffset(_:animated:) takes any offset, in range or
                // not, on iOS as here, so the range property holds for touch-driven motion only.
            ]))
        }
        gestures.append("  - release")   // the finger lifts at the end: a held pull stays pulled
        return """
            name: property-\(seed)
            viewport: \(pick(["iphone-se", "iphone-15", "{width: 200, height: 300, scale: 1}"]))
            fps: \(pick(["20", "30"]))
            seed: \(seed)
            collection:
              layout: \(layout)
              scrollDirection: \(horizontal ? "horizontal" : "vertical")
              itemSize: [\(number(20...300)), \(number(20...300))]
              minimumLineSpacing: \(number(-5...30))
              minimumInteritemSpacing: \(number(0...30))
              sectionInset: [\(number(0...30)), \(number(0...30)), \(number(0...30)), \(number(0...30))]
              headerReferenceSize: [\(number(0...120)), \(number(0...120))]
              contentInset: [\(number(0...60)), 0, \(number(0...60)), 0]
              contentInsetAdjustmentBehavior: \(pick(["automatic", "never"]))
              isPagingEnabled: \(pick(["false", "false", "true"]))
              bounces: \(pick(["true", "true", "false"]))
              alwaysBounceVertical: \(pick(["true", "false"]))
              rowHeight: \(number(20...90))
              sections: [\(sections.joined(separator: ", "))]
            gestures:
            \(gestures.joined(separator: "\n"))
            tail: 4
            """
    }

    @Test(arguments: 1...200 as ClosedRange<UInt64>)
    func tracesStayFiniteInRangeAndComeToRest(seed: UInt64) throws {
        let yaml = Self.scenario(seed: seed)
        let scenario = try Scenario.parse(yaml, file: "property-\(seed).yaml")
        var last: [CGPoint] = []
        var previous: [CGPoint] = []
        for frame in Simulation(scenario: scenario) {
            for view in frame.trace.scrollViews {
                let values = [view.contentOffset.x, view.contentOffset.y, view.contentSize.width, view.contentSize.height]
                    + view.attributes.flatMap { [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height, $0.alpha] }
                #expect(values.allSatisfy { $0.isFinite }, "seed \(seed), frame \(frame.index), \(view.id)")
                #expect(view.attributes.count <= ScenarioLimits.maximumVisibleElements, "seed \(seed)")
                let range = Self.scrollableRange(view, viewport: CGSize(width: scenario.viewport.width, height: scenario.viewport.height))
                // The rubber band never shows more than the viewport's length past an edge.
                #expect(range.x.lowerBound - scenario.viewport.width...range.x.upperBound + scenario.viewport.width ~= view.contentOffset.x,
                        "seed \(seed), frame \(frame.index): x \(view.contentOffset.x) outside \(range.x)")
                #expect(range.y.lowerBound - scenario.viewport.height...range.y.upperBound + scenario.viewport.height ~= view.contentOffset.y,
                        "seed \(seed), frame \(frame.index): y \(view.contentOffset.y) outside \(range.y)")
            }
            previous = last
            last = frame.trace.scrollViews.map(\.contentOffset)
        }
        // After a 4-second tail everything rests, inside its range (within a pixel).
        #expect(previous == last, "seed \(seed): still moving at the end")
        let final = try #require(Array(Simulation(scenario: scenario)).last).trace.scrollViews[0]
        let range = Self.scrollableRange(final, viewport: CGSize(width: scenario.viewport.width, height: scenario.viewport.height))
        #expect(range.x.lowerBound - 0.5...range.x.upperBound + 0.5 ~= final.contentOffset.x, "seed \(seed)")
        #expect(range.y.lowerBound - 0.5...range.y.upperBound + 0.5 ~= final.contentOffset.y, "seed \(seed)\n\(yaml)")
    }

    /// The offsets a scroll view can rest at: from −inset to content − viewport + inset.
    static func scrollableRange(_ view: ScrollViewTrace, viewport: CGSize) -> (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        let inset = view.contentInset
        let minX = -inset.left, minY = -inset.top
        let maxX = max(minX, view.contentSize.width - viewport.width + inset.right)
        let maxY = max(minY, view.contentSize.height - viewport.height + inset.bottom)
        return (minX...maxX, minY...maxY)
    }
}
