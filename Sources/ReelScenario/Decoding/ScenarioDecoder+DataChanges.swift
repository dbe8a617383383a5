import Foundation
import ReelLayout

extension ScenarioDecoder {
    static let batchUpdateKeys = ["insertItems", "deleteItems", "reloadItems", "reconfigureItems", "moveItems",
                                  "insertRows", "deleteRows", "reloadRows", "reconfigureRows", "moveRows",
                                  "insertSections", "deleteSections", "reloadSections", "moveSections",
                                  "sections", "rowAnimation", "completion"]

    /// `performBatchUpdates: {insertItems: [[0, 0]], …, sections: [21], rowAnimation: fade}`.
    func decodeBatchUpdates(_ node: ScenarioNode) -> DataChange? {
        guard let map = node.mapping(keys: Self.batchUpdateKeys) else { return nil }
        var update = BatchUpdate()
        let fields = FieldReader(map)
        // A table's calls (`insertRows(at:with:)`, …) are the same with rows for items.
        for noun in ["Items", "Rows"] {
            fields.read("insert\(noun)", { $0.indexPaths() }) { update.insertItems += $0 }
            fields.read("delete\(noun)", { $0.indexPaths() }) { update.deleteItems += $0 }
            fields.read("reload\(noun)", { $0.indexPaths() }) { update.reloadItems += $0 }
            fields.read("reconfigure\(noun)", { $0.indexPaths() }) { update.reconfigureItems += $0 }
            fields.read("move\(noun)", { $0.moves { $0.indexPath() }.map { $0.map { BatchUpdate.ItemMove(from: $0, to: $1) } } }) {
                update.moveItems += $0
            }
        }
        fields.read("insertSections", { $0.updateSections() }) { update.insertSections = $0 }
        fields.read("deleteSections", { $0.updateSections() }) { update.deleteSections = $0 }
        fields.read("reloadSections", { $0.updateSections() }) { update.reloadSections = $0 }
        fields.read("moveSections", { $0.moves { $0.integer(in: 0...ScenarioLimits.maximumSections) }
            .map { $0.map { BatchUpdate.SectionMove(from: $0, to: $1) } } }) { update.moveSections = $0 }
        var sections: [Int]?
        fields.read("sections", { $0.itemCounts() }) { sections = $0 }
        var rowAnimation: RowAnimation?
        fields.read("rowAnimation", { $0.choice(RowAnimation.self) }) { rowAnimation = $0 }
        guard fields.isValid else { return nil }
        guard update.operationCount <= ScenarioLimits.maximumUpdateOperations else {
            node.report("names \(update.operationCount) index paths and sections; the limit is \(ScenarioLimits.maximumUpdateOperations)")
            return nil
        }
        return .batchUpdates(update, sections: sections, rowAnimation: rowAnimation)
    }

    /// `reloadData` or `reloadData: {sections: [12, 4]}`.
    func decodeReloadData(_ node: ScenarioNode) -> DataChange? {
        guard let map = node.mapping(keys: ["sections"]) else { return nil }
        let sections = map["sections"].map { $0.itemCounts() }
        if sections == .some(nil) { return nil }
        return .reloadData(sections: sections ?? nil)
    }
}

extension ScenarioNode {
    /// `[section, item]`, each in range.
    func indexPath() -> IndexPath? {
        guard let list = sequence() else { return nil }
        guard list.count == 2 else {
            report("expected [section, item], got a list of \(list.count)")
            return nil
        }
        let section = list[0].integer(in: 0...ScenarioLimits.maximumSections)
        let item = list[1].integer(in: 0...ScenarioLimits.maximumItemsPerSection)
        guard let section, let item else { return nil }
        return IndexPath(item: item, section: section)
    }

    /// A list of `[section, item]`.
    func indexPaths() -> [IndexPath]? {
        guard let list = boundedList() else { return nil }
        let paths = list.compactMap { $0.indexPath() }
        return paths.count == list.count ? paths : nil
    }

    /// Section numbers named by an update.
    func updateSections() -> [Int]? {
        guard boundedList() != nil else { return nil }
        return sectionNumbers()
    }

    /// `[{from: A, to: B}, …]`.
    func moves<T>(_ read: (ScenarioNode) -> T?) -> [(T, T)]? {
        guard let list = boundedList() else { return nil }
        let moves = list.compactMap { element -> (T, T)? in
            guard let map = element.mapping(keys: ["from", "to"]) else { return nil }
            let from = map.required("from").flatMap(read), to = map.required("to").flatMap(read)
            guard let from, let to else { return nil }
            return (from, to)
        }
        return moves.count == list.count ? moves : nil
    }

    /// Items per section, as a data source reports them.
    func itemCounts() -> [Int]? {
        guard let list = sequence() else { return nil }
        guard list.count <= ScenarioLimits.maximumSections else {
            report("lists \(list.count) sections; the limit is \(ScenarioLimits.maximumSections)")
            return nil
        }
        let counts = list.compactMap { $0.integer(in: 0...ScenarioLimits.maximumItemsPerSection) }
        return counts.count == list.count ? counts : nil
    }

    /// The node's list, refused when longer than an update may name.
    private func boundedList() -> [ScenarioNode]? {
        guard let list = sequence() else { return nil }
        guard list.count <= ScenarioLimits.maximumUpdateOperations else {
            report("lists \(list.count) entries; an update may name at most \(ScenarioLimits.maximumUpdateOperations)")
            return nil
        }
        return list
    }
}

extension ScenarioDecoder {
    static let snapshotOperationKeys = ["appendSections", "insertSections", "deleteSections", "moveSection", "reloadSections",
                                        "appendItems", "insertItems", "deleteItems", "deleteAllItems", "moveItem",
                                        "reloadItems", "reconfigureItems"]

