public import Foundation
import ReelGeometry

/// The abstract base of every layout, as `UICollectionViewLayout`, with UIKit's signatures so a
/// layout written for iOS overrides the same members.
///
/// The host drives it (``LayoutPassDriver``): `boundsDidChange(to:from:)` → `prepareIfNeeded()` →
/// `collectionViewContentSize` → `layoutAttributesForElements(in:)`, and asks for elements again
/// only after an invalidation, as UICollectionView does.
open class CollectionViewLayout {
    /// The collection view this layout lays out (UIKit's `collectionView`); nil before it is
    /// attached to one. Open, as in UIKit: a subclass may override it.
    open var collectionView: LayoutCollectionView? { view }

    private var view: LayoutCollectionView?

    /// Where the layout writes the lines UIKit would log (the scene collects them).
    package var console: ((String) -> Void)?

    /// The batch update being animated, from `prepare(forCollectionViewUpdates:)` until
    /// `finalizeCollectionViewUpdates()`: what the default initial and final attributes read.
    package var currentUpdate: LayoutUpdate?
    /// The batch update whose data change invalidates the layout now (nil for a reload):
    /// what a layout that keeps measured sizes through updates moves them by.
    package var planBeingApplied: UpdatePlan?

    /// Set by any invalidation, cleared by `prepareIfNeeded()`: the host drops the attributes it
    /// holds and asks again.
    package private(set) var needsPrepare = true

    /// Decoration view kinds registered with `register(_:forDecorationViewOfKind:)`.
    package private(set) var registeredDecorationKinds: Set<String> = []

    /// A layout with no collection view yet.
    public init() {}

    /// Archived layouts are not supported; present because UIKit subclasses must declare it.
    public required init?(coder: NSCoder) {}

    /// Attaches the layout to `host`, as assigning `collectionViewLayout` does; invalidates it.
    package func attach(to host: LayoutHost) {
        if let view, view.host == nil {
            // The collection view the app made for this layout is the one that scrolls.
            view.bind(to: host)
        } else {
            // Only designated initialisers an app can see: a subclass of the app's inherits them.
            let made = LayoutCollectionView(frame: .zero, collectionViewLayout: self)
            made.bind(to: host)
            view = made
        }
        invalidateLayout()
    }

    /// Becomes the layout of a collection view the app made (`init(frame:collectionViewLayout:)`).
    func adopt(_ collectionView: LayoutCollectionView) {
        view = collectionView
        invalidateLayout()
    }

    // MARK: - Classes

    /// The class the layout makes attributes of (`layoutAttributesClass`): a subclass of
    /// ``LayoutAttributes``.
    open class var layoutAttributesClass: AnyClass { LayoutAttributes.self }

    /// The context class `invalidateLayout()` instantiates, as `invalidationContextClass`.
    open class var invalidationContextClass: AnyClass { InvalidationContext.self }

    /// The view classes an app registered for decoration kinds: a collection view makes each
    /// decoration view from its class and hands it its attributes (`apply(_:)`).
    package private(set) var registeredDecorationClasses: [String: CollectionReusableView.Type] = [:]

