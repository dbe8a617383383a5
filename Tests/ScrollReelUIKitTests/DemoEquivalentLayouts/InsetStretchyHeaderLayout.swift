// A stretchy header measured against the content inset: the pull is counted from the resting
// offset −contentInset.top, and the stretched header is `headerReferenceSize.height` plus the
// pull. It scrolls vertically only, so it pins `scrollDirection`. It edits the header the flow
// layout returned rather than a copy, as many such layouts do, which is why UIKit logs its
// cache-mismatch warning once for it.
import ScrollReelUIKit

class InsetStretchyHeaderLayout: UICollectionViewFlowLayout {
    override var scrollDirection: UICollectionView.ScrollDirection {
        get { .vertical }
        set { super.scrollDirection = .vertical }
    }

    // Without this UIKit would not ask again while the content is pulled, and the header
    // would keep the frame of the first answer.
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let elements = super.layoutAttributesForElements(in: rect)
        guard let collectionView = collectionView else { return elements }
        let pull = -collectionView.contentInset.top - collectionView.contentOffset.y
        guard pull > 0,
              let header = elements?.first(where: { $0.representedElementKind == UICollectionElementKindSectionHeader })
        else { return elements }
        header.frame.origin.y -= pull
        header.frame.size.height = headerReferenceSize.height + pull
        return elements
    }
}