    /// `apply: {deleteItems: ["0.3"], appendItems: {items: [a, b], toSection: "0"}, …,
    /// animatingDifferences: true}`: the snapshot calls in the order written.
    func decodeApply(_ node: ScenarioNode) -> DataChange? {
        guard let map = node.mapping(keys: Self.snapshotOperationKeys + ["animatingDifferences", "completion"]) else { return nil }
        var operations: [SnapshotOperation] = []
        var valid = true
        for (key, value) in map.entries where key != "animatingDifferences" && key != "completion" {
            if let operation = decodeSnapshotOperation(key, value) { operations.append(operation) } else { valid = false }
        }
        let animating = map["animatingDifferences"].map { $0.bool() } ?? true
        guard valid, let animating else { return nil }
        let named = operations.reduce(0) { $0 + $1.identifierCount }
        guard named <= ScenarioLimits.maximumUpdateOperations else {
            node.report("names \(named) identifiers; the limit is \(ScenarioLimits.maximumUpdateOperations)")
            return nil
        }
        return .apply(operations, animatingDifferences: animating)
    }

    private func decodeSnapshotOperation(_ key: String, _ node: ScenarioNode) -> SnapshotOperation? {
        /// `{names: [...], before: X}` or `{names: [...], after: X}`.
        func placed(_ listKey: String, _ before: String, _ after: String) -> ([String], String, Bool)? {
            guard let map = node.mapping(keys: [listKey, before, after]) else { return nil }
            let names = map.required(listKey)?.identifiers()
            guard let names else { return nil }
            if let anchor = map[before], map[after] == nil { return anchor.string().map { (names, $0, true) } }
            if let anchor = map[after], map[before] == nil { return anchor.string().map { (names, $0, false) } }
            node.report("needs one of \(before) or \(after)")
            return nil
        }
        /// `{single: X, before: Y}` or `{single: X, after: Y}`.
        func moved(_ single: String, _ before: String, _ after: String) -> (String, String, Bool)? {
            guard let map = node.mapping(keys: [single, before, after]) else { return nil }
            let name = map.required(single)?.string()
            guard let name else { return nil }
            if let anchor = map[before], map[after] == nil { return anchor.string().map { (name, $0, true) } }
            if let anchor = map[after], map[before] == nil { return anchor.string().map { (name, $0, false) } }
            node.report("needs one of \(before) or \(after)")
            return nil
        }
        switch key {
        case "appendSections": return node.identifiers().map { .appendSections($0) }
        case "deleteSections": return node.identifiers().map { .deleteSections($0) }
        case "reloadSections": return node.identifiers().map { .reloadSections($0) }
        case "deleteItems": return node.identifiers().map { .deleteItems($0) }
        case "reloadItems": return node.identifiers().map { .reloadItems($0) }
        case "reconfigureItems": return node.identifiers().map { .reconfigureItems($0) }
        case "deleteAllItems":
            guard let flag = node.bool() else { return nil }
            guard flag else {
                node.report("write `deleteAllItems: true`, or leave the key out")
                return nil
            }
            return .deleteAllItems
        case "appendItems":
            if node.node.sequence != nil { return node.identifiers().map { .appendItems($0, toSection: nil) } }
            guard let map = node.mapping(keys: ["items", "toSection"]) else { return nil }
            let items = map.required("items")?.identifiers()
            let section = map["toSection"].map { $0.string() }
            guard let items, section != .some(nil) else { return nil }
            return .appendItems(items, toSection: section ?? nil)
        case "insertSections":
            return placed("sections", "beforeSection", "afterSection").map {
                $0.2 ? .insertSections($0.0, beforeSection: $0.1) : .insertSectionsAfter($0.0, afterSection: $0.1)
            }
        case "insertItems":
            return placed("items", "beforeItem", "afterItem").map {
                $0.2 ? .insertItems($0.0, beforeItem: $0.1) : .insertItemsAfter($0.0, afterItem: $0.1)
            }
        case "moveSection":
            return moved("section", "beforeSection", "afterSection").map {
                $0.2 ? .moveSection($0.0, beforeSection: $0.1) : .moveSectionAfter($0.0, afterSection: $0.1)
            }
        default:
            return moved("item", "beforeItem", "afterItem").map {
                $0.2 ? .moveItem($0.0, beforeItem: $0.1) : .moveItemAfter($0.0, afterItem: $0.1)
            }
        }
    }
}

extension ScenarioNode {
    /// A list of identifiers (`"0.3"` names the scenario's item 3 of section 0, `"0"` its
    /// section 0; other names are new).
    func identifiers() -> [String]? {
        guard let list = sequence() else { return nil }
        guard list.count <= ScenarioLimits.maximumUpdateOperations else {
            report("lists \(list.count) identifiers; the limit is \(ScenarioLimits.maximumUpdateOperations)")
            return nil
        }
        let names = list.compactMap { $0.string() }
        return names.count == list.count ? names : nil
    }
}

extension ScenarioDecoder {
    /// `completion: [STEP, …]` of a `performBatchUpdates` or `apply` step: the data changes and
    /// `set` steps its completion makes, when UIKit runs it (after the update's animation).
    func decodeCompletion(_ node: ScenarioNode) -> [DataChange]? {
        guard let steps = decodeGestures(node) else { return nil }
        guard steps.allSatisfy({ $0.dataChange != nil }) else {
            node.report("a completion makes data changes and `set` steps only (performBatchUpdates, reloadData, apply, set)")
            return nil
        }
        guard steps.allSatisfy({ $0.completion.isEmpty }) else {
            node.report("a completion's own steps have no completion")
            return nil
        }
        return steps.compactMap(\.dataChange)
    }
}
