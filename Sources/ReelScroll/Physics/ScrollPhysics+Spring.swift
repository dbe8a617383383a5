public import Foundation

// MARK: - Damped springs

/// A damped spring toward a target: angular frequency ω (rad/s) and damping ratio ζ ≥ 1
/// (critically damped at 1, overdamped above: no overshoot either way).
///
/// The presets come from real UIKit recordings (docs/fidelity.md, "Spring-back"): released past
/// an edge, the content returns as an overdamped spring whose slow mode decays with a time
/// constant of about 100 ms — it starts back at once and well under half the overscroll remains
/// 100 ms later; momentum that runs into an edge bounces back on a softer, critically damped
/// spring.
public struct SpringParameters: Sendable, Hashable {
    /// ω in rad/s.
    public var angularFrequency: Double
    /// ζ, at least 1.
    public var dampingRatio: Double

    public init(angularFrequency: Double, dampingRatio: Double) {
        self.angularFrequency = Swift.max(angularFrequency, 0.001)
        self.dampingRatio = Swift.max(dampingRatio, 1)
    }

    /// Released past an edge (held pull, or a drag let go out of range): ω = 20.8 rad/s,
    /// ζ = 1.29 (time constants 101 ms and 23 ms), fitted to a 107-pt held pull released in
    /// TDTableViewHeaderPager-2 (frames 89–96).
    public static let releasedPastEdge = SpringParameters(angularFrequency: 20.8, dampingRatio: 1.29)

    /// Momentum that ran into an edge, from the crossing with the momentum's velocity:
    /// critically damped, ω = 9.2 rad/s, fitted to the flick past the bottom edge in
    /// TDTableViewHeaderPager-1 (frames 63–67; 0.05 pt rms).
    public static let momentumPastEdge = SpringParameters(angularFrequency: 9.2, dampingRatio: 1)

    /// Settling on a page: critically damped, ω = 10 rad/s (stiffness 100, mass 1). Not in the
    /// recordings; the published model stands.
    public static let paging = SpringParameters(angularFrequency: 10, dampingRatio: 1)

    /// The two decay rates r₁ ≥ r₂ (negative): −ω(ζ ∓ √(ζ² − 1)); equal when critically damped.
    var rates: (slow: Double, fast: Double) {
        let root = (dampingRatio * dampingRatio - 1).squareRoot()
        return (-angularFrequency * (dampingRatio - root), -angularFrequency * (dampingRatio + root))
    }

    /// Whether ζ is 1 (to the precision that matters for the closed form).
    var isCriticallyDamped: Bool { dampingRatio - 1 < 1e-9 }
}

extension ScrollPhysics {
    /// A spring is at rest once |displacement| is under this (points)…
    public static let springRestDisplacement: CGFloat = 0.1

    /// …and |velocity| is under this (points per second).
    public static let springRestVelocity: CGFloat = 1

    /// The displacement of a spring from displacement x0 and velocity v0 toward 0:
    /// critically damped x(t) = (x0 + (v0 + ω·x0)·t)·e^(−ω t); overdamped
    /// x(t) = A·e^(r₁t) + B·e^(r₂t) with A = (v0 − r₂x0)/(r₁ − r₂), B = x0 − A.
    ///
    /// - Complexity: O(1).
    public static func springDisplacement(displacement x0: CGFloat, velocity v0: CGFloat, time t: TimeInterval,
                                          spring: SpringParameters) -> CGFloat {
        let x = Double(x0), v = Double(v0)
        if spring.isCriticallyDamped {
            let ω = spring.angularFrequency
            return CGFloat((x + (v + ω * x) * t) * Foundation.exp(-ω * t))
        }
        let (r1, r2) = spring.rates
        let a = (v - r2 * x) / (r1 - r2), b = x - a
        return CGFloat(a * Foundation.exp(r1 * t) + b * Foundation.exp(r2 * t))
    }

    /// The spring's velocity, the derivative of ``springDisplacement(displacement:velocity:time:spring:)``.
    ///
    /// - Complexity: O(1).
    public static func springVelocity(displacement x0: CGFloat, velocity v0: CGFloat, time t: TimeInterval,
                                      spring: SpringParameters) -> CGFloat {
        let x = Double(x0), v = Double(v0)
        if spring.isCriticallyDamped {
            let ω = spring.angularFrequency
            let b = v + ω * x
            return CGFloat((v - ω * b * t) * Foundation.exp(-ω * t))
        }
        let (r1, r2) = spring.rates
        let a = (v - r2 * x) / (r1 - r2), b = x - a
        return CGFloat(r1 * a * Foundation.exp(r1 * t) + r2 * b * Foundation.exp(r2 * t))
    }

    /// The time from which the spring stays at rest (|x| < 0.1 pt and |v| < 1 pt/s for good).
    ///
    /// Found once per spring, so a motion ends at the same instant whatever the frame rate: a
    /// bound on both envelopes gives a time after which rest is certain, a 1 ms grid walked back
    /// from there finds the last instant not at rest, and bisection refines it.
    ///
    /// - Complexity: O(settle time / 1 ms); about 1,000 evaluations for a typical bounce.
    public static func springSettleTime(displacement x0: CGFloat, velocity v0: CGFloat,
                                        spring: SpringParameters) -> TimeInterval {
        func atRest(_ t: TimeInterval) -> Bool {
            Swift.abs(springDisplacement(displacement: x0, velocity: v0, time: t, spring: spring)) < springRestDisplacement
                && Swift.abs(springVelocity(displacement: x0, velocity: v0, time: t, spring: spring)) < springRestVelocity
        }
        guard x0.isFinite, v0.isFinite else { return 0 }
        let x = Double(x0), v = Double(v0)
        // Envelopes that only shrink past `upper`'s start: sums of decaying exponentials, or
        // (p + q·t)·e^(−ωt), which falls for t > 1/ω.
        let envelopes: (TimeInterval) -> (displacement: Double, velocity: Double)
        var upper: TimeInterval
        if spring.isCriticallyDamped {
            let ω = spring.angularFrequency
            let a = Swift.abs(x), b = Swift.abs(v + ω * x), s = Swift.abs(v)
            envelopes = { t in
                let decay = Foundation.exp(-ω * t)
                return ((a + b * t) * decay, (s + ω * b * t) * decay)
            }
            upper = 1 / ω
        } else {
            let (r1, r2) = spring.rates
            let a = (v - r2 * x) / (r1 - r2), b = x - a
            envelopes = { t in
                let e1 = Foundation.exp(r1 * t), e2 = Foundation.exp(r2 * t)
                return (Swift.abs(a) * e1 + Swift.abs(b) * e2, Swift.abs(r1 * a) * e1 + Swift.abs(r2 * b) * e2)
            }
            upper = 0.01
        }
        func envelopesAtRest(_ t: TimeInterval) -> Bool {
            let e = envelopes(t)
            return e.displacement < Double(springRestDisplacement) && e.velocity < Double(springRestVelocity)
        }
        while !envelopesAtRest(upper) && upper < 3600 { upper *= 2 }
        let step = 0.001
        var index = Int((upper / step).rounded(.up))
        while index > 0 && atRest(Double(index) * step) { index -= 1 }
        if index == 0 && atRest(0) { return 0 }
        var notAtRest = Double(index) * step, rest = Double(index + 1) * step
        for _ in 0..<40 {
            let middle = (notAtRest + rest) / 2
            if atRest(middle) { rest = middle } else { notAtRest = middle }
        }
        return rest
    }
}
