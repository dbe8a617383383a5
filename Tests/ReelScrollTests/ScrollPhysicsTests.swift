import Foundation
import Testing
@testable import ReelScroll

@Suite("ScrollPhysics")
struct ScrollPhysicsTests {
    // MARK: - Rubber band

    @Test func rubberBandOf150PointsOnAPhoneHeight() {
        // (1 − 1/(150·0.55/568 + 1))·568 = 82.5/(82.5/568 + 1) = 82.5/1.1452465 = 72.03689
        let shown = ScrollPhysics.rubberBand(distance: 150, dimension: 568)
        #expect(isClose(shown, 72.036_894_696, 1e-6))
    }

    @Test func rubberBandIsZeroAtTheEdgeAndNeverReachesTheDimension() {
        #expect(ScrollPhysics.rubberBand(distance: 0, dimension: 568) == 0)
        // 1e6·0.55/568 = 968.3 → (1 − 1/969.3)·568 = 567.414
        let far = ScrollPhysics.rubberBand(distance: 1_000_000, dimension: 568)
        #expect(isClose(far, 567.414, 1e-3))
        #expect(far < 568)
    }

    @Test func rubberBandCoefficientIsUIKits() {
        #expect(ScrollPhysics.rubberBandCoefficient == 0.55)
        // With c = 1: 100/(100/200 + 1) = 66.667
        #expect(isClose(ScrollPhysics.rubberBand(distance: 100, dimension: 200, coefficient: 1), 66.666_667, 1e-5))
    }

    @Test func rubberBandInverseUndoesRubberBand() {
        let shown = ScrollPhysics.rubberBand(distance: 150, dimension: 568)
        #expect(isClose(ScrollPhysics.rubberBandInverse(shown: shown, dimension: 568), 150, 1e-9))
    }

    // MARK: - Momentum

    @Test func restPointAtNormalRate() {
        // k = 1000·ln 0.998 = −2.0020027; rest = x0 − v0/k = 100 + 1000/2.0020027 = 100 + 499.49983
        #expect(isClose(DecelerationRate.normal.exponentPerSecond, -2.002_002_670_673, 1e-9))
        let rest = ScrollPhysics.decelerationRestOffset(start: 100, velocity: 1000, rate: .normal)
        #expect(isClose(rest, 599.499_833_166, 1e-6))
    }

    @Test func restPointAtFastRate() {
        // k = 1000·ln 0.99 = −10.050336; rest = 100 + 1000/10.050336 = 100 + 99.49916
        let rest = ScrollPhysics.decelerationRestOffset(start: 100, velocity: 1000, rate: .fast)
        #expect(isClose(rest, 199.499_162_473, 1e-6))
        // Negative velocity goes the other way by the same distance.
        let back = ScrollPhysics.decelerationRestOffset(start: 100, velocity: -1000, rate: .fast)
        #expect(isClose(back, 0.500_837_527, 1e-6))
    }

    @Test func offsetAndVelocityOneSecondAfterRelease() {
        // x(1) = 1000·(e^(−2.002) − 1)/(−2.002) = 1000·(1 − 0.135064)/2.002 = 432.035
        let x = ScrollPhysics.decelerationOffset(start: 0, velocity: 1000, rate: .normal, time: 1)
        #expect(isClose(x, 432.035_126_738, 1e-6))
        // v(1) = 1000·0.998^1000 = 135.0645 (and x(1) = (1000 − 135.0645)/2.002 = 432.035)
        let v = ScrollPhysics.decelerationVelocity(velocity: 1000, rate: .normal, time: 1)
        #expect(isClose(v, 135.064_522_447, 1e-6))
    }

