import Foundation

extension BatchUpdate {
    /// Checks the update against the data source's counts, as UIKit does when the block ends,
    /// and works out where everything goes.
    ///
    /// - Parameters:
    ///   - countsBefore: the items per section the view holds before the update.
    ///   - countsAfter: the items per section the data source reports after it; nil takes the
    ///     counts the update implies.
    ///   - view: whose words the exception uses.
    /// - Throws: ``InvalidBatchUpdate`` where UIKit throws `NSInternalInconsistencyException`:
    ///   counts that do not add up first, then index paths outside the data.
    /// - Complexity: O(n + u log u) for n items and u update calls.
    public func plan(countsBefore: [Int], countsAfter reported: [Int]? = nil,
                     view: InvalidBatchUpdate.View = .collection) throws(InvalidBatchUpdate) -> UpdatePlan {
        var planner = UpdatePlanner(update: self, countsBefore: countsBefore, view: view)
        return try planner.plan(reportedCounts: reported)
    }

    /// The updates as UIKit's exception lists them: deletions, insertions, moves, reloads (as a
    /// deletion and an insertion), each group in index order.
    public var updateLines: [String] {
        func path(_ p: IndexPath) -> String { "(\(p.section) - \(p.item))" }
        var lines: [String] = []
        lines += deleteSections.sorted().map { "Delete section \($0)" }
        lines += deleteItems.sorted().map { "Delete item \(path($0))" }
        lines += reloadSections.sorted().flatMap { ["Delete section \($0)", "Insert section \($0)"] }
        lines += reloadItems.sorted().flatMap { ["Delete item \(path($0))", "Insert item \(path($0))"] }
        lines += insertSections.sorted().map { "Insert section \($0)" }
        lines += insertItems.sorted().map { "Insert item \(path($0))" }
        lines += moveSections.map { "Move section \($0.from) -> \($0.to)" }
        lines += moveItems.map { "Move item \(path($0.from)) -> \(path($0.to))" }
        lines += reconfigureItems.sorted().map { "Reconfigure item \(path($0))" }
        return lines
    }
}

/// The working state of ``BatchUpdate/plan(countsBefore:countsAfter:view:)``.
private struct UpdatePlanner {
    let update: BatchUpdate
    let countsBefore: [Int]
    let view: InvalidBatchUpdate.View

    init(update: BatchUpdate, countsBefore: [Int], view: InvalidBatchUpdate.View) {
        self.update = update
        self.countsBefore = countsBefore
        self.view = view
    }

    func fail(_ problem: InvalidBatchUpdate.Problem, countsAfter: [Int],
              mismatch: InvalidBatchUpdate.CountMismatch? = nil) -> InvalidBatchUpdate {
        var lines = update.updateLines
        if view == .table {
            lines = lines.map { $0.replacingOccurrences(of: " item ", with: " row ") }
        }
        return InvalidBatchUpdate(problem: problem, view: view, mismatch: mismatch, countsBefore: countsBefore,
                                  countsAfter: countsAfter, updateLines: lines)
    }

