import Foundation
import ReelGeometry

extension FlowLayout {
    // MARK: - Rect query

    /// Every element overlapping `rect`, section by section: header, cells, footer.
    /// - Complexity: O(log n + k): binary searches over section and line extents, then only the
    ///   lines that overlap `rect`.
    func attributes(in rect: CGRect) -> [LayoutAttributes] {
        let axis = geometry.axis
        let minMain = axis.minMain(rect), maxMain = axis.maxMain(rect)
        var result: [LayoutAttributes] = []
        for index in geometry.sections(overlappingMain: minMain, maxMain) {
            let section = geometry.sections[index]
            // A pinned header stays inside its section's extent, so checking the sections that
            // overlap `rect` finds it even when its natural frame lies outside `rect`.
            if section.header != nil, let frame = headerFrame(ofSection: index), frame.overlaps(rect),
               let header = vendHeader(ofSection: index) {
                result.append(header)
            }
            for line in geometry.lines(of: section, overlappingMain: minMain, maxMain) {
                for item in geometry.lineFirstItems[line]..<geometry.lineFirstItems[line + 1]
                where geometry.itemFrames[item].overlaps(rect) {
                    let path = IndexPath(item: item - section.firstItem, section: index)
                    result.append(vendCell(item, indexPath: path))
                }
            }
            if section.footer != nil, let frame = footerFrame(ofSection: index), frame.overlaps(rect),
               let footer = vendFooter(ofSection: index) {
                result.append(footer)
            }
        }
        return result
    }

    // MARK: - Pinning

    /// The header frame of `section` now: natural, or pinned to the visible bounds.
    ///
    /// Pinned (the layout switch is on and the delegate did not answer false):
    /// `min(max(natural, offset + inset.top + pinInset), contentEnd − length)`: never above its
    /// natural position (no pinning in top overscroll), pushed off by the section's end.
    /// `pinInset` is 0 unless a subclass keeps its own bar on top (`CollapsingHeaderLayout`).
    /// - Complexity: O(1).
    func headerFrame(ofSection index: Int) -> CGRect? {
        let section = geometry.sections[index]
        guard let natural = section.header else { return nil }
        guard section.pinsHeader, let host = collectionView else { return natural }
        let axis = geometry.axis
        let length = natural.size[axis]
        let visibleStart = axis.main(host.contentOffset) + axis.mainStart(host.adjustedContentInset)
            + headerPinInset(forSection: index)
        let pinned = min(max(axis.minMain(natural), visibleStart), section.contentEnd - length)
        return geometry.reported(axis.rect(natural, movedToMain: max(pinned, axis.minMain(natural))))
    }

    /// The footer frame of `section` now: natural, or pinned to the bottom of the visible bounds.
    ///
    /// Pinned (the layout switch is on and the delegate did not answer false):
    /// `max(min(natural, visibleEnd − length), contentStart)`: never below its natural
    /// position, pushed back by the start of its section's content.
    /// - Complexity: O(1).
    func footerFrame(ofSection index: Int) -> CGRect? {
        let section = geometry.sections[index]
        guard let natural = section.footer else { return nil }
        guard section.pinsFooter, let host = collectionView else { return natural }
        let axis = geometry.axis
        let length = natural.size[axis]
        let visibleEnd = axis.main(host.contentOffset) + axis.main(host.bounds.size)
            - axis.mainEnd(host.adjustedContentInset)
        let pinned = max(min(axis.minMain(natural), visibleEnd - length), section.contentStart)
        return geometry.reported(axis.rect(natural, movedToMain: min(pinned, axis.minMain(natural))))
    }
}
