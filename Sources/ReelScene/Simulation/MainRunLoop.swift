package import Foundation
import ReelLayout

/// The app's main run loop on the simulated clock: the work UIKit defers — a batch update's
/// completion when its animation ends, work the app queues on the main queue — waits here for
/// its simulated time and runs between frames, in time order, then in the order it was queued.
///
/// The simulation runs what is due before each scripted event and before each frame is laid
/// out, with the scroll views moved to the work's own time first.
package final class MainRunLoop {
    private struct Work {
        var time: TimeInterval
        var order: Int
        var body: () -> Void
    }

    private var queue: [Work] = []
    private var queued = 0
    /// The time of the work running now, or of the last moment the simulation reached.
    package private(set) var now: TimeInterval = 0

    package init() {}

    /// Queues `body` to run at `time` (never before the work running now).
    package func schedule(at time: TimeInterval, _ body: @escaping () -> Void) {
        queued += 1
        queue.append(Work(time: max(time, now), order: queued, body: body))
    }

    /// Runs every piece of work due at or before `time` — work it queues for then included —
    /// calling `advance` with each one's time first.
    /// - Complexity: O(w) a piece of work, for w pieces queued (a frame queues a few).
    package func run(until time: TimeInterval, advance: (TimeInterval) -> Void) {
        while let next = queue.indices.min(by: { (queue[$0].time, queue[$0].order) < (queue[$1].time, queue[$1].order) }),
              queue[next].time <= time {
            let work = queue.remove(at: next)
            now = work.time
            advance(work.time)
            ViewRuntime.callingApp("a block on the main queue", on: nil, work.body)
        }
        now = max(now, time)
    }
}
