import ScrollReelUIKit

/// A chat transcript as an app lays one out by hand: a `UICollectionViewLayout` subclass whose
/// `prepare()` stacks the messages down the screen, the other person's at the left edge and the
/// user's own at the right, each three quarters of the width. Written left to right, as most
/// layouts are. Left as UIKit's default (`flipsHorizontallyInOppositeLayoutDirection` false), in
/// Arabic or Hebrew the bubbles stay where they were written — the bug; answering true lets the
/// collection view mirror them.
final class ChatBubbleLayout: UICollectionViewLayout {
    /// Whether the layout asks the collection view to mirror it in a right-to-left language.
    var mirrorsInRightToLeft = false

    private var bubbles: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    private let margin: CGFloat = 12
    private let spacing: CGFloat = 8
    private let bubbleHeight: CGFloat = 56

    override var flipsHorizontallyInOppositeLayoutDirection: Bool { mirrorsInRightToLeft }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let width = collectionView.bounds.width
        let bubbleWidth = ((width - 2 * margin) * 0.75).rounded()
        var y = margin
        bubbles = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            // Theirs (even) at the left, mine (odd) at the right.
            let x = item.isMultiple(of: 2) ? margin : width - margin - bubbleWidth
            attributes.frame = CGRect(x: x, y: y, width: bubbleWidth, height: bubbleHeight)
            y += bubbleHeight + spacing
            return attributes
        }
        contentHeight = y - spacing + margin
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        bubbles.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        bubbles.indices.contains(indexPath.item) ? bubbles[indexPath.item] : nil
    }
}
