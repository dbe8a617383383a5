import Foundation
import ReelGeometry

/// Drives a layout the way `UICollectionView` does in `layoutSubviews`, so the scene, the tests
/// and a custom layout's author run the same sequence (docs/facts.md, "Layout invalidation"):
///
/// 1. when the bounds differ from the last pass: `boundsDidChange(to:)`, which asks
///    `shouldInvalidateLayout(forBoundsChange:)` and invalidates with its context if true;
/// 2. `prepareIfNeeded()`: `prepare()` once after any invalidation;
/// 3. `collectionViewContentSize`, then `layoutAttributesForElements(in:)` for the visible rect.
public struct LayoutPassDriver {
    /// The layout driven.
    public let layout: CollectionViewLayout
    /// The bounds of the last pass; nil before the first.
    public private(set) var lastBounds: CGRect?

    public init(layout: CollectionViewLayout) {
        self.layout = layout
    }

    /// Steps 1 and 2: tells the layout about a bounds change (when there is one) and prepares it.
    /// - Complexity: what the layout's invalidation and `prepare()` cost.
    public mutating func update(bounds: CGRect) {
        if let lastBounds, lastBounds != bounds {
            layout.boundsDidChange(to: bounds)
        }
        lastBounds = bounds
        layout.prepareIfNeeded()
    }

    /// One whole pass at `bounds`: the content size and the attributes of the visible rect.
    /// - Complexity: what the layout's query costs: O(log n + k) for the built-in layouts.
    public mutating func pass(bounds: CGRect) -> (contentSize: CGSize, attributes: [LayoutAttributes]) {
        update(bounds: bounds)
        return (layout.collectionViewContentSize, layout.layoutAttributesForElements(in: bounds))
    }
}
