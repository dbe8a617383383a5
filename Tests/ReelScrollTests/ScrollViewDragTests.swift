import Foundation
import Testing
import ReelScroll

@Suite("ScrollView geometry and dragging")
struct ScrollViewDragTests {
    /// An iPhone-SE-sized table: 320×568 viewport over 320×2000 content.
    func makeTable(inset: UIEdgeInsets = .zero) -> ScrollState {
        ScrollState(viewportSize: CGSize(width: 320, height: 568),
                   contentSize: CGSize(width: 320, height: 2000), contentInset: inset)
    }

    @Test func defaultsAndScrollableRange() {
        let view = makeTable(inset: UIEdgeInsets(top: 64))
        // UIKit starts at −adjustedContentInset.top.
        #expect(view.contentOffset == CGPoint(x: 0, y: -64))
        #expect(view.bounds == CGRect(x: 0, y: -64, width: 320, height: 568))
        #expect(view.minimumContentOffset == CGPoint(x: 0, y: -64))
        // max y = 2000 + 0 − 568 = 1432; max x = max(0, 320 − 320) = 0
        #expect(view.maximumContentOffset == CGPoint(x: 0, y: 1432))
        #expect(view.canScroll(along: .vertical))
        #expect(!view.canScroll(along: .horizontal))
        #expect(view.bounces && !view.isPagingEnabled && view.isScrollEnabled)
        #expect(view.decelerationRate == .normal && view.phase == .idle)
    }

    @Test func clampedContentOffset() {
        let view = makeTable(inset: UIEdgeInsets(top: 64))
        #expect(view.clampedContentOffset(CGPoint(x: 40, y: 5000)) == CGPoint(x: 0, y: 1432))
        #expect(view.clampedContentOffset(CGPoint(x: -3, y: -100)) == CGPoint(x: 0, y: -64))
        #expect(view.clampedContentOffset(CGPoint(x: 0, y: 700)) == CGPoint(x: 0, y: 700))
    }

    @Test func dragInsideTheRangeIsOneToOne() {
        var view = makeTable()
        view.contentOffset = CGPoint(x: 0, y: 500)
        view.touchBegan(at: 0)
        #expect(view.isTracking && !view.isDragging)
        // Finger up 100 pt → content offset +100; the horizontal 50 pt is ignored (not scrollable).
        view.touchMoved(translation: CGPoint(x: -50, y: -100), at: 0.1)
        #expect(view.contentOffset == CGPoint(x: 0, y: 600))
        #expect(view.isDragging && view.phase == .dragging)
        view.touchMoved(translation: CGPoint(x: 0, y: 40), at: 0.2)
        #expect(view.contentOffset == CGPoint(x: 0, y: 460))
    }

    @Test func dragPastTheTopRubberBands() {
        var view = makeTable(inset: UIEdgeInsets(top: 64))
        view.touchBegan(at: 0)
        // Finger down 150 pt from −64: 150 past the edge → −64 − 72.0369
        view.touchMoved(translation: CGPoint(x: 0, y: 150), at: 0.1)
        #expect(isClose(view.contentOffset.y, -64 - 72.036_894_696, 1e-6))
    }

    @Test func dragPastTheBottomRubberBands() {
        var view = makeTable()
        view.contentOffset = CGPoint(x: 0, y: 1400)
        view.touchBegan(at: 0)
        // 1400 + 132 = 1532, 100 past 1432 → 1432 + 100·0.55/(55/568 + 1) = 1432 + 50.1445
        view.touchMoved(translation: CGPoint(x: 0, y: -132), at: 0.1)
        #expect(isClose(view.contentOffset.y, 1482.144_462_279, 1e-6))
    }

    @Test func withoutBouncesADragClampsAtTheEdge() {
        var view = makeTable(inset: UIEdgeInsets(top: 64))
        view.bounces = false
        view.touchBegan(at: 0)
        view.touchMoved(translation: CGPoint(x: 0, y: 150), at: 0.1)
        #expect(view.contentOffset.y == -64)
        view.touchEnded(velocity: CGPoint(x: 0, y: 800), at: 0.2)
        #expect(view.contentOffset.y == -64 && view.phase == .idle)
    }

