public import ReelLayout

/// One call on a diffable data source's snapshot, by identifier: the scenario's items are
/// `"S.I"` (the index path they start at) and its sections `"S"`; other names are new items
/// and sections.
public enum SnapshotOperation: Sendable, Hashable {
    case appendSections([String])
    case insertSections([String], beforeSection: String)
    case insertSectionsAfter([String], afterSection: String)
    case deleteSections([String])
    case moveSection(String, beforeSection: String)
    case moveSectionAfter(String, afterSection: String)
    case reloadSections([String])
    case appendItems([String], toSection: String?)
    case insertItems([String], beforeItem: String)
    case insertItemsAfter([String], afterItem: String)
    case deleteItems([String])
    case deleteAllItems
    case moveItem(String, beforeItem: String)
    case moveItemAfter(String, afterItem: String)
    case reloadItems([String])
    case reconfigureItems([String])

    /// Makes the call on `snapshot`.
    public func apply(to snapshot: inout DiffableDataSourceSnapshot<String, String>) {
        switch self {
        case .appendSections(let sections): snapshot.appendSections(sections)
        case let .insertSections(sections, before): snapshot.insertSections(sections, beforeSection: before)
        case let .insertSectionsAfter(sections, after): snapshot.insertSections(sections, afterSection: after)
        case .deleteSections(let sections): snapshot.deleteSections(sections)
        case let .moveSection(section, before): snapshot.moveSection(section, beforeSection: before)
        case let .moveSectionAfter(section, after): snapshot.moveSection(section, afterSection: after)
        case .reloadSections(let sections): snapshot.reloadSections(sections)
        case let .appendItems(items, section): snapshot.appendItems(items, toSection: section)
        case let .insertItems(items, before): snapshot.insertItems(items, beforeItem: before)
        case let .insertItemsAfter(items, after): snapshot.insertItems(items, afterItem: after)
        case .deleteItems(let items): snapshot.deleteItems(items)
        case .deleteAllItems: snapshot.deleteAllItems()
        case let .moveItem(item, before): snapshot.moveItem(item, beforeItem: before)
        case let .moveItemAfter(item, after): snapshot.moveItem(item, afterItem: after)
        case .reloadItems(let items): snapshot.reloadItems(items)
        case .reconfigureItems(let items): snapshot.reconfigureItems(items)
        }
    }

    /// How many items the call adds.
    var insertedItemCount: Int {
        switch self {
        case .appendItems(let items, _), .insertItems(let items, _), .insertItemsAfter(let items, _): return items.count
        default: return 0
        }
    }

    /// How many identifiers the call names.
    var identifierCount: Int {
        switch self {
        case .appendSections(let list), .deleteSections(let list), .reloadSections(let list),
             .deleteItems(let list), .reloadItems(let list), .reconfigureItems(let list):
            return list.count
        case .insertSections(let list, _), .insertSectionsAfter(let list, _), .appendItems(let list, _),
             .insertItems(let list, _), .insertItemsAfter(let list, _):
            return list.count + 1
        case .moveSection, .moveSectionAfter, .moveItem, .moveItemAfter: return 2
        case .deleteAllItems: return 0
        }
    }
}

extension SnapshotOperation {
    /// How the trace names the call: `appendItems [a, b] toSection 0`.
    var traceDescription: String {
        func list(_ names: [String]) -> String { "[" + names.joined(separator: ", ") + "]" }
        switch self {
        case .appendSections(let sections): return "appendSections \(list(sections))"
        case let .insertSections(sections, before): return "insertSections \(list(sections)) beforeSection \(before)"
        case let .insertSectionsAfter(sections, after): return "insertSections \(list(sections)) afterSection \(after)"
        case .deleteSections(let sections): return "deleteSections \(list(sections))"
        case let .moveSection(section, before): return "moveSection \(section) beforeSection \(before)"
        case let .moveSectionAfter(section, after): return "moveSection \(section) afterSection \(after)"
        case .reloadSections(let sections): return "reloadSections \(list(sections))"
        case let .appendItems(items, section): return "appendItems \(list(items))" + (section.map { " toSection \($0)" } ?? "")
        case let .insertItems(items, before): return "insertItems \(list(items)) beforeItem \(before)"
        case let .insertItemsAfter(items, after): return "insertItems \(list(items)) afterItem \(after)"
        case .deleteItems(let items): return "deleteItems \(list(items))"
        case .deleteAllItems: return "deleteAllItems"
        case let .moveItem(item, before): return "moveItem \(item) beforeItem \(before)"
        case let .moveItemAfter(item, after): return "moveItem \(item) afterItem \(after)"
        case .reloadItems(let items): return "reloadItems \(list(items))"
        case .reconfigureItems(let items): return "reconfigureItems \(list(items))"
        }
    }
}
