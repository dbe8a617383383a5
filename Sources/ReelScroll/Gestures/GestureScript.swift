public import Foundation

/// Plays a gesture script as touch events on the fixed clock.
///
/// Steps run back to back from t = 0. Walk it with consecutive half-open windows
/// (t0, t1]: first `events(from: -1, to: 0)` (so steps starting at t = 0 fire), then
/// (0, 1/fps], (1/fps, 2/fps], … Every step-boundary event then arrives exactly once. Boundary
/// times are sums of durations; a boundary within 1e-9 s of a window's end counts as inside it,
/// so 0.1 + 0.2 lands in the window ending at frame time 0.3.
public struct GestureScript: Sendable, Hashable {
    /// The steps, in order.
    public var steps: [GestureStep]
    /// Where the finger touches down when a step gives no point.
    public var defaultTouchLocation: CGPoint

    /// A script of `steps`, touching down at `defaultTouchLocation` unless a step says otherwise.
    public init(steps: [GestureStep], defaultTouchLocation: CGPoint) {
        self.steps = steps
        self.defaultTouchLocation = defaultTouchLocation
    }

    /// Sum of the steps' durations (release = 0, tap = 0.1, scroll = its duration).
    public var duration: TimeInterval {
        steps.reduce(0) { $0 + $1.duration }
    }

    /// Events with time in (t0, t1], in order: step-boundary events at their exact times, then, if
    /// the finger is down and has moved, one `.moved` at the finger's location at t1.
    ///
    /// "Has moved" means its location at t1 differs from its location at t0 (or where it touched
    /// down, if that happened inside the window); a finger holding still sends nothing.
    /// - Complexity: O(number of steps).
    public func events(from t0: TimeInterval, to t1: TimeInterval) -> [TouchEvent] {
        let timeline = GestureTimeline(self)
        var events = timeline.boundaryEvents.filter {
            $0.time > t0 + GestureTimeline.tolerance && $0.time <= t1 + GestureTimeline.tolerance
        }
        guard let location = timeline.dragLocation(at: t1) else { return events }
        var reference = timeline.dragLocation(at: t0)
        for case .began(let began, _) in events { reference = began }
        if reference != location { events.append(.moved(location: location, time: t1)) }
        return events
    }

    /// When each `action` step happens, in order.
    public var actionTimes: [TimeInterval] {
        GestureTimeline(self).boundaryEvents.compactMap {
            if case .action(_, let time) = $0 { return time }
            return nil
        }
    }

    /// Where the finger is at time t, nil when it is up (for a touch-indicator overlay).
    ///
    /// At a boundary instant the finger is as after that boundary's events (down at its touch-down
    /// time, up at its lift time).
    /// - Complexity: O(number of steps).
    public func touchLocation(at t: TimeInterval) -> CGPoint? {
        let timeline = GestureTimeline(self)
        return timeline.dragLocation(at: t) ?? timeline.tapLocation(at: t)
    }

    /// Where a dragging finger is at time t, nil when it is up or tapping.
    /// - Complexity: O(number of steps).
    public func dragLocation(at t: TimeInterval) -> CGPoint? {
        GestureTimeline(self).dragLocation(at: t)
    }
}
