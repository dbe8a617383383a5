public import Foundation

/// UITableView geometry as a layout: rows are cells (`item` = row), stacked full width under an
/// optional table header; each section is header, rows, footer.
///
/// Plain-style section headers and footers float like pinned flow-layout headers; grouped ones
/// scroll with their section. Rows are not cached: each query returns new attributes objects.
open class TableLayout: CollectionViewLayout {

    /// True, as UIKit's own layouts answer: in a right-to-left language the collection view
    /// mirrors what this layout computes left to right.
    override open var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// `UITableView.Style`.
    public enum Style: Sendable {
        /// Section headers and footers float over the rows.
        case plain
        /// Section headers and footers scroll with their section.
        case grouped
    }

    // MARK: - Properties (each invalidates the layout)

    /// The table's style.
    public var style: Style { didSet { invalidateLayout() } }

    /// The row height when the delegate gives none. ``automaticDimension``, UIKit's default,
    /// makes rows size themselves: laid out at ``estimatedRowHeight`` until each measures itself
    /// as it comes on screen (docs/facts.md, "Defaults").
    public var rowHeight: CGFloat = automaticDimension { didSet { invalidateLayout() } }

    /// Self-sizing rows' estimate. ``automaticDimension``, UIKit's default, lets the table pick
    /// one: 44 (ScrollReel's reading); 0 turns estimating off, as in UIKit: every row is measured
    /// before the table lays out, so none changes height on screen.
    public var estimatedRowHeight: CGFloat = automaticDimension { didSet { invalidateLayout() } }

    /// The estimate the table picks when ``estimatedRowHeight`` is ``automaticDimension``.
    public static let automaticRowEstimate: CGFloat = 44

    /// `UITableView.automaticDimension`.
    public static let automaticDimension: CGFloat = -1

    /// Whether rows may size themselves: `rowHeight` is ``automaticDimension``, or a delegate
    /// may answer it for a row.
    public var isSelfSizing: Bool { rowHeight == Self.automaticDimension || delegate != nil }

    /// Whether the row at `indexPath` sizes itself: its height — the delegate's
    /// `heightForRowAt`, which wins over `rowHeight` as in UIKit, else `rowHeight` — is
    /// ``automaticDimension``.
    func rowSizesItself(at indexPath: IndexPath) -> Bool {
        (delegate?.tableLayout(self, heightForRowAt: indexPath) ?? rowHeight) == Self.automaticDimension
    }

    /// Keeps the heights rows (and self-sizing headers and footers) measured through `reloadData()`
    /// and other data changes, as the usual fix does: a delegate whose `estimatedHeightForRowAt`
    /// returns the heights cells had.
    public var keepsMeasuredRowHeights = false

    /// The heights rows measured themselves at, by index path.
    var measuredRowHeights: [IndexPath: CGFloat] = [:]

    /// Whether a batch update keeps the heights rows measured — each moving with its row, the
    /// inserted and reloaded ones at their estimate — instead of forgetting them all; a reload
    /// forgets them either way. False reproduces iOS 8 (docs/facts.md, "Self-sizing in flow
    /// layouts and tables"); the scene sets it from the scenario's iOS version.
    package var keepsHeightsThroughBatchUpdates = true

    /// The first iOS whose tables keep measured heights through a batch update (ScrollReel's
    /// reading, docs/facts.md, "Self-sizing in flow layouts and tables").
    package static let heightsSurviveBatchUpdatesSince = IOSVersion(9)

    /// The section header height when the delegate gives none; 0 (no header) by default here.
    /// ``automaticDimension`` makes headers size themselves to their title, laid out at
    /// ``estimatedSectionHeaderHeight`` until each measures itself as it comes on screen.
    public var sectionHeaderHeight: CGFloat = 0 { didSet { invalidateLayout() } }

    /// Self-sizing headers' estimate; 0 disables estimating, as in UIKit: every header is measured
    /// before the table lays out, so none changes height on screen.
    public var estimatedSectionHeaderHeight: CGFloat = 0 { didSet { invalidateLayout() } }

