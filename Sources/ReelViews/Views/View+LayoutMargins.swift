import Foundation
package import ReelGeometry

// The margins Auto Layout measures from, as UIKit computes them (docs/facts.md, "Layout
// margins"): a view's own margins, at least the system's minimum for a view controller's root
// view; measured from the safe area's edges unless `insetsLayoutMarginsFromSafeArea` is off;
// and, with `preservesSuperviewLayoutMargins`, grown by the least that keeps the content inside
// the superview's margins too.

extension UIView {
    /// The margins the `layoutMarginsGuide` and the margin attributes of constraints use.
    /// - Complexity: O(d) for d superviews that preserve their superview's margins.
    package var effectiveLayoutMargins: UIEdgeInsets {
        var margins = minimumLayoutMargins.map { layoutMargins.atLeast($0) } ?? layoutMargins
        if insetsLayoutMarginsFromSafeArea { margins = margins + safeAreaInsets }
        guard preservesSuperviewLayoutMargins, let superview else { return margins }
        let outer = superview.effectiveLayoutMargins, container = superview.bounds, frame = self.frame
        let preserved = UIEdgeInsets(top: outer.top - (frame.minY - container.minY),
                                   left: outer.left - (frame.minX - container.minX),
                                   bottom: outer.bottom - (container.maxY - frame.maxY),
                                   right: outer.right - (container.maxX - frame.maxX))
        return margins.atLeast(preserved)
    }
}
