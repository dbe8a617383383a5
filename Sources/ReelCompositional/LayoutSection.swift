public import Foundation
public import ReelGeometry
public import ReelLayout
public import ReelScroll

/// A section of a compositional layout, as `NSCollectionLayoutSection`: its group repeated along
/// the scroll axis, the space between repeats, its content insets and its headers and footers.
open class LayoutSection {
    public let group: LayoutGroup
    /// Space between one repeat of the group and the next.
    public var interGroupSpacing: CGFloat = 0
    /// Space between the section's edges and its groups.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// The edge `contentInsets` are measured from: the layout margins or the readable-content
    /// guide add their inset to the section's leading and trailing insets.
    public var contentInsetsReference: ContentInsetsReference = .automatic
    /// The edge headers and footers are inset from when they do not follow the content insets
    /// (`supplementariesFollowContentInsets` false).
    public var supplementaryContentInsetsReference: ContentInsetsReference = .automatic
    /// Whether headers and footers are inset by `contentInsets` along the cross axis (UIKit's
    /// default) or span the section's whole width.
    public var supplementariesFollowContentInsets = true
    /// Headers and footers of the section.
    public var boundarySupplementaryItems: [BoundarySupplementaryItem] = []
    /// Views behind the section: section backgrounds.
    public var decorationItems: [DecorationItem] = []
    /// How the section scrolls across the layout's axis: anything but `.none` makes it one band
    /// whose groups follow each other sideways in a scroll view of their own.
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
    /// How a sideways section's scroll view bounces and decelerates (iOS 17).
    public let orthogonalScrollingProperties = OrthogonalScrollingProperties()
    /// Called on every layout pass with the section's visible cells, the scroll offset (the
    /// band's own for a sideways section) and the environment; what it sets on the items'
    /// `transform`, `alpha` and `zIndex` is drawn.
    public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?
    /// Set by ``list(using:layoutEnvironment:)``: the section draws and spaces itself as a list.
    package var list: ListConfiguration?
    /// Room before the section's headers (a list's space above each section).
    package var spaceBeforeBoundaries: CGFloat = 0

    public init(group: LayoutGroup) {
        self.group = group
    }
}

