import Foundation

// The scroll engine runs the same one-dimensional physics on each axis independently (as
// UIScrollView does); these accessors let it read and write one component by axis.

extension CGPoint {
    /// The component along `axis`.
    @inlinable
    public subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set {
            if axis == .horizontal { x = newValue } else { y = newValue }
        }
    }

    /// The point moved by a vector.
    @inlinable
    public func offset(by vector: CGVector) -> CGPoint {
        CGPoint(x: x + vector.dx, y: y + vector.dy)
    }
}

extension CGSize {
    /// The length along `axis` (width for horizontal, height for vertical).
    @inlinable
    public subscript(axis: Axis) -> CGFloat {
        axis == .horizontal ? width : height
    }
}

extension CGVector {
    /// The vector multiplied by a scalar.
    @inlinable
    public static func * (vector: CGVector, scale: CGFloat) -> CGVector {
        CGVector(dx: vector.dx * scale, dy: vector.dy * scale)
    }
}

extension EdgeInsets {
    /// The inset at the leading edge along `axis` (left or top).
    func leading(_ axis: Axis) -> CGFloat { axis == .horizontal ? left : top }

    /// The inset at the trailing edge along `axis` (right or bottom).
    func trailing(_ axis: Axis) -> CGFloat { axis == .horizontal ? right : bottom }
}
