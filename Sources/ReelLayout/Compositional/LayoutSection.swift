public import Foundation
public import ReelGeometry

/// A section of a compositional layout, as `NSCollectionLayoutSection`: its group repeated along
/// the scroll axis, the space between repeats, its content insets and its headers and footers.
open class LayoutSection {
    public let group: LayoutGroup
    /// Space between one repeat of the group and the next.
    public var interGroupSpacing: CGFloat = 0
    /// Space between the section's edges and its groups.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Whether headers and footers are inset by `contentInsets` along the cross axis (UIKit's
    /// default) or span the section's whole width.
    public var supplementariesFollowContentInsets = true
    /// Headers and footers of the section.
    public var boundarySupplementaryItems: [BoundarySupplementaryItem] = []
    /// How the section scrolls across the layout's axis. ScrollReel lays every section out along
    /// the main axis for now; a sideways section is the `orthogonal-sections` scene.
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none

    public init(group: LayoutGroup) {
        self.group = group
    }
}

/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum OrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// Where a boundary supplementary item sits on its section (or the layout), as `NSRectAlignment`.
public enum RectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

    /// Whether the item goes before the content along a vertical axis (a header).
    var isTop: Bool { self == .top || self == .topLeading || self == .topTrailing }
    /// Whether the item goes after the content along a vertical axis (a footer).
    var isBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
}

/// A header or footer of a section or of the whole layout, as
/// `NSCollectionLayoutBoundarySupplementaryItem`.
open class BoundarySupplementaryItem {
    public let layoutSize: LayoutSize
    public let elementKind: String
    public let alignment: RectAlignment
    /// Whether it takes room of its own (UIKit's default) rather than overlapping the content.
    public var extendsBoundary = true
    /// Whether it stays in view while its section scrolls by, as a pinned header does.
    public var pinToVisibleBounds = false
    public var zIndex = 0
    public var contentInsets: DirectionalEdgeInsets = .zero

    public init(layoutSize: LayoutSize, elementKind: String, alignment: RectAlignment) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
    }
}

/// `UICollectionViewCompositionalLayoutConfiguration`: what applies to the whole layout.
open class CompositionalLayoutConfiguration {
    /// ScrollReel lays compositional layouts out vertically for now.
    public var scrollDirection: Axis = .vertical
    /// Space between consecutive sections.
    public var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout.
    public var boundarySupplementaryItems: [BoundarySupplementaryItem] = []

    public init() {}
}

/// What a section provider is told, as `NSCollectionLayoutEnvironment`.
public struct LayoutEnvironment {
    public struct Container {
        /// The collection view's size.
        public let contentSize: CGSize
        /// The size less the collection view's content insets.
        public let effectiveContentSize: CGSize
        public let contentInsets: DirectionalEdgeInsets
    }

    public let container: Container
    /// The display scale and layout direction of the collection view.
    public let displayScale: CGFloat
    public let layoutDirection: LayoutDirection
}
