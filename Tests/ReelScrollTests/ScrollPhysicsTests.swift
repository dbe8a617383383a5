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

    @Test func decelerationDurationEndsHalfAPointShortOfRest() {
        // remaining = 499.4998·e^(−2.002·t) = 0.5 → t = ln(0.5/499.4998)/(−2.002) = 3.4499 s
        let normal = ScrollPhysics.decelerationDuration(velocity: 1000, rate: .normal)
        #expect(isClose(normal, 3.449_922_693, tolerance: 1e-8))
        // fast: ln(0.5/99.49916)/(−10.050336) = 0.52668 s
        let fast = ScrollPhysics.decelerationDuration(velocity: 1000, rate: .fast)
        #expect(isClose(fast, 0.526_678_559, tolerance: 1e-8))
        let at = ScrollPhysics.decelerationOffset(start: 0, velocity: 1000, rate: .normal, time: normal)
        #expect(isClose(499.499_833 - at, 0.5, 1e-5))
        // Rest distance 0.2/2.002 < 0.5 pt: no momentum at all.
        #expect(ScrollPhysics.decelerationDuration(velocity: 0.2, rate: .normal) == 0)
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
        #expect(DecelerationRate.custom(1.5).perMillisecond == 0.9999)
        #expect(DecelerationRate.custom(0).perMillisecond == 0.5)
    }

    // MARK: - Spring

    @Test func springFrom72PointsAfterATenthOfASecond() {
        // x(0.1) = (72 + (0 + 10·72)·0.1)·e^(−1) = 144/e = 52.97464
        let x = ScrollPhysics.springDisplacement(displacement: 72, velocity: 0, time: 0.1)
        #expect(isClose(x, 52.974_639_529, 1e-6))
        // v(0.1) = (0 − 10·720·0.1)·e^(−1) = −720/e = −264.873
        let v = ScrollPhysics.springVelocity(displacement: 72, velocity: 0, time: 0.1)
        #expect(isClose(v, -264.873_197_6, 1e-5))
    }

    @Test func springFrom72PointsSettlesAfterAbout887Milliseconds() {
        // |x| = 72(1 + 10t)e^(−10t) < 0.1 needs 10t ≈ 8.87; |v| = 7200·t·e^(−10t) < 1 needs 10t ≈ 8.75.
        // The displacement condition is the later one.
        let settle = ScrollPhysics.springSettleTime(displacement: 72, velocity: 0)
        #expect(settle > 0.88 && settle < 0.89)
        let before = ScrollPhysics.springDisplacement(displacement: 72, velocity: 0, time: settle - 1e-6)
        let after = ScrollPhysics.springDisplacement(displacement: 72, velocity: 0, time: settle + 1e-6)
        #expect(before >= 0.1 - 1e-6)
        #expect(after < 0.1)
        #expect(Swift.abs(ScrollPhysics.springVelocity(displacement: 72, velocity: 0, time: settle)) < 1)
    }

    @Test func springHandedAVelocityAtTheEdgeOvershootsByVOverEOmega() {
        // x = v0·t·e^(−10t) peaks at t = 0.1: 500·0.1/e = 18.394
        let peak = ScrollPhysics.springDisplacement(displacement: 0, velocity: 500, time: 0.1)
        #expect(isClose(peak, 18.393_972_059, 1e-6))
        #expect(isClose(ScrollPhysics.springVelocity(displacement: 0, velocity: 500, time: 0.1), 0, 1e-9))
    }

    @Test func springAlreadyAtRestSettlesImmediately() {
        #expect(ScrollPhysics.springSettleTime(displacement: 0.05, velocity: 0.5) == 0)
        #expect(ScrollPhysics.springSettleTime(displacement: 0, velocity: 0) == 0)
    }
}
