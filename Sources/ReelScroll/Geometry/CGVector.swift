public import Foundation

#if !canImport(CoreGraphics)
// swift-corelibs-foundation has CGPoint, CGSize and CGRect but no CGVector; gesture scripts
// describe finger movement as a vector, as SpriteKit and UIKit dynamics do.

/// A two-dimensional vector, as CoreGraphics' `CGVector`.
public struct CGVector: Sendable, Hashable, Codable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// A vector with the given components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector with the given components.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// A vector with the given components.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The zero vector.
    public static let zero = CGVector(dx: CGFloat(0), dy: CGFloat(0))
}
#endif

extension CGPoint {
    /// The point moved by a vector.
    @inlinable
    public func offset(by vector: CGVector) -> CGPoint {
        CGPoint(x: x + vector.dx, y: y + vector.dy)
    }
}

extension CGVector {
    /// The vector multiplied by a scalar.
    @inlinable
    public static func * (vector: CGVector, scale: CGFloat) -> CGVector {
        CGVector(dx: vector.dx * scale, dy: vector.dy * scale)
    }
}
