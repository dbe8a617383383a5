public import Foundation
import ReelGeometry

// MARK: - Clock

extension ScrollState {
    /// Advances momentum / spring / animation to absolute time `time` (closed-form in time since
    /// the motion started, so results do not depend on the step size).
    ///
    /// Times before a motion's start evaluate as its start; a finger at rest does not move.
    /// - Complexity: O(1), except the step in which momentum reaches an edge, which solves the
    ///   spring's settle time once (see `ScrollPhysics.springSettleTime`).
    public mutating func advance(to time: TimeInterval) {
        clockTime = Swift.max(clockTime, time)
        switch motion {
        case .none, .tracking:
            break
        case .animation(let animation):
            let sample = animation.sample(at: time)
            setOffset(sample.offset.x, along: .horizontal)
            setOffset(sample.offset.y, along: .vertical)
            if sample.finished {
                motion = .none
                lastAnimatedScrollFinished = animatedScrollsStarted
            }
        case .free(let horizontal, let vertical):
            var next: [AxisMotion?] = []
            for (axis, axisMotion) in [(ScrollAxis.horizontal, horizontal), (ScrollAxis.vertical, vertical)] {
                guard let axisMotion else {
                    next.append(nil)
                    continue
                }
                let sample = axisMotion.sample(at: time)
                setOffset(sample.value, along: axis)
                next.append(sample.next)
            }
            motion = next.allSatisfy { $0 == nil } ? .none : .free(horizontal: next[0], vertical: next[1])
        }
        updatePhase()
    }
}
