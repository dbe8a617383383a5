import Foundation
import ReelLayout

/// Which of the scenario's items and sections sits at each index path. Updates move items to
/// new index paths; what an item shows (its label, colour, listed size) stays with it, as an
/// app's model object stays with its cell's content.
///
/// An item is named by the index path it had at the start; an inserted item continues its
/// section's numbering (the 21st item of a section that started with 20 is item 20), and an
/// inserted section continues the sections' numbering. Before any change every index path
/// names itself, so nothing is translated.
final class DataModel {
    /// The data at one moment: sections by their names, items by theirs.
    struct State {
        var sections: [Int]
        var items: [[IndexPath]]
    }

    private(set) var current: State
    /// The data before the update being animated: what disappearing elements show.
    private(set) var previous: State?
    private var nextItem: [Int: Int] = [:]
    private var nextSection: Int
    /// Whether no change happened yet: every index path names itself.
    private(set) var isOriginal = true

    init(counts: [Int]) {
        current = State(sections: Array(counts.indices),
                        items: counts.enumerated().map { section, count in (0..<count).map { IndexPath(item: $0, section: section) } })
        nextSection = counts.count
        for (section, count) in counts.enumerated() { nextItem[section] = count }
    }

    /// The item at `indexPath` now (or, with `beforeUpdate`, before the update being animated);
    /// the index path itself where the data has none (a pasted layout placing extra elements).
    /// - Complexity: O(1).
    func item(at indexPath: IndexPath, beforeUpdate: Bool = false) -> IndexPath {
        guard !isOriginal, indexPath.count == 2 else { return indexPath }
        let state = beforeUpdate ? previous ?? current : current
        guard state.items.indices.contains(indexPath.section),
              state.items[indexPath.section].indices.contains(indexPath.item) else { return indexPath }
        return state.items[indexPath.section][indexPath.item]
    }

    /// The section at `section` now (or before the update being animated).
    func section(at section: Int, beforeUpdate: Bool = false) -> Int {
        guard !isOriginal else { return section }
        let state = beforeUpdate ? previous ?? current : current
        return state.sections.indices.contains(section) ? state.sections[section] : section
    }

    /// `element` as the views that draw it see it: at the index path that names its item (or,
    /// for a header or footer, its section); a disappearing element shows the data before the
    /// update. `element` itself while nothing changed.
    func drawnAttributes(_ element: LayoutAttributes) -> LayoutAttributes {
        guard !isOriginal else { return element }
        let before = element.updateRole == .disappearing
        let drawn = element.copied()
        if element.representedElementCategory == .cell {
            drawn.indexPath = item(at: element.indexPath, beforeUpdate: before)
        } else if let first = element.indexPath.first {
            drawn.indexPath[0] = section(at: first, beforeUpdate: before)
        }
        return drawn
    }

    /// Applies a batch update's plan; the data before it stays readable until ``endUpdate()``.
    /// - Complexity: O(n) over the items after the update.
    func apply(_ plan: UpdatePlan) {
        previous = current
        isOriginal = false
        let sections = plan.sectionSources.map { source in source.map { current.sections[$0] } ?? newSection() }
        let items = plan.apply(to: current.items) { path in newItem(inSection: sections[path.section]) }
        current = State(sections: sections, items: items)
    }

    /// `reloadData()` with new counts: index paths that still exist keep their items.
    func reload(counts: [Int]) {
        previous = nil
        isOriginal = false
        let sections = counts.indices.map { $0 < current.sections.count ? current.sections[$0] : newSection() }
        let items = counts.enumerated().map { section, count in
            (0..<count).map { item in
                current.items.indices.contains(section) && current.items[section].indices.contains(item)
                    ? current.items[section][item] : newItem(inSection: sections[section])
            }
        }
        current = State(sections: sections, items: items)
    }

    /// Forgets the data before the last update once its animation is over.
    func endUpdate() {
        previous = nil
    }

    private func newSection() -> Int {
        defer { nextSection += 1 }
        return nextSection
    }

    private func newItem(inSection section: Int) -> IndexPath {
        let item = nextItem[section, default: 0]
        nextItem[section] = item + 1
        return IndexPath(item: item, section: section)
    }
}
