import Foundation

/// How quickly momentum dies after a flick, as `UIScrollView.DecelerationRate`.
public enum DecelerationRate: Sendable, Hashable {
    /// `UIScrollView.DecelerationRate.normal`: velocity × 0.998 per millisecond.
    case normal
    /// `UIScrollView.DecelerationRate.fast`: velocity × 0.99 per millisecond.
    case fast
    /// A custom factor applied to the velocity every millisecond.
    case custom(Double)

    /// The rates UIKit names, by their Swift names (`.normal`, `.fast`).
    public static let named: [(name: String, value: DecelerationRate)] = [("normal", .normal), ("fast", .fast)]

    /// The factor d applied to the velocity every millisecond.
    ///
    /// Custom values are clamped to `.fast`...`.normal` (0.99...0.998; NaN becomes `.normal`),
    /// as UIScrollView restricts its rate to that range (docs/facts.md, "Target content offset"): a
    /// carousel that sets `DecelerationRate(5.0)` decelerates as `.normal`, one that sets 0 as
    /// `.fast`.
    public var perMillisecond: Double {
        switch self {
        case .normal: return 0.998
        case .fast: return 0.99
        case .custom(let value):
            guard !value.isNaN else { return 0.998 }
            return Swift.min(Swift.max(value, 0.99), 0.998)
        }
    }

    /// k = 1000·ln d, the exponent per second: v(t) = v0·e^(k·t). Always negative.
    public var exponentPerSecond: Double {
        1000 * Foundation.log(perMillisecond)
    }
}
