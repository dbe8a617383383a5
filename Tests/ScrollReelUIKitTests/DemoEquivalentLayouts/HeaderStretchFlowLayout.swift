// The stretchy header of a product or profile page: pulled down past its resting position, the
// collection view's first header grows upwards with the pull, so the header's picture fills the
// space instead of the background showing through. It works on copies of the flow's attributes
// and tells an optional handler where it put the header, for apps that size something inside the
// header (a gradient, a page control) to match.
import ScrollReelUIKit

class HeaderStretchFlowLayout: UICollectionViewFlowLayout {
    typealias HeaderPlacementHandler = (_ header: UICollectionViewLayoutAttributes, _ stretch: CGFloat) -> Void

    /// Called every time the layout places the first section's header, with how far it stretched it.
    var headerPlacementHandler: HeaderPlacementHandler?

    /// How far the content is pulled down past its resting position; 0 when it is not.
    private var pull: CGFloat {
        guard let collectionView = collectionView else { return 0 }
        return max(-collectionView.adjustedContentInset.top - collectionView.contentOffset.y, 0)
    }

    // The stretch depends on the offset, so every scroll step needs fresh attributes.
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map { element in
            isFirstHeader(element) ? placeHeader(element) : element
        }
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                       at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let element = super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
        return element.map { isFirstHeader($0) ? placeHeader($0) : $0 }
    }

    private func isFirstHeader(_ element: UICollectionViewLayoutAttributes) -> Bool {
        element.representedElementKind == UICollectionView.elementKindSectionHeader && element.indexPath.section == 0
    }

    private func placeHeader(_ header: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let stretch = pull
        let placed = header.copy() as! UICollectionViewLayoutAttributes
        if stretch > 0 {
            // Top edge up by the pull, bottom edge where it was.
            placed.frame = CGRect(x: header.frame.minX, y: header.frame.minY - stretch,
                                  width: header.frame.width, height: header.frame.height + stretch)
        }
        headerPlacementHandler?(placed, stretch)
        return placed
    }
}
