import Foundation
import ReelGeometry

// The line-breaking rules follow UIKit as documented in docs/facts.md ("Flow layout") and as reimplemented by
// PSTCollectionView (PSTGridLayoutSection.computeLayout / PSTGridLayoutRow.layoutRow):
// - an item joins the current line while `used + interitemSpacing + width <= available`
//   (PSTGridLayoutSection: `if (dimensionLeft < itemDimension) finish row`), and the first item
//   of a line is always placed, even when it is too wide;
// - a full line is justified: the left-over space is divided evenly between its gaps
//   (PSTGridLayoutRow, `leftOverSpace / (usedItemCount - 1)`);
// - the last line is laid out "as if completed with items of the same size" so it keeps the
//   grid's columns (PSTGridLayoutRow: "UICollectionView is smart and lays out items like they
//   would have been placed on a full row");
// - header, sectionInset start, lines, sectionInset end, footer; no line spacing after the
//   header or before the footer; the header spans the full cross length (PSTGridLayoutSection:
//   `headerFrame = CGRectMake(0, y, headerFooterDimension, headerDimension)`).

extension FlowGeometry {
    /// Runs a geometry pass over cached `metrics` for a collection view of `boundsSize` with
    /// `contentInset` (the adjusted content inset). Frames are stored as UIKit reports them:
    /// each absolute origin rounded to the `pixelScale` grid, sizes exact; the running positions
    /// stay exact, so rounding never accumulates (UIKit's flow layout does the same).
    /// - Complexity: O(n) over items.
    init(metrics: FlowMetrics, axis: ScrollAxis, boundsSize: CGSize, contentInset: UIEdgeInsets, pixelScale: CGFloat? = nil) {
        self.init()
        self.axis = axis
        self.boundsSize = boundsSize
        self.pixelScale = pixelScale
        crossLength = max(0, axis.cross(boundsSize) - axis.crossStart(contentInset) - axis.crossEnd(contentInset))
        itemFrames.reserveCapacity(metrics.totalItemCount)
        sections.reserveCapacity(metrics.sections.count)
        var main: CGFloat = 0
        for section in metrics.sections {
            main = appendSection(section, metrics: metrics, at: main)
        }
        mainLength = main
    }

    /// Lays out one section starting at main-axis `start`; returns where it ends.
    private mutating func appendSection(
        _ section: FlowSectionMetrics, metrics: FlowMetrics, at start: CGFloat
    ) -> CGFloat {
        var main = start
        let headerLength = max(0, axis.main(section.headerSize))
        let header = headerLength > 0
            ? reported(axis.rect(main: main, cross: 0, mainLength: headerLength, crossLength: crossLength)) : nil
        main += headerLength
        let contentStart = main
        main += axis.mainStart(section.inset)

        let firstLine = lineStarts.count
        let lineMain = layOutLines(section, metrics: metrics, at: main)
        // Suffix minimum of the section's line starts, for the line search.
        var lowest = CGFloat.infinity
        var suffix: [CGFloat] = []
        for line in (firstLine..<lineStarts.count).reversed() {
            lowest = min(lowest, lineStarts[line])
            suffix.append(lowest)
        }
        lineLowestStart += suffix.reversed()
        main = lineMain + axis.mainEnd(section.inset)
        let contentEnd = main

        let footerLength = max(0, axis.main(section.footerSize))
        let footer = footerLength > 0
            ? reported(axis.rect(main: main, cross: 0, mainLength: footerLength, crossLength: crossLength)) : nil
        main += footerLength
        sections.append(FlowSectionGeometry(
            start: start, end: main, contentStart: contentStart, contentEnd: contentEnd,
            header: header, footer: footer, pinsHeader: section.pinsHeader, pinsFooter: section.pinsFooter,
            firstItem: section.firstItem, itemCount: section.itemCount, lines: firstLine..<lineStarts.count))
        return main
    }

