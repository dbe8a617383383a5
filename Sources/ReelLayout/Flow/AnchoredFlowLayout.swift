public import Foundation
import ReelGeometry

/// A flow layout that keeps the first visible item where it was on screen through a batch
/// update: its `targetContentOffset(forProposedContentOffset:)` moves the offset by as much as
/// that item moved. It is the fix apps write so that items inserted or deleted above the visible
/// ones (older messages loaded at the top of a chat) do not push the content away, which
/// UIKit's own flow layout does, as it keeps `contentOffset` as it was.
open class AnchoredFlowLayout: FlowLayout {
    /// How far the first visible item moves in this update; nil outside updates.
    private var anchorShift: CGFloat?

    /// Finds the topmost (leftmost, scrolling sideways) item visible before the update that is
    /// still there after it, and how far the update moves it.
    override open func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        anchorShift = nil
        guard let update = currentUpdate, let visible = collectionView?.bounds else { return }
        let axis = scrollDirection
        let candidates = update.before.values
            .filter { $0.representedElementCategory == .cell && $0.frame.intersects(visible) }
            .sorted { (axis.minMain($0.frame), $0.indexPath) < (axis.minMain($1.frame), $1.indexPath) }
        for old in candidates {
            guard let destination = update.plan.destination(ofItemAt: old.indexPath),
                  let new = layoutAttributesForItem(at: destination) else { continue }
            anchorShift = axis.minMain(new.frame) - axis.minMain(old.frame)
            return
        }
    }

    /// The proposed offset moved by as much as the anchor item moved.
    override open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        guard let shift = anchorShift else { return super.targetContentOffset(forProposedContentOffset: proposedContentOffset) }
        anchorShift = nil
        return scrollDirection == .vertical
            ? CGPoint(x: proposedContentOffset.x, y: proposedContentOffset.y + shift)
            : CGPoint(x: proposedContentOffset.x + shift, y: proposedContentOffset.y)
    }
}
