public import Foundation
public import ReelLayout

/// `UITableViewDiffableDataSource`: snapshots for the table view it is made for, whose data
/// source it becomes. Applying a snapshot to a table on screen performs the difference as one
/// batch update with `defaultRowAnimation` (animated) or reloads the data; the cell provider
/// makes each cell as it comes on screen. Section titles and editing answer what a subclass
/// overrides (UIKit's own answers: no titles, rows not editable or movable).
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: UITableViewDataSource {
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private unowned let tableView: UITableView
    private let cellProvider: CellProvider
    /// The engine's snapshot-driven data source: counts and identifiers by index path.
    private let storage = DiffableDataSource<SectionIdentifierType, ItemIdentifierType, UITableViewCell> { _, _ in nil }
    /// The animation of the rows an animated apply inserts, deletes and reloads.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// Makes `snapshot` the data: on screen, its difference from the data before as one batch
    /// update when `animatingDifferences`, else a reload. `completion` runs when the update's
    /// animation ends, or on the next turn of the main run loop when nothing animates; at once
    /// for a table not on screen.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        if animatingDifferences { tableView.tableLayout.rowAnimation = defaultRowAnimation }
        storage.apply(snapshot, on: tableView.rows.host, view: .table, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// `applySnapshotUsingReloadData(_:completion:)`.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    public func snapshot() -> Snapshot { storage.snapshot() }

    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        storage.itemIdentifier(for: indexPath)
    }

    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        storage.sectionIdentifier(for: index)
    }

    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        storage.indexPath(for: itemIdentifier)
    }

    public func numberOfSections(in tableView: UITableView) -> Int {
        storage.numberOfSections
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        storage.numberOfItems(inSection: section)
    }

    /// The cell the provider makes for the row at `indexPath`; a provider that gives none
    /// raises UIKit's exception (the app ends) and a plain cell stands in.
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let cell = itemIdentifier(for: indexPath).flatMap({ cellProvider(tableView, indexPath, $0) }) { return cell }
        tableView.rows.host?.raise(UncaughtException.nilCell(at: indexPath, view: .table))
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    // What a subclass overrides, with UIKit's answers.

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}
