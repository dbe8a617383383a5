import Foundation
import Testing
import ReelScroll

@Suite("ScrollView on two axes and geometry changes")
struct ScrollViewTwoAxisTests {
    /// 320×568 over 1000×2000: x in 0...680, y in 0...1432.
    func makeMap() -> ScrollState {
        ScrollState(viewportSize: CGSize(width: 320, height: 568),
                   contentSize: CGSize(width: 1000, height: 2000))
    }

    @Test func axesDecelerateIndependently() {
        var view = makeMap()
        view.contentOffset = CGPoint(x: 600, y: 100)
        view.touchBegan(at: 0)
        view.touchEnded(velocity: CGPoint(x: -1000, y: -1000), at: 0)
        view.advance(to: 0.5)
        // x: rest 600 + 499.5 lies past 680, so x has hit the edge and bounces; that shows as the phase.
        #expect(view.phase == .bouncing)
        // y: 100 + 1000·(1 − e^(−1.001))/2.002 = 100 + 315.8458, unaffected by x.
        let y = 100 + 1000 * (1 - Foundation.exp(-1.001_001_335_336_5)) / 2.002_002_670_673
        #expect(isClose(view.contentOffset.y, y, 1e-6))
        view.advance(to: 5)
        #expect(view.contentOffset.x == 680)
        #expect(isClose(view.contentOffset.y, 100 + (1000 - Double(ScrollPhysics.momentumStopSpeed)) / 2.002_002_670_673, 1e-6))
        #expect(view.phase == .idle)
    }

    @Test func disablingScrollingMidDragEndsTheDrag() {
        var view = makeMap()
        view.touchBegan(at: 0)
        view.touchMoved(translation: CGPoint(x: 0, y: 100), at: 0.1)
        #expect(view.contentOffset.y < 0)
        view.isScrollEnabled = false
        // Ended with no velocity past the top: springs back.
        #expect(!view.isTracking && view.phase == .bouncing)
        view.advance(to: 3)
        #expect(view.contentOffset.y == 0)
    }

    @Test func growingTheViewportMidFlightRespectsTheNewRange() {
        var view = makeMap()
        view.contentOffset = CGPoint(x: 0, y: 1000)
        view.touchBegan(at: 0)
        view.touchEnded(velocity: CGPoint(x: 0, y: -600), at: 0)
        // Planned rest: 1000 + 600/2.002 = 1299.70, inside 0...1432.
        view.advance(to: 0.2)
        // A taller viewport (768) lowers max y to 2000 − 768 = 1232, short of that rest point:
        // the re-planned momentum runs into the new edge and springs back onto it.
        view.bounds.size = CGSize(width: 320, height: 768)
        #expect(view.maximumContentOffset.y == 1232)
        view.advance(to: 10)
        #expect(view.contentOffset.y == 1232 && view.phase == .idle)
    }

    @Test func nonFiniteFingerInputIsIgnored() {
        var view = makeMap()
        view.touchBegan(at: 0)
        view.touchMoved(translation: CGPoint(x: CGFloat.nan, y: 10), at: 0.1)
        #expect(view.contentOffset == .zero)
        view.touchEnded(velocity: CGPoint(x: 0, y: -CGFloat.infinity), at: 0.2)
        #expect(view.contentOffset == .zero && view.phase == .idle)
    }
}
