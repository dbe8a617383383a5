public import Foundation
import ReelLayout

/// One side of a compositional element's size, as `NSCollectionLayoutDimension`: a fraction of
/// its container's width or height, an absolute length, or an estimate.
///
/// The container is the element's parent after the parent's content insets: the section's
/// layout container for a group and for boundary supplementary items, the enclosing group for
/// an item or a nested group (WWDC 2019 session 215, "Advances in Collection View Layout").
public struct LayoutDimension: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings
    }

    let kind: Kind
    /// The fraction, the length or the estimate.
    public let dimension: CGFloat

    /// `fractional` × the container's width.
    public static func fractionalWidth(_ fractional: CGFloat) -> LayoutDimension { .init(kind: .fractionalWidth, dimension: fractional) }
    /// `fractional` × the container's height.
    public static func fractionalHeight(_ fractional: CGFloat) -> LayoutDimension { .init(kind: .fractionalHeight, dimension: fractional) }
    /// An absolute length in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> LayoutDimension { .init(kind: .absolute, dimension: absoluteDimension) }
    /// A length the element's content decides: the cell (or header) measures itself
    /// (self-sizing) and a group takes its items' measured extent.
    public static func estimated(_ estimatedDimension: CGFloat) -> LayoutDimension { .init(kind: .estimated, dimension: estimatedDimension) }
    /// Measured as an estimate is, then made the largest of the siblings in its group that are
    /// uniform too (iOS 17): a row of cards as tall as its tallest.
    public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> LayoutDimension {
        .init(kind: .uniformAcrossSiblings, dimension: estimatedDimension)
    }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the content decides the length: `estimated`, and `uniformAcrossSiblings` before
    /// its siblings are compared.
    public var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }
    public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

    /// The length in a container of `container` size.
    package func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: return dimension * container.width
        case .fractionalHeight: return dimension * container.height
        case .absolute, .estimated, .uniformAcrossSiblings: return dimension
        }
    }
}

/// A compositional element's width and height, as `NSCollectionLayoutSize`.
public struct LayoutSize: Hashable, Sendable {
    public let widthDimension: LayoutDimension
    public let heightDimension: LayoutDimension

    public init(widthDimension: LayoutDimension, heightDimension: LayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// The size in a container of `container` size.
    package func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}

/// The space between a group's items, as `NSCollectionLayoutSpacing`: fixed, or flexible — at
/// least the given amount, the items spread so the group's leftover space is shared between them.
public struct LayoutSpacing: Hashable, Sendable {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool

    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    public static func fixed(_ fixedSpacing: CGFloat) -> LayoutSpacing { .init(spacing: fixedSpacing, isFlexibleSpacing: false) }
    public static func flexible(_ flexibleSpacing: CGFloat) -> LayoutSpacing { .init(spacing: flexibleSpacing, isFlexibleSpacing: true) }
}
