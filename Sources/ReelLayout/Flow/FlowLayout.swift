public import Foundation
import ReelGeometry

/// A line-based grid layout, as `UICollectionViewFlowLayout`.
///
/// `prepare()` computes every frame once (O(n)); queries binary-search the monotonic line and
/// section extents (O(log n + k)). Like UIKit it vends its cached `LayoutAttributes` objects and
/// logs once when a subclass modified one of them in place.
open class FlowLayout: CollectionViewLayout {

    /// True, as UIKit's own layouts answer: in a right-to-left language the collection view
    /// mirrors what this layout computes left to right.
    override open var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    // MARK: - Properties (a changed value invalidates the layout, as UIKit's setters do)

    /// The scrolling direction; `.vertical` by default.
    open var scrollDirection: ScrollAxis = .vertical { didSet { invalidate(if: scrollDirection != oldValue) } }

    /// The item size when the delegate gives none; `(50, 50)` as in UIKit.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidate(if: itemSize != oldValue) } }

    /// Non-zero turns on self-sizing cells: every item is laid out at this size until its cell
    /// measures itself when it comes on screen (`shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`);
    /// ``automaticSize`` estimates with `itemSize`. The delegate's item sizes are not asked.
    open var estimatedItemSize: CGSize = .zero { didSet { invalidate(if: estimatedItemSize != oldValue) } }

    /// `UICollectionViewFlowLayout.automaticSize`: self-sizing with the estimate the layout
    /// picks (ScrollReel's reading: `itemSize`).
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// Whether cells size themselves (`estimatedItemSize` is set).
    package var isSelfSizing: Bool { estimatedItemSize != .zero }

    /// The size an item has until it measured itself.
    var estimate: CGSize { estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize }

    /// The minimum spacing between lines; 10 as in UIKit.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidate(if: minimumLineSpacing != oldValue) } }

    /// The minimum spacing between items of a line; 10 as in UIKit.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidate(if: minimumInteritemSpacing != oldValue) } }

    /// The margins around each section's items.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidate(if: sectionInset != oldValue) } }
    /// `sectionInsetReference`: what the section insets are measured from across the scrolling
    /// axis — the content's edge (the default), the safe area's or the layout margins' (UIKit
    /// docs, iOS 11).
    open var sectionInsetReference: SectionInsetReference = .fromContentInset {
        didSet { invalidate(if: sectionInsetReference != oldValue) }
    }

    /// `UICollectionViewFlowLayout.SectionInsetReference`.
    public enum SectionInsetReference: Int, Sendable { case fromContentInset = 0, fromSafeArea, fromLayoutMargins }

    /// The header size; only the scrolling-direction length is used, and 0 means no header.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidate(if: headerReferenceSize != oldValue) } }

    /// The footer size; only the scrolling-direction length is used, and 0 means no footer.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidate(if: footerReferenceSize != oldValue) } }

    /// Whether headers stick to the top of the visible bounds while their section is visible.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidate(if: sectionHeadersPinToVisibleBounds != oldValue) } }

