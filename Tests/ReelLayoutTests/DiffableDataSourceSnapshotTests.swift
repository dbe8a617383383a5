import Foundation
import ReelLayout
import Testing

/// `NSDiffableDataSourceSnapshot`: order, counts, lookups, deletion and uniqueness.
@Suite struct DiffableDataSourceSnapshotTests {
    typealias Snapshot = DiffableDataSourceSnapshot<String, String>

    /// fruit: apple, pear, plum; veg: kale, leek.
    private func makeSnapshot() -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(["fruit", "veg"])
        snapshot.appendItems(["apple", "pear", "plum"], toSection: "fruit")
        snapshot.appendItems(["kale", "leek"])  // nil = the last section, veg
        return snapshot
    }

    @Test func anEmptySnapshotHasNothing() {
        let snapshot = Snapshot()
        #expect(snapshot.numberOfSections == 0)
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.sectionIdentifiers.isEmpty)
        #expect(snapshot.itemIdentifiers.isEmpty)
        #expect(snapshot.numberOfItems(inSection: "fruit") == 0)
        #expect(snapshot.indexOfSection("fruit") == nil)
    }

    @Test func countsAndOrder() {
        let snapshot = makeSnapshot()
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.numberOfItems == 5)  // 3 + 2
        #expect(snapshot.sectionIdentifiers == ["fruit", "veg"])
        #expect(snapshot.itemIdentifiers == ["apple", "pear", "plum", "kale", "leek"])
        #expect(snapshot.numberOfItems(inSection: "fruit") == 3)
        #expect(snapshot.numberOfItems(inSection: "veg") == 2)
        #expect(snapshot.itemIdentifiers(inSection: "veg") == ["kale", "leek"])
        #expect(snapshot.itemIdentifiers(inSection: "nuts") == [])
    }

    @Test func lookups() {
        let snapshot = makeSnapshot()
        #expect(snapshot.sectionIdentifier(containingItem: "plum") == "fruit")
        #expect(snapshot.sectionIdentifier(containingItem: "kale") == "veg")
        #expect(snapshot.sectionIdentifier(containingItem: "fig") == nil)
        #expect(snapshot.indexOfSection("fruit") == 0)
        #expect(snapshot.indexOfSection("veg") == 1)
        #expect(snapshot.indexOfItem("leek") == 4)  // 3 fruit + position 1
        #expect(snapshot.indexOfItem("fig") == nil)
    }

    @Test func appendingToALaterSectionKeepsEarlierOrder() {
        var snapshot = makeSnapshot()
        snapshot.appendItems(["fig"], toSection: "fruit")
        #expect(snapshot.itemIdentifiers == ["apple", "pear", "plum", "fig", "kale", "leek"])
        snapshot.appendSections(["nuts"])
        snapshot.appendItems(["pecan"])  // now the last section is nuts
        #expect(snapshot.sectionIdentifier(containingItem: "pecan") == "nuts")
    }

    @Test func deletingItems() {
        var snapshot = makeSnapshot()
        snapshot.deleteItems(["pear", "leek", "fig"])  // fig is not there: ignored
        #expect(snapshot.numberOfItems == 3)
        #expect(snapshot.itemIdentifiers == ["apple", "plum", "kale"])
        #expect(snapshot.sectionIdentifier(containingItem: "pear") == nil)
        // A deleted identifier can be appended again.
        snapshot.appendItems(["pear"], toSection: "veg")
        #expect(snapshot.itemIdentifiers(inSection: "veg") == ["kale", "pear"])
    }

    @Test func deletingSectionsDropsTheirItemsAndRenumbers() {
        var snapshot = makeSnapshot()
        snapshot.appendSections(["nuts"])
        snapshot.deleteSections(["fruit"])
        #expect(snapshot.sectionIdentifiers == ["veg", "nuts"])
        #expect(snapshot.indexOfSection("veg") == 0)
        #expect(snapshot.indexOfSection("nuts") == 1)
        #expect(snapshot.indexOfSection("fruit") == nil)
        #expect(snapshot.numberOfItems == 2)
        #expect(snapshot.sectionIdentifier(containingItem: "apple") == nil)
    }

    @Test func duplicatesAreIgnoredFirstOccurrenceWins() {
        var snapshot = makeSnapshot()
        snapshot.appendSections(["veg", "nuts", "nuts"])
        snapshot.appendItems(["kale", "pecan", "pecan"], toSection: "nuts")
        #expect(snapshot.sectionIdentifiers == ["fruit", "veg", "nuts"])
        #expect(snapshot.itemIdentifiers(inSection: "nuts") == ["pecan"])
        // kale stays in veg, where it was first.
        #expect(snapshot.sectionIdentifier(containingItem: "kale") == "veg")
        #expect(snapshot.numberOfItems == 6)
    }

    @Test func itemsForAMissingSectionAreNotAppended() {
        var snapshot = Snapshot()
        snapshot.appendItems(["apple"])
        snapshot.appendSections(["fruit"])
        snapshot.appendItems(["pear"], toSection: "nuts")
        #expect(snapshot.numberOfItems == 0)
    }
}
