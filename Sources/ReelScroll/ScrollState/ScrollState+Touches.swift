public import Foundation
import ReelGeometry

// MARK: - Finger

extension ScrollState {
    /// Touch down: stops any momentum/animation (as UIKit does) and starts tracking.
    ///
    /// Catching a view that is bouncing past an edge keeps it where it is; the drag continues
    /// from there through the rubber band. Ignored when `isScrollEnabled` is false.
    public mutating func touchBegan(at time: TimeInterval) {
        advance(to: time)
        guard isScrollEnabled else { return }
        var anchor = contentOffset
        for axis in ScrollAxis.allCases {
            anchor[axis] = unclampedOffset(forShown: contentOffset[axis], along: axis)
        }
        motion = .tracking(Drag(anchor: anchor, startOffset: contentOffset))
        updatePhase()
    }

    /// `translation` is the finger's total movement since touchBegan, in points (finger moves
    /// down → content offset decreases). 1:1 inside the range, rubber band outside (docs/facts.md),
    /// only along axes that canScroll.
    ///
    /// Ignored when no finger is down or the translation is not finite.
    /// - Complexity: O(1).
    public mutating func touchMoved(translation: CGPoint, at time: TimeInterval) {
        advance(to: time)
        guard case .tracking(var drag) = motion,
              translation.x.isFinite, translation.y.isFinite else { return }
        if isDirectionalLockEnabled, drag.lockedAxis == nil, translation != .zero {
            drag.lockedAxis = abs(translation.x) > abs(translation.y) ? .horizontal : .vertical
        }
        for axis in ScrollAxis.allCases where canScroll(along: axis) && (drag.lockedAxis == nil || drag.lockedAxis == axis) {
            setOffset(shownOffset(forUnclamped: drag.anchor[axis] - translation[axis], along: axis),
                      along: axis)
        }
        drag.translation = translation
        if translation != .zero { drag.hasMoved = true }
        motion = .tracking(drag)
        updatePhase()
    }

    /// Lift with the finger's velocity (pt/s, finger direction). Starts momentum, spring-back
    /// (released past an edge) or paging settle; or goes idle.
    ///
    /// Ignored when no finger is down; a non-finite velocity component counts as 0.
    /// - Complexity: O(1), plus one spring settle-time solve per springing axis
    ///   (see `ScrollPhysics.springSettleTime`).
    public mutating func touchEnded(velocity: CGPoint, at time: TimeInterval) {
        advance(to: time)
        guard case .tracking(let drag) = motion else { return }
        // The content moves opposite to the finger.
        var contentVelocity = CGPoint.zero
        for axis in ScrollAxis.allCases where canScroll(along: axis) && velocity[axis].isFinite
            && (drag.lockedAxis == nil || drag.lockedAxis == axis) {
            contentVelocity[axis] = -velocity[axis]
        }
        release(velocity: contentVelocity, dragStartOffset: drag.startOffset, at: time)
        proposeRestOffset(velocity: contentVelocity)
    }

    // MARK: - Rubber band mapping

    /// The offset shown for a drag whose 1:1 (unclamped) offset is `value`: the edge plus the
    /// rubber band past it, or the clamped value when the view does not bounce.
    func shownOffset(forUnclamped value: CGFloat, along axis: ScrollAxis) -> CGFloat {
        let minimum = minimumContentOffset[axis], maximum = maximumContentOffset[axis]
        let dimension = bounds.size[axis]
        if value < minimum {
            guard bounces else { return minimum }
            return minimum - ScrollPhysics.rubberBand(distance: minimum - value, dimension: dimension)
        }
        if value > maximum {
            guard bounces else { return maximum }
            return maximum + ScrollPhysics.rubberBand(distance: value - maximum, dimension: dimension)
        }
        return value
    }

    /// The inverse of `shownOffset(forUnclamped:along:)`.
    func unclampedOffset(forShown value: CGFloat, along axis: ScrollAxis) -> CGFloat {
        let minimum = minimumContentOffset[axis], maximum = maximumContentOffset[axis]
        let dimension = bounds.size[axis]
        guard bounces else { return value }
        if value < minimum {
            return minimum - ScrollPhysics.rubberBandInverse(shown: minimum - value, dimension: dimension)
        }
        if value > maximum {
            return maximum + ScrollPhysics.rubberBandInverse(shown: value - maximum, dimension: dimension)
        }
        return value
    }
}
