public import Foundation

/// A direction of scrolling, as `UICollectionView.ScrollDirection`: the one axis type shared by
/// the layouts (a flow layout's `scrollDirection`), the scroll engine (which runs the same
/// one-dimensional physics on each axis, as UIScrollView does) and scenario files
/// (`scrollDirection: horizontal`).
public enum ScrollAxis: String, Sendable, Hashable, CaseIterable, Codable {
    /// Left–right (x). Lines of a flow layout are columns stacked left to right.
    case horizontal
    /// Up–down (y). Lines of a flow layout are rows stacked top to bottom.
    case vertical

    /// The other axis.
    public var cross: ScrollAxis { self == .horizontal ? .vertical : .horizontal }
}

// MARK: - Components along an axis

extension CGPoint {
    /// The component along `axis`.
    @inlinable
    public subscript(axis: ScrollAxis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set {
            if axis == .horizontal { x = newValue } else { y = newValue }
        }
    }
}

extension CGSize {
    /// The length along `axis` (width for horizontal, height for vertical).
    @inlinable
    public subscript(axis: ScrollAxis) -> CGFloat {
        axis == .horizontal ? width : height
    }
}

extension UIEdgeInsets {
    /// The inset at the leading edge along `axis` (left or top).
    @inlinable
    public func leading(_ axis: ScrollAxis) -> CGFloat { axis == .horizontal ? left : top }

    /// The inset at the trailing edge along `axis` (right or bottom).
    @inlinable
    public func trailing(_ axis: ScrollAxis) -> CGFloat { axis == .horizontal ? right : bottom }
}

// MARK: - Main and cross coordinates

// Layouts write one algorithm for both scroll directions: "main" is the axis itself (y for
// vertical), "cross" the other one.
extension ScrollAxis {
    /// A rectangle from main/cross coordinates.
    @inlinable
    public func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
        self == .horizontal
            ? CGRect(x: main, y: cross, width: mainLength, height: crossLength)
            : CGRect(x: cross, y: main, width: crossLength, height: mainLength)
    }

    /// The length of `size` along this axis.
    @inlinable public func main(_ size: CGSize) -> CGFloat { size[self] }

    /// The length of `size` across this axis.
    @inlinable public func cross(_ size: CGSize) -> CGFloat { size[cross] }

    /// The coordinate of `point` along this axis.
    @inlinable public func main(_ point: CGPoint) -> CGFloat { point[self] }

    /// The smallest coordinate of `rect` along this axis.
    @inlinable public func minMain(_ rect: CGRect) -> CGFloat { self == .horizontal ? rect.minX : rect.minY }

    /// The largest coordinate of `rect` along this axis.
    @inlinable public func maxMain(_ rect: CGRect) -> CGFloat { self == .horizontal ? rect.maxX : rect.maxY }

    /// `rect` with its origin along this axis replaced.
    @inlinable
    public func rect(_ rect: CGRect, movedToMain main: CGFloat) -> CGRect {
        var moved = rect
        if self == .horizontal { moved.origin.x = main } else { moved.origin.y = main }
        return moved
    }

    /// The inset at the start of this axis (top for vertical).
    @inlinable public func mainStart(_ insets: UIEdgeInsets) -> CGFloat { insets.leading(self) }

    /// The inset at the end of this axis (bottom for vertical).
    @inlinable public func mainEnd(_ insets: UIEdgeInsets) -> CGFloat { insets.trailing(self) }

    /// The inset at the start of the cross axis (left for vertical).
    @inlinable public func crossStart(_ insets: UIEdgeInsets) -> CGFloat { insets.leading(cross) }

    /// The inset at the end of the cross axis (right for vertical).
    @inlinable public func crossEnd(_ insets: UIEdgeInsets) -> CGFloat { insets.trailing(cross) }
}