    @Test func momentumStopsAtTheStopSpeed() {
        let stop = Double(ScrollPhysics.momentumStopSpeed)
        // 1000·e^(−2.002·t) = s → t = ln(s/1000)/(−2.002).
        let normal = ScrollPhysics.decelerationDuration(velocity: 1000, rate: .normal)
        #expect(isClose(normal, Foundation.log(stop / 1000) / (1000 * Foundation.log(0.998)), tolerance: 1e-12))
        #expect(isClose(Double(ScrollPhysics.decelerationVelocity(velocity: 1000, rate: .normal, time: normal)), stop, tolerance: 1e-9))
        // It stops s/|k| short of the rest point: the abrupt end real momentum shows.
        let end = ScrollPhysics.decelerationEndOffset(start: 0, velocity: 1000, rate: .normal)
        let rest = ScrollPhysics.decelerationRestOffset(start: 0, velocity: 1000, rate: .normal)
        #expect(isClose(Double(rest - end), stop / 2.002_002, tolerance: 1e-3))
        // Slower than the stop speed: no momentum at all.
        #expect(ScrollPhysics.decelerationDuration(velocity: CGFloat(stop) * 0.9, rate: .normal) == 0)
        #expect(ScrollPhysics.decelerationEndOffset(start: 7, velocity: -CGFloat(stop) * 0.9, rate: .fast) == 7)
    }

    @Test func timeToReachAnEdge() {
        // ln(1 + k·232/1000)/k = ln(0.535535)/(−2.002) = 0.311932 s
        let t = ScrollPhysics.decelerationTime(toReach: 1432, start: 1200, velocity: 1000, rate: .normal)
        #expect(isClose(t ?? -1, 0.311_931_812, tolerance: 1e-8))
        // The rest point 1699.5 is short of 1800: never reached; behind the start: never.
        #expect(ScrollPhysics.decelerationTime(toReach: 1800, start: 1200, velocity: 1000, rate: .normal) == nil)
        #expect(ScrollPhysics.decelerationTime(toReach: 1000, start: 1200, velocity: 1000, rate: .normal) == nil)
    }

    @Test func customRateIsClampedToAValidFactor() {
        #expect(DecelerationRate.custom(0.995).perMillisecond == 0.995)
        #expect(DecelerationRate.custom(1.5).perMillisecond == 0.998)
        #expect(DecelerationRate.custom(0).perMillisecond == 0.99)
    }

    // MARK: - Spring

    @Test func springFrom72PointsAfterATenthOfASecond() {
        // x(0.1) = (72 + (0 + 10·72)·0.1)·e^(−1) = 144/e = 52.97464
        let x = ScrollPhysics.springDisplacement(displacement: 72, velocity: 0, time: 0.1, spring: .paging)
        #expect(isClose(x, 52.974_639_529, 1e-6))
        // v(0.1) = (0 − 10·720·0.1)·e^(−1) = −720/e = −264.873
        let v = ScrollPhysics.springVelocity(displacement: 72, velocity: 0, time: 0.1, spring: .paging)
        #expect(isClose(v, -264.873_197_6, 1e-5))
    }

    @Test func springFrom72PointsSettlesAfterAbout887Milliseconds() {
        // |x| = 72(1 + 10t)e^(−10t) < 0.1 needs 10t ≈ 8.87; |v| = 7200·t·e^(−10t) < 1 needs 10t ≈ 8.75.
        // The displacement condition is the later one.
        let settle = ScrollPhysics.springSettleTime(displacement: 72, velocity: 0, spring: .paging)
        #expect(settle > 0.88 && settle < 0.89)
        let before = ScrollPhysics.springDisplacement(displacement: 72, velocity: 0, time: settle - 1e-6, spring: .paging)
        let after = ScrollPhysics.springDisplacement(displacement: 72, velocity: 0, time: settle + 1e-6, spring: .paging)
        #expect(before >= 0.1 - 1e-6)
        #expect(after < 0.1)
        #expect(Swift.abs(ScrollPhysics.springVelocity(displacement: 72, velocity: 0, time: settle, spring: .paging)) < 1)
    }

