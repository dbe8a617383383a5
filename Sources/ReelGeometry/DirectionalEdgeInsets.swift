public import Foundation

/// Insets named by leading and trailing edges, as `NSDirectionalEdgeInsets`: leading is the left
/// edge in a left-to-right layout and the right edge in a right-to-left one.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    /// `NSDirectionalEdgeInsets.zero`.
    public static let zero = DirectionalEdgeInsets()

    /// The insets of a left-to-right layout (`leading` is `left`).
    public var leftToRight: UIEdgeInsets { UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }

    /// `insets` read left to right (`left` is `leading`).
    public init(leftToRight insets: UIEdgeInsets) {
        self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }

    /// Edge by edge, the sum of two insets.
    public static func + (lhs: DirectionalEdgeInsets, rhs: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: lhs.top + rhs.top, leading: lhs.leading + rhs.leading,
                              bottom: lhs.bottom + rhs.bottom, trailing: lhs.trailing + rhs.trailing)
    }

    /// `rect` made smaller by the insets (left to right), never below zero size: a layout's
    /// insets larger than its container leave an empty frame, not a negative one.
    public func inset(_ rect: CGRect) -> CGRect {
        let inner = rect.inset(by: leftToRight)
        return CGRect(origin: inner.origin, size: CGSize(width: max(0, inner.width), height: max(0, inner.height)))
    }
}
