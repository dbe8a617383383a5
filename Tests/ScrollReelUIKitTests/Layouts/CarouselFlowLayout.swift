// A carousel written the way iOS apps write it (this file imports only ScrollReelUIKit, as a
// UIKit file imports UIKit): a horizontal flow layout that centres one card, snaps to the
// nearest card in `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`, and
// shrinks and fades the cards beside the centre with `transform3D` and `alpha`.
import ScrollReelUIKit

final class CarouselFlowLayout: UICollectionViewFlowLayout {
    /// The scale and alpha of a card one card-width from the centre (and beyond).
    let sideScale: CGFloat = 0.8
    let sideAlpha: CGFloat = 0.6

    override init() {
        super.init()
        scrollDirection = .horizontal
        itemSize = CGSize(width: 160, height: 240)
        minimumLineSpacing = 10
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        collectionView.decelerationRate = .fast
        // Inset so the first and last cards can sit in the middle.
        let horizontal = (collectionView.bounds.width - itemSize.width) / 2
        let vertical = (collectionView.bounds.height - itemSize.height) / 2
        sectionInset = UIEdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView,
              let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        let centerX = collectionView.contentOffset.x + collectionView.bounds.width / 2
        let pitch = itemSize.width + minimumLineSpacing
        return attributes.map { original in
            let attribute = original.copy() as! UICollectionViewLayoutAttributes
            let distance = min(abs(attribute.center.x - centerX) / pitch, 1)
            let scale = 1 - (1 - sideScale) * distance
            attribute.transform3D = CATransform3DMakeScale(scale, scale, 1)
            attribute.alpha = 1 - (1 - sideAlpha) * distance
            return attribute
        }
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView = collectionView else { return proposedContentOffset }
        let pitch = itemSize.width + minimumLineSpacing
        // Card n is centred at offset n × pitch (the inset centres card 0 at offset 0).
        var page = (proposedContentOffset.x / pitch).rounded()
        let current = (collectionView.contentOffset.x / pitch).rounded()
        // A flick always moves at least one card, never more than one past the proposal.
        if velocity.x > 0.3, page <= current { page = current + 1 }
        if velocity.x < -0.3, page >= current { page = current - 1 }
        let last = CGFloat(collectionView.numberOfItems(inSection: 0) - 1)
        return CGPoint(x: min(max(page, 0), last) * pitch, y: proposedContentOffset.y)
    }
}
