import Foundation

/// A timing curve, as `CAMediaTimingFunctionName` (cubic Béziers through (0,0) and (1,1)).
public enum Easing: String, Sendable, CaseIterable {
    /// Constant speed.
    case linear
    /// Control points (0.42, 0) and (1, 1): starts slow.
    case easeIn
    /// Control points (0, 0) and (0.58, 1): ends slow.
    case easeOut
    /// Control points (0.42, 0) and (0.58, 1): slow at both ends; UIKit's default animation curve.
    case easeInOut

    /// The eased value at `progress` (0...1, clamped).
    ///
    /// - Complexity: O(1) (a bounded Newton/bisection solve).
    public func callAsFunction(_ progress: Double) -> Double {
        let x = Swift.min(Swift.max(progress, 0), 1)
        guard let curve = bezier else { return x }
        return curve.y(curve.parameter(forX: x))
    }

    /// The slope d(eased)/d(progress) at `progress` (0...1, clamped); a finger moving along the
    /// curve over `duration` has velocity distance·derivative(progress)/duration.
    ///
    /// - Complexity: O(1).
    public func derivative(_ progress: Double) -> Double {
        let x = Swift.min(Swift.max(progress, 0), 1)
        guard let curve = bezier else { return 1 }
        return curve.slope(atParameter: curve.parameter(forX: x))
    }

    private var bezier: TimingBezier? {
        switch self {
        case .linear: return nil
        case .easeIn: return TimingBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
        case .easeOut: return TimingBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
        case .easeInOut: return TimingBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
        }
    }
}

/// A cubic Bézier from (0,0) to (1,1) with control points (x1,y1), (x2,y2).
private struct TimingBezier {
    var x1, y1, x2, y2: Double

    private static func value(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
    }

    private static func firstDerivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * p1 + 6 * r * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    private static func secondDerivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        6 * (1 - s) * (p2 - 2 * p1) + 6 * s * (1 - 2 * p2 + p1)
    }

    func y(_ s: Double) -> Double { Self.value(s, y1, y2) }

    /// dy/dx at parameter s; where dx/ds vanishes (the ends of easeIn/easeOut), L'Hôpital's rule.
    func slope(atParameter s: Double) -> Double {
        let dx = Self.firstDerivative(s, x1, x2), dy = Self.firstDerivative(s, y1, y2)
        if Swift.abs(dx) > 1e-9 { return dy / dx }
        let ddx = Self.secondDerivative(s, x1, x2), ddy = Self.secondDerivative(s, y1, y2)
        return Swift.abs(ddx) > 1e-12 ? ddy / ddx : 0
    }

    /// The parameter s with x(s) = x; x(s) is increasing, so Newton steps guarded by bisection.
    func parameter(forX x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var low = 0.0, high = 1.0, s = x
        for _ in 0..<60 {
            let error = Self.value(s, x1, x2) - x
            if Swift.abs(error) < 1e-14 { break }
            if error > 0 { high = s } else { low = s }
            let dx = Self.firstDerivative(s, x1, x2)
            var next = dx > 1e-9 ? s - error / dx : (low + high) / 2
            if next <= low || next >= high { next = (low + high) / 2 }
            s = next
        }
        return s
    }
}
