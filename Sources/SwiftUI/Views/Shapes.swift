public import UIKit

/// `Shape`: a view drawn as the path it makes for its frame, filling the frame it is offered.
/// ScrollReel draws rectangles (rounded or not) and ovals, as UIKit views with corners draw
/// them; a path of lines and curves is laid out but not drawn (as a `UIBezierPath` of lines is
/// not, docs/facts.md "SwiftUI").
public protocol Shape: View {
    func path(in rect: CGRect) -> Path
}

extension Shape {
    public var body: some View { FilledShape(shape: self, fill: nil, stroke: nil) }

    /// `fill(_:)`: the shape filled.
    public func fill<S: ShapeStyle>(_ style: S) -> some View { FilledShape(shape: self, fill: style.resolvedColor, stroke: nil) }

    /// `stroke(_:lineWidth:)`: the outline drawn as a border.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> some View {
        FilledShape(shape: self, fill: nil, stroke: (style.resolvedColor, lineWidth))
    }

    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> some View {
        stroke(style, lineWidth: lineWidth)
    }
}

/// `Path`: the outline a shape makes.
public struct Path: Equatable {
    var shape: ShapePath.Shape

    public init() { shape = .other }
    public init(_ rect: CGRect) { shape = .roundedRect(rect, radius: 0, corners: [], curve: .circular) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) {
        shape = .roundedRect(rect, radius: cornerRadius, corners: [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner], curve: style == .continuous ? .continuous : .circular)
    }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .circular) {
        self.init(roundedRect: rect, cornerRadius: cornerSize.width, style: style)
    }
    public init(ellipseIn rect: CGRect) { shape = .oval(rect) }
    public init(_ build: (inout Path) -> Void) {
        self.init()
        build(&self)
    }

    public mutating func move(to point: CGPoint) { shape = .other }
    public mutating func addLine(to point: CGPoint) { shape = .other }
    public mutating func addLines(_ points: [CGPoint]) { shape = .other }
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) { shape = .other }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) { shape = .other }
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) { shape = .other }
    public mutating func addRect(_ rect: CGRect) { shape = .other }
    public mutating func addEllipse(in rect: CGRect) { shape = .other }
    public mutating func closeSubpath() {}
}

/// `Angle`.
public struct Angle: Hashable, Sendable, Comparable {
    public var radians: Double
    public var degrees: Double { radians * 180 / .pi }

    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle(radians: 0)
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

/// A shape, filled (with the foreground colour, black by default) or outlined.
struct FilledShape<S: Shape>: View, PrimitiveView {
    let shape: S
    let fill: Color?
    let stroke: (Color, CGFloat)?

    var body: Never { bodyOfPrimitive("Shape") }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        ShapeNode(path: shape.path(in:), fill: stroke == nil ? (fill ?? environment.foregroundColor ?? .primary).uiColor : nil,
                  stroke: stroke.map { ($0.0.uiColor, $0.1) })
    }
}

/// A shape's view: takes what it is offered (10 pt where offered nothing, SwiftUI's size for an
/// unsized shape) and draws its path as a view with corners, its colour as the background or
/// as a border.
final class ShapeNode: LeafNode {
    let path: (CGRect) -> Path
    let fill: UIColor?
    let stroke: (UIColor, CGFloat)?

    init(path: @escaping (CGRect) -> Path, fill: UIColor?, stroke: (UIColor, CGFloat)?) {
        self.path = path
        self.fill = fill
        self.stroke = stroke
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    override func place(in frame: CGRect, on canvas: UIView) {
        let drawn: (CGRect, CGFloat)
        switch path(CGRect(origin: .zero, size: frame.size)).shape {
        case .roundedRect(let rect, let radius, _, _): drawn = (rect, radius)
        case .oval(let rect): drawn = (rect, min(rect.width, rect.height) / 2)
        case .other: return
        }
        let view = UIView(frame: drawn.0.offsetBy(dx: frame.minX, dy: frame.minY))
        view.backgroundColor = fill
        if let stroke {
            view.layer.borderColor = stroke.0.cgColor
            view.layer.borderWidth = stroke.1
        }
        view.layer.cornerRadius = min(drawn.1, min(drawn.0.width, drawn.0.height) / 2)
        canvas.addSubview(view)
    }
}

/// `Rectangle`.
public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// `RoundedRectangle`.
public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .circular) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
}

/// `Capsule`: corners of half the shorter side.
public struct Capsule: Shape {
    public init(style: RoundedCornerStyle = .circular) {}
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
}

/// `Circle`: the largest circle centred in its frame.
public struct Circle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

/// `Ellipse`: *our reading*, drawn as a capsule where it is not a circle (ScrollReel's views
/// round corners, they do not draw ellipses).
public struct Ellipse: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// `RoundedCornerStyle`.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}
