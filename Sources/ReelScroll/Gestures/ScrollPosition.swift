public import Foundation
public import ReelGeometry

/// Where `scrollToItem(at:at:animated:)` puts the item, as `UICollectionView.ScrollPosition`.
public enum ScrollPosition: String, Sendable, Hashable, CaseIterable {
    case top, centeredVertically, bottom, left, centeredHorizontally, right
}

extension ScrollPosition {
    /// The `contentOffset` that puts `frame` at this position in a view of `bounds` with
    /// `adjustedContentInset`, as `scrollToItem(at:at:animated:)` computes it; the other axis
    /// keeps `bounds.origin`. Not clamped. The frame is where the layout has the item when the
    /// call is made: a self-sizing item whose neighbours are still at their estimate is not
    /// where this offset expects it once they measure themselves.
    public func contentOffset(showing frame: CGRect, in bounds: CGRect, adjustedContentInset inset: UIEdgeInsets) -> CGPoint {
        var offset = bounds.origin
        let visibleHeight = bounds.height - inset.top - inset.bottom
        let visibleWidth = bounds.width - inset.left - inset.right
        switch self {
        case .top: offset.y = frame.minY - inset.top
        case .centeredVertically: offset.y = frame.midY - inset.top - visibleHeight / 2
        case .bottom: offset.y = frame.maxY - inset.top - visibleHeight
        case .left: offset.x = frame.minX - inset.left
        case .centeredHorizontally: offset.x = frame.midX - inset.left - visibleWidth / 2
        case .right: offset.x = frame.maxX - inset.left - visibleWidth
        }
        return offset
    }
}
