import ScrollReelUIKit

/// A flow layout with its own insertion and deletion animations, written as an iOS app writes
/// one (only `import UIKit` became `import ScrollReelUIKit`): inserted cells grow from a fifth of
/// their size where they land, deleted ones shrink away where they were. The cells that only
/// move keep UIKit's default: they travel from their old frames to their new ones.
final class ScaleUpInsertionLayout: UICollectionViewFlowLayout {
    private var insertedIndexPaths: Set<IndexPath> = []
    private var deletedIndexPaths: Set<IndexPath> = []

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        insertedIndexPaths = Set(updateItems.filter { $0.updateAction == .insert }.compactMap(\.indexPathAfterUpdate))
        deletedIndexPaths = Set(updateItems.filter { $0.updateAction == .delete }.compactMap(\.indexPathBeforeUpdate))
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        insertedIndexPaths.removeAll()
        deletedIndexPaths.removeAll()
    }

    // UIKit asks this for every item on screen after the update: only the inserted ones change.
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        guard insertedIndexPaths.contains(itemIndexPath),
              let copy = attributes?.copy() as? UICollectionViewLayoutAttributes else { return attributes }
        copy.alpha = 0
        copy.transform = CGAffineTransform(scaleX: 0.2, y: 0.2)
        return copy
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
        guard deletedIndexPaths.contains(itemIndexPath),
              let copy = attributes?.copy() as? UICollectionViewLayoutAttributes else { return attributes }
        copy.alpha = 0
        copy.transform = CGAffineTransform(scaleX: 0.2, y: 0.2)
        return copy
    }
}
