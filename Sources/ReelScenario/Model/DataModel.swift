public import Foundation
public import ReelLayout

/// Which of the scenario's items and sections sits at each index path. Updates move items to
/// new index paths; what an item shows (its label, colour, listed size) stays with it, as an
/// app's model object stays with its cell's content.
///
/// An item is known by the index path it had at the start (its identifier in a diffable
/// snapshot is `"S.I"`); an item inserted by a batch update continues its section's numbering
/// (the 21st item of a section that started with 20 is item 20), and one a snapshot names gets
/// the next number too, under its name. Sections likewise (`"S"`). Before any change every index
/// path names itself, so nothing is translated.
public final class DataModel {
    /// The data at one moment: sections by their identities, items by theirs.
    struct State {
        var sections: [Int]
        var items: [[IndexPath]]
    }

    private var current: State
    private var nextItem: [Int: Int] = [:]
    private var nextSection: Int
    /// Identities of the items and sections snapshots named, by name.
    private var itemNames: [String: IndexPath] = [:]
    private var sectionNames: [String: Int] = [:]
    /// Whether no change happened yet: every index path names itself.
    public private(set) var isOriginal = true

    /// The data of a collection with `counts` items per section.
    public init(counts: [Int]) {
        current = State(sections: Array(counts.indices),
                        items: counts.enumerated().map { section, count in (0..<count).map { IndexPath(item: $0, section: section) } })
        nextSection = counts.count
        for (section, count) in counts.enumerated() { nextItem[section] = count }
    }

    /// Items per section now.
    public var counts: [Int] { current.items.map(\.count) }

    // MARK: - Looking up

    /// The item at `indexPath` now; the index path itself where the data has none (a pasted
    /// layout placing extra elements). A cell keeps the item it showed through an update, so
    /// only the data now is asked.
    /// - Complexity: O(1).
    public func item(at indexPath: IndexPath) -> IndexPath {
        guard !isOriginal, indexPath.count == 2, current.items.indices.contains(indexPath.section),
              current.items[indexPath.section].indices.contains(indexPath.item) else { return indexPath }
        return current.items[indexPath.section][indexPath.item]
    }

    /// The section at `section` now.
    public func section(at section: Int) -> Int {
        guard !isOriginal else { return section }
        return current.sections.indices.contains(section) ? current.sections[section] : section
    }

    // MARK: - Changing

    /// What a data change does to this data, worked out before anything moves.
    public enum Outcome {
        /// A batch update to animate; `names` gives the identifiers after it (an animated
        /// `apply`), nil for a `performBatchUpdates`.
        case animated(UpdatePlan, names: SnapshotNames?)
        /// The same without animation (`apply(_:animatingDifferences: false)`).
        case immediate(UpdatePlan, names: SnapshotNames)
        /// `reloadData()` with these counts.
        case reload([Int])

        /// The plan, when there is one.
        public var plan: UpdatePlan? {
            switch self {
            case .animated(let plan, _), .immediate(let plan, _): return plan
            case .reload: return nil
            }
        }
    }

    /// The identifiers of a snapshot's sections and of each section's items.
    public struct SnapshotNames {
        var sections: [String]
        var items: [[String]]
    }

    /// The outcome of `change` on this data, or the exception UIKit throws for it; also the
    /// console lines a diffable data source logs for a misused snapshot.
    /// - Complexity: O(n + u log u) for n items and u update calls.
    public func outcome(of change: DataChange, view: InvalidBatchUpdate.View)
        -> (Result<Outcome, InvalidBatchUpdate>, problems: [String]) {
        switch change {
        case .reloadData(let sections):
            return (.success(.reload(sections ?? counts)), [])
        case .code:
            // The code's own calls come back as batch updates and reloads.
            return (.success(.reload(counts)), [])
        case let .batchUpdates(update, sections, _):
            do {
                return (.success(.animated(try update.plan(countsBefore: counts, countsAfter: sections, view: view), names: nil)), [])
            } catch {
                return (.failure(error), [])
            }
        case let .apply(operations, animatingDifferences):
            let before = snapshot()
            var after = before
            for operation in operations { operation.apply(to: &after) }
            if let crash = after.crash {
                return (.failure(InvalidBatchUpdate(snapshot: crash, view: view, counts: counts)), after.problems)
            }
            let names = SnapshotNames(sections: after.sectionIdentifiers,
                                      items: after.sectionIdentifiers.map { after.itemIdentifiers(inSection: $0) })
            do {
                let update = after.batchUpdate(from: before)
                let plan = try update.plan(countsBefore: counts, countsAfter: names.items.map(\.count), view: view)
                // A snapshot with no difference animates nothing.
                let outcome: Outcome = animatingDifferences && !update.isEmpty ? .animated(plan, names: names) : .immediate(plan, names: names)
                return (.success(outcome), after.problems)
            } catch {
                return (.failure(error), after.problems)
            }
        }
    }

