public import Foundation
public import ReelGeometry

/// `UICollectionViewDelegate`: the object a collection view tells about its content, set as its
/// ``LayoutCollectionView/delegate``. The scene tells it of a tap on a cell; the layouts ask the
/// flow-layout part (``FlowLayoutDelegate``).
public protocol CollectionViewDelegate: AnyObject {
    /// Whether a tap on the item's cell selects it.
    func collectionView(_ collectionView: LayoutCollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// A tap lifted on the item's cell (UIKit selects on touch-up).
    func collectionView(_ collectionView: LayoutCollectionView, didSelectItemAt indexPath: IndexPath)
    /// An animated `setContentOffset(_:animated:)` or `scrollToItem(at:at:animated:)` ran to its
    /// end (not when cut short by a touch or another scroll), as `UIScrollViewDelegate`'s.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollingView)
    /// The cell is about to go on screen (after the data source made it), or has left it.
    func collectionView(_ collectionView: LayoutCollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: LayoutCollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// The content offset changed (by the finger, momentum, an animated scroll or code).
    func scrollViewDidScroll(_ scrollView: ScrollingView)
    /// A drag starts moving the content.
    func scrollViewWillBeginDragging(_ scrollView: ScrollingView)
    /// The finger lifts after a drag: `velocity` in points per millisecond, and where momentum
    /// will come to rest, which the delegate may change (`targetContentOffset.pointee = …`).
    func scrollViewWillEndDragging(_ scrollView: ScrollingView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` says whether momentum (or a bounce back) follows.
    func scrollViewDidEndDragging(_ scrollView: ScrollingView, willDecelerate decelerate: Bool)
    /// Momentum came to rest.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollingView)
}

extension CollectionViewDelegate {
    /// Default: nothing, as a delegate that does not implement it.
    public func collectionView(_ collectionView: LayoutCollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: LayoutCollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollingView) {}
    public func collectionView(_ collectionView: LayoutCollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: LayoutCollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func scrollViewDidScroll(_ scrollView: ScrollingView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollingView) {}
    public func scrollViewWillEndDragging(_ scrollView: ScrollingView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollingView, willDecelerate decelerate: Bool) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollingView) {}
}

/// `UICollectionViewDelegateFlowLayout`, with UIKit's signatures: the collection view's delegate
/// as a flow layout asks it — or any layout that asks it, as custom layouts do — for per-item
/// and per-section metrics.
///
/// UIKit's requirements are optional; here each has a default answering what the flow layout
/// uses when a delegate does not implement it: the layout's own property (zero for a layout
/// that is not a flow layout). The flow layout caches the answers: a bounds-size change does not
/// ask again, only a full `invalidateLayout()` (or a context that invalidates delegate metrics).
public protocol FlowLayoutDelegate: CollectionViewDelegate {
    func collectionView(_ collectionView: LayoutCollectionView, layout collectionViewLayout: CollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: LayoutCollectionView, layout collectionViewLayout: CollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets
    func collectionView(_ collectionView: LayoutCollectionView, layout collectionViewLayout: CollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: LayoutCollectionView, layout collectionViewLayout: CollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: LayoutCollectionView, layout collectionViewLayout: CollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    func collectionView(_ collectionView: LayoutCollectionView, layout collectionViewLayout: CollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension FlowLayoutDelegate {
    /// Default: the flow layout's `itemSize`.
    public func collectionView(_ collectionView: LayoutCollectionView, layout collectionViewLayout: CollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? FlowLayout)?.itemSize ?? .zero
    }

    /// Default: the flow layout's `sectionInset`.
    public func collectionView(_ collectionView: LayoutCollectionView, layout collectionViewLayout: CollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets {
        (collectionViewLayout as? FlowLayout)?.sectionInset ?? .zero
    }

    /// Default: the flow layout's `minimumLineSpacing`.
    public func collectionView(_ collectionView: LayoutCollectionView, layout collectionViewLayout: CollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? FlowLayout)?.minimumLineSpacing ?? 0
    }

    /// Default: the flow layout's `minimumInteritemSpacing`.
    public func collectionView(_ collectionView: LayoutCollectionView, layout collectionViewLayout: CollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? FlowLayout)?.minimumInteritemSpacing ?? 0
    }

    /// Default: the flow layout's `headerReferenceSize`.
    public func collectionView(_ collectionView: LayoutCollectionView, layout collectionViewLayout: CollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        (collectionViewLayout as? FlowLayout)?.headerReferenceSize ?? .zero
    }

    /// Default: the flow layout's `footerReferenceSize`.
    public func collectionView(_ collectionView: LayoutCollectionView, layout collectionViewLayout: CollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
        (collectionViewLayout as? FlowLayout)?.footerReferenceSize ?? .zero
    }
}
