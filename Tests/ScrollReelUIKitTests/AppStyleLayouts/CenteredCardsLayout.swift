// A centred, snapping card carousel in the usual app shape: a horizontal flow layout that
// insets its collection view so the first and last cards can sit in the middle, starts on a
// chosen card, snaps the end of a swipe to the card nearest the middle, and looks its cells up
// through the collection view as UIKit code does.
import ScrollReelUIKit

final class CenteredCardsLayout: UICollectionViewFlowLayout {
    /// The card the carousel opens on.
    var initialItem = 0
    /// What the layout saw of its collection view the last time a swipe ended.
    private(set) var visibleAtLastSwipe: [IndexPath] = []
    private(set) var cellSuperviewsAreTheCollectionView = false
    private(set) var itemUnderTheMiddle: IndexPath?
    private var didSetInitialOffset = false

    // Some apps override this to narrow the type; it stays UIKit's collection view here.
    override var collectionView: UICollectionView? {
        super.collectionView
    }

    override init() {
        super.init()
        scrollDirection = .horizontal
        minimumLineSpacing = 10
        itemSize = CGSize(width: 200, height: 300)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        super.invalidateLayout(with: context)
        guard let collectionView = collectionView else { return }
        // The side insets that let the first and last cards reach the middle.
        let side = (collectionView.bounds.width - itemSize.width) / 2
        let vertical = (collectionView.bounds.height - itemSize.height) / 2
        if collectionView.contentInset.left != side {
            collectionView.contentInset = UIEdgeInsets(top: vertical, left: side, bottom: vertical, right: side)
        }
        if !didSetInitialOffset, collectionView.bounds.width > 0 {
            didSetInitialOffset = true
            collectionView.contentOffset = CGPoint(x: CGFloat(initialItem) * (itemSize.width + minimumLineSpacing) - side,
                                                   y: -vertical)
        }
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView = collectionView else { return proposedContentOffset }
        visibleAtLastSwipe = collectionView.indexPathsForVisibleItems
        let cells = collectionView.visibleCells
        cellSuperviewsAreTheCollectionView = !cells.isEmpty && cells.allSatisfy { $0.superview === collectionView }
        let middle = CGPoint(x: collectionView.bounds.midX, y: collectionView.bounds.midY)
        itemUnderTheMiddle = collectionView.indexPathForItem(at: middle)
        let pitch = itemSize.width + minimumLineSpacing
        let side = collectionView.contentInset.left
        let card = ((proposedContentOffset.x + side) / pitch).rounded()
        return CGPoint(x: card * pitch - side, y: proposedContentOffset.y)
    }
}

/// The view controller's delegate answers, as a `UICollectionViewDelegateFlowLayout`: the
/// featured card is shorter.
final class CardSizes: NSObject, UICollectionViewDelegateFlowLayout, @unchecked Sendable {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let size = (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
        return indexPath.item == 2 ? CGSize(width: size.width, height: 250) : size
    }
}
