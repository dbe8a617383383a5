public import Foundation

/// Which parts of a layout an invalidation affects, as `UICollectionViewLayoutInvalidationContext`.
///
/// ScrollReel re-asks the layout for every visible element after any invalidation, as
/// UICollectionView asks for the visible rect again; the parts named here are for the layout's
/// own bookkeeping (which caches to drop), exactly as on iOS.
open class InvalidationContext {
    /// True for `invalidateLayout()`: every cached value is stale.
    public var invalidateEverything: Bool = false

    /// True when the number of sections or items changed.
    public var invalidateDataSourceCounts: Bool = false

    /// The items named with `invalidateItems(at:)`; nil when none were.
    public private(set) var invalidatedItemIndexPaths: [IndexPath]?

    /// The supplementary elements named with `invalidateSupplementaryElements(ofKind:at:)`, by kind.
    public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?

    /// The decoration elements named with `invalidateDecorationElements(ofKind:at:)`, by kind.
    public private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?

    /// Added to `contentOffset` once the invalidation is applied (UIKit applies it too).
    public var contentOffsetAdjustment: CGPoint = .zero

    /// Added to the content size; informational here, as the layout reports its size anyway.
    public var contentSizeAdjustment: CGSize = .zero

    /// An empty context: nothing invalidated.
    public required init() {}

    /// Names cells whose attributes changed.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Names supplementary views of `elementKind` whose attributes changed.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = all
    }

    /// Names decoration views of `elementKind` whose attributes changed.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedDecorationIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = all
    }
}
