import Foundation
import ReelLayout
import Testing

/// `CollapsingHeaderLayout.headerState(contentOffsetY:…)`, the pure geometry, without a host.
@Suite struct CollapsingHeaderStateTests {
    private typealias Layout = CollapsingHeaderLayout

    /// Maximum 200, minimum 40, 320 wide, resting at the origin unless told.
    private func state(
        _ y: CGFloat, inset: CGFloat = 0, cap: CGFloat? = nil, pins: Bool = true,
        mode: Layout.ExpansionMode = .atTop, previous: Layout.HeaderState? = nil,
        minimum: CGFloat = 40, maximum: CGFloat = 200, origin: CGPoint = .zero
    ) -> Layout.HeaderState {
        Layout.headerState(
            contentOffsetY: y, topInset: inset, minimumHeight: minimum, maximumHeight: maximum,
            maximumStretch: cap, expansionMode: mode, pinsCollapsedHeader: pins, previous: previous,
            restingOrigin: origin, width: 320)
    }

    @Test func framesAndProgressAcrossTheStates() {
        #expect(state(0).frame == rect(0, 0, 320, 200))
        #expect(state(0).progress == 1)
        #expect(state(80).frame == rect(0, 80, 320, 120))  // 200 − 80
        #expect(state(80).progress == 0.5)  // (120 − 40) / 160
        #expect(state(160).frame == rect(0, 160, 320, 40))
        #expect(state(5000).frame == rect(0, 5000, 320, 40))
        #expect(state(5000, pins: false).frame == rect(0, 160, 320, 40))  // 200 − 40
        #expect(state(-50).frame == rect(0, -50, 320, 250))
        #expect(state(-50).progress == 1.3125)  // 210 / 160
        #expect(state(-50, cap: 30).frame == rect(0, -30, 320, 230))
        #expect(state(-50, cap: 30).progress == 1.1875)  // 190 / 160
    }

    @Test func scrollAndCollapseAreRecorded() {
        // Inset 64: s = 16 + 64 = 80; collapse 80 of the 160 range.
        let s = state(16, inset: 64)
        #expect(s.scroll == 80)
        #expect(s.collapse == 80)
        #expect(s.isPinned)
        #expect(state(-50).collapse == 0)
        #expect(state(900).collapse == 160)
    }

    @Test func restingOriginShiftsTheWholeGeometry() {
        // A header resting at y 30 (x 8): at y 110, s = 80 → 120 high at the visible top 110.
        let s = state(110, origin: CGPoint(x: 8, y: 30))
        #expect(s.frame == CGRect(x: 8, y: 110, width: 320, height: 120))
        // Unpinned and collapsed: on the content start 30 + 200 = 230, so 190…230.
        #expect(state(900, pins: false, origin: CGPoint(x: 8, y: 30)).frame == CGRect(x: 8, y: 190, width: 320, height: 40))
    }

    @Test func minimumAboveMaximumIsClampedAndProgressFallsBack() {
        // Minimum 300 > maximum 200 → 200: nothing collapses; progress = height / maximum.
        let s = state(100, minimum: 300)
        #expect(s.frame == rect(0, 100, 320, 200))
        #expect(s.progress == 1)
        #expect(state(-50, minimum: 300).progress == 1.25)  // 250 / 200
        #expect(Layout.progress(height: 0, minimum: 0, maximum: 0) == 0)
    }

    @Test func quickReturnFollowsTheScrollDelta() {
        let far = state(1000, mode: .onScrollDown)
        #expect(far.collapse == 160)  // no previous state: as `.atTop`
        let down = state(970, mode: .onScrollDown, previous: far)
        #expect(down.collapse == 130)  // 160 − 30
        #expect(down.frame == rect(0, 970, 320, 70))
        let up = state(1010, mode: .onScrollDown, previous: down)
        #expect(up.collapse == 160)  // 130 + 40 → clamped to the range
        // Without pinning the previous state is ignored.
        #expect(state(970, pins: false, mode: .onScrollDown, previous: far).collapse == 160)
    }
}
