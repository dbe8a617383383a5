public import Foundation

// UIKit keeps positions on the device pixel grid: UIScrollView's contentOffset, and the origins
// of the frames UICollectionViewFlowLayout reports (docs/facts.md, "Pixel grid").

extension CGFloat {
    /// The nearest multiple of 1/`scale`; ties go away from zero, as C's `round()`, which UIKit
    /// uses (`round(v * scale) / scale`). A scale that is not positive leaves the value as is.
    /// - Complexity: O(1).
    @inlinable
    public func roundedToPixels(scale: CGFloat) -> CGFloat {
        guard scale > 0, isFinite else { return self }
        return (self * scale).rounded(.toNearestOrAwayFromZero) / scale
    }
}

extension CGPoint {
    /// Both coordinates on the pixel grid of `scale`.
    @inlinable
    public func roundedToPixels(scale: CGFloat) -> CGPoint {
        CGPoint(x: x.roundedToPixels(scale: scale), y: y.roundedToPixels(scale: scale))
    }
}

extension CGRect {
    /// The rect with its origin on the pixel grid of `scale` and its size untouched, as
    /// UICollectionViewFlowLayout reports frames.
    @inlinable
    public func originRoundedToPixels(scale: CGFloat) -> CGRect {
        CGRect(origin: origin.roundedToPixels(scale: scale), size: size)
    }
}
