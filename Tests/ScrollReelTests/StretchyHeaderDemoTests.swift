import Foundation
import ReelOutput
import ReelScenario
import ReelScene
import ScrollReel
import ScrollReelDemos
import Testing

/// The `stretchy-header` demo, checked against UIKit numbers from its trace.
///
/// The scenario: 320 × 568 pt, 30 fps; header 320 × 160; items 145 × 100, spacing 10, insets 10;
/// 30 items. Gestures: wait 0.4 s; drag down 150 pt over 0.6 s; hold 0.5 s; release; wait 1 s;
/// fling up at 1800 pt/s for 0.1 s; wait 2.2 s; fling down at 3000 pt/s; wait 1.6 s; tail 0.4 s.
@Suite struct StretchyHeaderDemoTests {
    static let scenario = try! BuiltInDemos.scenario(named: "stretchy-header")
    static let frames = Fixtures.traces(scenario)

    /// Frame at simulated time `t` (30 fps).
    func frame(at t: Double) -> FrameTrace {
        Self.frames[Int((t * 30).rounded())]
    }

    @Test func restingLayoutIsTheFlowGrid() {
        let main = Self.frames[0].main
        #expect(main.contentOffset == .zero)
        // 15 lines of two: 160 header + 10 inset + 15 × 100 + 14 × 10 + 10 inset = 1820.
        #expect(main.contentSize == CGSize(width: 320, height: 1820))
        #expect(main.header() == CGRect(x: 0, y: 0, width: 320, height: 160))
        // Available 320 − 20 = 300 = 145 + 10 + 145: two columns at x 10 and 165.
        #expect(main.cell(0) == CGRect(x: 10, y: 170, width: 145, height: 100))
        #expect(main.cell(1) == CGRect(x: 165, y: 170, width: 145, height: 100))
        #expect(main.cell(2) == CGRect(x: 10, y: 280, width: 145, height: 100))
    }

    @Test func pullDownStretchesTheHeaderByTheRubberBandedOverscroll() {
        // During the hold (t 1.0…1.5) the finger is 150 pt down; the content follows 40 ms behind
        // (t 1.04…1.54). Rubber band on a 568-pt viewport: (1 − 1/(150 × 0.55/568 + 1)) × 568 =
        // 72.037 pt, which UIScrollView reports on the @2x pixel grid as 72.0.
        #expect(Simulation.touchLatency == 0.04)
        #expect(frame(at: 1.0).main.contentOffset.y > -72, "still catching up with the finger")
        for t in [1.1, 1.2, 1.5] {
            let main = frame(at: t).main
            #expect(main.contentOffset == CGPoint(x: 0, y: -72))
            // The header's top follows contentOffset.y and it grows by the overscroll.
            #expect(main.header() == CGRect(x: 0, y: -72, width: 320, height: 232))
        }
    }

    @Test func releaseSpringsBackAsRealUIKitDoes() {
        // The finger lifts at t = 1.5, the content at 1.54, from −72.037 with no velocity; at
        // t = 1.6 (60 ms of the overdamped ω 20.8, ζ 1.29 spring) it is at −49.904, reported on
        // the pixel grid as −50.0; one frame later (93 ms) at −36.639 → −36.5.
        let main = frame(at: 1.6).main
        #expect(main.contentOffset.y == -50)
        #expect(main.header() == CGRect(x: 0, y: -50, width: 320, height: 210))
        #expect(Self.frames[49].main.contentOffset.y == -36.5)
        // Settled by the time the next fling starts.
        #expect(frame(at: 2.5).main.contentOffset.y == 0)
    }

    @Test func flingUpDeceleratesToItsRestPoint() {
        // The flick moves the finger 1800 × 0.1 = 180 pt up by t = 2.6; the content, 40 ms behind,
        // shows where the finger was at 2.56: 108. Momentum at 1800 pt/s from the lift (2.64)
        // with rate 0.998/ms heads for 180 + 1800/(−1000 ln 0.998) = 1079.1 and stops at 10 pt/s.
        #expect(frame(at: 2.6).main.contentOffset.y == 108)
        let offsets = (78...144).map { Self.frames[$0].main.contentOffset.y }
        #expect(offsets == offsets.sorted(), "momentum never reverses")
        // 2.16 s after the lift it is 1800 × 0.998^2160 / 2.002 = 11.9 pt short of the rest point:
        // 1067.19, on the pixel grid 1067.
        #expect(frame(at: 4.8).main.contentOffset.y == 1067)
        // The header is off screen and not returned for the visible rect.
        #expect(frame(at: 4.8).main.header() == nil)
    }

    @Test func flingDownOvershootsTheTopAndSpringsBack() {
        let overshoot = Self.frames.map(\.main.contentOffset.y)[150...].min()!
        #expect(overshoot < -20, "momentum crossing the top hands its velocity to the spring")
        let last = Self.frames.last!.main
        #expect(last.contentOffset == .zero)
        #expect(last.header() == CGRect(x: 0, y: 0, width: 320, height: 160))
    }

    @Test func inPlaceSnippetLogsTheCacheMismatchOnce() {
        let logged = Self.frames.filter { !$0.console.isEmpty }
        #expect(logged.count == 1)
        guard let first = logged.first else { return }
        // The first overscrolled frame modified the cached header; the next pass finds it.
        let firstStretched = Self.frames.first { $0.main.contentOffset.y < 0 }!
        #expect(first.index == firstStretched.index + 1)
        #expect(first.console.count == 3)
        #expect(first.console[0] == "Logging only once for UICollectionViewFlowLayout cache mismatched frame")
        #expect(first.console[1].hasPrefix(
            "UICollectionViewFlowLayout has cached frame mismatch for index path <0 - 0> - cached value: "))
        #expect(first.console[1].hasSuffix("; expected value: {{0, 0}, {320, 160}}"))
        #expect(first.console[2] == "This is likely occurring because the flow layout subclass StretchyHeaderLayout "
            + "is modifying attributes returned by UICollectionViewFlowLayout without copying them")
    }

    @Test func onlyVisibleElementsAreReturned() {
        for trace in Self.frames {
            let visible = CGRect(origin: trace.main.contentOffset, size: CGSize(width: 320, height: 568))
            for attribute in trace.main.attributes {
                #expect(attribute.frame.intersects(visible), "frame \(trace.index): \(attribute)")
            }
        }
    }
}
