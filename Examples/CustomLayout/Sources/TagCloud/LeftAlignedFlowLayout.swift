import ScrollReelUIKit

/// The left-aligned "tag cloud" flow layout iOS apps copy from Stack Overflow, pasted as it is
/// written for UIKit; only `import UIKit` became `import ScrollReelUIKit`.
///
/// `UICollectionViewFlowLayout` justifies full lines (spreads the spare space between items);
/// this subclass packs each line to the left with `minimumInteritemSpacing` between items.
final class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect)?
            .map({ $0.copy() as! UICollectionViewLayoutAttributes }) else { return nil }
        var leftMargin = sectionInset.left
        var maxY: CGFloat = -1
        for layoutAttribute in attributes where layoutAttribute.representedElementCategory == .cell {
            if layoutAttribute.frame.origin.y >= maxY {
                leftMargin = sectionInset.left
            }
            layoutAttribute.frame.origin.x = leftMargin
            leftMargin += layoutAttribute.frame.width + minimumInteritemSpacing
            maxY = max(layoutAttribute.frame.maxY, maxY)
        }
        return attributes
    }
}
