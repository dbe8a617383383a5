public import Foundation
public import ReelLayout

/// `NSDiffableDataSourceSnapshot`.
public typealias NSDiffableDataSourceSnapshot = DiffableDataSourceSnapshot
/// `NSDiffableDataSourceSectionSnapshot`.
public typealias NSDiffableDataSourceSectionSnapshot = DiffableDataSourceSectionSnapshot

/// `UICollectionViewDiffableDataSource`: snapshots for the collection view it is made for, whose
/// data source it becomes. Applying a snapshot to a collection view on screen performs the
/// difference as one batch update (animated) or reloads the data. ScrollReel draws cells from
/// the app's cells: the cell provider makes each as it comes on screen.
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: UICollectionViewDataSource {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private unowned let collectionView: UICollectionView
    private let cellProvider: CellProvider
    /// The engine's snapshot-driven data source: counts and identifiers by index path.
    private let storage = DiffableDataSource<SectionIdentifierType, ItemIdentifierType, UICollectionViewCell> { _, _ in nil }
    public var supplementaryViewProvider: SupplementaryViewProvider?

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// Makes `snapshot` the data: on screen, its difference from the data before as one batch
    /// update when `animatingDifferences`, else a reload. `completion` runs when the update's
    /// animation ends, or on the next turn of the main run loop when nothing animates; at once
    /// for a view not on screen.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        // A whole snapshot flattens the sections' trees, as UIKit's does.
        sectionSnapshots = [:]
        storage.apply(snapshot, on: collectionView.host, view: .collection, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The sections given as trees (`apply(_:to:)`), by section.
    private var sectionSnapshots: [SectionIdentifierType: SectionSnapshot] = [:]
    public typealias SectionSnapshot = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>

    /// Makes `snapshot` the items of `section` (appended when the data has no such section):
    /// the section shows its visible items, as one update of the whole data.
    open func apply(_ snapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool = true,
                    completion: (() -> Void)? = nil) {
        var whole = storage.snapshot()
        if whole.indexOfSection(section) == nil {
            whole.appendSections([section])
        } else {
            whole.deleteItems(whole.itemIdentifiers(inSection: section))
        }
        whole.appendItems(snapshot.visibleItems, toSection: section)
        sectionSnapshots[section] = snapshot
        storage.apply(whole, on: collectionView.host, view: .collection, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The section's tree as last applied; a section given flat is a tree of roots alone.
    public func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
        if let tree = sectionSnapshots[section] { return tree }
        var flat = SectionSnapshot()
        let whole = storage.snapshot()
        if whole.indexOfSection(section) != nil { flat.append(whole.itemIdentifiers(inSection: section)) }
        return flat
    }

    /// What the data source asks and tells the app as an outline's parents expand and
    /// collapse (kept: a reel expands nothing by touch).
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`.
    public struct SectionSnapshotHandlers<Item: Hashable> {
        public var shouldExpandItem: ((Item) -> Bool)?
        public var willExpandItem: ((Item) -> Void)?
        public var shouldCollapseItem: ((Item) -> Bool)?
        public var willCollapseItem: ((Item) -> Void)?
        public var snapshotForExpandingParent: ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?
        public init() {}
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

    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        storage.numberOfSections
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        storage.numberOfItems(inSection: section)
    }

    /// The supplementary view provider's view (an empty one without a provider).
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath)
            ?? UICollectionReusableView(frame: collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: indexPath)?.frame ?? .zero)
    }

    /// The cell the provider makes for the item at `indexPath`; a provider that gives none
    /// raises UIKit's exception (the app ends) and a plain cell stands in.
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = itemIdentifier(for: indexPath).flatMap({ cellProvider(collectionView, indexPath, $0) }) { return cell }
        collectionView.host?.raise(UncaughtException.nilCell(at: indexPath, view: .collection))
        return UICollectionViewCell(frame: collectionView.layoutAttributesForItem(at: indexPath)?.frame ?? .zero)
    }
}
