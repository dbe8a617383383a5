import Foundation
import ReelGeometry

/// What moves a scroll view's content; every case stores its start state and start time so the
/// position at any later time is a closed-form function of that time.
enum ScrollMotion: Sendable, Hashable {
    /// Nothing.
    case none
    /// A finger is down.
    case tracking(Drag)
    /// Momentum and/or springs after the finger lifted, independent per axis (nil: at rest).
    case free(horizontal: AxisMotion?, vertical: AxisMotion?)
    /// An animated `setContentOffset(_:animated:)`.
    case animation(OffsetAnimation)

    /// The phase this motion shows as.
    var phase: ScrollPhase {
        switch self {
        case .none: return .idle
        case .tracking(let drag): return drag.hasMoved ? .dragging : .idle
        case .animation: return .animating
        case .free(let horizontal, let vertical):
            let phases = [horizontal, vertical].compactMap { $0?.phase }
            if phases.contains(.paging) { return .paging }
            if phases.contains(.bouncing) { return .bouncing }
            return phases.isEmpty ? .idle : .decelerating
        }
    }
}

// MARK: - Finger

/// A drag in progress.
struct Drag: Sendable, Hashable {
    /// The unclamped (pre-rubber-band) offset that a translation of zero maps to.
    var anchor: CGPoint
    /// The shown offset at touch down; paging flings move one page from here.
    var startOffset: CGPoint
    /// The finger's total movement since touch down.
    var translation: CGPoint = .zero
    /// Whether the finger has moved since touch down (UIKit's `isDragging`).
    var hasMoved = false
    /// With directional lock, the axis the drag started along: the only one it moves.
    var lockedAxis: ScrollAxis?
}

// MARK: - Programmatic animation

/// `setContentOffset(_:animated: true)`: ease-in-out from `from` to `to`.
struct OffsetAnimation: Sendable, Hashable {
    var from: CGPoint
    var to: CGPoint
    var startTime: TimeInterval
    var duration: TimeInterval

    /// The offset at `time`, and whether the animation has finished.
    func sample(at time: TimeInterval) -> (offset: CGPoint, finished: Bool) {
        let progress = (time - startTime) / duration
        if progress >= 1 { return (to, true) }
        let eased = CGFloat(Easing.easeInOut(Swift.max(progress, 0)))
        return (CGPoint(x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased), false)
    }
}

// MARK: - One axis after release

/// Free motion along one axis.
enum AxisMotion: Sendable, Hashable {
    /// Momentum, possibly running into an edge.
    case momentum(Momentum)
    /// A critically damped spring toward an edge or a page.
    case spring(Spring)

    /// The phase this axis shows as.
    var phase: ScrollPhase {
        switch self {
        case .momentum: return .decelerating
        case .spring(let spring): return spring.isPaging ? .paging : .bouncing
        }
    }

    /// Position and velocity (pt/s, content direction) at `time`, and the motion still running
    /// afterwards (nil once at rest). Momentum that has reached its edge becomes a spring that
    /// starts at the exact crossing instant, whatever `time` is.
    func sample(at time: TimeInterval) -> (value: CGFloat, velocity: CGFloat, next: AxisMotion?) {
        switch self {
        case .momentum(let momentum):
            if let edge = momentum.edge, time >= edge.time {
                guard edge.bounces else { return (edge.position, 0, nil) }
                let velocity = ScrollPhysics.decelerationVelocity(
                    velocity: momentum.velocity, rate: momentum.rate, time: edge.time - momentum.startTime)
                let spring = Spring(target: edge.position, displacement: 0, velocity: velocity,
                                    startTime: edge.time, kind: .momentumPastEdge)
                return AxisMotion.spring(spring).sample(at: time)
            }
            if momentum.edge == nil, time >= momentum.endTime {
                return (momentum.endOffset, 0, nil)
            }
            let elapsed = Swift.max(0, time - momentum.startTime)
            return (ScrollPhysics.decelerationOffset(start: momentum.start, velocity: momentum.velocity,
                                                     rate: momentum.rate, time: elapsed),
                    ScrollPhysics.decelerationVelocity(velocity: momentum.velocity, rate: momentum.rate,
                                                       time: elapsed),
                    self)
        case .spring(let spring):
            if time >= spring.settleTime { return (spring.target, 0, nil) }
            let elapsed = Swift.max(0, time - spring.startTime)
            return (spring.target + ScrollPhysics.springDisplacement(
                        displacement: spring.displacement, velocity: spring.velocity, time: elapsed,
                        spring: spring.parameters),
                    ScrollPhysics.springVelocity(
                        displacement: spring.displacement, velocity: spring.velocity, time: elapsed,
                        spring: spring.parameters),
                    self)
        }
    }
}