    /// Records a decoration kind and, when it is a view class, what the collection view makes
    /// for it; without one the scenario says what the kind draws.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        registeredDecorationKinds.insert(elementKind)
        registeredDecorationClasses[elementKind] = viewClass as? CollectionReusableView.Type
    }

    // MARK: - Providing attributes

    /// Computes whatever the layout caches; called once after each invalidation.
    open func prepare() {}

    /// The size of the scrollable content.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame intersects `rect`; nil means none.
    open func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? { nil }

    /// The attributes of the cell at `indexPath`, or nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`, or nil.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> LayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`, or nil.
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> LayoutAttributes? { nil }

    // MARK: - Animated updates (CollectionViewLayout+Updates.swift has the defaults)

    /// The updates about to animate, one item per inserted, deleted, reloaded or moved element;
    /// called after `prepare()`, before any initial or final attributes are asked.
    open func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {}

    /// Where the item at `itemIndexPath` (after the update) starts animating. Asked for every item
    /// on screen after the update, not only inserted ones. Default: an inserted item at its
    /// final frame with alpha 0; another where it was before.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
        defaultInitialAttributes(forItemAt: itemIndexPath)
    }

    /// Where the item at `itemIndexPath` (before the update) ends animating when it leaves the
    /// screen. Default: a deleted item at its old frame with alpha 0; another where it goes.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
        defaultFinalAttributes(forItemAt: itemIndexPath)
    }

    /// As `initialLayoutAttributesForAppearingItem(at:)`, for a header, footer or other
    /// supplementary view.
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> LayoutAttributes? {
        defaultInitialAttributes(forView: .supplementaryView, ofKind: elementKind, at: elementIndexPath)
    }

    /// As `finalLayoutAttributesForDisappearingItem(at:)`, for a supplementary view.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> LayoutAttributes? {
        defaultFinalAttributes(forView: .supplementaryView, ofKind: elementKind, at: elementIndexPath)
    }

    /// As `initialLayoutAttributesForAppearingItem(at:)`, for a decoration view.
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> LayoutAttributes? {
        defaultInitialAttributes(forView: .decorationView, ofKind: elementKind, at: decorationIndexPath)
    }

    /// As `finalLayoutAttributesForDisappearingItem(at:)`, for a decoration view.
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> LayoutAttributes? {
        defaultFinalAttributes(forView: .decorationView, ofKind: elementKind, at: decorationIndexPath)
    }

    /// Supplementary views of `elementKind` to insert beyond those of inserted sections.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Supplementary views of `elementKind` to delete beyond those of deleted sections.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Decoration views of `elementKind` to insert.
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Decoration views of `elementKind` to delete.
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The end of the update's setup, inside the animation: after every initial and final
    /// attribute was asked.
    open func finalizeCollectionViewUpdates() {}

    // MARK: - Where scrolling stops

    /// Where a scroll that was released with `velocity` (points per millisecond, as UIKit
    /// delivers it) stops; the host decelerates to exactly this offset. Default: the proposal.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    /// The offset to show after the layout changed (new data, new size). Default: the proposal.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: - Transitions (called by UIKit around animations ScrollReel does not run)

    /// An animated bounds change is about to happen; never called (bounds change without animation).
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// The end of an animated bounds change; never called.
    open func finalizeAnimatedBoundsChange() {}

    /// Self-sizing: whether a cell's preferred attributes (what its
    /// `preferredLayoutAttributesFitting(_:)` answered) invalidate the layout. The base says
    /// false, as UIKit's; the flow layout says true when the size changed.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
        withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> Bool { false }

    /// Whether the host should ask each cell, header and footer about to show for its preferred
    /// attributes (a self-sizing flow layout or table); the base says no.
    package var measuresViewsAsTheyShow: Bool { false }

    /// The context used when `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`
    /// returned true: one of `invalidationContextClass` naming the element, with the content
    /// size adjusted by its change of size.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
        withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> InvalidationContext {
        let context = Self.makeInvalidationContext()
        let path = [originalAttributes.indexPath]
        switch originalAttributes.representedElementCategory {
        case .cell: context.invalidateItems(at: path)
        case .supplementaryView: context.invalidateSupplementaryElements(ofKind: originalAttributes.representedElementKind ?? "", at: path)
        case .decorationView: context.invalidateDecorationElements(ofKind: originalAttributes.representedElementKind ?? "", at: path)
        }
        context.contentSizeAdjustment = CGSize(width: preferredAttributes.size.width - originalAttributes.size.width,
                                               height: preferredAttributes.size.height - originalAttributes.size.height)
        return context
    }

    /// Whether the layout mirrors itself in a right-to-left language; ScrollReel lays out left to right.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The direction the layout was written for.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    // MARK: - Invalidating

    /// Whether a bounds change (scroll or resize) invalidates the layout; the base says false.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context used when `shouldInvalidateLayout(forBoundsChange:)` returned true.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> InvalidationContext {
        Self.makeInvalidationContext()
    }

    /// Invalidates everything: a context of `invalidationContextClass` with `invalidateEverything`.
    open func invalidateLayout() {
        let context = Self.makeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Invalidates what `context` names; `prepare()` runs before the next query.
    ///
    /// Overrides must call `super`.
    open func invalidateLayout(with context: InvalidationContext) {
        needsPrepare = true
        if context.contentOffsetAdjustment != .zero, let collectionView {
            let offset = collectionView.contentOffset
            collectionView.contentOffset = CGPoint(x: offset.x + context.contentOffsetAdjustment.x,
                                                   y: offset.y + context.contentOffsetAdjustment.y)
        }
    }

    /// Invalidates everything after the data source's counts changed, as a batch update or
    /// `reloadData()` does.
    package func invalidateForDataChange() {
        let context = Self.makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        invalidateLayout(with: context)
    }

    /// A context of `invalidationContextClass` (or the base class if that is not a context).
    private static func makeInvalidationContext() -> InvalidationContext {
        (invalidationContextClass as? InvalidationContext.Type ?? InvalidationContext.self).init()
    }

    // MARK: - Host protocol

    /// What the host calls before querying: runs `prepare()` once after any invalidation.
    package func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }

    /// The host calls this after it changed bounds (scrolling or resizing): asks
    /// `shouldInvalidateLayout(forBoundsChange:)` and, if true, invalidates with
    /// `invalidationContext(forBoundsChange:)`, exactly as UICollectionView does — and, as there,
    /// while the layout is asked, its `collectionView.bounds` are still `oldBounds` (UIKit asks
    /// before it applies the change; layouts compare the two).
    package func boundsDidChange(to newBounds: CGRect, from oldBounds: CGRect) {
        view?.boundsBeingChanged = oldBounds
        defer { view?.boundsBeingChanged = nil }
        guard shouldInvalidateLayout(forBoundsChange: newBounds) else { return }
        invalidateLayout(with: invalidationContext(forBoundsChange: newBounds))
    }

    /// A new attributes object of `layoutAttributesClass` for a cell.
    package func makeAttributes(forCellWith indexPath: IndexPath) -> LayoutAttributes {
        let attributes = attributesClass.init()
        attributes.indexPath = indexPath
        return attributes
    }

    /// A new attributes object of `layoutAttributesClass` for a decoration view.
    package func makeAttributes(forDecorationViewOfKind kind: String, with indexPath: IndexPath) -> LayoutAttributes {
        let attributes = makeAttributes(forCellWith: indexPath)
        attributes.representedElementCategory = .decorationView
        attributes.representedElementKind = kind
        return attributes
    }

    /// A new attributes object of `layoutAttributesClass` for a supplementary view.
    package func makeAttributes(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) -> LayoutAttributes {
        let attributes = makeAttributes(forCellWith: indexPath)
        attributes.representedElementCategory = .supplementaryView
        attributes.representedElementKind = kind
        return attributes
    }

    private var attributesClass: LayoutAttributes.Type {
        type(of: self).layoutAttributesClass as? LayoutAttributes.Type ?? LayoutAttributes.self
    }

    // MARK: - Console

    /// Writes one line to `console`.
    func log(_ line: String) {
        console?(line)
    }
}
