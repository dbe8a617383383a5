import Foundation

/// A finger or programmatic event produced by a `GestureScript`, in screen points and seconds.
public enum TouchEvent: Sendable, Hashable {
    /// The finger touches down.
    case began(location: CGPoint, time: TimeInterval)
    /// The finger is at `location` (translation = location − the `.began` location).
    case moved(location: CGPoint, time: TimeInterval)
    /// The finger lifts at `location` (apply it as a last move) with `velocity` (pt/s, finger
    /// direction).
    case ended(location: CGPoint, velocity: CGPoint, time: TimeInterval)
    /// A tap's touch-down at `time`, without moving; ``tapEnded(location:time:)`` follows
    /// `GestureStep.tapDuration` later.
    case tap(location: CGPoint, time: TimeInterval)
    /// A tap's lift: where UIKit selects (`collectionView(_:didSelectItemAt:)` fires on touch-up).
    case tapEnded(location: CGPoint, time: TimeInterval)
    /// A programmatic animated scroll of the scroll view named `target`.
    case scroll(target: String, to: CGPoint, duration: TimeInterval, time: TimeInterval)

    /// When the event happens.
    public var time: TimeInterval {
        switch self {
        case .began(_, let time), .moved(_, let time), .ended(_, _, let time), .tap(_, let time),
             .tapEnded(_, let time), .scroll(_, _, _, let time):
            return time
        }
    }
}