    @Test func springHandedAVelocityAtTheEdgeOvershootsByVOverEOmega() {
        // x = v0·t·e^(−10t) peaks at t = 0.1: 500·0.1/e = 18.394
        let peak = ScrollPhysics.springDisplacement(displacement: 0, velocity: 500, time: 0.1, spring: .paging)
        #expect(isClose(peak, 18.393_972_059, 1e-6))
        #expect(isClose(ScrollPhysics.springVelocity(displacement: 0, velocity: 500, time: 0.1, spring: .paging), 0, 1e-9))
    }

    @Test func releasedPastAnEdgeTheContentReturnsAsTheRecordingsDo() {
        // The overdamped preset (ω 20.8, ζ 1.29): time constants 101 ms and 23 ms.
        let spring = SpringParameters.releasedPastEdge
        #expect(isClose(-1 / spring.rates.slow, 0.101_198, tolerance: 1e-5))
        #expect(isClose(-1 / spring.rates.fast, 0.022_840, tolerance: 1e-5))
        // From a 107-pt held pull (TDTableViewHeaderPager-2, frames 89–96): 48 %, 18 %, 7 % of
        // the overscroll left at +100/+200/+300 ms; the published stiffness-100 spring left 74 %,
        // 41 %, 20 %.
        let left = [0.1, 0.2, 0.3].map { ScrollPhysics.springDisplacement(displacement: 107, velocity: 0, time: $0, spring: spring) / 107 }
        #expect(isClose(left[0], 0.4771, 1e-4) && isClose(left[1], 0.1789, 1e-4) && isClose(left[2], 0.0666, 1e-4))
        let old = ScrollPhysics.springDisplacement(displacement: 107, velocity: 0, time: 0.1, spring: .paging) / 107
        #expect(isClose(old, 0.7358, 1e-4))
        // It starts back at once: already 25 % of the way after 50 ms.
        #expect(ScrollPhysics.springDisplacement(displacement: 1, velocity: 0, time: 0.05, spring: spring) < 0.76)
        // Within 0.5 pt after 569 ms (the recording: between 600 and 700 ms after the release
        // frame, which itself lies up to 100 ms after the lift).
        var t = 0.0
        while Swift.abs(ScrollPhysics.springDisplacement(displacement: 107, velocity: 0, time: t, spring: spring)) >= 0.5 { t += 0.001 }
        #expect(isClose(t, 0.569, tolerance: 0.0015))
        // Overdamped: never overshoots, even when handed a velocity toward the edge.
        for step in 0...200 {
            #expect(ScrollPhysics.springDisplacement(displacement: 50, velocity: -400, time: Double(step) * 0.005, spring: spring) >= -1e-9)
        }
        // And settles for good: the settle time respects both thresholds.
        let settle = ScrollPhysics.springSettleTime(displacement: 107, velocity: 0, spring: spring)
        #expect(Swift.abs(ScrollPhysics.springDisplacement(displacement: 107, velocity: 0, time: settle, spring: spring)) < 0.1)
        #expect(Swift.abs(ScrollPhysics.springDisplacement(displacement: 107, velocity: 0, time: settle - 0.002, spring: spring)) >= 0.1
            || Swift.abs(ScrollPhysics.springVelocity(displacement: 107, velocity: 0, time: settle - 0.002, spring: spring)) >= 1)
    }

    @Test func momentumIntoAnEdgeBouncesOnTheSofterSpring() {
        // TDTableViewHeaderPager-1, frames 63–67: 5.1 pt past the bottom edge moving out at
        // 122.6 pt/s; the critically damped ω = 9.16 fit peaks near 8.8 pt, as the recording.
        let spring = SpringParameters.momentumPastEdge
        let peak = (0...300).map { ScrollPhysics.springDisplacement(displacement: 5.1, velocity: 122.6, time: Double($0) * 0.001, spring: spring) }.max()!
        #expect(peak > 8.4 && peak < 9.2)
    }

    @Test func springAlreadyAtRestSettlesImmediately() {
        #expect(ScrollPhysics.springSettleTime(displacement: 0.05, velocity: 0.5, spring: .paging) == 0)
        #expect(ScrollPhysics.springSettleTime(displacement: 0, velocity: 0, spring: .paging) == 0)
    }
}