    mutating func plan(reportedCounts: [Int]?) throws(InvalidBatchUpdate) -> UpdatePlan {
        let oldSectionCount = countsBefore.count
        let reported = reportedCounts ?? []
        func indexError(_ text: String) -> InvalidBatchUpdate { fail(.index(text), countsAfter: reported) }

        // Sections: what leaves (by index before), what arrives (by index after).
        var leaving = [Int: String]()
        for (section, verb) in update.deleteSections.map({ ($0, "delete") }) + update.reloadSections.map({ ($0, "reload") })
            + update.moveSections.map({ ($0.from, "move") }) {
            guard (0..<oldSectionCount).contains(section) else {
                throw indexError("attempt to \(verb) section \(section), but there are only \(oldSectionCount) sections before the update")
            }
            guard leaving.updateValue(verb, forKey: section) == nil else {
                throw indexError("attempt to \(verb) section \(section), which is already deleted, reloaded or moved in this update")
            }
        }
        let newSectionCount = oldSectionCount - update.deleteSections.count + update.insertSections.count
        if let reportedCounts, reportedCounts.count != newSectionCount {
            throw fail(.counts, countsAfter: reportedCounts, mismatch: .init(
                section: nil, after: reportedCounts.count, before: oldSectionCount,
                inserted: update.insertSections.count + update.reloadSections.count,
                deleted: update.deleteSections.count + update.reloadSections.count, movedIn: 0, movedOut: 0))
        }
        var sectionSources = [Int?](repeating: nil, count: max(newSectionCount, 0))
        var placed = Set<Int>()
        for (section, source, verb) in update.insertSections.map({ ($0, Int?.none, "insert") })
            + update.reloadSections.map({ ($0, Int?.none, "reload") })
            + update.moveSections.map({ ($0.to, Int?.some($0.from), "move") }) {
            guard (0..<newSectionCount).contains(section) else {
                throw indexError("attempt to \(verb) section \(section) but there are only \(max(newSectionCount, 0)) sections after the update")
            }
            guard placed.insert(section).inserted else {
                throw indexError("attempt to \(verb) section \(section), which already receives another section in this update")
            }
            sectionSources[section] = source
        }
        var kept = (0..<oldSectionCount).filter { leaving[$0] == nil }.makeIterator()
        for section in 0..<newSectionCount where !placed.contains(section) {
            sectionSources[section] = kept.next()
        }
        var sectionDestinations = [Int?](repeating: nil, count: oldSectionCount)
        for (section, source) in sectionSources.enumerated() {
            if let source { sectionDestinations[source] = section }
        }

        // Items: deletions and move sources by index path before, insertions and move
        // destinations after. A reloaded item keeps its place among the others (it only gets a
        // new cell), so it neither leaves nor arrives here.
        // Collisions, in UIKit's words (docs/facts.md, "Batch updates"): a reload is a deletion
        // and an insertion, so it may not also be deleted or moved.
        var leavingItems = [IndexPath: String]()
        var moveDestinationsBySource = [IndexPath: IndexPath]()
        for path in update.deleteItems {
            guard path.count == 2, (0..<oldSectionCount).contains(path.section) else {
                throw indexError("attempt to delete \(view.item) \(path.count == 2 ? path.item : 0) from section \(path.count == 2 ? path.section : 0), but there are only \(oldSectionCount) sections before the update")
            }
            guard leavingItems.updateValue("delete", forKey: path) == nil else {
                throw indexError("attempt to delete \(view.item) \(path.item) from section \(path.section), which is already deleted in this update")
            }
        }
        for move in update.moveItems {
            let path = move.from
            guard path.count == 2, (0..<oldSectionCount).contains(path.section) else {
                throw indexError("attempt to move index path (\(UncaughtException.described(path))) from a section that does not exist - there are only \(oldSectionCount) sections before the update")
            }
            if let other = moveDestinationsBySource[path] {
                throw indexError("attempt to move \(view.item) at index path \(UncaughtException.described(path)) to both \(UncaughtException.described(other)) and \(UncaughtException.described(move.to))")
            }
            guard leavingItems[path] == nil else {
                throw indexError("attempt to perform a delete and a move from the same index path (\(UncaughtException.described(path)))")
            }
            leavingItems[path] = "move"
            moveDestinationsBySource[path] = move.to
        }
        for path in update.reloadItems {
            if leavingItems[path] == "delete" {
                throw indexError("attempt to delete and reload the same index path (\(UncaughtException.described(path)))")
            }
            if leavingItems[path] == "move" {
                throw indexError("attempt to perform a delete and a move from the same index path (\(UncaughtException.described(path)))")
            }
            guard path.count == 2, countsBefore.indices.contains(path.section), path.item >= 0, path.item < countsBefore[path.section] else {
                throw indexError("attempt to delete \(view.item) \(path.count == 2 ? path.item : 0) from section \(path.count == 2 ? path.section : 0) which only contains \(path.count == 2 && countsBefore.indices.contains(path.section) ? countsBefore[path.section] : 0) \(view.items) before the update")
            }
        }
        var arriving = [IndexPath: IndexPath?]()
        for path in update.insertItems {
            guard path.count == 2, (0..<newSectionCount).contains(path.section) else {
                throw indexError("attempt to insert \(view.item) \(path.count == 2 ? path.item : 0) into section \(path.count == 2 ? path.section : 0), but there are only \(max(newSectionCount, 0)) sections after the update")
            }
            guard arriving.updateValue(nil, forKey: path) == nil else {
                throw indexError("attempt to insert \(view.item) \(path.item) into section \(path.section) twice in this update")
            }
        }
        for move in update.moveItems {
            let path = move.to
            guard path.count == 2, (0..<newSectionCount).contains(path.section) else {
                throw indexError("attempt to move index path (\(UncaughtException.described(move.from))) to index path (\(UncaughtException.described(path))) in section that does not exist - there are only \(max(newSectionCount, 0)) sections after the update")
            }
            if let earlier = arriving[path] {
                guard let other = earlier else {
                    throw indexError("attempt to perform an insert and a move to the same index path (\(UncaughtException.described(path)))")
                }
                throw indexError("attempt to move both \(view.item) at index path \(UncaughtException.described(other)) and \(UncaughtException.described(move.from)) to \(UncaughtException.described(path))")
            }
            arriving[path] = move.from
        }

        // The counts each kept section must report.
        var implied = [Int](repeating: 0, count: newSectionCount)
        let leavingBySection = Dictionary(grouping: leavingItems.keys, by: \.section)
        let arrivingBySection = Dictionary(grouping: arriving.keys, by: \.section)
        for section in 0..<newSectionCount {
            let arrivals = arrivingBySection[section]?.count ?? 0
            guard let source = sectionSources[section] else {
                implied[section] = reportedCounts?[section] ?? arrivals
                continue
            }
            implied[section] = countsBefore[source] - (leavingBySection[source]?.count ?? 0) + arrivals
        }
        let countsAfter = reportedCounts ?? implied
        if let section = (0..<newSectionCount).first(where: { countsAfter[$0] != implied[$0] }) {
            throw fail(.counts, countsAfter: countsAfter, mismatch: countMismatch(in: section, countsAfter: countsAfter,
                                                                                  sectionSources: sectionSources))
        }

        // Place every item.
        var itemSources: [[IndexPath?]] = []
        for section in 0..<newSectionCount {
            let count = countsAfter[section]
            var sources = [IndexPath?](repeating: nil, count: max(count, 0))
            var filled = [Bool](repeating: false, count: max(count, 0))
            for path in arrivingBySection[section] ?? [] {
                guard path.item >= 0, path.item < count else {
                    if let source = arriving[path] ?? nil {
                        throw indexError("attempt to move index path (\(UncaughtException.described(source))) to index path (\(UncaughtException.described(path))) that does not exist - there are only \(count) \(view.items) in section \(section) after the update")
                    }
                    throw indexError("attempt to insert \(view.item) \(path.item) into section \(section), but there are only \(count) \(view.items) in section \(section) after the update")
                }
                sources[path.item] = arriving[path]!
                filled[path.item] = true
            }
            if let source = sectionSources[section] {
                let before = countsBefore[source]
                // Moves' sources are checked with the other moves, below.
                for path in (leavingBySection[source] ?? []).sorted()
                where leavingItems[path] == "delete" && (path.item < 0 || path.item >= before) {
                    throw indexError("attempt to delete \(view.item) \(path.item) from section \(source) which only contains \(before) \(view.items) before the update")
                }
                var keptItems = (0..<before).lazy.filter { leavingItems[IndexPath(item: $0, section: source)] == nil }.makeIterator()
                for item in 0..<count where !filled[item] {
                    sources[item] = keptItems.next().map { IndexPath(item: $0, section: source) }
                }
            }
            itemSources.append(sources)
        }
        for move in update.moveItems {
            let before = countsBefore[move.from.section]
            guard move.from.item >= 0, move.from.item < before else {
                throw indexError("attempt to move index path (\(UncaughtException.described(move.from))) that does not exist - there are only \(before) \(view.items) in section \(move.from.section) before the update")
            }
            if sectionDestinations[move.from.section] == nil {
                throw indexError("attempt to move \(view.item) \(move.from.item) out of section \(move.from.section), which is deleted or reloaded in this update")
            }
        }
        for path in update.reconfigureItems {
            guard path.count == 2, countsBefore.indices.contains(path.section), path.item >= 0, path.item < countsBefore[path.section] else {
                throw indexError("attempt to reconfigure \(view.item) \(path.count == 2 ? path.item : 0) from section \(path.count == 2 ? path.section : 0), which does not exist before the update")
            }
        }

        var itemDestinations = countsBefore.map { [IndexPath?](repeating: nil, count: max($0, 0)) }
        for (section, sources) in itemSources.enumerated() {
            for (item, source) in sources.enumerated() {
                if let source { itemDestinations[source.section][source.item] = IndexPath(item: item, section: section) }
            }
        }
        let reconfigured = Set(update.reconfigureItems.compactMap { itemDestinations[$0.section][$0.item] })
        // Reloads in sections that are themselves deleted or reloaded go with their section.
        let reloads = update.reloadItems.compactMap { path in itemDestinations[path.section][path.item].map { (path, $0) } }
        // A reload's insertion goes where UIKit puts it — its index less the deletions before
        // it, plus the insertions at or before — without regard to moves: it may not be a
        // move's destination.
        for (path, _) in reloads {
            guard let section = sectionDestinations[path.section] else { continue }
            var item = path.item - update.deleteItems.filter { $0.section == path.section && $0.item < path.item }.count
            for inserted in update.insertItems.filter({ $0.section == section }).map(\.item).sorted() where inserted <= item { item += 1 }
            let insertion = IndexPath(item: item, section: section)
            if (arriving[insertion] ?? nil) != nil {
                throw indexError("attempt to perform an insert and a move to the same index path (\(UncaughtException.described(insertion)))")
            }
        }
        return UpdatePlan(countsBefore: countsBefore, countsAfter: countsAfter, sectionSources: sectionSources,
                          sectionDestinations: sectionDestinations, itemSources: itemSources,
                          itemDestinations: itemDestinations, reconfigured: reconfigured,
                          reloadedBefore: Set(reloads.map(\.0)), reloadedAfter: Set(reloads.map(\.1)),
                          steps: steps(reloads: reloads))
    }

