public import Foundation
import ReelGeometry

/// The classic custom sticky-header flow layout that iOS developers publish ("missingSections"):
/// every section with a visible cell gets its header, held at the top of the screen and pushed
/// off by the end of its section.
///
/// Its differences from `sectionHeadersPinToVisibleBounds` are reproduced on purpose:
/// - it pins at `contentOffset.y`, not `contentOffset.y + adjustedContentInset.top`, so under a
///   navigation bar the header slides beneath the bar;
/// - its bounds are the section's first and last *cells* (`first.minY − h`, `last.maxY − h`), not
///   the header's natural frame and the section's content end, so `sectionInset.top` lowers the
///   resting header onto the first cell and `sectionInset.bottom` makes it leave earlier;
/// - it only handles vertical scrolling (it writes `origin.y`), like the snippet.
///
/// By default it edits the attributes `super` returned in place, exactly like the snippet, so the
/// flow layout logs its cache-mismatch lines once; `copiesAttributes` fixes that.
open class StickyHeadersLayout: FlowLayout {
    /// false (default) = the published snippet: changes the attributes returned by super in place
    /// (FlowLayout then logs its cache-mismatch lines once); true = copies first (logs nothing).
    public var copiesAttributes = false

    /// The zIndex the snippet gives every header it moves.
    public static let stickyHeaderZIndex = 1024

    /// A vertical sticky-headers layout with UIKit's flow defaults.
    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: - Overrides

    /// Always true: header positions follow every offset change.
    override open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    /// `super`'s elements, plus the header of every section that has a cell in `rect`, with every
    /// header moved to its sticky position.
    /// - Complexity: O(log n + k) for k returned elements, like `super`.
    override open func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
        var answer = super.layoutAttributesForElements(in: rect) ?? []
        answer += missingHeaders(in: answer)
        guard let collectionView else { return answer }
        let offsetY = collectionView.contentOffset.y
        for index in answer.indices where Self.isHeader(answer[index]) {
            let section = answer[index].indexPath.section
            let count = collectionView.numberOfItems(inSection: section)
            guard count > 0,
                  let first = layoutAttributesForItem(at: IndexPath(item: 0, section: section)),
                  let last = layoutAttributesForItem(at: IndexPath(item: count - 1, section: section))
            else { continue }
            // The snippet writes into the object it got; copying first leaves FlowLayout's cache intact.
            let header = copiesAttributes ? answer[index].copied() : answer[index]
            let height = header.frame.height
            header.frame.origin.y = min(max(offsetY, first.frame.minY - height), last.frame.maxY - height)
            header.zIndex = Self.stickyHeaderZIndex
            answer[index] = header
        }
        return answer
    }

    // MARK: - Missing headers

    /// The headers of the sections that have a cell in `attributes` but no header there, in
    /// ascending section order (an index set, as the snippet's `NSMutableIndexSet`, so the order
    /// never depends on hashing).
    private func missingHeaders(in attributes: [LayoutAttributes]) -> [LayoutAttributes] {
        var missingSections = IndexSet()
        for element in attributes where element.representedElementCategory == .cell {
            missingSections.insert(element.indexPath.section)
        }
        for element in attributes where Self.isHeader(element) {
            missingSections.remove(element.indexPath.section)
        }
        return missingSections.compactMap { section in
            layoutAttributesForSupplementaryView(
                ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: section))
        }
    }

    private static func isHeader(_ attributes: LayoutAttributes) -> Bool {
        attributes.representedElementCategory == .supplementaryView
            && attributes.representedElementKind == ElementKind.sectionHeader
    }
}
