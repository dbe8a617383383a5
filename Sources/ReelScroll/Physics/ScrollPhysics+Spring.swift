import Foundation

// MARK: - Critically damped spring

extension ScrollPhysics {
    /// ω = √(stiffness/mass) = √(100/1) = 10 rad/s; damping ratio 1 makes it critically damped.
    public static let springAngularFrequency: Double = 10

    /// A spring is at rest once |displacement| is under this (points)…
    public static let springRestDisplacement: CGFloat = 0.1

    /// …and |velocity| is under this (points per second).
    public static let springRestVelocity: CGFloat = 1

    /// Critically damped spring (mass 1, stiffness 100, damping ratio 1) from displacement x0 and
    /// velocity v0 toward 0: x(t) = (x0 + (v0 + ω·x0)·t)·e^(−ω t), ω = 10.
    ///
    /// - Complexity: O(1).
    public static func springDisplacement(displacement x0: CGFloat, velocity v0: CGFloat,
                                          time t: TimeInterval) -> CGFloat {
        let ω = springAngularFrequency
        let b = Double(v0) + ω * Double(x0)
        return CGFloat((Double(x0) + b * t) * Foundation.exp(-ω * t))
    }

    /// The spring's velocity: x'(t) = (v0 − ω·(v0 + ω·x0)·t)·e^(−ω t).
    ///
    /// - Complexity: O(1).
    public static func springVelocity(displacement x0: CGFloat, velocity v0: CGFloat,
                                      time t: TimeInterval) -> CGFloat {
        let ω = springAngularFrequency
        let b = Double(v0) + ω * Double(x0)
        return CGFloat((Double(v0) - ω * b * t) * Foundation.exp(-ω * t))
    }

    /// The time from which the spring stays at rest (|x| < 0.1 pt and |v| < 1 pt/s for good).
    ///
    /// Found once per spring, so a motion ends at the same instant whatever the frame rate: a
    /// bound on both envelopes gives a time after which rest is certain, a 1 ms grid walked back
    /// from there finds the last instant not at rest, and bisection refines it.
    ///
    /// - Complexity: O(settle time / 1 ms); about 1,000 evaluations for a typical bounce.
    public static func springSettleTime(displacement x0: CGFloat, velocity v0: CGFloat) -> TimeInterval {
        func atRest(_ t: TimeInterval) -> Bool {
            Swift.abs(springDisplacement(displacement: x0, velocity: v0, time: t)) < springRestDisplacement
                && Swift.abs(springVelocity(displacement: x0, velocity: v0, time: t)) < springRestVelocity
        }
        guard x0.isFinite, v0.isFinite else { return 0 }
        let ω = springAngularFrequency
        let a = Swift.abs(Double(x0)), v = Swift.abs(Double(v0))
        let b = Swift.abs(Double(v0) + ω * Double(x0))
        // (p + q·t)·e^(−ωt) falls for t > 1/ω, so past 1/ω the envelopes only shrink.
        func envelopesAtRest(_ t: TimeInterval) -> Bool {
            let decay = Foundation.exp(-ω * t)
            return (a + b * t) * decay < Double(springRestDisplacement)
                && (v + ω * b * t) * decay < Double(springRestVelocity)
        }
        var upper = 1 / ω
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
