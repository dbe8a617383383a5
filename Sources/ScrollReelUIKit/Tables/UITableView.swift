public import Foundation
public import ReelLayout
public import ReelScroll

/// `UITableView`: rows in sections, from the app's data source and delegate, with UIKit's
/// calls. Underneath it is ScrollReel's table layout in a collection view — the one
/// implementation a scenario's `table` layout uses too — which the table forwards to; the
/// scene runs that collection view when the table is on screen.
open class UITableView: ScrollingView {
    public let style: Style
    /// The collection view that lays out and scrolls the rows.
    package let rows: LayoutCollectionView
    /// Its layout: UIKit's table geometry.
    package let tableLayout: TableLayout
    /// Answers the collection view for the table: the app's data source and delegate, in a
    /// table's words.
    private let bridge = TableBridge()

    public static let automaticDimension = TableLayout.automaticDimension
    public typealias RowAnimation = ReelLayout.RowAnimation

    /// `UITableView.ScrollPosition`: where `scrollToRow` and `selectRow` put the row.
    public enum ScrollPosition: Int, Sendable, Hashable {
        /// As little scrolling as shows the whole row (`scrollToRow`); no scrolling (`selectRow`).
        case none, top, middle, bottom
    }

    /// A table of `style` at `frame`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        tableLayout = TableLayout(style: style == .plain ? .plain : .grouped)
        rows = LayoutCollectionView(frame: CGRect(origin: .zero, size: frame.size), collectionViewLayout: tableLayout)
        super.init(frame: frame)
        bridge.table = self
        contentScrollingView = rows
        addSubview(rows)
        rows.dataSource = bridge
        rows.delegate = bridge
        // UIKit's tables size headers and footers from their titles and views.
        tableLayout.sectionHeaderHeight = Self.automaticDimension
        tableLayout.sectionFooterHeight = Self.automaticDimension
        tableLayout.sectionHasSupplementary = { [unowned self] kind, section in
            kind == ElementKind.sectionHeader ? hasHeader(inSection: section) : hasFooter(inSection: section)
        }
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        rows.backgroundColor = backgroundColor
        // A table bounces however few its rows (docs/facts.md, "Safe area").
        rows.alwaysBounceVertical = true
    }

    public required convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// From a storyboard: plain, unless the storyboard says otherwise.
    public required convenience init?(coder: NSCoder) {
        self.init(frame: UIScreen.main.bounds, style: (coder as? StoryboardCoder)?.tableStyle ?? .plain)
    }

    open override var frame: CGRect {
        didSet { rows.frame = CGRect(origin: .zero, size: frame.size) }
    }

    // MARK: - Data source and delegate

    /// Held weakly, as UIKit holds it; setting it reloads.
    public weak var dataSource: UITableViewDataSource? {
        didSet {
            rows.dataSource = bridge
            tableLayout.invalidateLayout()
        }
    }

    /// A `UITableViewDelegate`, held weakly (UIScrollView's `delegate`, which a table's
    /// delegate refines); its height methods size the rows, headers and footers.
    open override weak var delegate: UIScrollViewDelegate? {
        didSet {
            tableLayout.delegate = delegate == nil ? nil : bridge
            rows.delegate = bridge
        }
    }

    /// The delegate as the table asks it.
    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    public weak var prefetchDataSource: AnyObject?
    /// The section index's colours and when it shows: kept (the index is not drawn).
    public var sectionIndexColor: UIColor?
    public var sectionIndexBackgroundColor: UIColor?
    public var sectionIndexTrackingBackgroundColor: UIColor?
    public var sectionIndexMinimumDisplayRowCount = 0
    /// `dragDelegate` and `dropDelegate`: kept, never asked (a script makes no long press).
    public weak var dragDelegate: AnyObject?
    public weak var dropDelegate: AnyObject?
    /// `dragInteractionEnabled`: false on an iPhone by default (UIKit docs).
    public var dragInteractionEnabled = false
    /// `hasActiveDrag` and `hasActiveDrop`: false — no drag begins in a reel.
    public var hasActiveDrag: Bool { false }
    public var hasActiveDrop: Bool { false }

    // MARK: - Heights and looks

    /// ``automaticDimension`` (UIKit's default): rows size themselves.
    open var rowHeight: CGFloat {
        get { tableLayout.rowHeight }
        set { tableLayout.rowHeight = newValue }
    }
    open var estimatedRowHeight: CGFloat {
        get { tableLayout.estimatedRowHeight }
        set { tableLayout.estimatedRowHeight = newValue }
    }
    open var sectionHeaderHeight: CGFloat {
        get { tableLayout.sectionHeaderHeight }
        set { tableLayout.sectionHeaderHeight = newValue }
    }
    open var sectionFooterHeight: CGFloat {
        get { tableLayout.sectionFooterHeight }
        set { tableLayout.sectionFooterHeight = newValue }
    }
    open var estimatedSectionHeaderHeight: CGFloat {
        get { tableLayout.estimatedSectionHeaderHeight }
        set { tableLayout.estimatedSectionHeaderHeight = newValue }
    }
    open var estimatedSectionFooterHeight: CGFloat {
        get { tableLayout.estimatedSectionFooterHeight }
        set { tableLayout.estimatedSectionFooterHeight = newValue }
    }
    /// `sectionHeaderTopPadding` (iOS 15): kept.
    open var sectionHeaderTopPadding: CGFloat = 0

    /// A view above the rows, as tall as its frame, as wide as the table: drawn there.
    open var tableHeaderView: UIView? {
        didSet {
            tableLayout.tableHeaderHeight = tableHeaderView?.frame.height ?? 0
            rows.contentHeaderView = tableHeaderView
        }
    }
    open var tableFooterView: UIView? {
        didSet {
            tableLayout.tableFooterHeight = tableFooterView?.frame.height ?? 0
            rows.contentFooterView = tableFooterView
        }
    }

    open var separatorStyle = SeparatorStyle.singleLine
    open var separatorColor: UIColor?
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    open var backgroundView: UIView?
    open var allowsSelection = true
    open var allowsMultipleSelection = false { didSet { rows.allowsMultipleSelection = allowsMultipleSelection } }
    open var isEditing = false
    open var cellLayoutMarginsFollowReadableWidth = false

    open override var backgroundColor: UIColor? {
        didSet { rows.backgroundColor = backgroundColor }
    }

    // MARK: - Scroll view

    open override var contentOffset: CGPoint {
        get { rows.contentOffset }
        set { rows.contentOffset = newValue }
    }
    open override var contentInset: UIEdgeInsets {
        get { rows.contentInset }
        set { rows.contentInset = newValue }
    }
    open override var contentSize: CGSize {
        get { rows.contentSize }
        set {}
    }
    open override var adjustedContentInset: UIEdgeInsets { rows.adjustedContentInset }
    open override var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        didSet { rows.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior }
    }
    open override var bounces: Bool {
        get { rows.bounces }
        set { rows.bounces = newValue }
    }
    open override var alwaysBounceVertical: Bool {
        get { rows.alwaysBounceVertical }
        set { rows.alwaysBounceVertical = newValue }
    }
    open override var isPagingEnabled: Bool {
        get { rows.isPagingEnabled }
        set { rows.isPagingEnabled = newValue }
    }
    open override var decelerationRate: DecelerationRate {
        get { rows.decelerationRate }
        set { rows.decelerationRate = newValue }
    }
    open override var isTracking: Bool { rows.isTracking }
    open override var isDragging: Bool { rows.isDragging }
    open override var isDecelerating: Bool { rows.isDecelerating }

    open override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        rows.setContentOffset(contentOffset, animated: animated)
    }

    // MARK: - Cells

    private var registeredHeaderFooters: [String: UITableViewHeaderFooterView.Type] = [:]
    /// A storyboard table's static sections (`dataMode="static"`): its cells, made once, and
    /// titles, which its table view controller answers with; nil for a dynamic table.
    package final var staticSections: [StaticSection]?

    /// One static section of a storyboard table.
    package struct StaticSection {
        package var headerTitle: String?
        package var footerTitle: String?
        package var cells: [UITableViewCell]
    }

    /// Header and footer views made from a nib, by identifier.
    final var headerFooterMakers: [String: () -> UITableViewHeaderFooterView] = [:]

    /// `register(_:forCellReuseIdentifier:)`.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        rows.register(cellClass, forCellWithReuseIdentifier: identifier)
    }

    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooters[identifier] = aClass as? UITableViewHeaderFooterView.Type
        headerFooterMakers[identifier] = nil
    }

    /// A cell for the row, reused or made from the class registered for `identifier`;
    /// UIKit's exception for an identifier nothing was registered for.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard canDequeue(identifier) else {
            rows.host?.raise(.raised(name: "NSInternalInconsistencyException",
                                     reason: "unable to dequeue a cell with identifier \(identifier) - must register a nib or "
                                         + "a class for the identifier or connect a prototype cell in a storyboard"))
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
        return rows.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as? UITableViewCell
            ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// The older call: nil when nothing is registered (the app then makes its own cell).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard canDequeue(identifier) else { return nil }
        return dequeueReusableCell(withIdentifier: identifier, for: IndexPath(row: 0, section: 0))
    }

    /// Whether a class or a storyboard prototype is registered for `identifier` (the rows'
    /// collection view keeps both).
    private func canDequeue(_ identifier: String) -> Bool {
        rows.registeredCellClasses[identifier] != nil || rows.cellMakers[identifier] != nil
    }

    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let make = headerFooterMakers[identifier] {
            let view = make()
            view.reuseIdentifier = identifier
            return view
        }
        guard let type = registeredHeaderFooters[identifier] else { return nil }
        let view = type.init(frame: .zero)
        view.reuseIdentifier = identifier
        return view
    }


    public var visibleCells: [UITableViewCell] { rows.visibleCells.compactMap { $0 as? UITableViewCell } }
    public var indexPathsForVisibleRows: [IndexPath]? { rows.indexPathsForVisibleItems }
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { rows.cellForItem(at: indexPath) as? UITableViewCell }
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { rows.indexPath(for: cell) }
    open func indexPathForRow(at point: CGPoint) -> IndexPath? { rows.indexPathForItem(at: point) }
    public var numberOfSections: Int { rows.numberOfSections }
    open func numberOfRows(inSection section: Int) -> Int { rows.numberOfItems(inSection: section) }
    open func rectForRow(at indexPath: IndexPath) -> CGRect { tableLayout.rectForRow(at: indexPath) }
    open func rectForSection(_ section: Int) -> CGRect { tableLayout.rectForSection(section) }
    open func rectForHeader(inSection section: Int) -> CGRect { tableLayout.rectForHeader(inSection: section) }
    open func rectForFooter(inSection section: Int) -> CGRect { tableLayout.rectForFooter(inSection: section) }

    /// `deselectRow(at:animated:)`; the delegate is not told, as UIKit does not tell it of
    /// selections made in code.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) { rows.deselectItem(at: indexPath, animated: animated) }

    /// `selectRow(at:animated:scrollPosition:)`: selects the row (alone, unless several may be)
    /// and scrolls it to `scrollPosition`; `.none` does not scroll, and nil deselects all (UIKit docs).
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        rows.selectItem(at: indexPath, animated: animated, scrollPosition: [])
        if let indexPath, scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// The first selected row, nil when none is.
    open var indexPathForSelectedRow: IndexPath? { rows.indexPathsForSelectedItems?.first }

    /// The selected rows in order; nil when none is (UIKit docs).
    open var indexPathsForSelectedRows: [IndexPath]? {
        guard let selected = rows.indexPathsForSelectedItems, !selected.isEmpty else { return nil }
        return selected
    }
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    // MARK: - Data changes

    /// Marks the data stale: the data source is asked at the next layout pass.
    open func reloadData() { rows.reloadData() }

    /// `beginUpdates()` … `endUpdates()`: the calls between make one animated update.
    open func beginUpdates() {
        openUpdates += 1
        if openUpdates == 1 { rows.beginCollectingUpdates(named: "beginUpdates") }
    }

    open func endUpdates() {
        guard openUpdates > 0 else { return }
        openUpdates -= 1
        if openUpdates == 0 { rows.endCollectingUpdates() }
    }

    private var openUpdates = 0

    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        rows.performBatchUpdates(updates, completion: completion)
    }

    /// The same with a block that does not escape, as UIKit declares it: an app's block may use
    /// its properties without writing `self.`.
    public final func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { performBatchUpdates(Optional($0), completion: completion) }
    }

    // Each call is named in the trace as the app wrote it: `insertRows [[0, 0]] .automatic`.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        tableLayout.rowAnimation = animation
        rows.record("insertRows \(Self.name(indexPaths)) .\(animation.rawValue)") { $0.insertItems += indexPaths }
    }
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        tableLayout.rowAnimation = animation
        rows.record("deleteRows \(Self.name(indexPaths)) .\(animation.rawValue)") { $0.deleteItems += indexPaths }
    }
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        tableLayout.rowAnimation = animation
        rows.record("reloadRows \(Self.name(indexPaths)) .\(animation.rawValue)") { $0.reloadItems += indexPaths }
    }
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        rows.record("reconfigureRows \(Self.name(indexPaths))") { $0.reconfigureItems += indexPaths }
    }
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        rows.record("moveRow \(Self.name(indexPath)) to \(Self.name(newIndexPath))") {
            $0.moveItems.append(.init(from: indexPath, to: newIndexPath))
        }
    }
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        tableLayout.rowAnimation = animation
        rows.record("insertSections \(Self.name(sections)) .\(animation.rawValue)") { $0.insertSections += Array(sections) }
    }
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        tableLayout.rowAnimation = animation
        rows.record("deleteSections \(Self.name(sections)) .\(animation.rawValue)") { $0.deleteSections += Array(sections) }
    }
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        tableLayout.rowAnimation = animation
        rows.record("reloadSections \(Self.name(sections)) .\(animation.rawValue)") { $0.reloadSections += Array(sections) }
    }
    open func moveSection(_ section: Int, toSection newSection: Int) {
        rows.record("moveSection \(section) to \(newSection)") { $0.moveSections.append(.init(from: section, to: newSection)) }
    }

    private static func name(_ indexPath: IndexPath) -> String { LayoutCollectionView.name(indexPath) }
    private static func name(_ indexPaths: [IndexPath]) -> String { LayoutCollectionView.name(indexPaths) }
    private static func name(_ sections: IndexSet) -> String { LayoutCollectionView.name(sections) }

    // MARK: - Scrolling

    /// Scrolls the row to `scrollPosition`, as `scrollToItem` does; `.none` scrolls as little as
    /// shows the whole row, not at all when it shows already (UIKit docs).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let position: ReelScroll.ScrollPosition
        switch scrollPosition {
        case .top: position = .top
        case .middle: position = .centeredVertically
        case .bottom: position = .bottom
        case .none:
            rows.host?.layoutIfNeeded()
            let row = rectForRow(at: indexPath)
            let visible = rows.bounds.inset(by: rows.adjustedContentInset)
            if row.minY < visible.minY {
                position = .top
            } else if row.maxY > visible.maxY {
                position = .bottom
            } else {
                return
            }
        }
        rows.scrollToItem(at: indexPath, at: position, animated: animated)
    }

    /// Scrolls the first selected row to `scrollPosition`; nothing when no row is selected.
    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let selected = indexPathForSelectedRow else { return }
        scrollToRow(at: selected, at: scrollPosition, animated: animated)
    }

    // MARK: - Headers and footers

    /// Whether a section has a header: a view or a title; in a grouped table, also a height of
    /// its own. A plain table shows no header without a view or title, whatever height it is
    /// given (Interface Builder writes 22 or 28 into every plain table; docs/facts.md, "Table cells").
    func hasHeader(inSection section: Int) -> Bool {
        tableDelegate?.tableView(self, viewForHeaderInSection: section) != nil
            || dataSource?.tableView(self, titleForHeaderInSection: section) != nil
            || (style != .plain && sectionHeaderHeight != Self.automaticDimension && sectionHeaderHeight > 0)
    }

    func hasFooter(inSection section: Int) -> Bool {
        tableDelegate?.tableView(self, viewForFooterInSection: section) != nil
            || dataSource?.tableView(self, titleForFooterInSection: section) != nil
            || (style != .plain && sectionFooterHeight != Self.automaticDimension && sectionFooterHeight > 0)
    }

    /// The view of a header or footer: the delegate's, else one showing the data source's title.
    func supplementaryView(ofKind kind: String, section: Int) -> CollectionReusableView? {
        let isHeader = kind == ElementKind.sectionHeader
        if let view = isHeader ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
            : tableDelegate?.tableView(self, viewForFooterInSection: section) {
            if let reusable = view as? CollectionReusableView { return reusable }
            let holder = CollectionReusableView(frame: .zero)
            holder.addSubview(view)
            return holder
        }
        guard let title = isHeader ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section) else { return nil }
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        view.textLabel?.text = style == .plain ? title : title.uppercased()
        if style == .plain {
            view.titlesPlainSection = true
            view.backgroundColor = .secondarySystemBackground
            view.textLabel?.font = .boldSystemFont(ofSize: 17)
            view.textLabel?.textColor = .label
        }
        return view
    }

    /// `UITableView.Style`.
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }

    /// `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
}
