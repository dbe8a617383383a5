import Foundation

/// A gesture script unrolled onto the clock: the boundary events and the finger's path.
struct GestureTimeline {
    /// Boundary times within this of a window edge count as on it.
    static let tolerance: TimeInterval = 1e-9

    /// The finger moving from `from` by `by` during [start, start + duration].
    struct Stroke {
        var start: TimeInterval
        var duration: TimeInterval
        var from: CGPoint
        var by: CGVector
        var easing: Easing

        func location(at time: TimeInterval) -> CGPoint {
            let progress = duration > 0 ? Swift.min(Swift.max((time - start) / duration, 0), 1) : 1
            let eased = CGFloat(easing(progress))
            return CGPoint(x: from.x + by.dx * eased, y: from.y + by.dy * eased)
        }
    }

    /// One touch from touch-down until lift (`up` is infinite if the script never lifts).
    struct Touch {
        var down: TimeInterval
        var up: TimeInterval = .infinity
        var location: CGPoint
        var strokes: [Stroke] = []

        func contains(_ time: TimeInterval) -> Bool {
            down <= time + GestureTimeline.tolerance && time + GestureTimeline.tolerance < up
        }

        func location(at time: TimeInterval) -> CGPoint {
            let stroke = strokes.last { $0.start <= time + GestureTimeline.tolerance }
            return stroke?.location(at: time) ?? location
        }
    }

    private(set) var boundaryEvents: [TouchEvent] = []
    private(set) var touches: [Touch] = []
    private(set) var taps: [Touch] = []

    /// Unrolls `script`, tracking where the finger is and how fast it moves at each boundary.
    init(_ script: GestureScript) {
        var time: TimeInterval = 0
        var current: Touch?
        var location = script.defaultTouchLocation
        var velocity = CGPoint.zero
        var actions = 0

        func touchDown(at point: CGPoint) {
            boundaryEvents.append(.began(location: point, time: time))
            current = Touch(down: time, location: point)
            location = point
            velocity = .zero
        }
        func lift() {
            guard var touch = current else { return }
            boundaryEvents.append(.ended(location: location, velocity: velocity, time: time))
            touch.up = time
            touches.append(touch)
            current = nil
            velocity = .zero
        }
        /// A programmatic scroll takes time; a finger that is down stays where it is.
        func keepFingerStill(for duration: TimeInterval) {
            guard current != nil else { return }
            stroke(by: .zero, duration: duration, easing: .linear)
            velocity = .zero
        }
        func stroke(by vector: CGVector, duration: TimeInterval, easing: Easing) {
            current?.strokes.append(Stroke(start: time, duration: duration, from: location,
                                           by: vector, easing: easing))
            location = location.offset(by: vector)
        }

        for step in script.steps {
            let duration = step.duration
            switch step {
            case .drag(let from, let by, _, let easing):
                if current == nil { touchDown(at: from ?? script.defaultTouchLocation) }
                stroke(by: by, duration: duration, easing: easing)
                // The analytic slope of the path at its end: by·easing′(1)/duration.
                let slope = duration > 0 ? CGFloat(easing.derivative(1) / duration) : 0
                velocity = CGPoint(x: by.dx * slope, y: by.dy * slope)
            case .hold:
                if current == nil { touchDown(at: script.defaultTouchLocation) }
                stroke(by: .zero, duration: duration, easing: .linear)
                velocity = .zero
            case .release:
                lift()
            case .fling(let from, let flingVelocity, _):
                if current == nil { touchDown(at: from ?? script.defaultTouchLocation) }
                stroke(by: flingVelocity * CGFloat(duration), duration: duration, easing: .linear)
                time += duration
                velocity = CGPoint(x: flingVelocity.dx, y: flingVelocity.dy)
                lift()
                continue
            case .wait:
                lift()
            case .tap(let point):
                lift()
                boundaryEvents.append(.tap(location: point, time: time))
                boundaryEvents.append(.tapEnded(location: point, time: time + duration))
                taps.append(Touch(down: time, up: time + duration, location: point))
            case .action:
                boundaryEvents.append(.action(index: actions, time: time))
                actions += 1
            case .scroll(let target, let offset, _):
                boundaryEvents.append(.scroll(target: target, to: offset, duration: duration, time: time))
                keepFingerStill(for: duration)
            case let .scrollToItem(target, item, position, _):
                boundaryEvents.append(.scrollToItem(target: target, item: item, at: position, duration: duration, time: time))
                keepFingerStill(for: duration)
            }
            time += duration
        }
        if let current { touches.append(current) }
    }

    /// The dragging finger's location at `time`, nil when it is up (taps excluded).
    func dragLocation(at time: TimeInterval) -> CGPoint? {
        touches.first { $0.contains(time) }?.location(at: time)
    }

    /// The location of a tap in progress at `time`.
    func tapLocation(at time: TimeInterval) -> CGPoint? {
        taps.first { $0.contains(time) }?.location
    }
}