    /// Whether footers stick to the bottom of the visible bounds while their section is visible.
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidate(if: sectionFootersPinToVisibleBounds != oldValue) } }

    /// Reports frame origins on the screen's pixel grid (`round(v × scale) / scale`), sizes
    /// exact, as UIKit's flow layout does by default (its private `_roundsToScreenScale`).
    package var roundsToScreenScale = true { didSet { invalidate(if: roundsToScreenScale != oldValue) } }

    /// Only these sections' headers and footers pin while pinning is on (a scenario's
    /// `pinnedSections`); nil pins every section's, as UIKit does.
    package var pinnedSections: Set<Int>? { didSet { invalidateLayout() } }

    // MARK: - Constants

    /// The zIndex of headers and footers that pin to the visible bounds (UIKit keeps them above cells).
    package static let pinnedSupplementaryZIndex = 1024

    /// The zIndex of headers and footers that do not pin.
    package static let supplementaryZIndex = 10

    // MARK: - State

    var metrics = FlowMetrics()
    var geometry = FlowGeometry()
    var needsMetrics = true
    var needsGeometry = true
    var vended = VendedAttributes()
    var hasLoggedCacheMismatch = false
    /// The sizes cells measured themselves at (self-sizing), by index path; forgotten when the
    /// data changes.
    var measuredItemSizes: [IndexPath: CGSize] = [:]

    /// A vertical flow layout with UIKit's defaults.
    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Invalidates when a property really changed: UIKit's setters compare first, so a layout
    /// that sets the same `itemSize` in every `prepare()` is not invalidated forever.
    private func invalidate(if changed: Bool) {
        if changed { invalidateLayout() }
    }

    // MARK: - Preparing

    override open class var invalidationContextClass: AnyClass {
        FlowLayoutInvalidationContext.self
    }

    /// Asks the delegate again if metrics are stale and re-runs the geometry if it is stale.
    /// - Complexity: O(n) over items when anything is stale, O(1) otherwise.
    override open func prepare() {
        super.prepare()
        updateGeometryIfNeeded()
    }

    /// Recomputes what is stale. Queries call it too, so a property a subclass sets in its
    /// `prepare()` after `super.prepare()` takes effect in the same pass, as in UIKit.
    /// - Complexity: O(n) over items when anything is stale, O(1) otherwise.
    func updateGeometryIfNeeded() {
        guard needsMetrics || needsGeometry else { return }
        if needsMetrics { metrics = fetchMetrics() }
        discardVendedAttributes()
        let host = collectionView
        geometry = FlowGeometry(
            metrics: metrics, axis: scrollDirection,
            boundsSize: host?.bounds.size ?? .zero, contentInset: host?.adjustedContentInset ?? .zero,
            pixelScale: roundsToScreenScale ? host?.displayScale : nil)
        needsMetrics = false
        needsGeometry = false
        if geometry.hasItemThatDoesNotFit { logFitWarning() }
    }

    /// The content size of the last geometry pass: cross length × total main length.
    override open var collectionViewContentSize: CGSize {
        updateGeometryIfNeeded()
        return geometry.contentSize
    }

    // MARK: - Querying

    /// The cells, headers and footers whose frames overlap `rect`, pinned headers/footers at
    /// their pinned positions.
    /// - Complexity: O(log n + k) for k returned elements.
    override open func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
        updateGeometryIfNeeded()
        return attributes(in: rect)
    }

    /// The cached attributes of the cell at `indexPath`, or nil when it does not exist.
    /// - Complexity: O(1).
    override open func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        updateGeometryIfNeeded()
        guard indexPath.count == 2, geometry.sections.indices.contains(indexPath.section) else { return nil }
        let section = geometry.sections[indexPath.section]
        guard (0..<section.itemCount).contains(indexPath.item) else { return nil }
        return vendCell(section.firstItem + indexPath.item, indexPath: indexPath)
    }

    /// The cached attributes of the header or footer of `indexPath.section`, or nil.
    /// - Complexity: O(1).
    override open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> LayoutAttributes? {
        updateGeometryIfNeeded()
        guard indexPath.count >= 1, geometry.sections.indices.contains(indexPath.section) else { return nil }
        switch elementKind {
        case ElementKind.sectionHeader: return vendHeader(ofSection: indexPath.section)
        case ElementKind.sectionFooter: return vendFooter(ofSection: indexPath.section)
        default: return nil
        }
    }

    // MARK: - Invalidating

    /// True when the bounds size differs from the one the geometry used, or when headers or
    /// footers pin (their positions follow the offset).
    override open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != geometry.boundsSize
            || sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
    }

    /// Keeps the delegate metrics; recomputes the geometry only when the size changed (pinned
    /// positions are computed at query time, so scrolling never re-runs the O(n) pass).
    override open func invalidationContext(forBoundsChange newBounds: CGRect) -> InvalidationContext {
        let context = FlowLayoutInvalidationContext()
        context.invalidateFlowLayoutDelegateMetrics = false
        context.invalidateFlowLayoutAttributes = newBounds.size != geometry.boundsSize
        return context
    }

    /// Marks metrics and/or geometry stale as `context` says; checks and drops the vended
    /// attributes when the geometry goes stale. Items a self-sizing context names take their
    /// measured sizes.
    override open func invalidateLayout(with context: InvalidationContext) {
        let flow = context as? FlowLayoutInvalidationContext
        if context.invalidateDataSourceCounts { measuredItemSizes.removeAll() }
        let metricsStale = context.invalidateEverything || context.invalidateDataSourceCounts
            || flow?.invalidateFlowLayoutDelegateMetrics == true
        var geometryStale = metricsStale || flow?.invalidateFlowLayoutAttributes == true
        if isSelfSizing, !metricsStale, let items = context.invalidatedItemIndexPaths, !items.isEmpty, !needsMetrics {
            for path in items { if let size = measuredItemSizes[path] { metrics.setSize(size, ofItemAt: path) } }
            geometryStale = true
        }
        if geometryStale { discardVendedAttributes() }
        needsMetrics = needsMetrics || metricsStale
        needsGeometry = needsGeometry || geometryStale
        super.invalidateLayout(with: context)
    }

    // MARK: - Self-sizing

    /// True when the cell measured a size other than the one it was given, as UIKit's flow
    /// layout answers.
    override open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
        withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> Bool {
        preferredAttributes.representedElementCategory == .cell && preferredAttributes.size != originalAttributes.size
    }

    override package var measuresViewsAsTheyShow: Bool { isSelfSizing }

    /// Keeps the measured size for the item and names it, so the items after it move.
    override open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
        withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> InvalidationContext {
        if preferredAttributes.representedElementCategory == .cell {
            measuredItemSizes[preferredAttributes.indexPath] = preferredAttributes.size
        }
        return super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }

    // MARK: - Subclass hooks (module-internal; declared here so subclasses can override them)

    /// The header size `section` gets after the delegate or `headerReferenceSize` answered; the
    /// answer is cached with the other metrics.
    func resolvedHeaderSize(_ size: CGSize, inSection section: Int) -> CGSize {
        size
    }

    /// How far below the visible start a pinned header of `section` pins (0: at the visible start).
    /// - Complexity: O(1); it runs on every query of a pinned header.
    func headerPinInset(forSection section: Int) -> CGFloat {
        0
    }

    // MARK: - Console

    /// UIKit's three-line warning for an item longer than the cross axis allows.
    private func logFitWarning() {
        log("The behavior of the UICollectionViewFlowLayout is not defined because:")
        if scrollDirection == .horizontal {
            log("the item height must be less than the height of the UICollectionView minus the section insets top and bottom values, minus the content insets top and bottom values.")
        } else {
            log("the item width must be less than the width of the UICollectionView minus the section insets left and right values, minus the content insets left and right values.")
        }
        log("Please check the values returned by the delegate.")
    }
}
