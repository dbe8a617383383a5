import Foundation

// UIKit raises NSInternalInconsistencyException for these misuses ("Fatal: supplied item
// identifiers are not unique. Duplicate identifiers: {(…)}"). A reel must not crash, so the
// duplicates are dropped (the first occurrence wins) and the reason is kept for `apply`.

extension DiffableDataSourceSnapshot {
    // MARK: - Sections

    /// Appends the sections `identifiers` after the last section; identifiers already present
    /// (or repeated in `identifiers`) are ignored and reported on apply.
    /// - Complexity: O(k) for k identifiers.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        var duplicates: [SectionIdentifierType] = []
        for identifier in identifiers {
            guard sectionIndex[identifier] == nil else {
                duplicates.append(identifier)
                continue
            }
            sectionIndex[identifier] = sections.count
            sections.append(identifier)
            itemsBySection.append([])
        }
        if !duplicates.isEmpty {
            problems.append(Self.notUnique("section", duplicates))
        }
    }

    /// Deletes the sections `identifiers` and their items; unknown identifiers are ignored.
    /// - Complexity: O(s + n) over sections and items when anything is deleted.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers.compactMap { sectionIndex[$0] })
        guard !doomed.isEmpty else { return }
        for index in doomed {
            for item in itemsBySection[index] { sectionOfItem[item] = nil }
        }
        // Filter by position so the remaining order is the original order.
        let kept = sections.indices.filter { !doomed.contains($0) }
        sections = kept.map { sections[$0] }
        itemsBySection = kept.map { itemsBySection[$0] }
        sectionIndex = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1, $0) })
    }

    // MARK: - Items

    /// Appends the items `identifiers` to the section `section`, or to the last section when nil.
    ///
    /// Identifiers already in the snapshot (in any section) or repeated in `identifiers` are
    /// ignored; with no such section (or no section at all) nothing is appended. Both are
    /// reported on apply.
    /// - Complexity: O(k) for k identifiers.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
        guard !identifiers.isEmpty else { return }
        guard let target = section ?? sections.last, let index = sectionIndex[target] else {
            if let section {
                problems.append("Invalid section identifier: \(section) is not in the snapshot;"
                    + " \(identifiers.count) item identifier(s) were not appended.")
            } else {
                problems.append("There are currently no sections in the data source. Please add a section first.")
            }
            return
        }
        var duplicates: [ItemIdentifierType] = []
        for identifier in identifiers {
            guard sectionOfItem[identifier] == nil else {
                duplicates.append(identifier)
                continue
            }
            sectionOfItem[identifier] = target
            itemsBySection[index].append(identifier)
        }
        if !duplicates.isEmpty {
            problems.append(Self.notUnique("item", duplicates))
        }
    }

    /// Deletes the items `identifiers` from whatever sections hold them; unknown ones are ignored.
    /// - Complexity: O(k + m) for k identifiers and m items in the affected sections.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var doomed = Set<ItemIdentifierType>()
        var affected = IndexSet()
        for identifier in identifiers {
            guard let section = sectionOfItem.removeValue(forKey: identifier) else { continue }
            doomed.insert(identifier)
            if let index = sectionIndex[section] { affected.insert(index) }
        }
        for index in affected {
            itemsBySection[index].removeAll { doomed.contains($0) }
        }
    }

    /// Deletes every section and item.
    public mutating func deleteAllItems() {
        sections.removeAll()
        itemsBySection.removeAll()
        sectionIndex.removeAll()
        sectionOfItem.removeAll()
    }

    // MARK: - Problems

    /// UIKit's exception reason for non-unique identifiers, on one line.
    static func notUnique<Identifier>(_ kind: String, _ duplicates: [Identifier]) -> String {
        let list = duplicates.map { String(describing: $0) }.joined(separator: ", ")
        return "Fatal: supplied \(kind) identifiers are not unique. Duplicate identifiers: {(\(list))}"
    }
}
