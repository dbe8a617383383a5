public import Foundation
public import ReelGeometry

/// How a rect's corners are rounded: a layer's `cornerRadius`, `maskedCorners` and `cornerCurve`.
/// A plain number is a radius on every corner, circular (`corners: 12`).
public struct Corners: Sendable, Hashable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var radius: CGFloat
    /// Which corners are rounded.
    public var mask: CornerMask
    /// Their shape.
    public var curve: CornerCurve

    public init(radius: CGFloat, mask: CornerMask = .all, curve: CornerCurve = .circular) {
        self.radius = radius
        self.mask = mask
        self.curve = curve
    }

    public init(floatLiteral value: Double) { self.init(radius: CGFloat(value)) }
    public init(integerLiteral value: Int) { self.init(radius: CGFloat(value)) }

    /// Square corners.
    public static let square = Corners(radius: 0)

    /// Whether nothing is rounded.
    public var isSquare: Bool { !(radius > 0) || mask.isEmpty }

    /// Whether every corner is the same quarter circle (what a plain rounded rect draws), or
    /// none is rounded.
    public var isUniformlyCircular: Bool { isSquare || (mask == .all && curve != .continuous) }

    /// These corners with the radius multiplied by `factor` (points to pixels).
    public func scaled(by factor: CGFloat) -> Corners {
        Corners(radius: radius * factor, mask: mask, curve: curve)
    }

    /// These corners with the radius `delta` larger (never below zero): an outline's outer or
    /// inner edge.
    public func grown(by delta: CGFloat) -> Corners {
        Corners(radius: max(radius + delta, 0), mask: mask, curve: curve)
    }

    /// How far along each edge a rounded corner reaches, for each unit of radius: 1 for a quarter
    /// circle; for the continuous curve, 1.52866483 (the iOS 7 rounded rectangle, measured by
    /// PaintCode, docs/facts.md).
    public var extentPerRadius: CGFloat { curve == .continuous ? Self.continuousExtent : 1 }

    /// How far the continuous curve reaches along each edge per unit of radius.
    public static let continuousExtent: CGFloat = 1.52866483

    /// These corners with the radius drawn in `rect` (``clampedRadius(in:)``).
    public func clamped(in rect: CGRect) -> Corners {
        Corners(radius: clampedRadius(in: rect), mask: mask, curve: curve)
    }

    /// The radius actually drawn in `rect`: a corner reaches at most halfway along the shorter
    /// side (UIKit clamps a circular radius so; the continuous curve's limit is PaintCode's).
    public func clampedRadius(in rect: CGRect) -> CGFloat {
        guard !isSquare else { return 0 }
        let r = rect.standardized
        return max(0, min(radius, min(r.width, r.height) / 2 / extentPerRadius))
    }
}
