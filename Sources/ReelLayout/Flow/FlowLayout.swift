import Foundation
import ReelGeometry

/// A line-based grid layout, as `UICollectionViewFlowLayout`.
///
/// `prepare()` computes every frame once (O(n)); queries binary-search the monotonic line and
/// section extents (O(log n + k)). Like UIKit it vends its cached `LayoutAttributes` objects and
/// logs once when a subclass modified one of them in place.
open class FlowLayout: CollectionViewLayout {
    // MARK: - Properties (each invalidates the layout, as UIKit's setters do)

    /// The scrolling direction; `.vertical` by default.
    public var scrollDirection: Axis = .vertical { didSet { invalidateLayout() } }

    /// The item size when the delegate gives none; `(50, 50)` as in UIKit.
    public var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }

    /// Stored only: self-sizing cells are not modelled.
    public var estimatedItemSize: CGSize = .zero

    /// The minimum spacing between lines; 10 as in UIKit.
    public var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }

    /// The minimum spacing between items of a line; 10 as in UIKit.
    public var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }

    /// The margins around each section's items.
    public var sectionInset: EdgeInsets = .zero { didSet { invalidateLayout() } }

    /// The header size; only the scrolling-direction length is used, and 0 means no header.
    public var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }

    /// The footer size; only the scrolling-direction length is used, and 0 means no footer.
    public var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }

    /// Whether headers stick to the top of the visible bounds while their section is visible.
    public var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    /// Whether footers stick to the bottom of the visible bounds while their section is visible.
    public var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    /// Reports frame origins on the screen's pixel grid (`round(v × scale) / scale`), sizes
    /// exact, as UIKit's flow layout does by default (its private `_roundsToScreenScale`).
    public var roundsToScreenScale = true { didSet { invalidateLayout() } }

    /// Per-section and per-item metrics; setting it invalidates the layout.
    public weak var delegate: FlowLayoutDelegate? { didSet { invalidateLayout() } }

    // MARK: - Constants

    /// The zIndex of headers and footers that pin to the visible bounds (UIKit keeps them above cells).
    public static let pinnedSupplementaryZIndex = 1024

    /// The zIndex of headers and footers that do not pin.
    public static let supplementaryZIndex = 10

    // MARK: - State

    var metrics = FlowMetrics()
    var geometry = FlowGeometry()
    var needsMetrics = true
    var needsGeometry = true
    var vended = VendedAttributes()
    var hasLoggedCacheMismatch = false

    /// A vertical flow layout with UIKit's defaults.
    public override init() {
        super.init()
    }

    // MARK: - Preparing

    override open class var invalidationContextClass: InvalidationContext.Type {
        FlowLayoutInvalidationContext.self
    }

    /// Asks the delegate again if metrics are stale and re-runs the geometry if it is stale.
    /// - Complexity: O(n) over items when anything is stale, O(1) otherwise.
    override open func prepare() {
        super.prepare()
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
    override open var collectionViewContentSize: CGSize { geometry.contentSize }

    // MARK: - Querying

    /// The cells, headers and footers whose frames overlap `rect`, pinned headers/footers at
    /// their pinned positions.
    /// - Complexity: O(log n + k) for k returned elements.
    override open func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        attributes(in: rect)
    }

    /// The cached attributes of the cell at `indexPath`, or nil when it does not exist.
    /// - Complexity: O(1).
    override open func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
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
    /// attributes when the geometry goes stale.
    override open func invalidateLayout(with context: InvalidationContext) {
        let flow = context as? FlowLayoutInvalidationContext
        let metricsStale = context.invalidateEverything || context.invalidateDataSourceCounts
            || flow?.invalidateFlowLayoutDelegateMetrics == true
        let geometryStale = metricsStale || flow?.invalidateFlowLayoutAttributes == true
        if geometryStale { discardVendedAttributes() }
        needsMetrics = needsMetrics || metricsStale
        needsGeometry = needsGeometry || geometryStale
        super.invalidateLayout(with: context)
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
