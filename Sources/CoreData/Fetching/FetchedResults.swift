import UIKit

/// A fetched-results controller's results, shared by the controller and the untyped one its
/// delegate is handed: the objects in sections, refetched when the context changes, and the
/// changes worked out and told.
final class FetchedResults: ContextObserver {
    struct Section: NSFetchedResultsSectionInfo {
        let name: String
        let indexTitle: String?
        let members: [NSManagedObject]
        var numberOfObjects: Int { members.count }
        var objects: [Any]? { members }
    }

    let context: NSManagedObjectContext
    let sectionNameKeyPath: String?
    private let fetch: () throws -> [NSManagedObject]
    weak var delegate: NSFetchedResultsControllerDelegate?
    /// The controller as the delegate's methods take it.
    var erased: () -> NSFetchedResultsController<NSFetchRequestResult> = { fatalError("unset") }
    private(set) var objects: [NSManagedObject]?
    private(set) var sections: [Section]?
    private var observing = false
    /// Set by the protocol's default `controller(_:didChangeContentWith:)`: the delegate has none.
    nonisolated(unsafe) static var snapshotMethodIsDefault = false

    init(context: NSManagedObjectContext, sectionNameKeyPath: String?, fetch: @escaping () throws -> [NSManagedObject]) {
        self.context = context
        self.sectionNameKeyPath = sectionNameKeyPath
        self.fetch = fetch
    }

    func performFetch() throws {
        let fetched = try fetch()
        objects = fetched
        sections = group(fetched)
        if !observing {
            observing = true
            context.observers.append(WeakObserver(observer: self))
        }
        // A delegate taking snapshots is handed the first one now (our reading of iOS 13's
        // behaviour, which apps rely on to fill their lists).
        _ = tellSnapshot()
    }

    func indexPath(of object: NSManagedObject) -> IndexPath? {
        for (sectionIndex, section) in (sections ?? []).enumerated() {
            if let item = section.members.firstIndex(where: { $0 === object }) { return IndexPath(item: item, section: sectionIndex) }
        }
        return nil
    }

    private func group(_ objects: [NSManagedObject]) -> [Section] {
        guard let keyPath = sectionNameKeyPath else { return [Section(name: "", indexTitle: nil, members: objects)] }
        var sections: [Section] = []
        for object in objects {
            let name = Self.sectionName(of: object, keyPath)
            if let last = sections.last, last.name == name {
                sections[sections.count - 1] = Section(name: name, indexTitle: last.indexTitle, members: last.members + [object])
            } else if let index = sections.firstIndex(where: { $0.name == name }) {
                sections[index] = Section(name: name, indexTitle: sections[index].indexTitle, members: sections[index].members + [object])
            } else {
                sections.append(Section(name: name, indexTitle: name.first.map { String($0).uppercased() }, members: [object]))
            }
        }
        return sections
    }

    private static func sectionName(of object: NSManagedObject, _ keyPath: String) -> String {
        NSManagedObject.unwrapped(object.value(forKeyPath: keyPath)).map { "\($0)" } ?? ""
    }

    /// Hands the delegate a snapshot if it takes them; whether it does.
    private func tellSnapshot() -> Bool {
        guard let delegate, let sections else { return false }
        let snapshot = NSDiffableDataSourceSnapshotReference()
        snapshot.appendSections(withIdentifiers: sections.map(\.name))
        for section in sections {
            snapshot.appendItems(withIdentifiers: section.members.map(\.objectID), intoSectionWithIdentifier: section.name)
        }
        Self.snapshotMethodIsDefault = false
        delegate.controller(erased(), didChangeContentWith: snapshot)
        return !Self.snapshotMethodIsDefault
    }

    // MARK: - Following the context

