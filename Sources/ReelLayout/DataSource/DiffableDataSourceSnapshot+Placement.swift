import Foundation

// The snapshot API that places identifiers relative to others, and the marks for reloading.
// Naming an identifier that is not in the snapshot where UIKit asserts — a reload, the anchor
// of an insertion or a move — crashes the app when the snapshot is applied, with UIKit's
// reason (`crash`); the other misuses are ignored and reported on apply.

extension DiffableDataSourceSnapshot {
    // MARK: - Items

    /// Inserts `identifiers` just before the item `beforeIdentifier`, in its section.
    /// - Complexity: O(k + m) for k identifiers and m items in the section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insertItems(identifiers, at: beforeIdentifier, offset: 0, call: "insertItems(_:beforeItem:)")
    }

    /// Inserts `identifiers` just after the item `afterIdentifier`, in its section.
    /// - Complexity: O(k + m) for k identifiers and m items in the section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insertItems(identifiers, at: afterIdentifier, offset: 1, call: "insertItems(_:afterItem:)")
    }

    /// Moves the item `identifier` just before `toIdentifier` (into its section if needed).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, to: toIdentifier, offset: 0, call: "moveItem(_:beforeItem:)")
    }

    /// Moves the item `identifier` just after `toIdentifier` (into its section if needed).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, to: toIdentifier, offset: 1, call: "moveItem(_:afterItem:)")
    }

    /// Marks items for reloading: applying the snapshot gives them new cells.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        if let unknown = identifiers.first(where: { sectionOfItem[$0] == nil }) {
            record(crash: "Invalid item identifier specified for reload: \(unknown)")
        }
        reloadedItemIdentifiers.formUnion(known(identifiers, call: "reloadItems(_:)"))
    }

    /// Keeps the first misuse UIKit crashes on.
    private mutating func record(crash reason: String) {
        if crash == nil { crash = reason }
    }

    /// Marks items for reconfiguring: applying the snapshot refreshes their cells in place.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers.formUnion(known(identifiers, call: "reconfigureItems(_:)"))
    }

    // MARK: - Sections

    /// Inserts the sections `identifiers` just before the section `beforeIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection beforeIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: beforeIdentifier, offset: 0, call: "insertSections(_:beforeSection:)")
    }

    /// Inserts the sections `identifiers` just after the section `afterIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection afterIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: afterIdentifier, offset: 1, call: "insertSections(_:afterSection:)")
    }

    /// Moves the section `identifier` (with its items) just before `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, offset: 0, call: "moveSection(_:beforeSection:)")
    }

    /// Moves the section `identifier` (with its items) just after `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, offset: 1, call: "moveSection(_:afterSection:)")
    }

    /// Marks sections for reloading.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        let present = identifiers.filter { sectionIndex[$0] != nil }
        if present.count < identifiers.count {
            problems.append("reloadSections(_:): section identifiers not in the snapshot were ignored")
        }
        reloadedSectionIdentifiers.formUnion(present)
    }

    /// Forgets the reload and reconfigure marks (once applied).
    public mutating func clearMarks() {
        reloadedItemIdentifiers.removeAll()
        reconfiguredItemIdentifiers.removeAll()
        reloadedSectionIdentifiers.removeAll()
    }

    // MARK: - Shared

    private func known(_ identifiers: [ItemIdentifierType], call: String) -> [ItemIdentifierType] {
        identifiers.filter { sectionOfItem[$0] != nil }
    }

    private mutating func insertItems(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, offset: Int, call: String) {
        guard let section = sectionOfItem[anchor], let index = sectionIndex[section],
              let position = itemsBySection[index].firstIndex(of: anchor) else {
            record(crash: "Invalid parameter not satisfying: section != NSNotFound")
            return
        }
        let fresh = identifiers.filter { sectionOfItem[$0] == nil }
        if fresh.count < identifiers.count {
            problems.append(Self.notUnique("item", identifiers.filter { sectionOfItem[$0] != nil }))
        }
        var unique: [ItemIdentifierType] = []
        for identifier in fresh where !unique.contains(identifier) { unique.append(identifier) }
        for identifier in unique { sectionOfItem[identifier] = section }
        itemsBySection[index].insert(contentsOf: unique, at: position + offset)
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, to anchor: ItemIdentifierType, offset: Int, call: String) {
        guard sectionOfItem[identifier] != nil else { return record(crash: "Invalid parameter not satisfying: fromIndex != NSNotFound") }
        guard sectionOfItem[anchor] != nil else { return record(crash: "Invalid parameter not satisfying: toIndex != NSNotFound") }
        guard identifier != anchor, let from = sectionOfItem[identifier], let fromIndex = sectionIndex[from] else {
            problems.append("\(call): the item identifiers \(identifier) and \(anchor) must be two items of the snapshot")
            return
        }
        itemsBySection[fromIndex].removeAll { $0 == identifier }
        let to = sectionOfItem[anchor]!, toIndex = sectionIndex[to]!
        let position = itemsBySection[toIndex].firstIndex(of: anchor)!
        itemsBySection[toIndex].insert(identifier, at: position + offset)
        sectionOfItem[identifier] = to
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at anchor: SectionIdentifierType, offset: Int, call: String) {
        guard let position = sectionIndex[anchor] else {
            record(crash: "Invalid parameter not satisfying: insertIndex != NSNotFound")
            return
        }
        var unique: [SectionIdentifierType] = []
        for identifier in identifiers where sectionIndex[identifier] == nil && !unique.contains(identifier) {
            unique.append(identifier)
        }
        if unique.count < identifiers.count {
            problems.append(Self.notUnique("section", identifiers.filter { sectionIndex[$0] != nil }))
        }
        sections.insert(contentsOf: unique, at: position + offset)
        itemsBySection.insert(contentsOf: Array(repeating: [], count: unique.count), at: position + offset)
        reindexSections()
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, to anchor: SectionIdentifierType, offset: Int, call: String) {
        guard sectionIndex[identifier] != nil else { return record(crash: "Invalid parameter not satisfying: fromSection != NSNotFound") }
        guard sectionIndex[anchor] != nil else { return record(crash: "Invalid parameter not satisfying: toSection != NSNotFound") }
        guard identifier != anchor, let from = sectionIndex[identifier] else {
            problems.append("\(call): the section identifiers \(identifier) and \(anchor) must be two sections of the snapshot")
            return
        }
        let items = itemsBySection.remove(at: from)
        sections.remove(at: from)
        let position = sections.firstIndex(of: anchor)! + offset
        sections.insert(identifier, at: position)
        itemsBySection.insert(items, at: position)
        reindexSections()
    }

    private mutating func reindexSections() {
        sectionIndex = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1, $0) })
    }
}
