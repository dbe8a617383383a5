import Foundation

extension DiffableDataSourceSnapshot {
    /// The batch update that turns `old` into this snapshot, as a diffable data source's
    /// `apply` works it out from the identifiers: sections and items that went are deleted,
    /// new ones inserted, and of those in both, the fewest are moved — the others keep their
    /// order (the longest common subsequence stays). An item whose section was deleted or
    /// inserted goes and comes with it; marked items are reloaded or reconfigured.
    /// - Complexity: O((n + d²)) per section for n items and d differences (Myers' diff).
    public func batchUpdate(from old: Self) -> BatchUpdate {
        var update = BatchUpdate()
        let newSections = Set(sections), oldSections = Set(old.sections)
        update.deleteSections = old.sections.indices.filter { !newSections.contains(old.sections[$0]) }
        update.insertSections = sections.indices.filter { !oldSections.contains(sections[$0]) }
        let oldCommon = old.sections.filter(newSections.contains), newCommon = sections.filter(oldSections.contains)
        let movedSections = removed(newCommon.difference(from: oldCommon))
        update.moveSections = newCommon.filter(movedSections.contains).map {
            BatchUpdate.SectionMove(from: old.sectionIndex[$0]!, to: sectionIndex[$0]!)
        }
        update.reloadSections = old.sections.indices.filter {
            reloadedSectionIdentifiers.contains(old.sections[$0]) && newSections.contains(old.sections[$0])
                && !movedSections.contains(old.sections[$0])
        }

        func oldPath(_ item: ItemIdentifierType) -> IndexPath? {
            guard let section = old.sectionOfItem[item], let index = old.sectionIndex[section],
                  let position = old.itemsBySection[index].firstIndex(of: item) else { return nil }
            return IndexPath(item: position, section: index)
        }
        // Items in sections that stay; the others go and come with their sections.
        let reloadedSections = Set(update.reloadSections.map { old.sections[$0] })
        let keptSections = oldSections.intersection(newSections).subtracting(reloadedSections)
        for (index, section) in old.sections.enumerated() where keptSections.contains(section) {
            for (position, item) in old.itemsBySection[index].enumerated() {
                let now = sectionOfItem[item]
                if now == nil || !keptSections.contains(now!) {
                    update.deleteItems.append(IndexPath(item: position, section: index))
                }
            }
        }
        for (index, section) in sections.enumerated() where keptSections.contains(section) {
            let items = itemsBySection[index]
            // The items that stay in this section, in old and new order: the fewest moves.
            let staying = items.filter { old.sectionOfItem[$0] == section }
            let before = old.itemsBySection[old.sectionIndex[section]!].filter { sectionOfItem[$0] == section }
            let moved = removed(staying.difference(from: before))
            for (position, item) in items.enumerated() {
                let path = IndexPath(item: position, section: index)
                guard let from = old.sectionOfItem[item], keptSections.contains(from) else {
                    update.insertItems.append(path)
                    continue
                }
                if from != section || moved.contains(item) {
                    update.moveItems.append(.init(from: oldPath(item)!, to: path))
                } else if reloadedItemIdentifiers.contains(item) {
                    update.reloadItems.append(oldPath(item)!)
                } else if reconfiguredItemIdentifiers.contains(item) {
                    update.reconfigureItems.append(oldPath(item)!)
                }
            }
        }
        return update
    }

    /// The elements a difference removes: those outside the longest common subsequence.
    private func removed<Element: Hashable>(_ difference: CollectionDifference<Element>) -> Set<Element> {
        Set(difference.removals.compactMap { change in
            if case .remove(_, let element, _) = change { return element }
            return nil
        })
    }
}
