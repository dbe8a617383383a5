public import Foundation
import ReelGeometry

/// A data source driven by snapshots, as `UICollectionViewDiffableDataSource`, generic over the
/// view type a scene builds (so ReelLayout stays free of drawing).
///
/// It answers counts and identifiers by index path and makes cells and supplementary views
/// through its providers. Animated differences are not modelled: `apply` replaces the data.
public final class DiffableDataSource<SectionIdentifier: Hashable, ItemIdentifier: Hashable, UIView>: CollectionViewDataSource {
    /// Makes the cell for an index path and its item identifier.
    public typealias CellProvider = (IndexPath, ItemIdentifier) -> UIView?
    /// Makes the supplementary view of a kind (e.g. `ElementKind.sectionHeader`) at an index path.
    public typealias SupplementaryViewProvider = (String, IndexPath) -> UIView?
    /// The snapshot type this data source applies.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>

    // MARK: - Configuration

    private let cellProvider: CellProvider

    /// Makes headers and footers; nil (the default) is the classic pitfall: UIKit crashes when
    /// the layout asks for one, this logs one line per kind and section and returns nil.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// Where the data source writes the lines that stand in for UIKit's exceptions.
    public var console: ((String) -> Void)?

    // MARK: - State

    private var current = Snapshot()

    /// The (kind, section) pairs already reported missing, so each is logged once.
    private var reportedSupplementaries = Set<SupplementaryKey>()

    private struct SupplementaryKey: Hashable {
        var kind: String
        var section: Int
    }

    /// A data source with no sections that makes cells with `cellProvider`.
    public init(cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
    }

    // MARK: - Snapshots

    /// Makes `snapshot` the current data; logs every misuse the snapshot recorded (duplicate
    /// identifiers, items for a missing section), whose offending identifiers it ignored.
    /// - Complexity: O(p) for p recorded problems.
    public func apply(_ snapshot: Snapshot) {
        var snapshot = snapshot
        for problem in snapshot.problems { console?(problem) }
        snapshot.problems.removeAll()
        current = snapshot
    }

    /// A copy of the current data, to change and apply.
    public func snapshot() -> Snapshot {
        current
    }

    // MARK: - Counts and identifiers

    /// The number of sections of the current snapshot.
    public var numberOfSections: Int { current.numberOfSections }

    /// The number of items in the section at `section`; 0 when out of range.
    /// - Complexity: O(1).
    public func numberOfItems(inSection section: Int) -> Int {
        current.numberOfItems(atSectionIndex: section)
    }

    /// The item identifier at `indexPath`, or nil when out of range.
    /// - Complexity: O(1).
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifier? {
        guard indexPath.count == 2 else { return nil }
        return current.itemIdentifier(section: indexPath.section, item: indexPath.item)
    }

    /// The section identifier at position `section`, or nil when out of range.
    /// - Complexity: O(1).
    public func sectionIdentifier(for section: Int) -> SectionIdentifier? {
        current.sectionIdentifiers.indices.contains(section) ? current.sectionIdentifiers[section] : nil
    }

    /// The index path of the item `identifier`, or nil when the snapshot has no such item.
    public func indexPath(for identifier: ItemIdentifier) -> IndexPath? {
        guard let section = current.sectionIdentifier(containingItem: identifier),
              let sectionIndex = current.indexOfSection(section),
              let item = current.itemIdentifiers(inSection: section).firstIndex(of: identifier)
        else { return nil }
        return IndexPath(item: item, section: sectionIndex)
    }

    // MARK: - Views

    /// The cell for `indexPath` from the cell provider, called with the item's identifier; nil
    /// when the index path is out of range or the provider returns nil.
    public func cell(at indexPath: IndexPath) -> UIView? {
        guard let identifier = itemIdentifier(for: indexPath) else { return nil }
        return cellProvider(indexPath, identifier)
    }

    /// The supplementary view for laid-out attributes. With no supplementaryViewProvider set (or
    /// the provider returning nil) this returns nil and writes ONE clear console line per
    /// (kind, section) through `console`, naming what is missing (UIKit would crash here).
    public func supplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UIView? {
        guard let provider = supplementaryViewProvider else {
            reportMissingSupplementary(kind, at: indexPath, "no supplementaryViewProvider is set")
            return nil
        }
        guard let view = provider(kind, indexPath) else {
            reportMissingSupplementary(kind, at: indexPath, "the supplementaryViewProvider returned nil")
            return nil
        }
        return view
    }

    /// Logs that the layout asked for a supplementary view that could not be made, once per
    /// kind and section.
    private func reportMissingSupplementary(_ kind: String, at indexPath: IndexPath, _ reason: String) {
        let section = indexPath.isEmpty ? 0 : indexPath.section
        guard reportedSupplementaries.insert(SupplementaryKey(kind: kind, section: section)).inserted else { return }
        let path = indexPath.map(String.init).joined(separator: " - ")
        console?("UICollectionViewDiffableDataSource: the layout asked for a supplementary view of kind"
            + " '\(kind)' at index path <\(path)>, but \(reason)")
    }
}