/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`: how a sideways section comes to rest.
public enum OrthogonalScrollingBehavior: String, Sendable, CaseIterable {
    /// Not sideways: the section's groups follow the layout's axis.
    case none
    /// Free scrolling with momentum.
    case continuous
    /// Free scrolling that comes to rest with a group's leading edge at the section's leading inset.
    case continuousGroupLeadingBoundary
    /// Pages of the section's visible width.
    case paging
    /// Pages of one group and the spacing after it.
    case groupPaging
    /// Pages of one group, each group centred in the band.
    case groupPagingCentered
}

/// How a sideways section's own scroll view bounces and decelerates, as
/// `UICollectionLayoutSectionOrthogonalScrollingProperties`.
public final class OrthogonalScrollingProperties {
    /// `UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce`.
    public enum Bounce: String, Sendable, Hashable, CaseIterable {
        /// Bounces at the content's edges when the content is wider than the band.
        case automatic
        /// Bounces even when the content fits.
        case always
        /// Stops at the content's edges.
        case never
    }

    /// `UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate`: the main
    /// scroll view's rate (`automatic`), or one of UIScrollView's.
    public struct DecelerationRate: Sendable, Hashable {
        /// The rate; nil for the main scroll view's.
        public let rate: ReelScroll.DecelerationRate?

        public static let automatic = DecelerationRate(rate: nil)
        public static let normal = DecelerationRate(rate: .normal)
        public static let fast = DecelerationRate(rate: .fast)
    }

    public var bounce = Bounce.automatic
    public var decelerationRate = DecelerationRate.automatic

    public init() {}
}

/// `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`.
public typealias VisibleItemsInvalidationHandler = ([VisibleItem], CGPoint, LayoutEnvironment) -> Void

/// A visible cell handed to a section's `visibleItemsInvalidationHandler`, as
/// `NSCollectionLayoutVisibleItem`: its frame is read, its looks are written back.
public final class VisibleItem {
    public let frame: CGRect
    public let indexPath: IndexPath
    public var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    public var representedElementCategory: ElementCategory { .cell }
    public var transform3D: CATransform3D = .identity
    /// The affine part of `transform3D`; setting it replaces `transform3D`.
    public var transform: CGAffineTransform {
        get { transform3D.affineTransform }
        set { transform3D = CATransform3D(newValue) }
    }
    public var alpha: CGFloat = 1
    public var zIndex = 0
    public var isHidden = false

    init(frame: CGRect, indexPath: IndexPath) {
        self.frame = frame
        self.indexPath = indexPath
    }

    /// Writes the item's looks onto `attributes`.
    func apply(to attributes: LayoutAttributes) {
        attributes.transform3D = transform3D
        attributes.alpha = alpha
        attributes.zIndex = zIndex
        attributes.isHidden = isHidden
    }
}

/// The boundary a section's `contentInsets` are measured from, as `UIContentInsetsReference`.
public enum ContentInsetsReference: String, Sendable, CaseIterable {
    /// The safe area, as `.safeArea`.
    case automatic
    /// The collection view's edges.
    case none
    /// The safe area: ScrollReel's devices are upright, so it adds nothing at the sides.
    case safeArea
    /// The collection view's layout margins.
    case layoutMargins
    /// The readable-content guide: the layout margins, widened to keep lines at most
    /// ``LayoutEnvironment/readableWidth`` long.
    case readableContent
}

/// Where a boundary supplementary item sits on its section (or the layout), as `NSRectAlignment`.
public enum RectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

    /// Whether the item goes before its section's content along `axis` (a header: the top of a
    /// vertical layout, the leading edge of a horizontal one), after it (a footer), or neither.
    func side(along axis: ScrollAxis) -> BoundarySide {
        let (before, after): ([RectAlignment], [RectAlignment]) = axis == .vertical
            ? ([.top, .topLeading, .topTrailing], [.bottom, .bottomLeading, .bottomTrailing])
            : ([.leading, .topLeading, .bottomLeading], [.trailing, .topTrailing, .bottomTrailing])
        return before.contains(self) ? .before : after.contains(self) ? .after : .across
    }

    /// Where the item sits across `axis`, as a fraction of the room it has: 0 at the start
    /// (leading in a vertical layout, top in a horizontal one), ½ centred, 1 at the end.
    func crossFraction(along axis: ScrollAxis) -> CGFloat {
        let (start, end): ([RectAlignment], [RectAlignment]) = axis == .vertical
            ? ([.leading, .topLeading, .bottomLeading], [.trailing, .topTrailing, .bottomTrailing])
            : ([.top, .topLeading, .topTrailing], [.bottom, .bottomLeading, .bottomTrailing])
        return start.contains(self) ? 0 : end.contains(self) ? 1 : 0.5
    }
}

/// Where a boundary item goes along the layout's axis.
enum BoundarySide {
    /// Before the section's content: a header.
    case before
    /// After it: a footer.
    case after
    /// Neither (`.leading` in a vertical layout, `.none`): at the section's start, taking no room.
    case across
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
    /// Moves the item from where its alignment puts it, in points.
    public let offset: CGPoint

    public init(layoutSize: LayoutSize, elementKind: String, alignment: RectAlignment, absoluteOffset: CGPoint = .zero) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
        offset = absoluteOffset
    }
}

/// A section background, as `NSCollectionLayoutDecorationItem.background(elementKind:)`: it
/// spans the whole section — its headers and footers too, the full width of the layout — less
/// its own `contentInsets`, and is drawn behind the section's cells.
open class DecorationItem {
    public let elementKind: String
    public var zIndex = 0
    public var contentInsets: DirectionalEdgeInsets = .zero

    init(elementKind: String) {
        self.elementKind = elementKind
    }

    /// A background for a section; register its kind with the layout.
    public static func background(elementKind: String) -> DecorationItem {
        DecorationItem(elementKind: elementKind)
    }
}

/// `UICollectionViewCompositionalLayoutConfiguration`: what applies to the whole layout.
open class CompositionalLayoutConfiguration {
    /// The axis sections follow each other along, and their groups: a horizontal layout puts
    /// section 1 to the right of section 0, its headers at their leading edges.
    public var scrollDirection: ScrollAxis = .vertical
    /// Space between consecutive sections.
    public var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout.
    public var boundarySupplementaryItems: [BoundarySupplementaryItem] = []
    /// The edge the layout's headers and footers are inset from.
    public var contentInsetsReference: ContentInsetsReference = .automatic

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
    public let layoutDirection: UIUserInterfaceLayoutDirection

    /// The longest line the readable-content guide allows at the default text size, in points.
    public static let readableWidth: CGFloat = 672

    /// The collection view's leading and trailing layout margins: UIKit's system minimum for
    /// a full-screen view, 16 pt in a compact-width container narrower than 414 pt, 20 pt
    /// from 414 pt (the Plus and Max phones) and in regular width.
    public var layoutMargins: CGFloat {
        UIEdgeInsets.systemMinimumLayoutMargins(width: container.contentSize.width).left
    }

    /// What `reference` adds to a section's leading and trailing insets.
    public func insets(for reference: ContentInsetsReference) -> DirectionalEdgeInsets {
        switch reference {
        case .automatic, .none, .safeArea:
            return .zero
        case .layoutMargins:
            return DirectionalEdgeInsets(top: 0, leading: layoutMargins, bottom: 0, trailing: layoutMargins)
        case .readableContent:
            let side = max(layoutMargins, (container.effectiveContentSize.width - Self.readableWidth) / 2)
            return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
        }
    }
}
