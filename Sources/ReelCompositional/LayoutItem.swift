import Foundation
public import ReelGeometry
import ReelLayout

/// The smallest piece of a compositional layout, as `NSCollectionLayoutItem`: one cell's size,
/// resolved in the group that holds it, and the insets that shrink the cell inside that slot.
open class LayoutItem {
    public let layoutSize: LayoutSize
    /// Insets of the cell within the space its size gives it. Fractional sizes are resolved
    /// first, so the insets make the cell smaller, not its neighbours move.
    public var contentInsets: DirectionalEdgeInsets = .zero

    /// `contentInsets` as laid out: ignored along an axis whose dimension is estimated
    /// (`NSCollectionLayoutItem.contentInsets` documentation), where the content decides the size.
    var effectiveContentInsets: DirectionalEdgeInsets {
        var insets = contentInsets
        if layoutSize.widthDimension.isEstimated { (insets.leading, insets.trailing) = (0, 0) }
        if layoutSize.heightDimension.isEstimated { (insets.top, insets.bottom) = (0, 0) }
        return insets
    }
    /// Views attached to the item's cell (badges).
    public let supplementaryItems: [SupplementaryItem]
    /// Space around the item in its group, outside its size (`NSCollectionLayoutEdgeSpacing`).
    public var edgeSpacing: EdgeSpacing?

    public init(layoutSize: LayoutSize, supplementaryItems: [SupplementaryItem] = []) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }

    /// The cells for `slot` (the space this element takes), in order, at most `limit`.
    func cells(in slot: CGRect, limit: Int, context: CellContext, firstLeaf: Int) -> [PlacedCell] {
        limit > 0 ? [PlacedCell(frame: effectiveContentInsets.inset(slot), supplementaryItems: supplementaryItems)] : []
    }
}

/// Space around an item in its group, as `NSCollectionLayoutEdgeSpacing`: each edge fixed, or
/// flexible — at least its amount, the group's leftover length shared between the flexible
/// edges along the group's axis.
public struct EdgeSpacing: Hashable, Sendable {
    public let leading: LayoutSpacing?
    public let top: LayoutSpacing?
    public let trailing: LayoutSpacing?
    public let bottom: LayoutSpacing?

    public init(leading: LayoutSpacing?, top: LayoutSpacing?, trailing: LayoutSpacing?, bottom: LayoutSpacing?) {
        (self.leading, self.top, self.trailing, self.bottom) = (leading, top, trailing, bottom)
    }
}
