public import Foundation
public import ReelScroll

/// What UICollectionView answers about the cells on screen, from its layout: ScrollReel draws
/// from attributes, so a cell here is a ``CollectionViewCell`` with the item's geometry
/// applied — the same object while the item stays on screen, a subview of the collection view.
extension LayoutCollectionView {
    /// The attributes of the cells the layout places in the bounds, front to back by zIndex.
    /// - Complexity: what the layout's rect query costs.
    private var visibleCellAttributes: [LayoutAttributes] {
        (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.intersects(bounds) }
    }

    /// The index paths of the items on screen, in index-path order.
    public var indexPathsForVisibleItems: [IndexPath] {
        visibleCellAttributes.map(\.indexPath).sorted()
    }

    /// The cells on screen, in index-path order.
    public var visibleCells: [CollectionViewCell] {
        let attributes = visibleCellAttributes.sorted { $0.indexPath < $1.indexPath }
        let shown = Set(attributes.map(\.indexPath))
        for (path, cell) in cellsOnScreen where !shown.contains(path) {
            cell.removeFromSuperview()
            cellsOnScreen[path] = nil
        }
        return attributes.map(cell(for:))
    }

    /// The cell of the item at `indexPath`, or nil when it is not on screen.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        _ = visibleCells   // brings `cellsOnScreen` up to date
        return cellsOnScreen[indexPath]
    }

    /// The index path of a cell on screen, or nil.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        cellsOnScreen.first { $0.value === cell }?.key
    }

    /// The item whose cell is at `point` (content coordinates), the frontmost when cells
    /// overlap; nil over no cell.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        let probe = CGRect(x: point.x, y: point.y, width: 0, height: 0).insetBy(dx: -0.5, dy: -0.5)
        return (collectionViewLayout.layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }
            .max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The cell for `attributes`, made or updated with them.
    private func cell(for attributes: LayoutAttributes) -> CollectionViewCell {
        let cell = cellsOnScreen[attributes.indexPath] ?? CollectionViewCell(frame: attributes.frame)
        if cellsOnScreen[attributes.indexPath] == nil {
            cellsOnScreen[attributes.indexPath] = cell
            addSubview(cell)
        }
        cell.apply(attributes)
        return cell
    }

    // MARK: - Scrolling

    /// Scrolls to `contentOffset`, over UIKit's 0.33 s on ease-in-ease-out when `animated`.
    public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        host?.apply(.scroll(to: contentOffset, animated: animated, clampedToContent: false))
    }

    /// Scrolls so the item at `indexPath` is at `position`, aiming at where the layout has it
    /// now (after a pending reload) and stopping at the content's edges, as UIKit does.
    public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        // A pending reload reads the data source first: the target is on the current data.
        host?.layoutIfNeeded()
        guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return }
        let offset = position.contentOffset(showing: frame, in: bounds, adjustedContentInset: adjustedContentInset)
        host?.apply(.scroll(to: offset, animated: animated, clampedToContent: true))
    }
}