/// Momentum from `start` with `velocity` at `startTime`.
struct Momentum: Sendable, Hashable {
    /// An edge the momentum reaches before coming to rest.
    struct Edge: Sendable, Hashable {
        var position: CGFloat
        var time: TimeInterval
        /// Spring past the edge (true) or stop dead at it (false).
        var bounces: Bool
    }

    var start: CGFloat
    var velocity: CGFloat
    var rate: DecelerationRate
    var startTime: TimeInterval
    var edge: Edge?
    /// Where it stops when that was decided for it (a layout's target offset); nil: where the
    /// closed form says.
    var restOffset: CGFloat?

    /// Plans momentum between `minimum` and `maximum`, finding where it would cross an edge.
    init(start: CGFloat, velocity: CGFloat, rate: DecelerationRate, startTime: TimeInterval,
         minimum: CGFloat, maximum: CGFloat, bounces: Bool) {
        self.start = start
        self.velocity = velocity
        self.rate = rate
        self.startTime = startTime
        let end = ScrollPhysics.decelerationEndOffset(start: start, velocity: velocity, rate: rate)
        // It would stop past an edge: it runs into the edge first.
        let limit: CGFloat? = end > maximum ? maximum : end < minimum ? minimum : nil
        if let limit, let elapsed = ScrollPhysics.decelerationTime(
            toReach: limit, start: start, velocity: velocity, rate: rate) {
            edge = Edge(position: limit, time: startTime + elapsed, bounces: bounces)
        }
    }

    /// Where it stops, if it meets no edge.
    var endOffset: CGFloat {
        restOffset ?? ScrollPhysics.decelerationEndOffset(start: start, velocity: velocity, rate: rate)
    }

    var endTime: TimeInterval {
        startTime + ScrollPhysics.decelerationDuration(velocity: velocity, rate: rate)
    }
}

/// A damped spring toward `target`.
struct Spring: Sendable, Hashable {
    /// What the spring does, which decides its parameters.
    enum Kind: Sendable, Hashable {
        /// Back to an edge after a release past it.
        case releasedPastEdge
        /// Back to an edge that momentum ran into.
        case momentumPastEdge
        /// Onto a page (`isPagingEnabled`).
        case paging

        var parameters: SpringParameters {
            switch self {
            case .releasedPastEdge: return .releasedPastEdge
            case .momentumPastEdge: return .momentumPastEdge
            case .paging: return .paging
            }
        }
    }

    var target: CGFloat
    /// Start offset − target.
    var displacement: CGFloat
    var velocity: CGFloat
    var startTime: TimeInterval
    var kind: Kind
    /// When it comes to rest; computed once so the end does not depend on sampling.
    var settleTime: TimeInterval

    init(target: CGFloat, displacement: CGFloat, velocity: CGFloat, startTime: TimeInterval, kind: Kind) {
        self.target = target
        self.displacement = displacement
        self.velocity = velocity
        self.startTime = startTime
        self.kind = kind
        settleTime = startTime + ScrollPhysics.springSettleTime(displacement: displacement, velocity: velocity,
                                                                spring: kind.parameters)
    }

    var parameters: SpringParameters { kind.parameters }

    /// Settling on a page (`.paging`) rather than bouncing back from an edge (`.bouncing`).
    var isPaging: Bool { kind == .paging }
}
