public import Foundation

extension CGRect {
    /// Whether the two rectangles share interior area; rectangles that only touch do not overlap.
    ///
    /// `CGRectIntersectsRect` on Apple platforms treats edge contact as no intersection, and
    /// this is what "elements intersecting the rect" means for a query.
    /// - Complexity: O(1).
    @inlinable
    public func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
