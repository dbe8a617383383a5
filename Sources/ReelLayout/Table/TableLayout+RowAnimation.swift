import Foundation

/// UITableView's row animations (docs/facts.md, "Update animations"): what `.fade`, `.middle`
/// and `.automatic` do is measured from recordings; `.top`, `.bottom`, `.left`, `.right` and
/// `.none` follow Apple's documentation of `UITableView.RowAnimation`. Rows that fade or slide
/// vertically move beneath the rows that stay, which slide over them.
extension TableLayout {
    /// The start of inserted row `indexPath` (after the update), from the default `start`
    /// (its final frame, transparent).
    func animatedRow(_ start: LayoutAttributes, inserted indexPath: IndexPath, plan: UpdatePlan) -> LayoutAttributes {
        if plan.reloadedAfter.contains(indexPath) { return start }
        let row = start.copied()
        if rowAnimation == .fade || rowAnimation == .automatic, let top = runStart(ofInserted: indexPath, plan: plan) {
            row.frame.origin.y = top
        }
        move(row)
        return row
    }

    /// The end of deleted row `indexPath` (before the update), from the default `end` (its old
    /// frame, transparent).
    func animatedRow(_ end: LayoutAttributes, deleted indexPath: IndexPath, plan: UpdatePlan) -> LayoutAttributes {
        let row = end.copied()
        if plan.reloadedBefore.contains(indexPath) {
            // A reloaded row: the new one fades in over the old one, which fades out beneath it.
            row.zIndex -= 1
            return row
        }
        if rowAnimation == .fade || rowAnimation == .automatic, let top = runEnd(ofDeleted: indexPath, plan: plan) {
            row.frame.origin.y = top
        }
        move(row)
        // `.none`: the row is gone at once (hiding does not animate).
        if rowAnimation == .none { row.isHidden = true }
        return row
    }

    /// Moves an entering or leaving row where ``rowAnimation`` has it come from or go to: the
    /// slides by its height or width and opaque, `.middle` by half its height; rows that fade
    /// or slide vertically pass beneath the rows that stay.
    private func move(_ row: LayoutAttributes) {
        let height = row.frame.height, width = row.frame.width
        switch rowAnimation {
        case .fade, .automatic:
            row.zIndex -= 1
        case .middle:
            row.frame.origin.y -= height / 2
            row.zIndex -= 1
        case .top, .bottom:
            row.frame.origin.y += rowAnimation == .top ? -height : height
            row.alpha = 1
            row.zIndex -= 1
        case .left, .right:
            row.frame.origin.x += rowAnimation == .left ? -width : width
            row.alpha = 1
        case .none:
            row.alpha = 1
        }
    }

    // MARK: - Runs

    /// A run: the rows between two kept rows of a section, before and after the update.
    private struct Run {
        /// Old and new index of the first row of the run.
        var oldFirst: Int, newFirst: Int
        /// Rows deleted and inserted in it.
        var deleted: Int, inserted: Int
        var oldSection: Int, newSection: Int
    }

    /// The run holding row `item` of new section `section` (an inserted row), or of old section
    /// `section` (a deleted row).
    private func run(plan: UpdatePlan, newSection: Int? = nil, oldSection: Int? = nil, item: Int) -> Run? {
        let new: Int, old: Int
        if let newSection {
            guard let source = plan.source(ofSection: newSection) else { return nil }
            (new, old) = (newSection, source)
        } else if let oldSection {
            guard let destination = plan.destination(ofSection: oldSection) else { return nil }
            (new, old) = (destination, oldSection)
        } else { return nil }
        let sources = plan.itemSources[new], destinations = plan.itemDestinations[old]
        // The kept rows bounding the run, found on the side the row is on.
        var newFirst = 0, newEnd = sources.count, oldFirst = 0, oldEnd = destinations.count
        if newSection != nil {
            if let previous = sources[..<item].lastIndex(where: { $0?.section == old }) {
                newFirst = previous + 1
                oldFirst = sources[previous]!.item + 1
            }
        } else if let previous = destinations[..<item].lastIndex(where: { $0?.section == new }) {
            oldFirst = previous + 1
            newFirst = destinations[previous]!.item + 1
        }
        newEnd = sources[newFirst...].firstIndex(where: { $0?.section == old }) ?? sources.count
        oldEnd = destinations[oldFirst...].firstIndex(where: { $0?.section == new }) ?? destinations.count
        let inserted = sources[newFirst..<newEnd].filter { $0 == nil }.count
        let deleted = destinations[oldFirst..<oldEnd].filter { $0 == nil }.count
        return Run(oldFirst: oldFirst, newFirst: newFirst, deleted: deleted, inserted: inserted,
                   oldSection: old, newSection: new)
    }

    /// The y of the run's top before the update: its first row's old frame, else the end of
    /// the kept row above it; nil when that is not known.
    private func oldTop(of run: Run) -> CGFloat? {
        let before = currentUpdate?.before ?? [:]
        func frame(_ item: Int) -> CGRect? {
            before[ElementKey(category: .cell, kind: nil, indexPath: IndexPath(item: item, section: run.oldSection))]?.frame
        }
        return frame(run.oldFirst)?.minY ?? (run.oldFirst > 0 ? frame(run.oldFirst - 1)?.maxY : nil)
    }

    /// The y of the run's top after the update.
    private func newTop(of run: Run) -> CGFloat? {
        let first = rectForRow(at: IndexPath(row: run.newFirst, section: run.newSection))
        if first != .zero { return first.minY }
        guard run.newFirst > 0 else { return nil }
        let above = rectForRow(at: IndexPath(row: run.newFirst - 1, section: run.newSection))
        return above == .zero ? nil : above.maxY
    }

    /// Inserted row m of a run starts at the old run's top + m·(n_old − 1)/(n_new − 1) rows.
    private func runStart(ofInserted indexPath: IndexPath, plan: UpdatePlan) -> CGFloat? {
        guard let run = run(plan: plan, newSection: indexPath.section, item: indexPath.item), let top = oldTop(of: run) else { return nil }
        let sources = plan.itemSources[run.newSection]
        let m = sources[run.newFirst..<indexPath.item].filter { $0 == nil }.count
        let step = run.deleted > 1 && run.inserted > 1 ? CGFloat(run.deleted - 1) / CGFloat(run.inserted - 1) : 0
        return top + CGFloat(m) * step * rectForRow(at: indexPath).height
    }

    /// Deleted row k of a run ends at the new run's top + k·(n_new − 1)/(n_old − 1) rows.
    private func runEnd(ofDeleted indexPath: IndexPath, plan: UpdatePlan) -> CGFloat? {
        guard let run = run(plan: plan, oldSection: indexPath.section, item: indexPath.item), let top = newTop(of: run) else { return nil }
        let destinations = plan.itemDestinations[run.oldSection]
        let k = destinations[run.oldFirst..<indexPath.item].filter { $0 == nil }.count
        let step = run.deleted > 1 && run.inserted > 1 ? CGFloat(run.inserted - 1) / CGFloat(run.deleted - 1) : 0
        let height = currentUpdate?.before[ElementKey(category: .cell, kind: nil, indexPath: indexPath)]?.frame.height ?? 0
        return top + CGFloat(k) * step * height
    }
}
