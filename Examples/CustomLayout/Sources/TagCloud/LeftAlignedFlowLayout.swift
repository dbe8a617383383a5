import Foundation
import ScrollReel

/// The left-aligned "tag cloud" flow layout iOS apps copy from Stack Overflow, ported with two
/// edits: `UICollectionViewFlowLayout` → `FlowLayout`, `UICollectionViewLayoutAttributes` →
/// `LayoutAttributes`.
///
/// `FlowLayout` justifies full lines (spreads the spare space between items); this subclass
/// packs each line to the left with `minimumInteritemSpacing` between items.
final class LeftAlignedFlowLayout: FlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        let attributes = super.layoutAttributesForElements(in: rect).map { $0.copy() }
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
