public import Foundation
import ReelGeometry
import ReelLayout

/// Edges of a rectangle named by leading and trailing, as `NSDirectionalRectEdge`.
public struct DirectionalRectEdge: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let top = DirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Where a supplementary item attaches to its item, as `NSCollectionLayoutAnchor`: inside the
/// named edge (or the corner of two adjacent edges; centred along an axis no edge names), then
/// moved by the offset — in points, or in fractions of the supplementary item's own size (a
/// fractional x of 0.3 moves it 30% of its width to the right).
public final class LayoutAnchor {
    public let edges: DirectionalRectEdge
    public let offset: CGPoint
    public let isFractionalOffset: Bool
    public var isAbsoluteOffset: Bool { !isFractionalOffset }

    public init(edges: DirectionalRectEdge) {
        (self.edges, offset, isFractionalOffset) = (edges, .zero, false)
    }

    public init(edges: DirectionalRectEdge, absoluteOffset: CGPoint) {
        (self.edges, offset, isFractionalOffset) = (edges, absoluteOffset, false)
    }

    public init(edges: DirectionalRectEdge, fractionalOffset: CGPoint) {
        (self.edges, offset, isFractionalOffset) = (edges, fractionalOffset, true)
    }

    /// The frame of a `size` supplementary attached to `container` (left to right), its own
    /// anchor point on the same edges as this one's.
    func frame(of size: CGSize, in container: CGRect) -> CGRect {
        frame(of: size, in: container, itemAnchor: LayoutAnchor(edges: edges))
    }

    /// The frame of a `size` supplementary whose `itemAnchor` point (on its own edges) meets
    /// this anchor's point on `container`'s edges. Offsets in fractions are of the
    /// supplementary's size.
    func frame(of size: CGSize, in container: CGRect, itemAnchor: LayoutAnchor) -> CGRect {
        let onContainer = point(in: container, size: size)
        let onItem = itemAnchor.point(in: CGRect(origin: .zero, size: size), size: size)
        return CGRect(x: onContainer.x - onItem.x, y: onContainer.y - onItem.y, width: size.width, height: size.height)
    }

    /// The anchor's point on `rect`: an edge it names, the middle along an axis it names
    /// neither (or both) edges of, moved by the offset (fractions of `size`).
    private func point(in rect: CGRect, size: CGSize) -> CGPoint {
        func along(_ low: Bool, _ high: Bool, _ min: CGFloat, _ max: CGFloat) -> CGFloat {
            low == high ? (min + max) / 2 : low ? min : max
        }
        let shift = isFractionalOffset ? CGPoint(x: offset.x * size.width, y: offset.y * size.height) : offset
        return CGPoint(x: along(edges.contains(.leading), edges.contains(.trailing), rect.minX, rect.maxX) + shift.x,
                       y: along(edges.contains(.top), edges.contains(.bottom), rect.minY, rect.maxY) + shift.y)
    }
}

/// A view attached to an item, such as a badge, as `NSCollectionLayoutSupplementaryItem`: sized
/// against the item (fractions of the item's size), placed by its anchor, and vended with the
/// item's index path under its own element kind.
open class SupplementaryItem {
    public let layoutSize: LayoutSize
    public let elementKind: String
    public let containerAnchor: LayoutAnchor
    /// The point of the supplementary that meets the container anchor's point; nil: the same
    /// edges as the container anchor (the badge sits inside the item's corner).
    public let itemAnchor: LayoutAnchor?
    public var zIndex = 0

    public init(layoutSize: LayoutSize, elementKind: String, containerAnchor: LayoutAnchor) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        itemAnchor = nil
    }

    /// A supplementary whose `itemAnchor` point meets the item's `containerAnchor` point: with
    /// a container anchor on `[.top, .trailing]` and an item anchor on `[.bottom, .leading]`,
    /// the badge's bottom-left corner sits on the item's top-right corner.
    public init(layoutSize: LayoutSize, elementKind: String, containerAnchor: LayoutAnchor, itemAnchor: LayoutAnchor) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
    }

    /// Its frame on an item at `frame`.
    func frame(on frame: CGRect) -> CGRect {
        let size = layoutSize.resolved(in: frame.size)
        return itemAnchor.map { containerAnchor.frame(of: size, in: frame, itemAnchor: $0) }
            ?? containerAnchor.frame(of: size, in: frame)
    }
}

/// A cell's frame and the supplementary items attached to it, as a group lays them out.
struct PlacedCell {
    let frame: CGRect
    let supplementaryItems: [SupplementaryItem]
}

/// What placing cells needs beyond the slot: the environment (custom groups ask it) and, for
/// estimated dimensions, the cells' own measurements (self-sizing).
struct CellContext {
    let environment: LayoutEnvironment?
    let section: Int
    /// How many items the section has: a group's slots past the last are empty, and no cell
    /// is asked to measure for them.
    let items: Int
    /// The size the cell at an index path asks for when given a size, keeping the sides
    /// flagged fixed; nil: keep the estimate.
    let measure: ((IndexPath, CGSize, _ fixesWidth: Bool, _ fixesHeight: Bool) -> CGSize?)?

    /// `proposed` for item `leaf` of the section, its estimated sides replaced by what the cell
    /// measures with the others held (an item's fixed or fractional width is not the cell's
    /// to choose).
    func size(of item: LayoutItem, proposed: CGSize, leaf: Int) -> CGSize {
        let estimatedWidth = item.layoutSize.widthDimension.isEstimated
        let estimatedHeight = item.layoutSize.heightDimension.isEstimated
        guard estimatedWidth || estimatedHeight, leaf < items,
              let measured = measure?(IndexPath(item: leaf, section: section), proposed, !estimatedWidth, !estimatedHeight)
        else { return proposed }
        return CGSize(width: estimatedWidth ? measured.width : proposed.width,
                      height: estimatedHeight ? measured.height : proposed.height)
    }
}
