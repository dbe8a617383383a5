public import Foundation

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
    /// A programmatic `scrollToItem(at:at:animated:)` of the scroll view named `target`.
    case scrollToItem(target: String, item: IndexPath, at: ScrollPosition, duration: TimeInterval, time: TimeInterval)
    /// The script's action number `index` (its `GestureStep.action` steps counted from 0).
    case action(index: Int, time: TimeInterval)

    /// When the event happens.
    public var time: TimeInterval {
        switch self {
        case .began(_, let time), .moved(_, let time), .ended(_, _, let time), .tap(_, let time),
             .tapEnded(_, let time), .scroll(_, _, _, let time), .scrollToItem(_, _, _, _, let time), .action(_, let time):
            return time
        }
    }
}

extension TouchEvent {
    /// Whether a finger made the event (a programmatic scroll or an action is not touch input).
    public var isTouch: Bool {
        switch self {
        case .scroll, .scrollToItem, .action: return false
        default: return true
        }
    }

    /// The same event `delay` seconds later.
    public func delayed(by delay: TimeInterval) -> TouchEvent {
        switch self {
        case let .began(location, time): return .began(location: location, time: time + delay)
        case let .moved(location, time): return .moved(location: location, time: time + delay)
        case let .ended(location, velocity, time): return .ended(location: location, velocity: velocity, time: time + delay)
        case let .tap(location, time): return .tap(location: location, time: time + delay)
        case let .tapEnded(location, time): return .tapEnded(location: location, time: time + delay)
        case let .scroll(target, offset, duration, time):
            return .scroll(target: target, to: offset, duration: duration, time: time + delay)
        case let .scrollToItem(target, item, position, duration, time):
            return .scrollToItem(target: target, item: item, at: position, duration: duration, time: time + delay)
        case let .action(index, time): return .action(index: index, time: time + delay)
        }
    }
}
