import Foundation
import ReelScroll

/// Delivers the gesture script's touch events to the scroll views of a scene, as UIKit's hit
/// testing and pan-gesture recognisers would.
///
/// A touch goes to the deepest scroll view under the finger that can scroll along the axis the
/// finger first moves on (a vertical drag on a horizontal carousel scrolls the page). A touch
/// that lands on a moving scroll view stops it at once, as in UIKit.
struct TouchRouter {
    private var beganLocation: CGPoint?
    private var beganTime: TimeInterval = 0
    private var target: CollectionView?

    mutating func handle(_ event: TouchEvent, in scene: Scene) {
        switch event {
        case let .began(location, time):
            beganLocation = location
            beganTime = time
            target = nil
            if let moving = candidates(at: location, in: scene).first(where: { $0.scrollView.isDecelerating }) {
                moving.updateScrollView { $0.touchBegan(at: time) }
                target = moving
            }
        case let .moved(location, time):
            move(to: location, at: time, in: scene)
        case let .ended(location, velocity, time):
            // The lift location is the finger's last position: apply it as a final move.
            move(to: location, at: time, in: scene)
            target?.updateScrollView { $0.touchEnded(velocity: velocity, at: time) }
            target = nil
            beganLocation = nil
        case let .tap(location, time):
            if let moving = candidates(at: location, in: scene).first(where: { $0.scrollView.isDecelerating }) {
                moving.updateScrollView {
                    $0.touchBegan(at: time)
                    $0.touchEnded(velocity: .zero, at: time)
                }
            }
        case let .scroll(id, offset, duration, time):
            scene.collectionView(id: id)?.updateScrollView {
                $0.setContentOffset(offset, animated: duration > 0, at: time, duration: duration)
            }
        }
    }

    /// Drags the touched scroll view, choosing it on the first movement.
    private mutating func move(to location: CGPoint, at time: TimeInterval, in scene: Scene) {
        guard let start = beganLocation else { return }
        let translation = CGPoint(x: location.x - start.x, y: location.y - start.y)
        if target == nil {
            guard translation != .zero else { return }
            let axis: Axis = abs(translation.x) > abs(translation.y) ? .horizontal : .vertical
            target = candidates(at: start, in: scene).first { $0.scrollView.canScroll(along: axis) }
            target?.updateScrollView { $0.touchBegan(at: beganTime) }
        }
        target?.updateScrollView { $0.touchMoved(translation: translation, at: time) }
    }

    /// Scroll views under a screen point, deepest first.
    private func candidates(at location: CGPoint, in scene: Scene) -> [CollectionView] {
        scene.collectionViews.reversed().filter { scene.screenFrame(of: $0).contains(location) }
    }
}
