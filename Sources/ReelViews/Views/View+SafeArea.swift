import Foundation
package import ReelGeometry

// The safe area as UIKit computes it (docs/facts.md, "Safe area"): a window's is the screen's
// (status bar, home indicator); a view controller's view adds what its containers' bars cover
// and its `additionalSafeAreaInsets`; any other view has the part of its superview's safe
// area that its frame overlaps — a view clear of the bars has none.

extension UIView {
    /// What the view's safe area is made of, besides the part of its superview's it overlaps.
    package struct SafeAreaSource: Sendable, Hashable {
        /// A window's insets (the screen's): replaces the superview's.
        package var screen: UIEdgeInsets?
        /// What the bars of a view controller's containers cover of its view, in the view's
        /// own edges (a navigation bar's bottom edge from the view's top).
        package var bars = UIEdgeInsets.zero
        /// A view controller's `additionalSafeAreaInsets`.
        package var additional = UIEdgeInsets.zero

        package init(screen: UIEdgeInsets? = nil, bars: UIEdgeInsets = .zero, additional: UIEdgeInsets = .zero) {
            self.screen = screen
            self.bars = bars
            self.additional = additional
        }
    }

    /// The safe area UIKit gives the view: the superview's (less what a scroll view added to its
    /// content inset)
    /// where the view's frame overlaps it, or a window's screen insets; then at least what the
    /// bars cover, plus the view controller's additional insets. Each inset is at most the
    /// view's size.
    /// - Complexity: O(d) for d superviews.
    package var computedSafeAreaInsets: UIEdgeInsets {
        let source = safeAreaSource
        var insets = source?.screen ?? inheritedSafeAreaInsets
        if let bars = source?.bars {
            insets = UIEdgeInsets(top: max(insets.top, bars.top), left: max(insets.left, bars.left),
                                bottom: max(insets.bottom, bars.bottom), right: max(insets.right, bars.right))
        }
        if let additional = source?.additional { insets = insets + additional }
        let size = bounds.size
        return UIEdgeInsets(top: min(max(0, insets.top), size.height), left: min(max(0, insets.left), size.width),
                          bottom: min(max(0, insets.bottom), size.height), right: min(max(0, insets.right), size.width))
    }

    /// The part of the superview's safe area the view's frame overlaps, as insets from its edges,
    /// each at most the superview's (martiancraft.com, "Notes from the margins", 2019).
    private var inheritedSafeAreaInsets: UIEdgeInsets {
        guard let superview else { return .zero }
        let used = superview.safeAreaUsedByContentInset, insets = superview.safeAreaInsets
        let forSubviews = UIEdgeInsets(top: max(0, insets.top - used.top), left: max(0, insets.left - used.left),
                                     bottom: max(0, insets.bottom - used.bottom), right: max(0, insets.right - used.right))
        let safe = superview.bounds.inset(by: forSubviews)
        let frame = self.frame
        // A view reaching past the superview's edge takes no more than the superview's inset there.
        return UIEdgeInsets(top: min(max(0, safe.minY - frame.minY), forSubviews.top),
                          left: min(max(0, safe.minX - frame.minX), forSubviews.left),
                          bottom: min(max(0, frame.maxY - safe.maxY), forSubviews.bottom),
                          right: min(max(0, frame.maxX - safe.maxX), forSubviews.right))
    }
}
