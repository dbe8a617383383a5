package import Foundation

/// The batch update a layout takes part in: the plan and the attributes its elements had
/// before (UIKit keeps the old layout's answers the same way).
package struct LayoutUpdate {
    package let plan: UpdatePlan
    /// The elements laid out before the update around the visible rect, by their old keys.
    package let before: [ElementKey: LayoutAttributes]
    /// Supplementary and decoration views the layout said to insert or delete, by kind.
    package var insertedViews: [String: Set<IndexPath>] = [:]
    package var deletedViews: [String: Set<IndexPath>] = [:]
}

/// UIKit's update pipeline (docs/facts.md, "Update animations"). The collection view calls
/// `prepare()`, then `prepare(forCollectionViewUpdates:)`, then asks the initial attributes of
/// every element on screen after the update and the final attributes of every element leaving
/// the screen, then `finalizeCollectionViewUpdates()`; the elements then animate from their
/// initial to their final attributes. Override these as on iOS (a slide-in, a scale-up); the
/// defaults are UIKit's: an inserted element fades in at its final frame, a deleted one fades
/// out at its old frame, and the others travel from their old frames to their new ones.
extension CollectionViewLayout {
    /// Where a section's header or footer came from, for the default initial attributes.
    private func sourcePath(ofSupplementaryAt indexPath: IndexPath, plan: UpdatePlan) -> IndexPath? {
        guard let first = indexPath.first, let section = plan.source(ofSection: first) else { return nil }
        var path = indexPath
        path[0] = section
        return path
    }

    private func destinationPath(ofSupplementaryAt indexPath: IndexPath, plan: UpdatePlan) -> IndexPath? {
        guard let first = indexPath.first, let section = plan.destination(ofSection: first) else { return nil }
        var path = indexPath
        path[0] = section
        return path
    }

    /// The attributes before the update of the element `key`, moved to `indexPath`.
    private func before(_ key: ElementKey, as indexPath: IndexPath) -> LayoutAttributes? {
        guard let old = currentUpdate?.before[key]?.copied() else { return nil }
        old.indexPath = indexPath
        return old
    }

    private static func transparent(_ attributes: LayoutAttributes?) -> LayoutAttributes? {
        guard let copy = attributes?.copied() else { return nil }
        copy.alpha = 0
        return copy
    }

    // MARK: Defaults

    package func defaultInitialAttributes(forItemAt indexPath: IndexPath) -> LayoutAttributes? {
        guard let update = currentUpdate else { return nil }
        if let source = update.plan.cellSource(ofItemAt: indexPath) {
            return before(ElementKey(category: .cell, kind: nil, indexPath: source), as: indexPath)
        }
        return Self.transparent(layoutAttributesForItem(at: indexPath))
    }

    package func defaultFinalAttributes(forItemAt indexPath: IndexPath) -> LayoutAttributes? {
        guard let update = currentUpdate else { return nil }
        if let destination = update.plan.cellDestination(ofItemAt: indexPath) {
            return layoutAttributesForItem(at: destination)?.copied()
        }
        return Self.transparent(before(ElementKey(category: .cell, kind: nil, indexPath: indexPath), as: indexPath))
    }

    package func defaultInitialAttributes(forView category: ElementCategory, ofKind kind: String,
                                          at indexPath: IndexPath) -> LayoutAttributes? {
        guard let update = currentUpdate else { return nil }
        let now = category == .supplementaryView
            ? layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
            : layoutAttributesForDecorationView(ofKind: kind, at: indexPath)
        if update.insertedViews[kind]?.contains(indexPath) != true,
           let source = sourcePath(ofSupplementaryAt: indexPath, plan: update.plan),
           let old = before(ElementKey(category: category, kind: kind, indexPath: source), as: indexPath) {
            return old
        }
        return Self.transparent(now)
    }

    package func defaultFinalAttributes(forView category: ElementCategory, ofKind kind: String,
                                        at indexPath: IndexPath) -> LayoutAttributes? {
        guard let update = currentUpdate else { return nil }
        if update.deletedViews[kind]?.contains(indexPath) != true,
           let destination = destinationPath(ofSupplementaryAt: indexPath, plan: update.plan) {
            let now = category == .supplementaryView
                ? layoutAttributesForSupplementaryView(ofKind: kind, at: destination)
                : layoutAttributesForDecorationView(ofKind: kind, at: destination)
            if let now { return now.copied() }
        }
        return Self.transparent(before(ElementKey(category: category, kind: kind, indexPath: indexPath), as: indexPath))
    }
}
