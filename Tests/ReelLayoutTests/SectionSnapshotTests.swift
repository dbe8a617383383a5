import ReelLayout
import Testing

/// A section's items as a tree: what is visible as parents expand and collapse, and the tree
/// kept through inserts and deletes.
@Suite struct SectionSnapshotTests {
    /// Fruit and vegetables, each with two kinds; fruit expanded.
    static func produce() -> DiffableDataSourceSectionSnapshot<String> {
        var snapshot = DiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["Fruit", "Vegetables"])
        snapshot.append(["Apple", "Pear"], to: "Fruit")
        snapshot.append(["Leek", "Kale"], to: "Vegetables")
        snapshot.append(["Cox", "Gala"], to: "Apple")
        snapshot.expand(["Fruit"])
        return snapshot
    }

    @Test func theVisibleItemsAreUnderExpandedParentsOnly() {
        var snapshot = Self.produce()
        #expect(snapshot.visibleItems == ["Fruit", "Apple", "Pear", "Vegetables"])
        #expect(snapshot.items == ["Fruit", "Apple", "Cox", "Gala", "Pear", "Vegetables", "Leek", "Kale"])
        #expect(snapshot.rootItems == ["Fruit", "Vegetables"])
        #expect(snapshot.level(of: "Gala") == 2 && snapshot.parent(of: "Gala") == "Apple" && snapshot.parent(of: "Fruit") == nil)
        #expect(!snapshot.isVisible("Cox") && snapshot.isVisible("Apple"))
        snapshot.expand(["Apple"])
        snapshot.collapse(["Fruit"])
        // Collapsing a parent hides its expanded children's children too.
        #expect(snapshot.visibleItems == ["Fruit", "Vegetables"])
        snapshot.expand(["Fruit"])
        #expect(snapshot.visibleItems == ["Fruit", "Apple", "Cox", "Gala", "Pear", "Vegetables"])
    }

    @Test func insertsAndDeletesKeepTheTree() {
        var snapshot = Self.produce()
        snapshot.insert(["Plum"], after: "Apple")
        snapshot.insert(["Herbs"], before: "Vegetables")
        snapshot.delete(["Apple"])
        #expect(snapshot.visualDescription() == """
            + Fruit
              * Plum
              * Pear
            * Herbs
            - Vegetables
              * Leek
              * Kale
            """)
        // The deleted parent's children went with it.
        #expect(!snapshot.contains("Cox") && snapshot.index(of: "Cox") == nil)
        let vegetables = snapshot.snapshot(of: "Vegetables", includingParent: true)
        #expect(vegetables.items == ["Vegetables", "Leek", "Kale"] && vegetables.rootItems == ["Vegetables"])
        #expect(snapshot.snapshot(of: "Vegetables").rootItems == ["Leek", "Kale"])
        var herbs = DiffableDataSourceSectionSnapshot<String>()
        herbs.append(["Basil"])
        snapshot.replace(childrenOf: "Vegetables", using: herbs)
        #expect(snapshot.items.suffix(2) == ["Vegetables", "Basil"])
        snapshot.deleteAll()
        #expect(snapshot.items.isEmpty)
    }
}
