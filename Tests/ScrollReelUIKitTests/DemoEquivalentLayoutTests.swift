import Foundation
import ReelTrace
import ScrollReel
import ScrollReelDemos
import Testing

/// Header layouts written as apps write them (`DemoEquivalentLayouts/`, importing only
/// ScrollReelUIKit) reproduce the built-in demos' layouts frame for frame.
@Suite struct DemoEquivalentLayoutTests {
    /// Every frame's scroll views (offsets, sizes, every element's attributes) for `demo` with
    /// `layout` in place of the scenario's own.
    static func traces(_ demo: String, layout: Scenario.LayoutFactory? = nil) throws -> [FrameTrace] {
        var scenario = try BuiltInDemos.scenario(named: demo)
        scenario.customLayout = layout
        return Simulation(scenario: scenario).map(\.trace)
    }

    /// Every frame's console lines, prefixed with the frame's index.
    static func console(_ traces: [FrameTrace]) -> [String] {
        traces.flatMap { trace in trace.console.map { "\(trace.index) \($0)" } }
    }

    @discardableResult
    static func expectSameMotion(_ demo: String, _ layout: @escaping Scenario.LayoutFactory,
                                 sourceLocation: SourceLocation = #_sourceLocation) throws -> [FrameTrace] {
        let builtIn = try traces(demo)
        let written = try traces(demo, layout: layout)
        #expect(written.count == builtIn.count, sourceLocation: sourceLocation)
        let firstDifference = zip(builtIn, written).first { $0.scrollViews != $1.scrollViews }
        #expect(firstDifference == nil, "first different frame: \(firstDifference?.0.index ?? -1)",
                sourceLocation: sourceLocation)
        // The header really stretches in both: pulled 150 pt down, it is taller than its 160 pt.
        let tallest = written.compactMap { $0.scrollViews.first?.attributes.first { $0.kind == .header }?.frame.height }.max()
        #expect((tallest ?? 0) > 160, sourceLocation: sourceLocation)
        return written
    }

    @Test func headerStretchLayoutMatchesTheStretchyHeaderDemo() throws {
        let traces = try Self.expectSameMotion("stretchy-header") { HeaderStretchFlowLayout() }
        // It stretches copies: the flow layout's cache stays intact, so UIKit logs nothing.
        #expect(Self.console(traces).isEmpty)
    }

    @Test func headerStretchLayoutReportsEveryPlacementOfTheHeader() throws {
        nonisolated(unsafe) var reports: [(frame: CGRect, stretch: CGFloat)] = []
        let written = try Self.expectSameMotion("stretchy-header") {
            let layout = HeaderStretchFlowLayout()
            layout.headerPlacementHandler = { header, stretch in reports.append((header.frame, stretch)) }
            return layout
        }
        // Asked once at the start and again after each bounds change (it invalidates): the
        // handler runs at most once per such frame, and on every one with the header on screen.
        let moved = written.indices.filter { index in
            index == 0 || written[index - 1].scrollViews[0].contentOffset != written[index].scrollViews[0].contentOffset
        }
        let movedWithHeader = moved.filter { written[$0].scrollViews[0].attributes.contains { $0.kind == .header } }
        #expect(reports.count >= movedWithHeader.count && reports.count <= moved.count)
        #expect(reports.count > 20)
        // Each report is the header it placed: 160 pt plus the stretch, its top raised by as much.
        #expect(reports.allSatisfy { $0.frame == CGRect(x: 0, y: -$0.stretch, width: 320, height: 160 + $0.stretch) })
        let tallest = written.compactMap { $0.scrollViews[0].attributes.first { $0.kind == .header }?.frame.height }.max()
        #expect(reports.map(\.stretch).max().map { 160 + $0 } == tallest)
    }

    @Test func insetStretchyHeaderLayoutMatchesTheStretchyHeaderDemoWarningAndAll() throws {
        let builtIn = try Self.traces("stretchy-header")
        let written = try Self.expectSameMotion("stretchy-header") { InsetStretchyHeaderLayout() }
        // Both edit the flow's header in place: UIKit's cache-mismatch warning, naming each
        // subclass, on the same frame.
        #expect(Self.console(written) == Self.console(builtIn).map {
            $0.replacingOccurrences(of: "StretchyHeaderLayout", with: "InsetStretchyHeaderLayout")
        })
        #expect(Self.console(written).count == 3)
        // Told to scroll sideways, it stays vertical.
        let layout = InsetStretchyHeaderLayout()
        layout.scrollDirection = .horizontal
        #expect(layout.scrollDirection == .vertical)
    }

    @Test func pinningLayoutMatchesTheStickyHeadersDemo() throws {
        let builtIn = try Self.traces("sticky-headers")
        let written = try Self.traces("sticky-headers") { SectionHeaderPinningLayout() }
        #expect(written.count == builtIn.count)
        #expect(zip(builtIn, written).allSatisfy { $0.scrollViews == $1.scrollViews })
        // UIKit's cache-mismatch warning, naming the subclass, on the same frame.
        #expect(Self.console(written) == Self.console(builtIn).map {
            $0.replacingOccurrences(of: "StickyHeadersLayout", with: "SectionHeaderPinningLayout")
        })
        #expect(Self.console(written).count == 3)
    }

    @Test func withoutBoundsInvalidationTheHeaderStaysUnstretched() throws {
        let traces = try Self.traces("stretchy-header") { UninvalidatedStretchyHeaderLayout() }
        // While pulled down, the header keeps the frame of the first query.
        let pulled = traces.filter { ($0.scrollViews.first?.contentOffset.y ?? 0) < -20 }
        #expect(!pulled.isEmpty)
        for trace in pulled {
            let header = trace.scrollViews[0].attributes.first { $0.kind == .header }
            #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 160))
        }
    }
}
