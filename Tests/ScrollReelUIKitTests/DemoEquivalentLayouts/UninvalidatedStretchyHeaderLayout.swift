// The stretchy-header mistake seen most often: the header stretch is right, but the layout
// does not override `shouldInvalidateLayout(forBoundsChange:)`. UIKit's answer to a scroll is
// then "nothing changed", the layout is never asked again while the content is pulled, and the
// header keeps the frame it had at rest.
import ScrollReelUIKit

final class UninvalidatedStretchyHeaderLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let pull = max(-(collectionView?.contentOffset.y ?? 0), 0)
        return super.layoutAttributesForElements(in: rect)?.map { element in
            guard pull > 0, element.representedElementKind == UICollectionView.elementKindSectionHeader else {
                return element
            }
            let header = element.copy() as! UICollectionViewLayoutAttributes
            header.frame.origin.y -= pull
            header.frame.size.height += pull
            return header
        }
    }
}
