public import Foundation

/// Where every section and item of a valid batch update comes from and goes to: what
/// `UICollectionViewUpdate` works out before it animates.
public struct UpdatePlan: Sendable, Hashable {
    /// Items per section before and after the update.
    public let countsBefore: [Int]
    public let countsAfter: [Int]
    /// Per section after the update: the section before it that it continues (kept or moved);
    /// nil for an inserted or reloaded section.
    public let sectionSources: [Int?]
    /// Per section before the update: where it is after; nil when deleted or reloaded.
    public let sectionDestinations: [Int?]
    /// Per item after the update: where its data was before; nil for an inserted item.
    public let itemSources: [[IndexPath?]]
    /// Per item before the update: where its data is after; nil when it was deleted.
    public let itemDestinations: [[IndexPath?]]
    /// Reconfigured items, by their index paths after the update.
    public let reconfigured: Set<IndexPath>
    /// Reloaded items, before and after the update: their data stays, their cells are replaced.
    public let reloadedBefore: Set<IndexPath>
    public let reloadedAfter: Set<IndexPath>
    /// The update's calls, one per element, in the order UIKit lists them.
    public let steps: [Step]

    /// One element of the update, as `UICollectionViewUpdateItem`.
    public struct Step: Sendable, Hashable {
        public var action: CollectionViewUpdateItem.Action
        public var before: IndexPath?
        public var after: IndexPath?

        public init(action: CollectionViewUpdateItem.Action, before: IndexPath?, after: IndexPath?) {
            self.action = action
            self.before = before
            self.after = after
        }
    }

    /// Where the item at `indexPath` (before the update) is after it; nil when it is gone.
    public func destination(ofItemAt indexPath: IndexPath) -> IndexPath? {
        guard indexPath.count == 2, itemDestinations.indices.contains(indexPath.section),
              itemDestinations[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return itemDestinations[indexPath.section][indexPath.item]
    }

    /// Where the item at `indexPath` (after the update) was before it; nil when it is new.
    public func source(ofItemAt indexPath: IndexPath) -> IndexPath? {
        guard indexPath.count == 2, itemSources.indices.contains(indexPath.section),
              itemSources[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return itemSources[indexPath.section][indexPath.item]
    }

    /// Where the cell of the item at `indexPath` (after the update) comes from: nil for an
    /// inserted or reloaded item, whose cell is new.
    public func cellSource(ofItemAt indexPath: IndexPath) -> IndexPath? {
        reloadedAfter.contains(indexPath) ? nil : source(ofItemAt: indexPath)
    }

    /// Where the cell of the item at `indexPath` (before the update) goes: nil for a deleted or
    /// reloaded item, whose cell leaves.
    public func cellDestination(ofItemAt indexPath: IndexPath) -> IndexPath? {
        reloadedBefore.contains(indexPath) ? nil : destination(ofItemAt: indexPath)
    }

    /// Where section `section` (before) is after the update; nil when deleted or reloaded.
    public func destination(ofSection section: Int) -> Int? {
        sectionDestinations.indices.contains(section) ? sectionDestinations[section] : nil
    }

    /// Where section `section` (after) was before the update; nil when inserted or reloaded.
    public func source(ofSection section: Int) -> Int? {
        sectionSources.indices.contains(section) ? sectionSources[section] : nil
    }

    /// The update items a layout's `prepare(forCollectionViewUpdates:)` receives.
    public func updateItems() -> [CollectionViewUpdateItem] {
        steps.map { CollectionViewUpdateItem(before: $0.before, after: $0.after, action: $0.action) }
    }

    /// Applies the plan to per-section data: kept and moved items carried over, new ones made
    /// by `makeItem` at their index paths after the update.
    /// - Complexity: O(n) over the items after the update.
    public func apply<Item>(to sections: [[Item]], makeItem: (IndexPath) -> Item) -> [[Item]] {
        itemSources.enumerated().map { section, sources in
            sources.enumerated().map { item, source in
                source.map { sections[$0.section][$0.item] } ?? makeItem(IndexPath(item: item, section: section))
            }
        }
    }
}