    /// The section footer height when the delegate gives none; 0 (no footer) by default.
    /// ``automaticDimension`` makes footers size themselves, as headers do.
    public var sectionFooterHeight: CGFloat = 0 { didSet { invalidateLayout() } }

    /// Self-sizing footers' estimate; 0 measures every footer before the table lays out.
    public var estimatedSectionFooterHeight: CGFloat = 0 { didSet { invalidateLayout() } }

    /// Whether a section has a header (or footer) to size: UIKit sizes none for a section whose
    /// data source gives no title and whose delegate gives no view, so an automatic height is 0
    /// there. Nil: every section has one.
    package var sectionHasSupplementary: ((_ kind: String, _ section: Int) -> Bool)?

    /// The heights self-sizing headers and footers measured themselves at, by kind and section.
    var measuredSupplementaryHeights: [ElementKey: CGFloat] = [:]

    /// The height of a `tableHeaderView` above section 0; 0 for none.
    public var tableHeaderHeight: CGFloat = 0 { didSet { invalidateLayout() } }

    /// The height of a `tableFooterView` below the last section; 0 for none.
    public var tableFooterHeight: CGFloat = 0 { didSet { invalidateLayout() } }

    /// How the next batch update animates inserted, deleted and reloaded rows (the animation
    /// argument of `insertRows(at:with:)` and its siblings).
    public var rowAnimation: RowAnimation = .automatic

    /// Per-row and per-section heights; setting it invalidates the layout.
    public weak var delegate: TableLayoutDelegate? { didSet { invalidateLayout() } }

    // MARK: - State

    var geometry = TableGeometry()
    var needsHeights = true

    /// A table layout of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    // MARK: - Preparing

    /// Re-asks heights after a full invalidation; always takes the width from the bounds.
    /// - Complexity: O(n) over rows after a full invalidation, O(1) otherwise.
    override open func prepare() {
        super.prepare()
        if needsHeights {
            geometry = makeGeometry()
            needsHeights = false
        }
        geometry.boundsSize = collectionView?.bounds.size ?? .zero
    }

    /// Bounds width × total height.
    override open var collectionViewContentSize: CGSize {
        CGSize(width: geometry.boundsSize.width, height: geometry.height)
    }

    // MARK: - Querying

