public import Foundation
import ReelLayout

/// `Timer` on the simulated main run loop: a scheduled timer fires `interval` simulated seconds
/// later, between frames, and again every interval while it repeats, until invalidated. (It
/// shadows Foundation's, whose timers run on a run loop ScrollReel never turns; a file that also
/// imports Foundation directly needs `scrollreel port`, which drops that import — UIKit brings it.)
public final class Timer: @unchecked Sendable {
    public let timeInterval: TimeInterval
    public let repeats: Bool
    public var userInfo: Any?
    public var tolerance: TimeInterval = 0
    public private(set) var isValid = true
    private let block: (Timer) -> Void
    /// When it fires next, in simulated seconds.
    private var due: TimeInterval?

    public init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) {
        timeInterval = max(interval, 0.0001)
        self.repeats = repeats
        self.block = block
    }

    /// A timer that fires `interval` from now on the main run loop.
    @discardableResult
    public class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                     block: @escaping (Timer) -> Void) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        timer.schedule()
        return timer
    }

    /// The selector form: the selector cannot be sent without an Objective-C runtime, so the
    /// timer is scheduled and the console says so each time it fires. (`scrollreel port`
    /// rewrites a timer on `self` into the block form.)
    @discardableResult
    public class func scheduledTimer(timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?,
                                     repeats: Bool) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats) { _ in
            AppContext.current?.log("ScrollReel: a timer's selector \(selector.name) cannot be sent (no Objective-C runtime); "
                                    + "use the block form, or `scrollreel port`")
        }
        timer.userInfo = userInfo
        timer.schedule()
        return timer
    }

    /// When it fires next (simulated seconds since the first frame, from the reference date).
    public var fireDate: Date { Date(timeIntervalSinceReferenceDate: due ?? 0) }

    /// Fires now, out of turn; a repeating timer keeps its schedule.
    public func fire() {
        guard isValid else { return }
        block(self)
        if !repeats { invalidate() }
    }

    public func invalidate() {
        isValid = false
        due = nil
    }

    /// Queues the next firing on the app's run loop.
    func schedule() {
        guard isValid, due == nil, let context = AppContext.current else { return }
        let time = context.now + timeInterval
        due = time
        context.perform(at: time) { [weak self] in
            guard let self, isValid, due == time else { return }
            due = nil
            block(self)
            if repeats { schedule() } else { isValid = false }
        }
    }
}

/// `RunLoop.main`: adding a timer schedules it on the simulated main run loop.
public final class RunLoop: @unchecked Sendable {
    public typealias Mode = Foundation.RunLoop.Mode

    public static let main = RunLoop()
    public static var current: RunLoop { main }

    public func add(_ timer: Timer, forMode mode: Mode) {
        timer.schedule()
    }
}
