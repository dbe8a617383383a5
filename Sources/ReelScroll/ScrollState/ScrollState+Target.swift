public import Foundation
import ReelGeometry

/// Where a released scroll would come to rest, and how fast it was going: what UIKit hands to
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` and to a collection-view
/// layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`.
public struct ReleaseProposal: Sendable, Hashable {
    /// The offset the momentum stops at (the current offset when it does not move).
    public var proposedContentOffset: CGPoint
    /// The release velocity in points per second, content direction.
    public var velocity: CGPoint
}

// MARK: - Choosing where momentum ends

extension ScrollState {
    /// Records the proposal of a release that ends inside the scrollable range without paging;
    /// releases past an edge spring back and paging settles on a page, and UIKit asks nobody.
    mutating func proposeRestOffset(velocity: CGPoint) {
        releaseProposal = nil
        guard !isPagingEnabled else { return }
        var rest = contentOffset
        let axes: [(ScrollAxis, AxisMotion?)]
        switch motion {
        case .none: axes = []   // released without velocity: it rests where it is
        case .free(let horizontal, let vertical): axes = [(.horizontal, horizontal), (.vertical, vertical)]
        case .tracking, .animation: return
        }
        for (axis, axisMotion) in axes {
            switch axisMotion {
            case nil: break
            case .momentum(let momentum)?:
                guard momentum.edge == nil else { return }
                rest[axis] = momentum.endOffset
            case .spring?:
                return
            }
        }
        releaseProposal = ReleaseProposal(proposedContentOffset: rest, velocity: velocity)
    }

    /// The proposal of the release that just happened, once: the owner asks whoever decides
    /// (a layout) and calls `decelerate(toRestAt:)` if the answer differs.
    public mutating func takeReleaseProposal() -> ReleaseProposal? {
        defer { releaseProposal = nil }
        return releaseProposal
    }

    /// Replaces the free motion with momentum that comes to rest exactly at `target` (clamped
    /// to the scrollable range), with the same deceleration rate, as UIKit does when
    /// `targetContentOffset` is changed: the release speed is chosen so the usual exponential
    /// deceleration stops at the target (docs/facts.md, "Target content offset").
    ///
    /// - Complexity: O(1).
    public mutating func decelerate(toRestAt target: CGPoint) {
        let target = clampedContentOffset(target)
        var motions: [ScrollAxis: AxisMotion] = [:]
        for axis in ScrollAxis.allCases where canScroll(along: axis) {
            let distance = target[axis] - contentOffset[axis]
            guard distance != 0, distance.isFinite else { continue }
            let velocity = ScrollPhysics.decelerationVelocity(toTravel: distance, rate: decelerationRate)
            // The target is inside the range and the motion is monotonic: no edge to meet.
            var momentum = Momentum(start: contentOffset[axis], velocity: velocity, rate: decelerationRate,
                                    startTime: clockTime, minimum: -.infinity, maximum: .infinity,
                                    bounces: bounces)
            // The closed form lands on the target up to rounding; pin the end exactly.
            momentum.restOffset = target[axis]
            motions[axis] = .momentum(momentum)
        }
        motion = .free(horizontal: motions[.horizontal], vertical: motions[.vertical])
        updatePhase()
    }
}
