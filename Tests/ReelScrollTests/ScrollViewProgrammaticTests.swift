import Foundation
import Testing
import ReelScroll

@Suite("ScrollView setContentOffset")
struct ScrollViewProgrammaticTests {
    func makeTable() -> ScrollState {
        ScrollState(viewportSize: CGSize(width: 320, height: 568),
                   contentSize: CGSize(width: 320, height: 2000))
    }

    @Test func animatedScrollEasesInAndOut() {
        var view = makeTable()
        view.setContentOffset(CGPoint(x: 0, y: 300), animated: true, at: 1)
        #expect(view.phase == .animating && view.contentOffset.y == 0)
        // UIKit's 0.33 s (measured in real recordings). Bézier parameter ¼ is progress 0.274375
        // → eased 0.15625 → 46.875.
        #expect(ScrollState.animatedScrollDuration == 0.33)
        view.advance(to: 1 + 0.33 * 0.274_375)
        #expect(isClose(view.contentOffset.y, 46.875, 1e-6))
        // Half time is half way (ease-in-out is symmetric).
        view.advance(to: 1.165)
        #expect(isClose(view.contentOffset.y, 150, 1e-6))
        view.advance(to: 1.33)
        #expect(view.contentOffset.y == 300 && view.phase == .idle)
    }

    @Test func animationUsesTheGivenDuration() {
        var view = makeTable()
        view.setContentOffset(CGPoint(x: 0, y: 1000), animated: true, at: 0, duration: 1)
        view.advance(to: 0.5)
        #expect(isClose(view.contentOffset.y, 500, 1e-6))
        view.advance(to: 0.9)
        #expect(view.phase == .animating)
    }

    @Test func notAnimatedIsImmediateAndUnclamped() {
        var view = makeTable()
        view.setContentOffset(CGPoint(x: 0, y: 5000), animated: false, at: 0)
        #expect(view.contentOffset.y == 5000 && view.phase == .idle)
    }

    @Test func touchBeganCancelsTheAnimation() {
        var view = makeTable()
        view.setContentOffset(CGPoint(x: 0, y: 300), animated: true, at: 0)
        view.touchBegan(at: 0.165)
        #expect(isClose(view.contentOffset.y, 150, 1e-6) && view.phase == .idle)
        view.advance(to: 1)
        #expect(isClose(view.contentOffset.y, 150, 1e-6))
    }

    @Test func settingTheCurrentOffsetStopsDeceleration() {
        var view = makeTable()
        view.touchBegan(at: 0)
        view.touchEnded(velocity: CGPoint(x: 0, y: -1000), at: 0)
        view.advance(to: 0.2)
        // The UIKit idiom for stopping a scroll: setContentOffset(contentOffset, animated: false).
        view.setContentOffset(view.contentOffset, animated: false, at: 0.2)
        let stopped = view.contentOffset
        view.advance(to: 2)
        #expect(view.contentOffset == stopped && view.phase == .idle)
    }

    @Test func settingTheOffsetMidDragRebasesTheDrag() {
        var view = makeTable()
        view.touchBegan(at: 0)
        view.touchMoved(translation: CGPoint(x: 0, y: -100), at: 0.1)
        view.contentOffset = CGPoint(x: 0, y: 400)
        // 10 more points of finger travel move the content 10 from the new offset.
        view.touchMoved(translation: CGPoint(x: 0, y: -110), at: 0.2)
        #expect(view.contentOffset.y == 410 && view.isTracking)
    }
}
