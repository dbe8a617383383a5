public import Dispatch
import ReelLayout

/// `DispatchTime` on the simulated clock: `.now()` is the simulation's time, so
/// `asyncAfter(deadline: .now() + 0.5)` fires half a simulated second later, in every run.
public struct DispatchTime: Comparable, Sendable, Hashable {
    /// Nanoseconds since the simulation's first frame.
    public let uptimeNanoseconds: UInt64

    public init(uptimeNanoseconds: UInt64) { self.uptimeNanoseconds = uptimeNanoseconds }

    /// The simulated time now (0 outside a simulation).
    public static func now() -> DispatchTime { DispatchTime(seconds: AppContext.current?.now ?? 0) }
    public static let distantFuture = DispatchTime(uptimeNanoseconds: .max)

    init(seconds: Double) { uptimeNanoseconds = UInt64((max(0, seconds) * 1e9).rounded()) }

    /// Seconds since the first frame.
    var seconds: Double { Double(uptimeNanoseconds) / 1e9 }

    public static func < (lhs: DispatchTime, rhs: DispatchTime) -> Bool { lhs.uptimeNanoseconds < rhs.uptimeNanoseconds }

    public static func + (time: DispatchTime, seconds: Double) -> DispatchTime { DispatchTime(seconds: time.seconds + seconds) }
    public static func - (time: DispatchTime, seconds: Double) -> DispatchTime { DispatchTime(seconds: time.seconds - seconds) }
    public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        DispatchTime(seconds: time.seconds + interval.seconds)
    }
    public static func - (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        DispatchTime(seconds: time.seconds - interval.seconds)
    }
}

extension DispatchTimeInterval {
    /// The interval in seconds (`.never`: forever).
    var seconds: Double {
        switch self {
        case .seconds(let value): Double(value)
        case .milliseconds(let value): Double(value) / 1e3
        case .microseconds(let value): Double(value) / 1e6
        case .nanoseconds(let value): Double(value) / 1e9
        case .never: .infinity
        @unknown default: .infinity
        }
    }
}

// Dispatch's time constants, which its C header defines on Apple platforms.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
public let NSEC_PER_MSEC: UInt64 = 1_000_000
public let NSEC_PER_USEC: UInt64 = 1_000
public let USEC_PER_SEC: UInt64 = 1_000_000
