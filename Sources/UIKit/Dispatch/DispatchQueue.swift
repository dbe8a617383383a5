public import Dispatch
import ReelLayout

/// `DispatchQueue` for the app's code, on the simulated main run loop: `main.async` runs the
/// work on the loop's next turn, `asyncAfter` at its deadline on the simulated clock, between
/// frames. A global or private queue's work runs there too, at the time it was queued —
/// ScrollReel's reading: background work takes no simulated time, which keeps every run the
/// same. Outside a simulation the work runs at once.
public final class DispatchQueue: @unchecked Sendable {
    public typealias Attributes = Dispatch.DispatchQueue.Attributes
    public typealias AutoreleaseFrequency = Dispatch.DispatchQueue.AutoreleaseFrequency

    public let label: String

    public init(label: String, qos: DispatchQoS = .unspecified, attributes: Attributes = [],
                autoreleaseFrequency: AutoreleaseFrequency = .inherit, target: DispatchQueue? = nil) {
        self.label = label
    }

    /// The main queue.
    public static let main = DispatchQueue(label: "com.apple.main-thread")

    /// A global queue: its work runs on the simulated run loop too.
    public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue {
        DispatchQueue(label: "com.apple.root.\(qos)-qos")
    }

    public func async(group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                      execute work: @escaping () -> Void) {
        group?.enter()
        enqueue {
            work()
            group?.leave()
        }
    }

    public func async(execute workItem: DispatchWorkItem) {
        enqueue { workItem.perform() }
    }

    public func asyncAfter(deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                           execute work: @escaping () -> Void) {
        perform(at: deadline, work)
    }

    public func asyncAfter(deadline: DispatchTime, execute workItem: DispatchWorkItem) {
        perform(at: deadline) { workItem.perform() }
    }

    /// Queues `work` for the run loop's next turn.
    func enqueue(_ work: @escaping () -> Void) {
        perform(at: nil, work)
    }

    /// Runs `work` now, on the caller's thread, as a synchronous dispatch to another queue does.
    public func sync<T>(execute work: () throws -> T) rethrows -> T {
        try work()
    }

    public func sync(execute workItem: DispatchWorkItem) {
        workItem.perform()
    }

    /// Queues `work` on the app's run loop at `deadline` (nil: the next turn).
    private func perform(at deadline: DispatchTime?, _ work: @escaping () -> Void) {
        guard let context = AppContext.current else { return work() }
        context.perform(at: max(context.now, deadline?.seconds ?? context.now), work)
    }
}

/// `DispatchWorkItem`: work that can be cancelled before it runs (a debounce).
public final class DispatchWorkItem: @unchecked Sendable {
    private let block: () -> Void
    public private(set) var isCancelled = false

    public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], block: @escaping () -> Void) {
        self.block = block
    }

    /// Runs the work unless it was cancelled.
    public func perform() {
        guard !isCancelled else { return }
        block()
    }

    public func cancel() { isCancelled = true }
}

/// `DispatchGroup`: `notify` runs its work on the run loop once every `enter` has been left.
public final class DispatchGroup: @unchecked Sendable {
    private var count = 0
    private var waiting: [(DispatchQueue, () -> Void)] = []

    public init() {}

    public func enter() { count += 1 }

    public func leave() {
        count = max(0, count - 1)
        guard count == 0 else { return }
        let due = waiting
        waiting = []
        for (queue, work) in due { queue.enqueue(work) }
    }

    public func notify(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], queue: DispatchQueue,
                       execute work: @escaping () -> Void) {
        if count == 0 { queue.enqueue(work) } else { waiting.append((queue, work)) }
    }
}

/// `OS_dispatch_queue_serial`: a serial queue's class on Apple platforms, which some code names.
public typealias OS_dispatch_queue_serial = DispatchQueue
