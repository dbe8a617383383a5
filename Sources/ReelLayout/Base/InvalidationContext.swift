import Foundation

/// Which parts of a layout an invalidation affects, as `UICollectionViewLayoutInvalidationContext`.
open class InvalidationContext {
    /// True for `invalidateLayout()`: every cached value is stale.
    public var invalidateEverything: Bool = false

    /// True when the number of sections or items changed.
    public var invalidateDataSourceCounts: Bool = false

    /// An empty context: nothing invalidated.
    public required init() {}
}
