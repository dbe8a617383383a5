public import Foundation

/// One step of a scripted finger gesture; steps run back to back from t = 0.
public enum GestureStep: Sendable, Hashable {
    /// Finger down (if not already, at `from` or the current/default point) and moves by (dx, dy)
    /// screen points over `duration`. The finger stays down afterwards.
    ///
    /// A finger that is already down continues from where it is and ignores `from`.
    case drag(from: CGPoint? = nil, by: CGVector, duration: TimeInterval, easing: Easing = .linear)
    /// Finger stays down and still.
    ///
    /// If the finger is up, it touches down at the default point first (catching a moving view).
    case hold(duration: TimeInterval)
    /// Finger lifts; release velocity = finger velocity at that instant (0 after a hold).
    case release
    /// A flick: finger down at `from` (or default), moves with constant `velocity` (pt/s) for
    /// `duration` (default 0.1 s), then lifts with that velocity.
    case fling(from: CGPoint? = nil, velocity: CGVector, duration: TimeInterval = 0.1)
    /// Finger up; time passes.
    ///
    /// A finger that is still down lifts at the start of the wait, as `release` would.
    case wait(duration: TimeInterval)
    /// Touch down and up at a point (duration 0.1 s).
    ///
    /// A finger that is still down lifts first, as `release` would.
    case tap(at: CGPoint)
    /// A programmatic animated scroll of the scroll view named `target` to `offset`.
    ///
    /// A finger that is down stays down (and still).
    case scroll(target: String, to: CGPoint, duration: TimeInterval)
    /// A programmatic `scrollToItem(at:at:animated:)` of the scroll view named `target`: the
    /// offset that puts `item` at `position` is worked out from the layout when the step starts.
    case scrollToItem(target: String, item: IndexPath, at: ScrollPosition, duration: TimeInterval)
    /// An instant at which the app runs code (a data change); the script's actions are numbered
    /// in order from 0. Takes no time; a finger that is down stays down.
    case action

    /// How long the step takes on the clock (release = 0, tap = 0.1).
    public var duration: TimeInterval {
        switch self {
        case .drag(_, _, let duration, _), .hold(let duration), .fling(_, _, let duration),
             .wait(let duration), .scroll(_, _, let duration), .scrollToItem(_, _, _, let duration):
            return Swift.max(0, duration)
        case .release, .action:
            return 0
        case .tap:
            return GestureStep.tapDuration
        }
    }

    /// How long a tap's finger stays down.
    public static let tapDuration: TimeInterval = 0.1
}

extension GestureStep {
    /// The step mirrored about the vertical line through the middle of a screen `width` wide:
    /// points at `width − x`, movements and velocities with x negated. Programmatic scrolls are
    /// content offsets, not screen points, and stay.
    public func mirrored(acrossWidth width: CGFloat) -> GestureStep {
        func point(_ p: CGPoint) -> CGPoint { CGPoint(x: width - p.x, y: p.y) }
        switch self {
        case let .drag(from, by, duration, easing):
            return .drag(from: from.map(point), by: CGVector(dx: -by.dx, dy: by.dy), duration: duration, easing: easing)
        case let .fling(from, velocity, duration):
            return .fling(from: from.map(point), velocity: CGVector(dx: -velocity.dx, dy: velocity.dy), duration: duration)
        case .tap(let location):
            return .tap(at: point(location))
        default:
            return self
        }
    }
}
