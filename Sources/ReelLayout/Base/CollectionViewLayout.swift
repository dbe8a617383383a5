import Foundation

/// The abstract base of every layout, as `UICollectionViewLayout`.
///
/// Subclass and override `prepare()`, `collectionViewContentSize`,
/// `layoutAttributesForElements(in:)` and friends. The host drives it:
/// `boundsDidChange(to:)` → `prepareIfNeeded()` → `collectionViewContentSize` →
/// `layoutAttributesForElements(in:)`.
open class CollectionViewLayout {
    /// The collection view this layout lays out; setting it invalidates the layout.
    public weak var collectionView: LayoutHost? {
        didSet { invalidateLayout() }
    }

    /// Where the layout writes the lines UIKit would log (the scene collects them).
    public var console: ((String) -> Void)?

    /// Set by any invalidation, cleared by `prepareIfNeeded()`.
    public private(set) var needsPrepare = true

    /// A layout with no collection view yet.
    public init() {}

    // MARK: - Overridable

    /// The context class `invalidateLayout()` instantiates, as `invalidationContextClass`.
    open class var invalidationContextClass: InvalidationContext.Type { InvalidationContext.self }

    /// Computes whatever the layout caches; called once after each invalidation.
    open func prepare() {}

    /// The size of the scrollable content.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame intersects `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] { [] }

    /// The attributes of the cell at `indexPath`, or nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`, or nil.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> LayoutAttributes? { nil }

    /// Whether a bounds change (scroll or resize) invalidates the layout; the base says false.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context used when `shouldInvalidateLayout(forBoundsChange:)` returned true.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> InvalidationContext {
        type(of: self).invalidationContextClass.init()
    }

    /// Invalidates everything: a context of `invalidationContextClass` with `invalidateEverything`.
    open func invalidateLayout() {
        let context = type(of: self).invalidationContextClass.init()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Invalidates what `context` names; `prepare()` runs before the next query.
    ///
    /// Overrides must call `super`.
    open func invalidateLayout(with context: InvalidationContext) {
        needsPrepare = true
    }

    // MARK: - Host protocol

    /// What the host calls before querying: runs `prepare()` once after any invalidation.
    public func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }

    /// The host calls this after it changed bounds (scrolling or resizing): asks
    /// `shouldInvalidateLayout(forBoundsChange:)` and, if true, invalidates with
    /// `invalidationContext(forBoundsChange:)`, exactly as UICollectionView does.
    public func boundsDidChange(to newBounds: CGRect) {
        guard shouldInvalidateLayout(forBoundsChange: newBounds) else { return }
        invalidateLayout(with: invalidationContext(forBoundsChange: newBounds))
    }

    // MARK: - Console

    /// Writes one line to `console`.
    func log(_ line: String) {
        console?(line)
    }
}
