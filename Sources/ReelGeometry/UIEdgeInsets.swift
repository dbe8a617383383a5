public import Foundation

/// Insets for the four edges of a rectangle, as `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable, Codable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// `UIEdgeInsets.zero`.
    public static let zero = UIEdgeInsets()

    /// The same inset on every edge.
    public init(all inset: CGFloat) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// `left + right`.
    public var horizontal: CGFloat { left + right }

    /// `top + bottom`.
    public var vertical: CGFloat { top + bottom }

    /// Edge-wise sum, as UIKit adds the safe area to `contentInset` to get `adjustedContentInset`.
    public static func + (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: lhs.top + rhs.top, left: lhs.left + rhs.left,
                   bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }

    /// Edge-wise maximum: a margin kept at least as large as a minimum.
    public func atLeast(_ other: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: max(top, other.top), left: max(left, other.left),
                   bottom: max(bottom, other.bottom), right: max(right, other.right))
    }

    /// UIKit's `systemMinimumLayoutMargins` for a view controller's root view `width` wide on
    /// a phone: none above and below, 16 pt at the sides narrower than 414 pt, 20 pt from 414 pt
    /// (docs/facts.md, "Layout margins").
    public static func systemMinimumLayoutMargins(width: CGFloat) -> UIEdgeInsets {
        let side: CGFloat = width < 414 ? 16 : 20
        return UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }

    /// Edge-wise difference: the safe-area part of an adjusted inset is `adjusted − contentInset`.
    public static func - (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: lhs.top - rhs.top, left: lhs.left - rhs.left,
                   bottom: lhs.bottom - rhs.bottom, right: lhs.right - rhs.right)
    }
}

extension CGRect {
    /// `rect.inset(by:)` from UIKit: shrinks the rectangle by the insets.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: width - insets.horizontal, height: height - insets.vertical)
    }
}
