import Foundation

extension TableLayout {
    // MARK: - Rect query

    /// Every element overlapping `rect`, section by section: header, rows, footer.
    /// - Complexity: O(log n + k).
    func attributes(in rect: CGRect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for index in geometry.sections(overlapping: rect.minY, rect.maxY) {
            let section = geometry.sections[index]
            if let header = headerAttributes(ofSection: index), header.frame.overlaps(rect) {
                result.append(header)
            }
            for flat in geometry.rows(of: section, overlapping: rect.minY, rect.maxY) {
                let attributes = rowAttributes(flat, indexPath: IndexPath(row: flat - section.firstRow, section: index))
                if attributes.frame.overlaps(rect) { result.append(attributes) }
            }
            if let footer = footerAttributes(ofSection: index), footer.frame.overlaps(rect) {
                result.append(footer)
            }
        }
        return result
    }

    // MARK: - Elements

    /// New attributes for the flat row `flat`.
    func rowAttributes(_ flat: Int, indexPath: IndexPath) -> LayoutAttributes {
        let attributes = makeAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: 0, y: geometry.rowStarts[flat], width: geometry.boundsSize.width,
                                  height: geometry.rowHeights[flat])
        if rowSizesItself(at: indexPath) { attributes.sizing = measuredRowHeights[indexPath] == nil ? .estimated : .measured }
        return attributes
    }

    /// The section's header now (floated in plain style), or nil when its height is 0.
    ///
    /// Plain: `y = min(max(natural, offset.y + inset.top), footerStart − height)`, the same rule
    /// as a pinned flow-layout header.
    func headerAttributes(ofSection index: Int) -> LayoutAttributes? {
        let section = geometry.sections[index]
        guard section.headerHeight > 0 else { return nil }
        var y = section.start
        if style == .plain, let host = collectionView {
            let visibleTop = host.contentOffset.y + host.adjustedContentInset.top
            y = max(section.start, min(max(section.start, visibleTop), section.footerStart - section.headerHeight))
        }
        return supplementary(ElementKind.sectionHeader, section: index, y: y, height: section.headerHeight)
    }

    /// The section's footer now (floated to the bottom in plain style), or nil when its height is 0.
    ///
    /// Plain: `y = max(min(natural, visibleBottom − height), rowsStart)`: never below its
    /// natural position, pushed back by the end of the section's header.
    func footerAttributes(ofSection index: Int) -> LayoutAttributes? {
        let section = geometry.sections[index]
        guard section.footerHeight > 0 else { return nil }
        var y = section.footerStart
        if style == .plain, let host = collectionView {
            let visibleBottom = host.contentOffset.y + host.bounds.height - host.adjustedContentInset.bottom
            y = min(section.footerStart,
                    max(min(section.footerStart, visibleBottom - section.footerHeight), section.rowsStart))
        }
        return supplementary(ElementKind.sectionFooter, section: index, y: y, height: section.footerHeight)
    }

    private func supplementary(_ kind: String, section: Int, y: CGFloat, height: CGFloat) -> LayoutAttributes {
        let attributes = makeAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(row: 0, section: section))
        attributes.frame = CGRect(x: 0, y: y, width: geometry.boundsSize.width, height: height)
        attributes.zIndex = style == .plain ? FlowLayout.pinnedSupplementaryZIndex : FlowLayout.supplementaryZIndex
        attributes.sizing = supplementarySizing(kind, inSection: section)
        return attributes
    }
}
