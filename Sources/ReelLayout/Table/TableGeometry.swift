import Foundation

/// The vertical extents of one table section: header, rows, footer.
struct TableSectionGeometry: Sendable {
    /// Top of the header (= top of the section).
    var start: CGFloat
    var headerHeight: CGFloat
    /// Flat index of the first row.
    var firstRow: Int
    var rowCount: Int
    /// Top of the footer (= bottom of the last row).
    var footerStart: CGFloat
    var footerHeight: CGFloat

    /// Bottom of the header, where the rows start.
    var rowsStart: CGFloat { start + headerHeight }
    /// Bottom of the footer (= top of the next section).
    var end: CGFloat { footerStart + footerHeight }
}

/// Row and section extents of a table in contiguous arrays; widths come from the bounds.
struct TableGeometry: Sendable {
    /// The bounds size of the last prepare.
    var boundsSize: CGSize = .zero
    var tableHeaderHeight: CGFloat = 0
    var tableFooterHeight: CGFloat = 0
    var sections: [TableSectionGeometry] = []
    /// Top and height of every row over all sections; tops are non-decreasing.
    var rowStarts: [CGFloat] = []
    var rowHeights: [CGFloat] = []

    /// The total height: table header, sections, table footer.
    var height: CGFloat { (sections.last?.end ?? tableHeaderHeight) + tableFooterHeight }

    /// The sections whose extent overlaps `minY..<maxY`.
    /// - Complexity: O(log s + r).
    func sections(overlapping minY: CGFloat, _ maxY: CGFloat) -> Range<Int> {
        let first = sections.partitioningIndex(in: sections.indices) { $0.end > minY }
        let last = sections.partitioningIndex(in: first..<sections.endIndex) { $0.start >= maxY }
        return first..<last
    }

    /// The flat rows of `section` that overlap `minY..<maxY`.
    /// - Complexity: O(log r) for r rows in the section.
    func rows(of section: TableSectionGeometry, overlapping minY: CGFloat, _ maxY: CGFloat) -> Range<Int> {
        let rows = section.firstRow..<(section.firstRow + section.rowCount)
        let first = rows.partitioningIndex(in: rows) { rowStarts[$0] + rowHeights[$0] > minY }
        let last = rows.partitioningIndex(in: first..<rows.upperBound) { rowStarts[$0] >= maxY }
        return first..<last
    }
}

extension TableLayout {
    /// Reads counts and asks the delegate for every height (self-sizing elements: the measured
    /// height, else the estimate); stacks table header, then per section header, rows, footer.
    /// - Complexity: O(n) over rows.
    func makeGeometry() -> TableGeometry {
        var geometry = TableGeometry()
        geometry.tableHeaderHeight = max(0, tableHeaderHeight)
        geometry.tableFooterHeight = max(0, tableFooterHeight)
        guard let host = collectionView else { return geometry }
        let delegate = self.delegate
        let width = host.bounds.width
        var y = geometry.tableHeaderHeight
        for section in 0..<max(0, host.numberOfSections) {
            let count = max(0, host.numberOfItems(inSection: section))
            let header = supplementaryHeight(ElementKind.sectionHeader, inSection: section, width: width)
            let start = y
            y += header
            let firstRow = geometry.rowStarts.count
            for row in 0..<count {
                let path = IndexPath(row: row, section: section)
                // The delegate's height wins over `rowHeight`; either may be automatic.
                let fixed = delegate?.tableLayout(self, heightForRowAt: path) ?? rowHeight
                let height = fixed == Self.automaticDimension ? selfSizingRowHeight(at: path, width: width) : max(0, fixed)
                geometry.rowStarts.append(y)
                geometry.rowHeights.append(height)
                y += height
            }
            let footer = supplementaryHeight(ElementKind.sectionFooter, inSection: section, width: width)
            geometry.sections.append(TableSectionGeometry(
                start: start, headerHeight: header, firstRow: firstRow, rowCount: count,
                footerStart: y, footerHeight: footer))
            y += footer
        }
        return geometry
    }
}
