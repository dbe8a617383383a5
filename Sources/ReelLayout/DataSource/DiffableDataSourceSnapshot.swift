import Foundation

/// The sections and items a collection view shows, by identifier, as `NSDiffableDataSourceSnapshot`.
///
/// Identifiers are unique across the whole snapshot (items across all sections). Appending an
/// identifier that is already present, or items to a section that does not exist, is a
/// programming error that crashes UIKit; here the offending identifiers are ignored and the
/// problem is kept so that `DiffableDataSource.apply(_:)` can report it through its console.
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    // MARK: - Storage

    /// Section identifiers in order.
    var sections: [SectionIdentifierType] = []
    /// Item identifiers of each section, parallel to `sections`.
    var itemsBySection: [[ItemIdentifierType]] = []
    /// The position of each section in `sections`.
    var sectionIndex: [SectionIdentifierType: Int] = [:]
    /// The section each item belongs to.
    var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// The UIKit exception reasons of misuses ignored so far, in order (reported on apply).
    package internal(set) var problems: [String] = []
    /// The first misuse UIKit crashes on — naming an identifier the snapshot does not hold
    /// where UIKit asserts — as the exception's reason; applying the snapshot ends the app
    /// with it (docs/facts.md, "Batch updates").
    package internal(set) var crash: String?
    /// Items and sections marked with `reloadItems` / `reloadSections`, and items marked with
    /// `reconfigureItems`: applying the snapshot reloads (reconfigures) them.
    public internal(set) var reloadedItemIdentifiers: Set<ItemIdentifierType> = []
    public internal(set) var reconfiguredItemIdentifiers: Set<ItemIdentifierType> = []
    public internal(set) var reloadedSectionIdentifiers: Set<SectionIdentifierType> = []

    /// An empty snapshot: no sections, no items.
    public init() {}

    // MARK: - Counts

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The number of items in all sections.
    public var numberOfItems: Int { sectionOfItem.count }

    /// The section identifiers in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }

    /// Every item identifier, section by section.
    /// - Complexity: O(n) over items.
    public var itemIdentifiers: [ItemIdentifierType] { itemsBySection.flatMap { $0 } }

    /// The number of items in the section `identifier`; 0 when there is no such section.
    /// - Complexity: O(1).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sectionIndex[identifier].map { itemsBySection[$0].count } ?? 0
    }

    /// The items of the section `identifier` in order; empty when there is no such section.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionIndex[identifier].map { itemsBySection[$0] } ?? []
    }

    /// The section holding the item `identifier`, or nil when the snapshot has no such item.
    /// - Complexity: O(1).
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// The position of the section `identifier`, or nil when there is no such section.
    /// - Complexity: O(1).
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIndex[identifier]
    }

    /// The position of the item `identifier` in the whole snapshot (section by section), or nil.
    /// - Complexity: O(s + i) for s sections before the item's and i items before it in its section.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier], let index = sectionIndex[section],
              let item = itemsBySection[index].firstIndex(of: identifier) else { return nil }
        return itemsBySection[..<index].reduce(item) { $0 + $1.count }
    }

    // MARK: - Index paths (what a data source answers)

    /// The item at `item` of the section at `section`, or nil when out of range.
    /// - Complexity: O(1).
    func itemIdentifier(section: Int, item: Int) -> ItemIdentifierType? {
        guard itemsBySection.indices.contains(section), itemsBySection[section].indices.contains(item)
        else { return nil }
        return itemsBySection[section][item]
    }

    /// The number of items of the section at position `section`; 0 when out of range.
    /// - Complexity: O(1).
    func numberOfItems(atSectionIndex section: Int) -> Int {
        itemsBySection.indices.contains(section) ? itemsBySection[section].count : 0
    }
}
