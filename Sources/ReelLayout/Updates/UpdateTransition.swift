public import Foundation
import ReelGeometry
public import ReelScroll

/// One animated batch update on the clock: each element's attributes at its start and end.
///
/// All elements share one progress — 0.30 s on UIKit's ease-in-out curve — and alpha moves on
/// the same progress (docs/facts.md, "Update animations", measured from recordings).
public struct UpdateTransition {
    /// How long UIKit's update animations run.
    public static let duration: TimeInterval = 0.3
    /// Their timing curve.
    public static let curve = Easing.easeInOut

    /// One element's animation.
    struct Track {
        var key: ElementKey
        var start: LayoutAttributes
        var end: LayoutAttributes
        var role: UpdateRole
    }

    /// When the update was performed.
    public let startTime: TimeInterval
    /// Elements on screen after the update, by their keys after it.
    var arriving: [ElementKey: Track] = [:]
    /// Elements leaving the screen (deleted, or moving out of sight), in drawing order.
    var leaving: [Track] = []

    /// The eased progress at `time`: 0 at the start, 1 from `startTime + duration` on.
    public func progress(at time: TimeInterval) -> CGFloat {
        CGFloat(Self.curve((time - startTime) / Self.duration))
    }

    /// Whether the animation is over at `time`.
    /// When the animation ends: when UIKit calls the update's completion.
    public var endTime: TimeInterval { startTime + Self.duration }

    public func isFinished(at time: TimeInterval) -> Bool {
        time - startTime >= Self.duration - 1e-9
    }

    /// What is on screen at `time`: the elements of `pass` (this frame's layout answer), those
    /// taking part in the update drawn between their start and their attributes now, and the
    /// leaving ones between where they were and where they go.
    /// - Complexity: O(k + l) for k elements in the pass and l leaving.
    public func presented(_ pass: [LayoutAttributes], at time: TimeInterval) -> [LayoutAttributes] {
        let p = progress(at: time)
        var shown = pass.map { now -> LayoutAttributes in
            guard let track = arriving[ElementKey(now)] else { return now }
            return Self.interpolate(track.start, now, p, role: track.role)
        }
        let inPass = Set(pass.map(ElementKey.init))
        // Arriving elements the pass no longer covers (scrolled away meanwhile) keep animating.
        for track in arriving.values.sorted(by: { $0.key.indexPath < $1.key.indexPath }) where !inPass.contains(track.key) {
            shown.append(Self.interpolate(track.start, track.end, p, role: track.role))
        }
        for track in leaving {
            shown.append(Self.interpolate(track.start, track.end, p, role: track.role))
        }
        return shown
    }

    /// The attributes `p` of the way from `start` to `end`: frame (centre and size), alpha and
    /// transform on one progress, everything else from `end`.
    static func interpolate(_ start: LayoutAttributes, _ end: LayoutAttributes, _ p: CGFloat,
                            role: UpdateRole) -> LayoutAttributes {
        let shown = end.copied()
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * p }
        let center = CGPoint(x: mix(start.center.x, end.center.x), y: mix(start.center.y, end.center.y))
        let size = CGSize(width: mix(start.size.width, end.size.width), height: mix(start.size.height, end.size.height))
        shown.frame = CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2,
                             width: size.width, height: size.height)
        shown.alpha = mix(start.alpha, end.alpha)
        shown.transform3D = start.transform3D.interpolated(to: end.transform3D, progress: p)
        // `isHidden` does not animate: the end's value holds once the animation starts.
        shown.isHidden = p > 0 ? end.isHidden : start.isHidden
        // An appearing element stays at its initial depth until it has arrived, as a table slips
        // an inserted row in beneath its neighbours.
        if role == .appearing { shown.zIndex = start.zIndex }
        shown.updateRole = role
        if role == .disappearing { shown.indexPath = start.indexPath }
        return shown
    }
}
