public import Foundation
public import ReelLayout

/// `NSDiffableDataSourceSnapshot`.
public typealias NSDiffableDataSourceSnapshot = DiffableDataSourceSnapshot

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
        if let crash = snapshot.crash, let host = collectionView.host {
            // A call that named an identifier the snapshot does not hold: UIKit's assertion.
            host.raise(.invalidUpdate(InvalidBatchUpdate(snapshot: crash, view: .collection, counts: [])))
            return
        }
        let previous = storage.snapshot()
        storage.apply(snapshot)
        guard let host = collectionView.host else {
            completion?()
            return
        }
        if animatingDifferences {
            // Named with the items per section the snapshot holds: `apply {items [3, 4]}`.
            let counts = snapshot.sectionIdentifiers.map { String(snapshot.numberOfItems(inSection: $0)) }
            host.performBatchUpdates(snapshot.batchUpdate(from: previous), call: "apply {items [\(counts.joined(separator: ", "))]}",
                                     completion: completion.map { done in { _ in done() } })
        } else {
            host.reloadData()
            if let completion { host.performOnMainRunLoop(after: 0, completion) }
        }
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
