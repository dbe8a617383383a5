public import Foundation

/// UIScrollView's physics as pure functions of time (docs/facts.md, "Scroll physics").
///
/// Every function is closed-form in the time since a motion started, so a simulation that
/// samples it at 30 fps or 240 fps sees the same positions at the same instants.
public enum ScrollPhysics {
    // MARK: - Rubber band

    /// The rubber-band coefficient c that UIKit uses while dragging past an edge.
    public static let rubberBandCoefficient: CGFloat = 0.55

    /// How far content is shown past an edge when the finger has pulled it `x` points past:
    /// (1 − 1/(x·c/dimension + 1))·dimension. Never reaches `dimension`.
    ///
    /// - Complexity: O(1).
    public static func rubberBand(distance x: CGFloat, dimension: CGFloat,
                                  coefficient c: CGFloat = 0.55) -> CGFloat {
        guard dimension > 0, x > 0 else { return 0 }
        return (1 - 1 / (x * c / dimension + 1)) * dimension
    }

    /// The inverse of `rubberBand`: the pull distance that shows content `shown` points past an
    /// edge, (dimension/c)·shown/(dimension − shown). Lets a drag that catches a bouncing view
    /// continue smoothly from where the view is.
    ///
    /// - Complexity: O(1).
    public static func rubberBandInverse(shown: CGFloat, dimension: CGFloat,
                                         coefficient c: CGFloat = 0.55) -> CGFloat {
        guard dimension > 0, shown > 0 else { return 0 }
        // A shown distance ≥ dimension is unreachable by dragging; cap just below it.
        let y = Swift.min(shown, dimension * 0.999)
        return (dimension / c) * y / (dimension - y)
    }

    // MARK: - Momentum

    /// Momentum: offset at time t after release, velocity v0 (pt/s, CONTENT direction), rate d.
    /// x(t) = x0 + v0·(d^(1000t) − 1)/k with k = 1000·ln d.
    ///
    /// - Complexity: O(1).
    public static func decelerationOffset(start x0: CGFloat, velocity v0: CGFloat,
                                          rate: DecelerationRate, time t: TimeInterval) -> CGFloat {
        let k = rate.exponentPerSecond
        return x0 + CGFloat(Double(v0) * (Foundation.exp(k * t) - 1) / k)
    }

    /// Momentum velocity (pt/s) at time t after release: v0·d^(1000t).
    ///
    /// - Complexity: O(1).
    public static func decelerationVelocity(velocity v0: CGFloat, rate: DecelerationRate,
                                            time t: TimeInterval) -> CGFloat {
        CGFloat(Double(v0) * Foundation.exp(rate.exponentPerSecond * t))
    }

    /// The release velocity whose momentum travels exactly `distance` before it stops at
    /// ``momentumStopSpeed`` s: distance = (sign·s − v0)/k, so v0 = sign·(|distance|·|k| + s).
    ///
    /// - Complexity: O(1).
    public static func decelerationVelocity(toTravel distance: CGFloat, rate: DecelerationRate) -> CGFloat {
        guard distance != 0 else { return 0 }
        let speed = Swift.abs(distance) * CGFloat(-rate.exponentPerSecond) + momentumStopSpeed
        return distance < 0 ? -speed : speed
    }

    /// Rest point x0 − v0/k, k = 1000·ln d.
    ///
    /// - Complexity: O(1).
    public static func decelerationRestOffset(start x0: CGFloat, velocity v0: CGFloat,
                                              rate: DecelerationRate) -> CGFloat {
        x0 - CGFloat(Double(v0) / rate.exponentPerSecond)
    }

    /// Momentum ends abruptly once its speed falls below this (pt/s), well before the rest
    /// point: real UIKit recordings stop at a low speed rather than creeping on
    /// (docs/fidelity.md, "Coasting").
    public static let momentumStopSpeed: CGFloat = 10

    /// Time from release until the speed falls to ``momentumStopSpeed``:
    /// |v0|·e^(k·t) = s → t = ln(s/|v0|)/k, or 0 when the release is already slower.
    ///
    /// - Complexity: O(1).
    public static func decelerationDuration(velocity v0: CGFloat, rate: DecelerationRate) -> TimeInterval {
        let speed = Swift.abs(Double(v0)), stop = Double(momentumStopSpeed)
        guard speed > stop, speed.isFinite else { return 0 }
        return Foundation.log(stop / speed) / rate.exponentPerSecond
    }

    /// Where momentum stops: x at ``decelerationDuration(velocity:rate:)``, short of the rest
    /// point by s/|k|.
    ///
    /// - Complexity: O(1).
    public static func decelerationEndOffset(start x0: CGFloat, velocity v0: CGFloat,
                                             rate: DecelerationRate) -> CGFloat {
        decelerationOffset(start: x0, velocity: v0, rate: rate,
                           time: decelerationDuration(velocity: v0, rate: rate))
    }

    /// When momentum from x0 with velocity v0 first reaches `position`, or nil if it never
    /// does: solves x(t) = position, t = ln(1 + k·(position − x0)/v0)/k.
    ///
    /// - Complexity: O(1).
    public static func decelerationTime(toReach position: CGFloat, start x0: CGFloat,
                                        velocity v0: CGFloat, rate: DecelerationRate) -> TimeInterval? {
        if position == x0 { return 0 }
        guard v0 != 0, (position - x0).sign == v0.sign else { return nil }
        let k = rate.exponentPerSecond
        let argument = 1 + k * Double(position - x0) / Double(v0)
        guard argument > 0 else { return nil }
        return Foundation.log(argument) / k
    }
}
