public import Foundation
public import ReelCompositional
public import ReelGeometry
import ReelLayout

/// A compositional layout described in a scenario file (`collection.compositional`): per
/// section a group of items (or groups), its spacing and insets, how it scrolls sideways, a
/// header and a footer. The scene builds from it the same ``CompositionalLayout`` Swift code would.
public struct CompositionalSpec: Sendable, Hashable {
    /// The axis sections follow each other along.
    public var scrollDirection: ScrollAxis = .vertical
    /// Space between sections.
    public var interSectionSpacing: CGFloat = 0
    /// The layouts of sections 0, 1, …; sections past the list use the last one.
    public var sections: [SectionLayout] = []

    /// An item or a nested group.
    public indirect enum Element: Sendable, Hashable {
        case item(Item)
        case group(Group)
    }

    /// An item: its size, its insets, and the badges on its cell.
    public struct Item: Sendable, Hashable {
        public var size: LayoutSize
        public var insets: DirectionalEdgeInsets = .zero
        public var badges: [Badge] = []

        public init(size: LayoutSize) {
            self.size = size
        }
    }

    /// A badge on an item's cell (`NSCollectionLayoutSupplementaryItem`): its kind (drawn as
    /// `collection.elementKinds` styles it), its size against the cell, the cell's edges it
    /// sits on and its offset; with `itemEdges`, the badge's own point that meets them.
    public struct Badge: Sendable, Hashable {
        public var kind: String
        public var size: LayoutSize
        public var edges: DirectionalRectEdge
        public var offset = CGPoint.zero
        /// Whether `offset` is in fractions of the badge's size rather than points.
        public var isFractionalOffset = false
        public var itemEdges: DirectionalRectEdge?
        public var zIndex = 1

        public init(kind: String, size: LayoutSize, edges: DirectionalRectEdge) {
            (self.kind, self.size, self.edges) = (kind, size, edges)
        }
    }

    /// A group: its axis and size, its subitems (or one repeated `count` times), the spacing
    /// between them and its insets.
    public struct Group: Sendable, Hashable {
        public var axis: ScrollAxis
        public var size: LayoutSize
        public var subitems: [Element]
        public var count: Int?
        public var spacing: LayoutSpacing?
        public var insets: DirectionalEdgeInsets = .zero

        public init(axis: ScrollAxis, size: LayoutSize, subitems: [Element], count: Int? = nil, spacing: LayoutSpacing? = nil) {
            (self.axis, self.size, self.subitems, self.count, self.spacing) = (axis, size, subitems, count, spacing)
        }
    }

    /// A header or footer of a section.
    public struct Boundary: Sendable, Hashable {
        public var size: LayoutSize
        public var pinned = false
        public var zIndex = 0

        public init(size: LayoutSize) {
            self.size = size
        }
    }

    /// A section background: the element kind (drawn as `collection.elementKinds` styles it),
    /// its insets and zIndex.
    public struct Background: Sendable, Hashable {
        public var kind: String
        public var insets: DirectionalEdgeInsets = .zero
        public var zIndex = 0

        public init(kind: String) {
            self.kind = kind
        }
    }

    /// One section's layout.
    public struct SectionLayout: Sendable, Hashable {
        /// The group; for a list section, the list's rows (full width, 44 pt estimated).
        public var group: Group
        /// Makes the section a list (`NSCollectionLayoutSection.list`): its rows, spacing,
        /// headers and footers come from the configuration, not from the keys beside it.
        public var list: ListConfiguration?
        public var interGroupSpacing: CGFloat = 0
        public var contentInsets: DirectionalEdgeInsets = .zero
        public var contentInsetsReference: ContentInsetsReference = .automatic
        public var orthogonalScrolling: OrthogonalScrollingBehavior = .none
        public var orthogonalBounce = OrthogonalScrollingProperties.Bounce.automatic
        public var orthogonalDecelerationRate = OrthogonalScrollingProperties.DecelerationRate.automatic
        public var header: Boundary?
        public var footer: Boundary?
        public var background: Background?
        /// A carousel's visible-items handler: each visible cell scaled by 1 − its distance from
        /// the middle of the view ÷ the view's width, never below this.
        public var visibleItemsMinimumScale: CGFloat?

        public init(group: Group) {
            self.group = group
        }

        /// A list section: its rows are the list's.
        public init(list: ListConfiguration) {
            let row = ListMetrics.rowSize
            self.init(group: Group(axis: .horizontal, size: row, subitems: [.item(Item(size: row))]))
            self.list = list
        }
    }

    public init() {}
}
