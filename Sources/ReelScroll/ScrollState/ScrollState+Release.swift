public import Foundation
import ReelGeometry

// MARK: - After the finger lifts

extension ScrollState {
    /// Release velocity (content direction, pt/s) above which a paging flick moves one page from
    /// the page the drag started on: 0.3 pt/ms. Below it the view settles on the nearest page.
    public static let pagingFlickVelocity: CGFloat = 300

    /// Plans the free motion of each scrollable axis from the current offset and `velocity`.
    mutating func release(velocity: CGPoint, dragStartOffset: CGPoint?, at time: TimeInterval) {
        var motions: [ScrollAxis: AxisMotion] = [:]
        for axis in ScrollAxis.allCases where canScroll(along: axis) {
            if let planned = planMotion(along: axis, velocity: velocity[axis],
                                        dragStart: dragStartOffset?[axis], at: time) {
                motions[axis] = planned
            }
        }
        motion = .free(horizontal: motions[.horizontal], vertical: motions[.vertical])
        // Sampling at the release instant settles motions that end immediately.
        advance(to: time)
    }

    /// Past an edge → spring back to it; paging → spring to a page; moving → momentum.
    private mutating func planMotion(along axis: ScrollAxis, velocity: CGFloat, dragStart: CGFloat?,
                                     at time: TimeInterval) -> AxisMotion? {
        let value = contentOffset[axis]
        let minimum = minimumContentOffset[axis], maximum = maximumContentOffset[axis]
        if value < minimum || value > maximum {
            let edge = value < minimum ? minimum : maximum
            guard bounces else {
                setOffset(edge, along: axis)
                return nil
            }
            return .spring(Spring(target: edge, displacement: value - edge, velocity: velocity,
                                  startTime: time, kind: .releasedPastEdge))
        }
        if isPagingEnabled {
            let target = pageTarget(along: axis, velocity: velocity, dragStart: dragStart ?? value)
            guard target != value || velocity != 0 else { return nil }
            return .spring(Spring(target: target, displacement: value - target, velocity: velocity,
                                  startTime: time, kind: .paging))
        }
        guard velocity != 0 else { return nil }
        return .momentum(Momentum(start: value, velocity: velocity, rate: decelerationRate,
                                  startTime: time, minimum: minimum, maximum: maximum, bounces: bounces))
    }

    /// The resting offset of the page to settle on: the page nearest the current offset, or,
    /// for a flick faster than `pagingFlickVelocity`, one page from where the drag started in
    /// the direction of the velocity. Pages are multiples of the bounds size from offset 0,
    /// clamped to the scrollable range (so the last page of uneven content ends at the end).
    func pageTarget(along axis: ScrollAxis, velocity: CGFloat, dragStart: CGFloat) -> CGFloat {
        let pageLength = self.pageLength ?? bounds.size[axis]
        let minimum = minimumContentOffset[axis], maximum = maximumContentOffset[axis]
        guard pageLength > 0 else { return Swift.min(Swift.max(contentOffset[axis], minimum), maximum) }
        var page: CGFloat
        if Swift.abs(velocity) > Self.pagingFlickVelocity {
            page = (dragStart / pageLength).rounded() + (velocity > 0 ? 1 : -1)
        } else {
            page = (contentOffset[axis] / pageLength).rounded()
        }
        // 1e-6 keeps an exact multiple from rounding to a page past the end.
        let firstPage = (minimum / pageLength + 1e-6).rounded(.down)
        let lastPage = (maximum / pageLength - 1e-6).rounded(.up)
        page = Swift.min(Swift.max(page, firstPage), lastPage)
        return Swift.min(Swift.max(page * pageLength, minimum), maximum)
    }

    /// Re-plans a free motion after the scrollable range changed mid-flight, from the position and
    /// velocity at the latest clock time; a paging settle keeps its page, clamped to the new range.
    mutating func replanMotion() {
        guard case .free(let horizontal, let vertical) = motion else { return }
        let old: [ScrollAxis: AxisMotion] = [.horizontal: horizontal, .vertical: vertical].compactMapValues { $0 }
        var velocity = CGPoint.zero
        for axis in ScrollAxis.allCases {
            guard let sample = old[axis]?.sample(at: clockTime) else { continue }
            setOffset(sample.value, along: axis)
            velocity[axis] = sample.velocity
        }
        release(velocity: velocity, dragStartOffset: nil, at: clockTime)
        guard case .free(let newHorizontal, let newVertical) = motion else { return }
        var new: [ScrollAxis: AxisMotion] = [.horizontal: newHorizontal, .vertical: newVertical].compactMapValues { $0 }
        for axis in ScrollAxis.allCases {
            guard case .spring(let oldSpring)? = old[axis], oldSpring.isPaging,
                  case .spring(let newSpring)? = new[axis], newSpring.isPaging else { continue }
            var target = CGPoint.zero
            target[axis] = oldSpring.target
            let page = clampedContentOffset(target)[axis]
            new[axis] = .spring(Spring(target: page, displacement: contentOffset[axis] - page,
                                       velocity: velocity[axis], startTime: clockTime, kind: .paging))
        }
        motion = .free(horizontal: new[.horizontal], vertical: new[.vertical])
        updatePhase()
    }
}
