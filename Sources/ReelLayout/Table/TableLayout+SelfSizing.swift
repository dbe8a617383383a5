import Foundation

// Self-sizing rows, headers and footers: laid out at their estimate, measured by the host as
// they come on screen (docs/facts.md, "Self-sizing in flow layouts and tables").

extension TableLayout {
    /// Whether `attributes` describe an element that sizes itself: a row with `rowHeight`
    /// automatic, a header or footer whose height is automatic.
    func selfSizes(_ attributes: LayoutAttributes) -> Bool {
        switch attributes.role {
        case .cell: rowSizesItself(at: attributes.indexPath)
        case .sectionHeader: sectionHeaderHeight == Self.automaticDimension
        case .sectionFooter: sectionFooterHeight == Self.automaticDimension
        case .own: false
        }
    }

    /// Keeps the height a self-sizing element measured, for the next geometry.
    func keepMeasuredHeight(of preferred: LayoutAttributes) {
        guard selfSizes(preferred) else { return }
        if preferred.representedElementCategory == .cell {
            measuredRowHeights[preferred.indexPath] = preferred.size.height
        } else {
            measuredSupplementaryHeights[ElementKey(preferred)] = preferred.size.height
        }
    }

    /// The height of a section's header or footer (`kind`): the delegate's, else the fixed
    /// one; for a self-sizing one (either is `automaticDimension`), what it measured, else its estimate — or, with no estimate
    /// (0), what it measures now, as UIKit asks every height up front when estimating is off.
    func supplementaryHeight(_ kind: String, inSection section: Int, width: CGFloat) -> CGFloat {
        let isHeader = kind == ElementKind.sectionHeader
        let fixed = isHeader ? sectionHeaderHeight : sectionFooterHeight
        let asked = isHeader ? delegate?.tableLayout(self, heightForHeaderInSection: section)
            : delegate?.tableLayout(self, heightForFooterInSection: section)
        // A delegate may answer `automaticDimension` too (UITableViewController's default does).
        let height = asked ?? fixed
        // The host says when a section has no header or footer at all (a plain table's without a
        // view or title): none, whatever the table's own height says. A height the delegate
        // chose for the section itself is kept.
        if sectionHasSupplementary?(kind, section) == false, asked == nil || asked == fixed { return 0 }
        guard height == Self.automaticDimension else { return max(0, height) }
        if sectionHasSupplementary?(kind, section) == false { return 0 }
        let key = ElementKey(category: .supplementaryView, kind: kind, indexPath: IndexPath(row: 0, section: section))
        if let measured = measuredSupplementaryHeights[key] { return measured }
        let estimate = isHeader ? estimatedSectionHeaderHeight : estimatedSectionFooterHeight
        if estimate > 0 { return estimate }
        let probe = makeAttributes(forSupplementaryViewOfKind: kind, with: key.indexPath)
        probe.frame = CGRect(x: 0, y: 0, width: width, height: 0)
        let measured = max(0, collectionView?.preferredSize(fitting: probe)?.height ?? 0)
        measuredSupplementaryHeights[key] = measured
        return measured
    }

    /// A self-sizing row's height: what it measured, else its estimate — or, with no estimate
    /// (0), what it measures now, as UIKit asks every height up front when estimating is off.
    func selfSizingRowHeight(at path: IndexPath, width: CGFloat) -> CGFloat {
        if let measured = measuredRowHeights[path] { return measured }
        if estimatedRowHeight > 0 { return estimatedRowHeight }
        if estimatedRowHeight != 0 { return Self.automaticRowEstimate }
        let probe = makeAttributes(forCellWith: path)
        probe.frame = CGRect(x: 0, y: 0, width: width, height: 0)
        guard let measured = collectionView?.preferredSize(fitting: probe)?.height else { return Self.automaticRowEstimate }
        measuredRowHeights[path] = max(0, measured)
        return max(0, measured)
    }

    /// What the trace says of a header or footer: nil unless it sizes itself.
    func supplementarySizing(_ kind: String, inSection section: Int) -> LayoutAttributes.SelfSizing? {
        let fixed = kind == ElementKind.sectionHeader ? sectionHeaderHeight : sectionFooterHeight
        guard fixed == Self.automaticDimension else { return nil }
        let key = ElementKey(category: .supplementaryView, kind: kind, indexPath: IndexPath(row: 0, section: section))
        return measuredSupplementaryHeights[key] == nil ? .estimated : .measured
    }

    /// The measured heights after `plan`: each row's and section header's or footer's with its
    /// element where the update takes it; deleted, reloaded and inserted ones have none.
    func moveMeasuredHeights(through plan: UpdatePlan) {
        var rows: [IndexPath: CGFloat] = [:]
        for (path, height) in measuredRowHeights {
            if let destination = plan.cellDestination(ofItemAt: path) { rows[destination] = height }
        }
        measuredRowHeights = rows
        var supplementary: [ElementKey: CGFloat] = [:]
        for (key, height) in measuredSupplementaryHeights {
            guard plan.sectionDestinations.indices.contains(key.indexPath.section),
                  let section = plan.sectionDestinations[key.indexPath.section] else { continue }
            let moved = ElementKey(category: key.category, kind: key.kind, indexPath: IndexPath(row: key.indexPath.row, section: section))
            supplementary[moved] = height
        }
        measuredSupplementaryHeights = supplementary
    }
}
