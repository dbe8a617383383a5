import Foundation
import ReelLayout

extension ScenarioDecoder {
    static let batchUpdateKeys = ["insertItems", "deleteItems", "reloadItems", "reconfigureItems", "moveItems",
                                  "insertSections", "deleteSections", "reloadSections", "moveSections",
                                  "sections", "rowAnimation"]

    /// `performBatchUpdates: {insertItems: [[0, 0]], …, sections: [21], rowAnimation: fade}`.
    func decodeBatchUpdates(_ node: ScenarioNode) -> DataChange? {
        guard let map = node.mapping(keys: Self.batchUpdateKeys) else { return nil }
        var update = BatchUpdate()
        let fields = FieldReader(map)
        fields.read("insertItems", { $0.indexPaths() }) { update.insertItems = $0 }
        fields.read("deleteItems", { $0.indexPaths() }) { update.deleteItems = $0 }
        fields.read("reloadItems", { $0.indexPaths() }) { update.reloadItems = $0 }
        fields.read("reconfigureItems", { $0.indexPaths() }) { update.reconfigureItems = $0 }
        fields.read("moveItems", { $0.moves { $0.indexPath() }.map { $0.map { BatchUpdate.ItemMove(from: $0, to: $1) } } }) {
            update.moveItems = $0
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
