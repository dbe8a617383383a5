/// `Scheduler`: where and when operators such as `receive(on:)`, `debounce` and `delay` run
/// their work. UIKit's main queue and main run loop are schedulers on the simulated clock
/// (UIKit adds their conformances); `ImmediateScheduler` runs work at once.
public protocol Scheduler {
    /// Runs `action` `interval` from now (the next turn of the scheduler's loop for zero).
    func schedule(after interval: SchedulerTimeInterval, _ action: @escaping () -> Void)
}

/// How long a scheduler waits: `.seconds(1)`, `.milliseconds(300)`, or a number of seconds.
public struct SchedulerTimeInterval: Sendable, Hashable, Comparable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public let seconds: Double

    public init(seconds: Double) { self.seconds = seconds }
    public init(floatLiteral value: Double) { seconds = value }
    public init(integerLiteral value: Int) { seconds = Double(value) }

    public static func seconds(_ value: Double) -> SchedulerTimeInterval { SchedulerTimeInterval(seconds: value) }
    public static func seconds(_ value: Int) -> SchedulerTimeInterval { SchedulerTimeInterval(seconds: Double(value)) }
    public static func milliseconds(_ value: Int) -> SchedulerTimeInterval { SchedulerTimeInterval(seconds: Double(value) / 1_000) }
    public static func microseconds(_ value: Int) -> SchedulerTimeInterval { SchedulerTimeInterval(seconds: Double(value) / 1_000_000) }
    public static func nanoseconds(_ value: Int) -> SchedulerTimeInterval { SchedulerTimeInterval(seconds: Double(value) / 1_000_000_000) }
    public static func < (lhs: SchedulerTimeInterval, rhs: SchedulerTimeInterval) -> Bool { lhs.seconds < rhs.seconds }
}

/// `ImmediateScheduler`: runs work at once, whatever the wait.
public struct ImmediateScheduler: Scheduler, Sendable {
    public static let shared = ImmediateScheduler()
    public func schedule(after interval: SchedulerTimeInterval, _ action: @escaping () -> Void) { action() }
}