    /// Makes `outcome` the data: applies its plan or the new counts.
    /// - Complexity: O(n) over the items after the change.
    public func commit(_ outcome: Outcome) {
        switch outcome {
        case .animated(let plan, let names):
            apply(plan, names: names)
        case .immediate(let plan, let names):
            apply(plan, names: names)
        case .reload(let counts):
            reload(counts: counts)
        }
    }

    // MARK: - Snapshots

    /// The data as a diffable snapshot: sections and items by identifier (`"S"`, `"S.I"`, or
    /// the name a snapshot gave them).
    func snapshot() -> DiffableDataSourceSnapshot<String, String> {
        let sectionNamesByIdentity = Dictionary(sectionNames.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let itemNamesByIdentity = Dictionary(itemNames.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        for (index, section) in current.sections.enumerated() {
            let name = sectionNamesByIdentity[section] ?? String(section)
            snapshot.appendSections([name])
            snapshot.appendItems(current.items[index].map { itemNamesByIdentity[$0] ?? "\($0.section).\($0.item)" }, toSection: name)
        }
        return snapshot
    }

    // MARK: - Applying

    private func apply(_ plan: UpdatePlan, names: SnapshotNames?) {
        isOriginal = false
        let sections = plan.sectionSources.enumerated().map { index, source in
            if let source { return current.sections[source] }
            return names.map { identity(ofSectionNamed: $0.sections[index]) } ?? newSection()
        }
        let items = plan.apply(to: current.items) { path in
            if let name = names?.items[path.section][path.item] { return identity(ofItemNamed: name, inSection: sections[path.section]) }
            return newItem(inSection: sections[path.section])
        }
        current = State(sections: sections, items: items)
    }

    /// `reloadData()` with new counts: index paths that still exist keep their items.
    private func reload(counts: [Int]) {
        isOriginal = false
        let sections = counts.indices.map { $0 < current.sections.count ? current.sections[$0] : newSection() }
        let items = counts.enumerated().map { section, count in
            (0..<count).map { item in
                current.items.indices.contains(section) && current.items[section].indices.contains(item)
                    ? current.items[section][item] : newItem(inSection: sections[section])
            }
        }
        current = State(sections: sections, items: items)
    }

    /// The item a snapshot calls `name`: one named before, a scenario item by `"S.I"`, or a new one.
    private func identity(ofItemNamed name: String, inSection section: Int) -> IndexPath {
        if let known = itemNames[name] { return known }
        let parts = name.split(separator: ".").compactMap { Int($0) }
        if parts.count == 2, name.split(separator: ".").count == 2 { return IndexPath(item: parts[1], section: parts[0]) }
        let identity = newItem(inSection: section)
        itemNames[name] = identity
        return identity
    }

    /// The section a snapshot calls `name`: one named before, a scenario section by `"S"`, or a new one.
    private func identity(ofSectionNamed name: String) -> Int {
        if let known = sectionNames[name] { return known }
        if let number = Int(name), number >= 0 { return number }
        let identity = newSection()
        sectionNames[name] = identity
        return identity
    }

    private func newSection() -> Int {
        defer { nextSection += 1 }
        return nextSection
    }

    private func newItem(inSection section: Int) -> IndexPath {
        let item = nextItem[section, default: 0]
        nextItem[section] = item + 1
        return IndexPath(item: item, section: section)
    }
}
