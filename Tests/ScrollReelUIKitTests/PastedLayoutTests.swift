import Foundation
import ReelTrace
import ScrollReel
import ScrollReelDemos
import Testing

/// Layouts from the published articles, pasted with only their import changed, reproduce the
/// built-in demos frame for frame.
@Suite struct PastedLayoutTests {
    /// Every frame's scroll views (offsets, sizes, every element's attributes) for `demo` with
    /// `layout` in place of the scenario's own.
    static func traces(_ demo: String, layout: Scenario.LayoutFactory? = nil) throws -> [FrameTrace] {
        var scenario = try BuiltInDemos.scenario(named: demo)
        scenario.customLayout = layout
        return Simulation(scenario: scenario).map(\.trace)
    }

    static func expectSameMotion(_ demo: String, _ layout: @escaping Scenario.LayoutFactory,
                                 sourceLocation: SourceLocation = #_sourceLocation) throws {
        let builtIn = try traces(demo)
        let pasted = try traces(demo, layout: layout)
        #expect(pasted.count == builtIn.count, sourceLocation: sourceLocation)
        let firstDifference = zip(builtIn, pasted).first { $0.scrollViews != $1.scrollViews }
        #expect(firstDifference == nil, "first different frame: \(firstDifference?.0.index ?? -1)",
                sourceLocation: sourceLocation)
        // The header really stretches in both: pulled 150 pt down, it is taller than its 160 pt.
        let tallest = pasted.compactMap { $0.scrollViews.first?.attributes.first { $0.kind == .header }?.frame.height }.max()
        #expect((tallest ?? 0) > 160, sourceLocation: sourceLocation)
    }

    @Test func articleSnippetMatchesTheStretchyHeaderDemo() throws {
        try Self.expectSameMotion("stretchy-header") { PDPStretchyLayout() }
    }

    @Test func articleFixWithItsObserverMatchesTheStretchyHeaderDemoAndReportsEveryUpdate() throws {
        nonisolated(unsafe) var updates = 0
        try Self.expectSameMotion("stretchy-header") {
            let layout = CustomPDPLayout()
            layout.onUpdateLayoutAttributesForSectionHeader = { updates += 1 }
            return layout
        }
        // Asked once at the start and again after each bounds change (it invalidates): the
        // observer runs at most once per such frame, and on every one with the header on screen.
        let traces = try Self.traces("stretchy-header")
        let moved = traces.indices.filter { index in
            index == 0 || traces[index - 1].scrollViews[0].contentOffset != traces[index].scrollViews[0].contentOffset
        }
        let movedWithHeader = moved.filter { traces[$0].scrollViews[0].attributes.contains { $0.kind == .header } }
        #expect(updates >= movedWithHeader.count && updates <= moved.count)
        #expect(updates > 20)
    }

    @Test func nrjObjectiveCTranslatedMatchesTheStretchyHeaderDemo() throws {
        try Self.expectSameMotion("stretchy-header") { StretchyHeaderCollectionViewLayout() }
    }

    @Test func stickyHeaderObjectiveCTranslatedMatchesTheStickyHeadersDemo() throws {
        let builtIn = try Self.traces("sticky-headers")
        let pasted = try Self.traces("sticky-headers") { StickyHeaderFlowLayout() }
        #expect(zip(builtIn, pasted).allSatisfy { $0.scrollViews == $1.scrollViews })
        // UIKit's cache-mismatch warning, naming the pasted subclass, on the same frame.
        let console = { (traces: [FrameTrace]) in traces.flatMap { trace in trace.console.map { "\(trace.index) \($0)" } } }
        #expect(console(pasted) == console(builtIn).map {
            $0.replacingOccurrences(of: "StickyHeadersLayout", with: "StickyHeaderFlowLayout")
        })
        #expect(console(pasted).count == 3)
    }

    @Test func forgettingToInvalidateLeavesTheHeaderUnstretched() throws {
        let traces = try Self.traces("stretchy-header") { ForgetfulStretchyHeaderLayout() }
        // While pulled down, the header keeps the frame of the first query.
        let pulled = traces.filter { ($0.scrollViews.first?.contentOffset.y ?? 0) < -20 }
        #expect(!pulled.isEmpty)
        for trace in pulled {
            let header = trace.scrollViews[0].attributes.first { $0.kind == .header }
            #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 160))
        }
    }
}