    /// Breaks the section's items into lines starting at main-axis `start`; returns the furthest
    /// line end (the last line's end unless a negative line spacing overlaps lines), or `start`
    /// for an empty section.
    private mutating func layOutLines(
        _ section: FlowSectionMetrics, metrics: FlowMetrics, at start: CGFloat
    ) -> CGFloat {
        let crossOrigin = axis.crossStart(section.inset)
        let available = crossLength - crossOrigin - axis.crossEnd(section.inset)
        let spacing = section.interitemSpacing
        let end = section.firstItem + section.itemCount
        var main = start
        var lineEnd = start
        var reach = start
        var item = section.firstItem
        var columns = 0  // items per full line of a uniform section, learnt from its first line
        while item < end {
            if item > section.firstItem { main = lineEnd + section.lineSpacing }
            // Greedy line breaking.
            let first = item
            var used = axis.cross(metrics.size(ofItem: item, in: section))
            item += 1
            while item < end {
                let length = axis.cross(metrics.size(ofItem: item, in: section))
                guard used + spacing + length <= available else { break }
                used += spacing + length
                item += 1
            }
            let isLast = item == end
            if columns == 0 { columns = item - first }
            lineEnd = placeLine(first..<item, isLast: isLast, columns: columns, section: section,
                                metrics: metrics, main: main, crossOrigin: crossOrigin, available: available)
            reach = max(reach, lineEnd)
        }
        return reach
    }

    /// Places the items `range` of one line at main-axis `main`; returns the line's end.
    private mutating func placeLine(
        _ range: Range<Int>, isLast: Bool, columns: Int, section: FlowSectionMetrics,
        metrics: FlowMetrics, main: CGFloat, crossOrigin: CGFloat, available: CGFloat
    ) -> CGFloat {
        let count = range.count
        var lineLength: CGFloat = 0
        var usedCross: CGFloat = 0
        for item in range {
            let size = metrics.size(ofItem: item, in: section)
            lineLength = max(lineLength, axis.main(size))
            usedCross += axis.cross(size)
            if axis.cross(size) > available { hasItemThatDoesNotFit = true }
        }

        // Decide the gap between items, or centring.
        var centred = false
        var gap = section.interitemSpacing
        if section.itemCount == 1 || (count == 1 && !isLast) {
            centred = true  // a lone item of a section, or a line where no second item fits
        } else if !isLast {
            gap = (available - usedCross) / CGFloat(count - 1)  // justify a full line
        } else if let uniform = section.uniformItemSize {
            // Complete the last line with virtual items of the same size to keep the columns.
            let length = axis.cross(uniform)
            let slots = max(count, isLast && range.lowerBound == section.firstItem
                ? Self.capacity(of: length, spacing: section.interitemSpacing, in: available)
                : columns)
            if slots <= 1 {
                centred = true
            } else {
                gap = (available - CGFloat(slots) * length) / CGFloat(slots - 1)
            }
        }  // else: differing delegate sizes — the last line packs left with the minimum spacing.

        var cross = crossOrigin
        for item in range {
            let size = metrics.size(ofItem: item, in: section)
            let itemCross = centred ? crossOrigin + (available - axis.cross(size)) / 2 : cross
            // Items shorter than the line are centred in it (UIKit centres differing heights).
            let itemMain = main + (lineLength - axis.main(size)) / 2
            itemFrames.append(reported(axis.rect(main: itemMain, cross: itemCross,
                                                 mainLength: axis.main(size), crossLength: axis.cross(size))))
            cross += axis.cross(size) + gap
        }
        lineStarts.append(main)
        lineReach.append(max(lineReach.last ?? -.infinity, main + lineLength))
        lineFirstItems.append(range.upperBound)  // the sentinel moves along: first of the next line
        return main + lineLength
    }

    /// How many items of cross length `length` fit in `available` with `spacing` between them.
    /// - Complexity: O(1).
    static func capacity(of length: CGFloat, spacing: CGFloat, in available: CGFloat) -> Int {
        guard length <= available else { return 1 }
        let step = length + spacing
        guard step > 0 else { return Int.max / 2 }
        let extra = ((available - length) / step).rounded(.down)
        return 1 + Int(min(extra, CGFloat(Int32.max)))
    }
}
