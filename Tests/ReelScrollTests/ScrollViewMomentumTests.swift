import Foundation
import Testing
import ReelScroll

@Suite("ScrollView momentum and clock")
struct ScrollViewMomentumTests {
    /// 320×568 over 320×2000: offsets 0...1432, released at `y` at t = 0 with content velocity `v`.
    func flicked(from y: CGFloat, contentVelocity v: CGFloat, bounces: Bool = true) -> ScrollState {
        var view = ScrollState(viewportSize: CGSize(width: 320, height: 568),
                              contentSize: CGSize(width: 320, height: 2000))
        view.bounces = bounces
        view.contentOffset = CGPoint(x: 0, y: y)
        view.touchBegan(at: 0)
        // The finger moves opposite to the content.
        view.touchEnded(velocity: CGPoint(x: 0, y: -v), at: 0)
        return view
    }

    /// Where momentum released at 1000 pt/s with `.normal` stops: (1000 − s)/2.002 past the
    /// start, s the stop speed; and when: ln(s/1000)/(−2.002).
    static let stopDistance = (1000 - Double(ScrollPhysics.momentumStopSpeed)) / 2.002_002_670_673
    static let stopTime = Foundation.log(Double(ScrollPhysics.momentumStopSpeed) / 1000) / -2.002_002_670_673

    @Test func momentumStopsAtTheStopSpeed() {
        var view = flicked(from: 500, contentVelocity: 1000)
        #expect(view.phase == .decelerating && view.isDecelerating)
        view.advance(to: 1)
        // 500 + 432.0351 one second in.
        #expect(isClose(view.contentOffset.y, 932.035_126_738, 1e-6))
        // Past the stop: exactly where the speed fell to the stop speed, and still.
        view.advance(to: Self.stopTime + 0.001)
        #expect(isClose(view.contentOffset.y, 500 + Self.stopDistance, 1e-6))
        #expect(view.phase == .idle)
    }

    @Test func momentumStillRunsJustBeforeItStops() {
        var view = flicked(from: 500, contentVelocity: 1000)
        view.advance(to: Self.stopTime - 0.01)
        #expect(view.phase == .decelerating)
        #expect(view.contentOffset.y < 500 + Self.stopDistance)
    }

    @Test func momentumCrossingTheBottomHandsOverToASpringAndSettlesAtMax() {
        var view = flicked(from: 1200, contentVelocity: 1000)
        // Rest 1699.5 lies past max 1432: crossing at 0.311932 s with v = 1000 − 2.002·232 = 535.535
        view.advance(to: 0.3)
        #expect(view.phase == .decelerating && view.contentOffset.y < 1432)
        // The momentum spring (critically damped, ω = 9.2) from the edge with that velocity:
        // x = v·t·e^(−9.2t); 0.1 s after the crossing 535.535·0.1·e^(−0.92) = 21.3421 past max.
        view.advance(to: 0.311_931_812_368 + 0.1)
        #expect(view.phase == .bouncing)
        #expect(isClose(view.contentOffset.y, 1432 + 21.342_104_627, 1e-5))
        view.advance(to: 3)
        #expect(view.contentOffset.y == 1432)
        #expect(view.phase == .idle)
    }

    @Test func withoutBouncesMomentumStopsDeadAtTheEdge() {
        var view = flicked(from: 1200, contentVelocity: 1000, bounces: false)
        view.advance(to: 0.311_931_812_368 + 0.01)
        #expect(view.contentOffset.y == 1432)
        #expect(view.phase == .idle)
    }

    @Test func touchBeganStopsMomentum() {
        var view = flicked(from: 500, contentVelocity: 1000)
        view.touchBegan(at: 0.5)
        // x(0.5) = 500 + 1000·(e^(−1.001) − 1)/(−2.002) = 500 + 315.8458
        let caught = 500 + 1000 * (1 - Foundation.exp(-1.001_001_335_336_5)) / 2.002_002_670_673
        #expect(isClose(view.contentOffset.y, caught, 1e-6))
        #expect(view.isTracking && view.phase == .idle && !view.isDecelerating)
        view.advance(to: 5)
        #expect(isClose(view.contentOffset.y, caught, 1e-6))
    }

    @Test func advanceInOneStepEqualsAdvanceInAHundredSteps() {
        // Through the momentum → spring hand-over at 0.3119 s and to mid-spring at 0.5 s.
        var once = flicked(from: 1200, contentVelocity: 1000)
        var stepped = once
        once.advance(to: 0.5)
        for step in 1...100 { stepped.advance(to: 0.5 * Double(step) / 100) }
        #expect(once.contentOffset == stepped.contentOffset)
        #expect(once == stepped)
        #expect(once.contentOffset.y > 1432)
    }

    @Test func settlingDoesNotDependOnTheFrameRate() {
        var at30 = flicked(from: 1200, contentVelocity: 1000)
        var at240 = at30
        for frame in 0...60 { at30.advance(to: Double(frame) / 30) }
        for frame in 0...480 { at240.advance(to: Double(frame) / 240) }
        #expect(at30.contentOffset.y == 1432 && at240.contentOffset.y == 1432)
        #expect(at30 == at240)
    }

    @Test func growingContentMidFlightLetsMomentumReachItsOriginalRestPoint() {
        var view = flicked(from: 1200, contentVelocity: 1000)
        view.advance(to: 0.1)
        // Infinite scroll loads more rows; exponential decay is memoryless, so the re-planned
        // momentum stops where the original would have.
        view.contentSize.height = 5000
        #expect(view.phase == .decelerating)
        view.advance(to: 10)
        #expect(isClose(view.contentOffset.y, 1200 + Self.stopDistance, 1e-6))
    }

    @Test func fastRateStopsSooner() {
        var view = flicked(from: 0, contentVelocity: 1000)
        var fast = ScrollState(viewportSize: CGSize(width: 320, height: 568),
                              contentSize: CGSize(width: 320, height: 2000))
        fast.decelerationRate = .fast
        fast.touchBegan(at: 0)
        fast.touchEnded(velocity: CGPoint(x: 0, y: -1000), at: 0)
        // k = 1000·ln 0.99 = −10.0503: stops after ln(s/1000)/k at (1000 − s)/10.0503.
        let stop = Double(ScrollPhysics.momentumStopSpeed)
        fast.advance(to: Foundation.log(stop / 1000) / -10.050_335_853_501 + 0.001)
        #expect(isClose(fast.contentOffset.y, (1000 - stop) / 10.050_335_853_501, 1e-6) && fast.phase == .idle)
        view.advance(to: 0.53)
        #expect(view.phase == .decelerating)
    }
}
