import Foundation
import ReelLayout
import Testing

/// The batch update a diffable data source works out from two snapshots: by identifier, with
/// the fewest moves.
@Suite struct SnapshotDifferenceTests {
    typealias Snapshot = DiffableDataSourceSnapshot<String, String>

    private func snapshot(_ sections: [(String, [String])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    @Test func deletionsInsertionsAndTheFewestMoves() throws {
        let old = snapshot([("A", ["a", "b", "c", "d", "e"])])
        var new = old
        new.deleteItems(["b"])
        new.insertItems(["x"], beforeItem: "a")
        new.moveItem("e", afterItem: "a")
        let update = new.batchUpdate(from: old)
        #expect(update.deleteItems == [path(0, 1)])
        #expect(update.insertItems == [path(0, 0)])
        // a, c, d keep their order; only e moves.
        #expect(update.moveItems == [.init(from: path(0, 4), to: path(0, 2))])
        let plan = try update.plan(countsBefore: [5], countsAfter: [5])
        #expect(plan.itemSources[0].map { $0?.item } == [nil, 0, 4, 2, 3])
    }

    @Test func itemsChangingSectionMoveAndSectionsGoWithTheirItems() throws {
        let old = snapshot([("A", ["a", "b"]), ("B", ["c"]), ("C", ["d"])])
        var new = old
        new.moveItem("b", afterItem: "c")
        new.deleteSections(["C"])
        new.appendSections(["D"])
        new.appendItems(["e"], toSection: "D")
        new.moveSection("B", beforeSection: "A")
        let update = new.batchUpdate(from: old)
        #expect(update.deleteSections == [2])
        #expect(update.insertSections == [2])
        #expect(update.moveSections.count == 1)
        #expect(update.moveItems.map(\.from) == [path(0, 1)])
        // UIKit accepts it with the new snapshot's counts, and it turns the old data into the new:
        // every item that stays is carried to its new place, only new ones are made.
        let plan = try update.plan(countsBefore: [2, 1, 1], countsAfter: [2, 1, 1])
        let oldItems = old.sectionIdentifiers.map { old.itemIdentifiers(inSection: $0) }
        let newItems = new.sectionIdentifiers.map { new.itemIdentifiers(inSection: $0) }
        #expect(plan.apply(to: oldItems) { _ in "new" } == newItems.map { $0.map { $0 == "e" ? "new" : $0 } })
    }

    @Test func markedItemsAreReloadedOrReconfiguredWhereTheyWere() {
        let old = snapshot([("A", ["a", "b", "c"])])
        var new = old
        new.reloadItems(["b"])
        new.reconfigureItems(["c"])
        let update = new.batchUpdate(from: old)
        #expect(update.reloadItems == [path(0, 1)])
        #expect(update.reconfigureItems == [path(0, 2)])
    }

    /// Naming an identifier the snapshot does not hold where UIKit asserts is the crash UIKit
    /// reports, the first one kept; deleting an unknown identifier is ignored, as in UIKit.
    @Test func placingByAnUnknownIdentifierIsUIKitsCrash() {
        var snapshot = snapshot([("A", ["a"])])
        snapshot.deleteItems(["gone"])
        #expect(snapshot.crash == nil)
        snapshot.moveItem("a", afterItem: "a")
        #expect(snapshot.problems == ["moveItem(_:afterItem:): the item identifiers a and a must be two items of the snapshot"])
        snapshot.insertItems(["x"], beforeItem: "nope")
        snapshot.reloadItems(["nope"])
        #expect(snapshot.itemIdentifiers == ["a"])
        #expect(snapshot.crash == "Invalid parameter not satisfying: section != NSNotFound")
        for (make, reason) in [
            ({ (s: inout DiffableDataSourceSnapshot<String, String>) in s.reloadItems(["a", "z"]) }, "Invalid item identifier specified for reload: z"),
            ({ (s: inout DiffableDataSourceSnapshot<String, String>) in s.moveItem("z", beforeItem: "a") }, "Invalid parameter not satisfying: fromIndex != NSNotFound"),
            ({ (s: inout DiffableDataSourceSnapshot<String, String>) in s.moveItem("a", beforeItem: "z") }, "Invalid parameter not satisfying: toIndex != NSNotFound"),
            ({ (s: inout DiffableDataSourceSnapshot<String, String>) in s.insertSections(["B"], afterSection: "Z") }, "Invalid parameter not satisfying: insertIndex != NSNotFound"),
            ({ (s: inout DiffableDataSourceSnapshot<String, String>) in s.moveSection("Z", beforeSection: "A") }, "Invalid parameter not satisfying: fromSection != NSNotFound"),
        ] {
            var fresh = self.snapshot([("A", ["a"])])
            make(&fresh)
            #expect(fresh.crash == reason)
        }
    }
}