    /// Rows, headers and footers overlapping `rect`, plain-style headers/footers floated.
    /// - Complexity: O(log n + k).
    override open func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
        attributes(in: rect)
    }

    /// The attributes of the row at `indexPath`, or nil when it does not exist.
    override open func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard let flat = flatRow(at: indexPath) else { return nil }
        return rowAttributes(flat, indexPath: indexPath)
    }

    /// The attributes of the header or footer of `indexPath.section`, or nil.
    override open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> LayoutAttributes? {
        guard indexPath.count >= 1, geometry.sections.indices.contains(indexPath.section) else { return nil }
        switch elementKind {
        case ElementKind.sectionHeader: return headerAttributes(ofSection: indexPath.section)
        case ElementKind.sectionFooter: return footerAttributes(ofSection: indexPath.section)
        default: return nil
        }
    }

    // MARK: - Animated updates (TableLayout+RowAnimation.swift)

    /// Where a row starts: an inserted one as ``rowAnimation`` brings it in, the others where
    /// they were.
    override open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
        let start = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        guard let start, let update = currentUpdate, update.plan.cellSource(ofItemAt: itemIndexPath) == nil else { return start }
        return animatedRow(start, inserted: itemIndexPath, plan: update.plan)
    }

    /// Where a row ends: a deleted one as ``rowAnimation`` takes it out, the others where they go.
    override open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
        let end = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
        guard let end, let update = currentUpdate, update.plan.cellDestination(ofItemAt: itemIndexPath) == nil else { return end }
        return animatedRow(end, deleted: itemIndexPath, plan: update.plan)
    }

    // MARK: - Invalidating

    /// True when the size changed, or always for plain style (headers float with the offset).
    override open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != geometry.boundsSize || style == .plain
    }

    /// Heights are re-asked only on a full invalidation, a data-source count change or a row,
    /// header or footer that measured itself.
    override open func invalidateLayout(with context: InvalidationContext) {
        if context.invalidateDataSourceCounts, !keepsMeasuredRowHeights {
            if keepsHeightsThroughBatchUpdates, let plan = planBeingApplied {
                moveMeasuredHeights(through: plan)
            } else {
                measuredRowHeights.removeAll()
                measuredSupplementaryHeights.removeAll()
            }
        }
        if context.invalidateEverything || context.invalidateDataSourceCounts { needsHeights = true }
        if isSelfSizing, context.invalidatedItemIndexPaths?.isEmpty == false { needsHeights = true }
        if context.invalidatedSupplementaryIndexPaths?.isEmpty == false { needsHeights = true }
        super.invalidateLayout(with: context)
    }

    // MARK: - Self-sizing rows

    /// True when a self-sizing row, header or footer measured a height other than the one it was
    /// given (TableLayout+SelfSizing.swift).
    override open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
        withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> Bool {
        selfSizes(preferredAttributes) && preferredAttributes.size.height != originalAttributes.size.height
    }

    /// Keeps the element's measured height and names it, so the elements after it move.
    override open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
        withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> InvalidationContext {
        keepMeasuredHeight(of: preferredAttributes)
        return super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }

    override package var measuresViewsAsTheyShow: Bool {
        isSelfSizing || sectionHeaderHeight == Self.automaticDimension || sectionFooterHeight == Self.automaticDimension
    }

    // MARK: - Rects (UITableView API)

    /// The row's frame in content coordinates, or `.zero` when it does not exist.
    /// - Complexity: O(1).
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard let flat = flatRow(at: indexPath) else { return .zero }
        return CGRect(x: 0, y: geometry.rowStarts[flat], width: geometry.boundsSize.width,
                      height: geometry.rowHeights[flat])
    }

    /// The section's frame from the top of its header to the bottom of its footer, or `.zero`.
    /// - Complexity: O(1).
    public func rectForSection(_ section: Int) -> CGRect {
        guard geometry.sections.indices.contains(section) else { return .zero }
        let extent = geometry.sections[section]
        return CGRect(x: 0, y: extent.start, width: geometry.boundsSize.width, height: extent.end - extent.start)
    }

    /// The natural (unfloated) frame of the section's header, or `.zero` when out of range.
    public func rectForHeader(inSection section: Int) -> CGRect {
        guard geometry.sections.indices.contains(section) else { return .zero }
        let extent = geometry.sections[section]
        return CGRect(x: 0, y: extent.start, width: geometry.boundsSize.width, height: extent.headerHeight)
    }

    /// The natural (unfloated) frame of the section's footer, or `.zero` when out of range.
    public func rectForFooter(inSection section: Int) -> CGRect {
        guard geometry.sections.indices.contains(section) else { return .zero }
        let extent = geometry.sections[section]
        return CGRect(x: 0, y: extent.footerStart, width: geometry.boundsSize.width, height: extent.footerHeight)
    }

    /// The frame of the table header view: the top `tableHeaderHeight` points.
    public var rectForTableHeaderView: CGRect {
        CGRect(x: 0, y: 0, width: geometry.boundsSize.width, height: geometry.tableHeaderHeight)
    }

    /// Where the table's footer view goes: below the last section.
    public var rectForTableFooterView: CGRect {
        CGRect(x: 0, y: geometry.height - tableFooterHeight, width: geometry.boundsSize.width, height: tableFooterHeight)
    }

    /// The flat row index of `indexPath`, or nil when it does not exist.
    func flatRow(at indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2, geometry.sections.indices.contains(indexPath.section) else { return nil }
        let section = geometry.sections[indexPath.section]
        guard (0..<section.rowCount).contains(indexPath.row) else { return nil }
        return section.firstRow + indexPath.row
    }
}
