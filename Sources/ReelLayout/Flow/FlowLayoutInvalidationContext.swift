/// The flow layout's invalidation context, as `UICollectionViewFlowLayoutInvalidationContext`.
///
/// Both flags default to true, as in UIKit; the bounds-change context clears them selectively.
open class FlowLayoutInvalidationContext: InvalidationContext {
    /// Re-ask the delegate for item sizes, insets, spacings and header/footer sizes.
    public var invalidateFlowLayoutDelegateMetrics: Bool = true

    /// Recompute the geometry (line breaking, frames) from the cached metrics.
    public var invalidateFlowLayoutAttributes: Bool = true

    /// A context invalidating delegate metrics and attributes.
    public required init() {
        super.init()
    }
}
