// A literal Swift translation of the Objective-C in "在UICollectionView上实现StickyHeader效果"
// (after blog.radi.ws, "Sticky headers for UICollectionView using"), statement for statement:
// `NSMutableIndexSet` is `IndexSet`, `MIN`/`MAX` are `min`/`max`; the translator's Chinese
// comments are left out.
import ScrollReelUIKit

class StickyHeaderFlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var answer = super.layoutAttributesForElements(in: rect) ?? []
        let cv = self.collectionView!
        let contentOffset = cv.contentOffset

        var missingSections = IndexSet()

        for layoutAttributes in answer {
            if layoutAttributes.representedElementCategory == .cell {
                missingSections.insert(layoutAttributes.indexPath.section)
            }
        }
        for layoutAttributes in answer {
            if layoutAttributes.representedElementKind == UICollectionView.elementKindSectionHeader {
                missingSections.remove(layoutAttributes.indexPath.section)
            }
        }

        for idx in missingSections {
            let indexPath = IndexPath(item: 0, section: idx)
            if let layoutAttributes = self.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: indexPath) {
                answer.append(layoutAttributes)
            }
        }

        for layoutAttributes in answer {
            if layoutAttributes.representedElementKind == UICollectionView.elementKindSectionHeader {
                let section = layoutAttributes.indexPath.section
                let numberOfItemsInSection = cv.numberOfItems(inSection: section)

                let firstCellIndexPath = IndexPath(item: 0, section: section)
                let lastCellIndexPath = IndexPath(item: max(0, numberOfItemsInSection - 1), section: section)

                guard let firstCellAttrs = self.layoutAttributesForItem(at: firstCellIndexPath),
                      let lastCellAttrs = self.layoutAttributesForItem(at: lastCellIndexPath) else { continue }

                let headerHeight = layoutAttributes.frame.height
                var origin = layoutAttributes.frame.origin
                origin.y = min(
                    max(
                        contentOffset.y,
                        (firstCellAttrs.frame.minY - headerHeight)
                    ),
                    (lastCellAttrs.frame.maxY - headerHeight)
                )

                layoutAttributes.zIndex = 1024
                layoutAttributes.frame = CGRect(origin: origin, size: layoutAttributes.frame.size)
            }
        }
        return answer
    }

    override func shouldInvalidateLayout(forBoundsChange newBound: CGRect) -> Bool {
        return true
    }
}