    /// Refetches and tells the delegate what changed: sections deleted and inserted, objects
    /// deleted, inserted, moved (an object whose place among the others changed) and updated.
    func contextDidChange(updated: Set<NSManagedObjectID>) {
        guard let oldSections = sections, let refetched = try? fetch() else { return }
        let newSections = group(refetched)
        let changed = !Self.same(oldSections, newSections) || (objects ?? []).contains { updated.contains($0.objectID) }
        objects = refetched
        sections = newSections
        guard changed, let delegate else { return }
        if tellSnapshot() { return }
        let controller = erased()
        delegate.controllerWillChangeContent(controller)
        let oldNames = oldSections.map(\.name), newNames = newSections.map(\.name)
        for (index, section) in oldSections.enumerated().reversed() where !newNames.contains(section.name) {
            delegate.controller(controller, didChange: section, atSectionIndex: index, for: .delete)
        }
        for (index, section) in newSections.enumerated() where !oldNames.contains(section.name) {
            delegate.controller(controller, didChange: section, atSectionIndex: index, for: .insert)
        }
        let old = Self.indexPaths(oldSections), new = Self.indexPaths(newSections)
        let oldOrder = oldSections.flatMap(\.members), newOrder = newSections.flatMap(\.members)
        for object in oldOrder where new[ObjectIdentifier(object)] == nil {
            delegate.controller(controller, didChange: object, at: old[ObjectIdentifier(object)], for: .delete, newIndexPath: nil)
        }
        for object in newOrder where old[ObjectIdentifier(object)] == nil {
            delegate.controller(controller, didChange: object, at: nil, for: .insert, newIndexPath: new[ObjectIdentifier(object)])
        }
        // Of the objects kept, those out of their old order among the kept ones moved.
        let keptBefore = oldOrder.filter { new[ObjectIdentifier($0)] != nil }
        let keptAfter = newOrder.filter { old[ObjectIdentifier($0)] != nil }
        let moved = Self.moved(from: keptBefore, to: keptAfter) { object in
            old[ObjectIdentifier(object)].map { oldNames[$0.section] } != new[ObjectIdentifier(object)].map { newNames[$0.section] }
        }
        for object in keptAfter {
            let id = ObjectIdentifier(object)
            if moved.contains(id) {
                delegate.controller(controller, didChange: object, at: old[id], for: .move, newIndexPath: new[id])
            } else if updated.contains(object.objectID) {
                delegate.controller(controller, didChange: object, at: old[id], for: .update, newIndexPath: new[id])
            }
        }
        delegate.controllerDidChangeContent(controller)
    }

    private static func same(_ a: [Section], _ b: [Section]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { x, y in
            x.name == y.name && x.members.count == y.members.count && zip(x.members, y.members).allSatisfy { $0 === $1 }
        }
    }

    private static func indexPaths(_ sections: [Section]) -> [ObjectIdentifier: IndexPath] {
        var paths: [ObjectIdentifier: IndexPath] = [:]
        for (sectionIndex, section) in sections.enumerated() {
            for (item, object) in section.members.enumerated() { paths[ObjectIdentifier(object)] = IndexPath(item: item, section: sectionIndex) }
        }
        return paths
    }

    /// The kept objects that moved: those outside a longest run kept in order, and those whose
    /// section changed (`changedSection`).
    /// - Complexity: O(*n* log *n*) for *n* kept objects.
    private static func moved(from before: [NSManagedObject], to after: [NSManagedObject],
                              changedSection: (NSManagedObject) -> Bool) -> Set<ObjectIdentifier> {
        var rank: [ObjectIdentifier: Int] = [:]
        for (index, object) in before.enumerated() { rank[ObjectIdentifier(object)] = index }
        let ranks = after.map { rank[ObjectIdentifier($0)] ?? 0 }
        // Longest increasing subsequence of the old ranks, in the new order.
        var tails: [Int] = [], tailIndex: [Int] = [], previous = Array(repeating: -1, count: ranks.count)
        for (index, value) in ranks.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if tails[middle] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tailIndex[low - 1] }
            if low == tails.count { tails.append(value); tailIndex.append(index) } else { tails[low] = value; tailIndex[low] = index }
        }
        var inOrder: Set<Int> = []
        var cursor = tailIndex.last ?? -1
        while cursor >= 0 { inOrder.insert(cursor); cursor = previous[cursor] }
        var moved: Set<ObjectIdentifier> = []
        for (index, object) in after.enumerated() {
            let id = ObjectIdentifier(object)
            if !inOrder.contains(index) || changedSection(object) { moved.insert(id) }
        }
        return moved
    }
}
