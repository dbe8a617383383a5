import Foundation
import Testing
import ReelScroll

@Suite("ScrollView paging")
struct ScrollViewPagingTests {
    /// A 320×200 image slider over five 320-wide pages: offsets 0...1280.
    func slider(at x: CGFloat = 0) -> ScrollState {
        var view = ScrollState(viewportSize: CGSize(width: 320, height: 200),
                              contentSize: CGSize(width: 1600, height: 200))
        view.isPagingEnabled = true
        view.contentOffset = CGPoint(x: x, y: 0)
        return view
    }

    /// Drags the finger by `dx` over 0.5 s and lifts it at `velocity` (finger direction), then
    /// lets the settle finish.
    func swipe(_ view: inout ScrollState, by dx: CGFloat, velocity: CGFloat) -> ScrollPhase {
        view.touchBegan(at: 0)
        view.touchMoved(translation: CGPoint(x: dx, y: 0), at: 0.5)
        view.touchEnded(velocity: CGPoint(x: velocity, y: 0), at: 0.5)
        let phase = view.phase
        view.advance(to: 5)
        return phase
    }

    @Test func slowDragUnderHalfAPageReturns() {
        var view = slider()
        // Content at 100: 100/320 = 0.31 → page 0; 100 pt/s is under the 300 pt/s flick threshold.
        let phase = swipe(&view, by: -100, velocity: -100)
        #expect(phase == .paging)
        #expect(view.contentOffset.x == 0 && view.phase == .idle)
    }

    @Test func slowDragOverHalfAPageGoesToTheNextPage() {
        var view = slider()
        // 200/320 = 0.625 → page 1 at 320.
        _ = swipe(&view, by: -200, velocity: -100)
        #expect(view.contentOffset.x == 320)
    }

    @Test func fastFlingOfAShortDistanceGoesOnePage() {
        var view = slider()
        // Only 40 pt (0.125 page) but 400 pt/s > 300 pt/s: one page on from page 0.
        _ = swipe(&view, by: -40, velocity: -400)
        #expect(view.contentOffset.x == 320)
    }

    @Test func hugeFlingGoesOnlyOnePage() {
        var view = slider()
        // 500 pt (nearest page would be round(1.5625) = 2) at 5000 pt/s: still page 0 + 1.
        _ = swipe(&view, by: -500, velocity: -5000)
        #expect(view.contentOffset.x == 320)
    }

    @Test func flingBackGoesOnePageBack() {
        var view = slider(at: 640)
        _ = swipe(&view, by: 60, velocity: 900)
        #expect(view.contentOffset.x == 320)
    }

    @Test func flingOnTheLastPageStaysOnIt() {
        var view = slider(at: 1280)
        // Dragging past the end rubber-bands; released past the edge, it springs back to 1280.
        let phase = swipe(&view, by: -60, velocity: -900)
        #expect(phase == .bouncing)
        #expect(view.contentOffset.x == 1280)
    }

    @Test func unevenContentEndsOnItsLastOffset() {
        // 1500 wide: max offset 1180, not a multiple of 320; the last page clamps to it.
        var view = slider(at: 960)
        view.contentSize.width = 1500
        _ = swipe(&view, by: -100, velocity: -900)
        #expect(view.contentOffset.x == 1180)
    }

    @Test func pageSettleIsTheCriticallyDampedSpring() {
        var view = slider()
        view.touchBegan(at: 0)
        view.touchMoved(translation: CGPoint(x: -200, y: 0), at: 0.5)
        view.touchEnded(velocity: .zero, at: 0.5)
        view.advance(to: 0.6)
        // From 200 toward 320: displacement −120, v0 0 → −120·2/e = −88.291 → 231.709
        #expect(isClose(view.contentOffset.x, 320 - 240 / M_E, 1e-6))
    }
}

@Suite struct ScrollViewPageLengthTests {
    @Test func customPageLengthPagesByGroups() {
        // A 320-pt view paging by 155 (a 145-pt item and its 10-pt spacing), as group paging does.
        var view = ScrollState(viewportSize: CGSize(width: 320, height: 100), contentSize: CGSize(width: 1250, height: 100))
        view.isPagingEnabled = true
        view.pageLength = 155
        view.touchBegan(at: 0)
        view.touchMoved(translation: CGPoint(x: -60, y: 0), at: 0.1)
        // Released at 600 pt/s (finger to the left): over the 300 pt/s flick threshold, one page.
        view.touchEnded(velocity: CGPoint(x: -600, y: 0), at: 0.1)
        view.advance(to: 3)
        #expect(view.contentOffset.x == 155)
    }
}
