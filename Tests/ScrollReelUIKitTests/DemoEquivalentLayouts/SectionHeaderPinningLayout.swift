// Section headers that stay at the top while their section scrolls under them, written as a
// flow-layout subclass the way apps did it before `sectionHeadersPinToVisibleBounds`: every
// section with a cell on screen gets its header back (even once the header's own frame has left
// the rect), held at the content offset until the section's last cell pushes it up. It moves the
// flow's own attribute objects, so UIKit logs its cache-mismatch warning once.
import ScrollReelUIKit

class SectionHeaderPinningLayout: UICollectionViewFlowLayout {
    /// Above the cells and the flow's unpinned headers.
    static let pinnedHeaderZIndex = 1024

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView,
              var elements = super.layoutAttributesForElements(in: rect) else { return nil }
        let sectionsWithCells = Set(elements.filter { $0.representedElementCategory == .cell }.map(\.indexPath.section))
        let sectionsWithHeaders = Set(elements.filter(isSectionHeader).map(\.indexPath.section))
        for section in sectionsWithCells.subtracting(sectionsWithHeaders).sorted() {
            let indexPath = IndexPath(item: 0, section: section)
            if let header = layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: indexPath) {
                elements.append(header)
            }
        }

        let top = collectionView.contentOffset.y
        for header in elements where isSectionHeader(header) {
            guard let cells = cellExtent(ofSection: header.indexPath.section) else { continue }
            let height = header.frame.height
            // Never above its place over the first cell, never below the last cell's bottom.
            header.frame.origin.y = min(max(top, cells.lowerBound - height), cells.upperBound - height)
            header.zIndex = Self.pinnedHeaderZIndex
        }
        return elements
    }

    private func isSectionHeader(_ element: UICollectionViewLayoutAttributes) -> Bool {
        element.representedElementKind == UICollectionView.elementKindSectionHeader
    }

    /// From the top of the section's first cell to the bottom of its last.
    private func cellExtent(ofSection section: Int) -> ClosedRange<CGFloat>? {
        let count = collectionView?.numberOfItems(inSection: section) ?? 0
        guard count > 0,
              let first = layoutAttributesForItem(at: IndexPath(item: 0, section: section)),
              let last = layoutAttributesForItem(at: IndexPath(item: count - 1, section: section))
        else { return nil }
        return first.frame.minY...last.frame.maxY
    }
}