    @Test func releasePastTheTopAfterAHoldSpringsBackToMinusInsetTop() {
        var view = makeTable(inset: UIEdgeInsets(top: 64))
        view.touchBegan(at: 0)
        view.touchMoved(translation: CGPoint(x: 0, y: 150), at: 0.3)
        // Held still: released with zero velocity, 72.0369 pt past the top.
        view.touchEnded(velocity: .zero, at: 1)
        #expect(view.phase == .bouncing && view.isDecelerating && !view.isTracking)
        view.advance(to: 1.1)
        // The released-past-an-edge spring (ω 20.8, ζ 1.29) leaves 47.71 % after 0.1 s:
        // −72.0369·0.477113 = −34.3697 past −64.
        #expect(isClose(view.contentOffset.y, -64 - 34.369_707_345, 1e-6))
        view.advance(to: 3)
        #expect(view.contentOffset.y == -64)
        #expect(view.phase == .idle && !view.isDecelerating)
    }

    @Test func shortContentDoesNotScrollUnlessAlwaysBounceVertical() {
        var view = ScrollState(viewportSize: CGSize(width: 320, height: 568),
                              contentSize: CGSize(width: 320, height: 300))
        #expect(view.maximumContentOffset.y == 0 && !view.canScroll(along: .vertical))
        view.touchBegan(at: 0)
        view.touchMoved(translation: CGPoint(x: 0, y: -100), at: 0.1)
        #expect(view.contentOffset.y == 0)
        view.touchEnded(velocity: .zero, at: 0.2)

        view.alwaysBounceVertical = true
        #expect(view.canScroll(along: .vertical))
        view.touchBegan(at: 1)
        // 100 past max 0 → 55/(55/568 + 1) = 50.1445
        view.touchMoved(translation: CGPoint(x: 0, y: -100), at: 1.1)
        #expect(isClose(view.contentOffset.y, 50.144_462_279, 1e-6))
        view.touchEnded(velocity: .zero, at: 1.2)
        view.advance(to: 4)
        #expect(view.contentOffset.y == 0 && view.phase == .idle)
    }

    @Test func contentPlusInsetsLargerThanTheViewportScrolls() {
        // 500 + 100 > 568: scrollable from −100 to max(−100, 500 − 568) = −68.
        let view = ScrollState(viewportSize: CGSize(width: 320, height: 568),
                              contentSize: CGSize(width: 320, height: 500), contentInset: UIEdgeInsets(top: 100))
        #expect(view.canScroll(along: .vertical))
        #expect(view.maximumContentOffset.y == -68)
    }

    @Test func catchingABounceContinuesFromWhereTheViewIs() {
        var view = makeTable()
        view.touchBegan(at: 0)
        view.touchMoved(translation: CGPoint(x: 0, y: 150), at: 0.1)
        view.touchEnded(velocity: .zero, at: 0.2)
        view.touchBegan(at: 0.3)
        let caught = view.contentOffset.y
        // −72.0369·0.477113 = −34.3697 after 0.1 s of spring.
        #expect(isClose(caught, -34.369_707_345, 1e-6))
        // Zero translation keeps it there; the finger moving again pulls through the rubber band.
        view.touchMoved(translation: .zero, at: 0.35)
        #expect(isClose(view.contentOffset.y, caught, 1e-9))
        view.touchMoved(translation: CGPoint(x: 0, y: 10), at: 0.4)
        #expect(view.contentOffset.y < caught)
    }

    @Test func disabledScrollingIgnoresTheFinger() {
        var view = makeTable()
        view.isScrollEnabled = false
        view.touchBegan(at: 0)
        view.touchMoved(translation: CGPoint(x: 0, y: -100), at: 0.1)
        #expect(view.contentOffset.y == 0 && !view.isTracking)
    }
}
