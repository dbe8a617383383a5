import Foundation
import ReelGeometry
public import ReelViews

/// `UIBezierPath`, for what apps build it for: a rounded-rectangle or oval mask or shadow path
/// (`layer.mask` with a `CAShapeLayer`). Paths built from lines and curves compile and are kept,
/// not drawn.
open class UIBezierPath {
    /// What the path outlines.
    public private(set) var shape: ShapePath.Shape

    public init() { shape = .other }

    public init(rect: CGRect) { shape = .roundedRect(rect.standardized, radius: 0, corners: [], curve: .circular) }

    /// Since iOS 7 UIBezierPath's rounded rectangles take the continuous curve (PaintCode's
    /// measurement, docs/facts.md, "Shape-layer masks").
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        shape = .roundedRect(rect.standardized, radius: max(cornerRadius, 0), corners: .all, curve: .continuous)
    }

    /// *Our reading:* the continuous curve as above, and only `cornerRadii.width` rounds the
    /// corners.
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        shape = .roundedRect(rect.standardized, radius: max(cornerRadii.width, 0), corners: corners.layerCorners, curve: .continuous)
    }

    public init(ovalIn rect: CGRect) { shape = .oval(rect.standardized) }
    /// `init(cgPath:)`: the path's shape.
    public init(cgPath: ShapePath) { shape = cgPath.shape }

    /// An arc of a circle: a whole turn is the circle (an oval), drawn; a part of one is kept
    /// as a path the scene does not draw.
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let turn = clockwise ? endAngle - startAngle : startAngle - endAngle
        shape = turn >= 2 * .pi - 1e-9
            ? .oval(CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius).standardized)
            : .other
    }

    /// The path as Core Graphics holds it: what `CAShapeLayer.path` takes.
    public var cgPath: ShapePath { ShapePath(shape) }

    public var bounds: CGRect { cgPath.boundingBox }

    public var lineWidth: CGFloat = 1

    // Built point by point: kept as a path the scene does not draw.
    public func move(to point: CGPoint) { shape = .other }
    public func addLine(to point: CGPoint) { shape = .other }
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) { shape = .other }
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { shape = .other }
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        shape = .other
    }
    public func append(_ path: UIBezierPath) { shape = .other }
    public func close() {}
    /// `fill()`: into the current image context, in its fill colour, when the path is a
    /// rectangle, rounded rectangle or oval.
    public func fill() { ImageContext.current?.fill(shape) }
    public func stroke() {}
}