    /// What the pre-16.4 reason says of `section` (after the update): its counts, and the
    /// insertions, deletions (a reload is one of each) and moves across sections it takes part in.
    func countMismatch(in section: Int, countsAfter: [Int], sectionSources: [Int?]) -> InvalidBatchUpdate.CountMismatch {
        let source = sectionSources[section]
        let reloads = source.map { source in update.reloadItems.filter { $0.section == source }.count } ?? 0
        return .init(section: section, after: countsAfter[section], before: source.map { countsBefore[$0] } ?? 0,
                     inserted: update.insertItems.filter { $0.section == section }.count + reloads,
                     deleted: (source.map { source in update.deleteItems.filter { $0.section == source }.count } ?? 0) + reloads,
                     movedIn: update.moveItems.filter { $0.to.section == section && $0.from.section != source }.count,
                     movedOut: source.map { source in update.moveItems.filter { $0.from.section == source && $0.to.section != section }.count } ?? 0)
    }

    /// The update items in UIKit's order: deletions, insertions, moves, reloads.
    func steps(reloads: [(IndexPath, IndexPath)]) -> [UpdatePlan.Step] {
        typealias Step = UpdatePlan.Step
        var steps: [Step] = []
        steps += update.deleteSections.sorted().map { Step(action: .delete, before: IndexPath(index: $0), after: nil) }
        steps += update.deleteItems.sorted().map { Step(action: .delete, before: $0, after: nil) }
        steps += update.insertSections.sorted().map { Step(action: .insert, before: nil, after: IndexPath(index: $0)) }
        steps += update.insertItems.sorted().map { Step(action: .insert, before: nil, after: $0) }
        steps += update.moveSections.map { Step(action: .move, before: IndexPath(index: $0.from), after: IndexPath(index: $0.to)) }
        steps += update.moveItems.map { Step(action: .move, before: $0.from, after: $0.to) }
        steps += update.reloadSections.sorted().map { Step(action: .reload, before: IndexPath(index: $0), after: IndexPath(index: $0)) }
        steps += reloads.sorted { $0.0 < $1.0 }.map { Step(action: .reload, before: $0, after: $1) }
        return steps
    }
}
