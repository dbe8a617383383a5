/// `NSDiffableDataSourceSectionSnapshot`: one section's items as a tree — an outline's headers
/// and their children — each parent expanded or collapsed. The section shows its
/// ``visibleItems``: the roots, and the children of every expanded parent whose ancestors are
/// expanded too, depth first.
public struct DiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    public typealias Item = ItemIdentifierType

    public private(set) var rootItems: [Item] = []
    private var childrenOf: [Item: [Item]] = [:]
    private var parentOf: [Item: Item] = [:]
    private var expanded: Set<Item> = []

    public init() {}

    // MARK: - Reading

    /// Every item, depth first.
    /// - Complexity: O(n).
    public var items: [Item] { rootItems.flatMap(subtree) }

    /// The items the section shows: those whose ancestors are all expanded, depth first.
    /// - Complexity: O(n).
    public var visibleItems: [Item] { rootItems.flatMap(visibleSubtree) }

    public func contains(_ item: Item) -> Bool { parentOf[item] != nil || rootItems.contains(item) }

    public func isExpanded(_ item: Item) -> Bool { expanded.contains(item) }

    /// Whether the item is shown: every ancestor is expanded.
    public func isVisible(_ item: Item) -> Bool {
        guard contains(item) else { return false }
        var current = item
        while let parent = parentOf[current] {
            guard expanded.contains(parent) else { return false }
            current = parent
        }
        return true
    }

    /// How deep the item is: 0 for a root.
    public func level(of item: Item) -> Int {
        var level = 0, current = item
        while let parent = parentOf[current] {
            level += 1
            current = parent
        }
        return level
    }

    public func parent(of item: Item) -> Item? { parentOf[item] }

    /// The item's place in ``items``.
    public func index(of item: Item) -> Int? { items.firstIndex(of: item) }

    /// The subtree under `parent` (its children as roots), with `parent` itself as the root
    /// when `includingParent`.
    public func snapshot(of parent: Item, includingParent: Bool = false) -> Self {
        var snapshot = Self()
        if includingParent {
            snapshot.copy(parent, from: self, under: nil)
        } else {
            for child in childrenOf[parent] ?? [] { snapshot.copy(child, from: self, under: nil) }
        }
        return snapshot
    }

    /// The tree as lines, one per item, indented by level (`+` expanded, `-` collapsed, `*` a leaf).
    public func visualDescription() -> String {
        items.map { item in
            let mark = (childrenOf[item] ?? []).isEmpty ? "*" : expanded.contains(item) ? "+" : "-"
            return String(repeating: "  ", count: level(of: item)) + "\(mark) \(item)"
        }.joined(separator: "\n")
    }

    // MARK: - Changing

    /// Adds `items` after the roots, or after `parent`'s children.
    public mutating func append(_ items: [Item], to parent: Item? = nil) {
        for item in items { attach(item, to: parent) }
    }

    /// Adds a snapshot's trees after the roots, or after `parent`'s children.
    public mutating func append(_ snapshot: Self, to parent: Item? = nil) {
        for root in snapshot.rootItems { copy(root, from: snapshot, under: parent) }
    }

    public mutating func insert(_ items: [Item], before item: Item) { insert(items, at: item, offset: 0) }

    public mutating func insert(_ items: [Item], after item: Item) { insert(items, at: item, offset: 1) }

    /// Removes the items and everything under them.
    public mutating func delete(_ items: [Item]) {
        for item in items where contains(item) {
            let descendants = subtree(item)
            if let parent = parentOf[item] {
                childrenOf[parent]?.removeAll { $0 == item }
            } else {
                rootItems.removeAll { $0 == item }
            }
            for descendant in descendants {
                childrenOf[descendant] = nil
                parentOf[descendant] = nil
                expanded.remove(descendant)
            }
        }
    }

    public mutating func deleteAll() { self = Self() }

    /// Replaces `parent`'s children with the snapshot's trees.
    public mutating func replace(childrenOf parent: Item, using snapshot: Self) {
        delete(childrenOf[parent] ?? [])
        append(snapshot, to: parent)
    }

    public mutating func expand(_ items: [Item]) { expanded.formUnion(items.filter(contains)) }

    public mutating func collapse(_ items: [Item]) { expanded.subtract(items) }

    // MARK: - Private

    private func subtree(_ item: Item) -> [Item] { [item] + (childrenOf[item] ?? []).flatMap(subtree) }

    private func visibleSubtree(_ item: Item) -> [Item] {
        [item] + (expanded.contains(item) ? (childrenOf[item] ?? []).flatMap(visibleSubtree) : [])
    }

    private mutating func attach(_ item: Item, to parent: Item?) {
        guard !contains(item) else { return }
        if let parent {
            guard contains(parent) else { return }
            childrenOf[parent, default: []].append(item)
            parentOf[item] = parent
        } else {
            rootItems.append(item)
        }
    }

    private mutating func copy(_ item: Item, from other: Self, under parent: Item?) {
        attach(item, to: parent)
        if other.expanded.contains(item) { expanded.insert(item) }
        for child in other.childrenOf[item] ?? [] { copy(child, from: other, under: item) }
    }

    private mutating func insert(_ items: [Item], at anchor: Item, offset: Int) {
        let fresh = items.filter { !contains($0) }
        if let parent = parentOf[anchor], let index = childrenOf[parent]?.firstIndex(of: anchor) {
            childrenOf[parent]?.insert(contentsOf: fresh, at: index + offset)
            for item in fresh { parentOf[item] = parent }
        } else if let index = rootItems.firstIndex(of: anchor) {
            rootItems.insert(contentsOf: fresh, at: index + offset)
        }
    }
}
