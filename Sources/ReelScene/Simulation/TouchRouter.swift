import Foundation
import ReelGeometry
import ReelScenario
import ReelScroll

/// Delivers the gesture script's touch events to the scroll views of a screen, as UIKit's hit
/// testing and pan-gesture recognisers would.
///
/// A touch goes to the deepest scroll view under the finger that can scroll along the axis the
/// finger first moves on (a vertical drag on a horizontal carousel scrolls the page). A touch
/// that lands on a moving scroll view stops it at once, as in UIKit. A tap that moves nothing
/// goes to the screen (a tab) when the finger lifts, as UIKit selects on touch-up.
struct TouchRouter {
    private var beganLocation: CGPoint?
    private var beganTime: TimeInterval = 0
    private var target: ScrollViewHost?
    /// A moving scroll view the touch stopped on landing; it resumes if the drag goes elsewhere.
    private var caught: ScrollViewHost?
    /// Element names of the scripted taps, in order; nil for a tap at its own point.
    private var tapTargets: [String?]
    private var lastTap: (location: CGPoint, time: TimeInterval)?
    /// Where a tap that stopped nothing went down; it selects when the finger lifts.
    private var pendingTap: CGPoint?
    private let console: Console

    init(tapTargets: [String?], console: Console) {
        self.tapTargets = tapTargets
        self.console = console
    }

    mutating func handle(_ event: TouchEvent, on screen: WindowScreen) {
        switch event {
        case let .began(location, time):
            beganLocation = location
            beganTime = time
            target = nil
            caught = candidates(at: location, on: screen).first { $0.scrollView.isDecelerating }
            caught?.updateScrollView { $0.touchBegan(at: time) }
        case let .moved(location, time):
            move(to: location, at: time, on: screen)
        case let .ended(location, velocity, time):
            // The lift location is the finger's last position: apply it as a final move.
            move(to: location, at: time, on: screen)
            if let target {
                target.updateScrollView { $0.touchEnded(velocity: velocity, at: time) }
            } else {
                caught?.updateScrollView { $0.touchEnded(velocity: .zero, at: time) }
            }
            target = nil
            caught = nil
            beganLocation = nil
        case let .tap(scripted, time):
            pendingTap = nil
            let name = tapTargets.isEmpty ? nil : tapTargets.removeFirst()
            var location = scripted
            if let name {
                guard let found = screen.location(ofElement: name) else {
                    console.log("ScrollReel: the scripted tap on '\(name)' found no such element on screen")
                    return
                }
                location = found
            }
            lastTap = (location, time)
            if let moving = candidates(at: location, on: screen).first(where: { $0.scrollView.isDecelerating }) {
                // A touch on a moving scroll view stops it at touch-down, and selects nothing.
                moving.updateScrollView {
                    $0.touchBegan(at: time)
                    $0.touchEnded(velocity: .zero, at: time)
                }
            } else {
                pendingTap = location
            }
        case let .tapEnded(_, time):
            // UIKit selects on touch-up (`collectionView(_:didSelectItemAt:)`), where the finger
            // went down.
            if let location = pendingTap { screen.tap(at: location, time: time) }
            pendingTap = nil
        case .action:
            // Data changes are the simulation's to make.
            break
        case let .scrollToItem(id, item, position, duration, time):
            guard let view = screen.scrollView(id: id) as? CollectionView,
                  let frame = view.layout.layoutAttributesForItem(at: item)?.frame else {
                console.log("ScrollReel: the scripted scrollToItem names item \(item.section)-\(item.item), which \(id) does not have")
                return
            }
            let offset = position.contentOffset(showing: frame, in: view.bounds, adjustedContentInset: view.adjustedContentInset)
            view.updateScrollView {
                $0.setContentOffset($0.clampedContentOffset(offset), animated: duration > 0, at: time, duration: duration)
            }
        case let .scroll(id, offset, duration, time):
            screen.scrollView(id: id)?.updateScrollView {
                $0.setContentOffset(offset, animated: duration > 0, at: time, duration: duration)
            }
        }
    }

    /// Where a scripted tap's finger is shown: for the tap's 0.1 s, at the element it hit.
    func tapLocation(at time: TimeInterval) -> CGPoint? {
        guard let lastTap, time >= lastTap.time, time < lastTap.time + GestureStep.tapDuration else { return nil }
        return lastTap.location
    }

    /// Drags the touched scroll view, choosing it on the first movement.
    private mutating func move(to location: CGPoint, at time: TimeInterval, on screen: WindowScreen) {
        guard let start = beganLocation else { return }
        let translation = CGPoint(x: location.x - start.x, y: location.y - start.y)
        if target == nil {
            guard translation != .zero else { return }
            let axis: ScrollAxis = abs(translation.x) > abs(translation.y) ? .horizontal : .vertical
            target = candidates(at: start, on: screen).first { $0.scrollView.isScrollEnabled && $0.scrollView.canScroll(along: axis) }
            if let caught, caught !== target {
                // Its pan recogniser failed: the stopped view lets go and settles again.
                caught.updateScrollView { $0.touchEnded(velocity: .zero, at: time) }
            }
            if target !== caught { target?.updateScrollView { $0.touchBegan(at: beganTime) } }
            caught = nil
        }
        target?.updateScrollView { $0.touchMoved(translation: translation, at: time) }
    }

    /// Scroll views under a screen point, deepest first: the finger's pan goes to the deepest
    /// that can move along its axis, as UIKit resolves its scroll views' pan gestures.
    private func candidates(at location: CGPoint, on screen: WindowScreen) -> [ScrollViewHost] {
        screen.scrollViews(under: location)
    }
}
