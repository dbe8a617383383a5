import Foundation
import ReelLayout

/// `NSDiffableDataSourceSnapshotReference`: a snapshot as Objective-C holds one, its
/// identifiers untyped — what a fetched-results controller hands its delegate. On iOS Swift
/// bridges it to `NSDiffableDataSourceSnapshot` with `as`; here
/// `NSDiffableDataSourceSnapshot<Section, Item>(reference)` does.
open class NSDiffableDataSourceSnapshotReference: NSObject {
    open private(set) var sectionIdentifiers: [Any] = []
    /// Each section's items, in the order of ``sectionIdentifiers``.
    private var items: [[Any]] = []

    public override init() {
        super.init()
    }

    open var itemIdentifiers: [Any] { items.flatMap { $0 } }
    open var numberOfSections: Int { sectionIdentifiers.count }
    open var numberOfItems: Int { items.reduce(0) { $0 + $1.count } }

    open func appendSections(withIdentifiers identifiers: [Any]) {
        sectionIdentifiers += identifiers
        items += identifiers.map { _ in [] }
    }

    /// Appends to the section `section` names, else to the last.
    open func appendItems(withIdentifiers identifiers: [Any], intoSectionWithIdentifier section: Any? = nil) {
        guard !items.isEmpty else { return }
        let index = section.flatMap { wanted in sectionIdentifiers.firstIndex { "\($0)" == "\(wanted)" } } ?? items.count - 1
        items[index] += identifiers
    }

    open func itemIdentifiersInSection(withIdentifier identifier: Any) -> [Any] {
        sectionIdentifiers.firstIndex { "\($0)" == "\(identifier)" }.map { items[$0] } ?? []
    }

    open func numberOfItems(inSection identifier: Any) -> Int { itemIdentifiersInSection(withIdentifier: identifier).count }
}

extension DiffableDataSourceSnapshot {
    /// The typed snapshot of `reference` (Swift's `reference as NSDiffableDataSourceSnapshot<…>`):
    /// the identifiers that are not of the snapshot's types are left out.
    public init(_ reference: NSDiffableDataSourceSnapshotReference) {
        self.init()
        for section in reference.sectionIdentifiers {
            guard let typed = section as? SectionIdentifierType else { continue }
            appendSections([typed])
            appendItems(reference.itemIdentifiersInSection(withIdentifier: section).compactMap { $0 as? ItemIdentifierType }, toSection: typed)
        }
    }
}
