public import Foundation
public import ReelGeometry

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

    /// The frame of a `size` supplementary attached to `container` (left to right).
    func frame(of size: CGSize, in container: CGRect) -> CGRect {
        func place(_ low: Bool, _ high: Bool, _ min: CGFloat, _ max: CGFloat, _ length: CGFloat) -> CGFloat {
            low == high ? (min + max - length) / 2 : low ? min : max - length
        }
        let x = place(edges.contains(.leading), edges.contains(.trailing), container.minX, container.maxX, size.width)
        let y = place(edges.contains(.top), edges.contains(.bottom), container.minY, container.maxY, size.height)
        let shift = isFractionalOffset ? CGPoint(x: offset.x * size.width, y: offset.y * size.height) : offset
        return CGRect(x: x + shift.x, y: y + shift.y, width: size.width, height: size.height)
    }
}

/// A view attached to an item, such as a badge, as `NSCollectionLayoutSupplementaryItem`: sized
/// against the item (fractions of the item's size), placed by its anchor, and vended with the
/// item's index path under its own element kind.
open class SupplementaryItem {
    public let layoutSize: LayoutSize
    public let elementKind: String
    public let containerAnchor: LayoutAnchor
    public var zIndex = 0

    public init(layoutSize: LayoutSize, elementKind: String, containerAnchor: LayoutAnchor) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
    }

    /// Its frame on an item at `frame`.
    func frame(on frame: CGRect) -> CGRect {
        containerAnchor.frame(of: layoutSize.resolved(in: frame.size), in: frame)
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
    /// The size the cell at an index path asks for when given a size; nil: keep the estimate.
    let measure: ((IndexPath, CGSize) -> CGSize?)?

    /// `proposed` for item `leaf` of the section, its estimated sides replaced by what the cell
    /// measures.
    func size(of item: LayoutItem, proposed: CGSize, leaf: Int) -> CGSize {
        let estimatedWidth = item.layoutSize.widthDimension.isEstimated
        let estimatedHeight = item.layoutSize.heightDimension.isEstimated
        guard estimatedWidth || estimatedHeight,
              let measured = measure?(IndexPath(item: leaf, section: section), proposed) else { return proposed }
        return CGSize(width: estimatedWidth ? measured.width : proposed.width,
                      height: estimatedHeight ? measured.height : proposed.height)
    }
}
