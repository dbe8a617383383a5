import Foundation
import ReelCompositional
import ReelGeometry
import ReelLayout

/// A compositional layout described in a scenario file (`collection.compositional`): per
/// section a group of items (or groups), its spacing and insets, how it scrolls sideways, a
/// header and a footer. It builds the same ``CompositionalLayout`` Swift code would.
public struct CompositionalSpec: Sendable, Hashable {
    /// The axis sections follow each other along.
    public var scrollDirection: Axis = .vertical
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
        public var axis: Axis
        public var size: LayoutSize
        public var subitems: [Element]
        public var count: Int?
        public var spacing: LayoutSpacing?
        public var insets: DirectionalEdgeInsets = .zero

        public init(axis: Axis, size: LayoutSize, subitems: [Element], count: Int? = nil, spacing: LayoutSpacing? = nil) {
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

    /// The layout the description stands for.
    public func makeLayout() -> CompositionalLayout {
        let sections = self.sections
        let configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = scrollDirection
        configuration.interSectionSpacing = interSectionSpacing
        return CompositionalLayout(sectionProvider: { index, environment in
            guard let layout = sections.indices.contains(index) ? sections[index] : sections.last else { return nil }
            if let list = layout.list { return .list(using: list, layoutEnvironment: environment) }
            return Self.section(layout, axis: configuration.scrollDirection)
        }, configuration: configuration)
    }

    /// The section `layout` describes; its header goes before its content along `axis` (at
    /// the top, or the leading edge of a horizontal layout), its footer after it.
    private static func section(_ layout: SectionLayout, axis: Axis) -> LayoutSection {
        let section = LayoutSection(group: group(layout.group))
        section.interGroupSpacing = layout.interGroupSpacing
        section.contentInsets = layout.contentInsets
        section.contentInsetsReference = layout.contentInsetsReference
        section.orthogonalScrollingBehavior = layout.orthogonalScrolling
        section.orthogonalScrollingProperties.bounce = layout.orthogonalBounce
        section.orthogonalScrollingProperties.decelerationRate = layout.orthogonalDecelerationRate
        section.boundarySupplementaryItems = [
            layout.header.map { boundary($0, kind: ElementKind.sectionHeader, alignment: axis == .vertical ? .top : .leading) },
            layout.footer.map { boundary($0, kind: ElementKind.sectionFooter, alignment: axis == .vertical ? .bottom : .trailing) },
        ].compactMap { $0 }
        if let background = layout.background {
            let item = DecorationItem.background(elementKind: background.kind)
            item.contentInsets = background.insets
            item.zIndex = background.zIndex
            section.decorationItems = [item]
        }
        if let minimum = layout.visibleItemsMinimumScale {
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                let width = environment.container.contentSize.width
                guard width > 0 else { return }
                for item in items {
                    let distance = abs(item.frame.midX - offset.x - width / 2)
                    let scale = max(1 - distance / width, minimum)
                    item.transform = CGAffineTransform(scaleX: scale, y: scale)
                }
            }
        }
        return section
    }

    /// The group `spec` describes.
    static func group(_ spec: Group) -> LayoutGroup {
        let subitems = spec.subitems.map(element)
        let group: LayoutGroup
        switch (spec.axis, spec.count) {
        case (.horizontal, let count?): group = .horizontal(layoutSize: spec.size, subitem: subitems[0], count: count)
        case (.horizontal, nil): group = .horizontal(layoutSize: spec.size, subitems: subitems)
        case (.vertical, let count?): group = .vertical(layoutSize: spec.size, subitem: subitems[0], count: count)
        case (.vertical, nil): group = .vertical(layoutSize: spec.size, subitems: subitems)
        }
        group.interItemSpacing = spec.spacing
        group.contentInsets = spec.insets
        return group
    }

    private static func element(_ element: Element) -> LayoutItem {
        switch element {
        case let .item(spec):
            let item = LayoutItem(layoutSize: spec.size, supplementaryItems: spec.badges.map(badge))
            item.contentInsets = spec.insets
            return item
        case let .group(spec):
            return group(spec)
        }
    }

    private static func badge(_ spec: Badge) -> SupplementaryItem {
        let anchor = spec.isFractionalOffset ? LayoutAnchor(edges: spec.edges, fractionalOffset: spec.offset)
            : LayoutAnchor(edges: spec.edges, absoluteOffset: spec.offset)
        let item = spec.itemEdges.map {
            SupplementaryItem(layoutSize: spec.size, elementKind: spec.kind, containerAnchor: anchor, itemAnchor: LayoutAnchor(edges: $0))
        } ?? SupplementaryItem(layoutSize: spec.size, elementKind: spec.kind, containerAnchor: anchor)
        item.zIndex = spec.zIndex
        return item
    }

    private static func boundary(_ spec: Boundary, kind: String, alignment: RectAlignment) -> BoundarySupplementaryItem {
        let item = BoundarySupplementaryItem(layoutSize: spec.size, elementKind: kind, alignment: alignment)
        item.pinToVisibleBounds = spec.pinned
        item.zIndex = spec.zIndex
        return item
    }
}
