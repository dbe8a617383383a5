public import Foundation
public import ReelGeometry

/// `CALayer` as app code sets it on a view: rounded corners, a border, a shadow and a mask —
/// what the scene draws of a view of the app's.
open class ViewLayer: NSObject {
    public var cornerRadius: CGFloat = 0
    public var masksToBounds = false
    public var borderWidth: CGFloat = 0
    public var borderColor: CGColor?
    public var shadowColor: CGColor?
    public var shadowOpacity: Float = 0
    public var shadowRadius: CGFloat = 3
    public var shadowOffset = CGSize(width: 0, height: -3)
    /// `shadowPath`: kept; the shadow follows the layer's own shape.
    public var shadowPath: ShapePath?
    /// Which corners `cornerRadius` rounds (all of them unless the app says).
    public var maskedCorners: CornerMask = .all
    /// The shape of the rounded corners: quarter circles, or the continuous curve.
    public var cornerCurve: CornerCurve = .circular
    /// A layer whose shape clips this one: drawn when it is a ``ShapeLayer`` whose path is a
    /// rectangle, a rounded rectangle (any of its corners) or a circle.
    public var mask: ViewLayer?
    /// Where the layer sits in its view's layer: kept (its frame, for a mask).
    public var frame: CGRect = .zero
    /// Layers the app adds (`addSublayer`): kept, not drawn.
    public private(set) var sublayers: [ViewLayer]?
    /// The layer this one was added to.
    public private(set) weak var superlayer: ViewLayer?
    /// The view whose layer this is (nil for a layer the app made).
    weak var view: UIView?
    private var ownBackgroundColor: CGColor?

    /// `backgroundColor`: a view's layer's is the view's own (the same colour, as in UIKit).
    public var backgroundColor: CGColor? {
        get { view.map { $0.backgroundColor.map(CGColor.init) } ?? ownBackgroundColor }
        set { if let view { view.backgroundColor = newValue?.viewColor } else { ownBackgroundColor = newValue } }
    }
    /// `bounds`: a view's layer's is the view's; another layer's, its frame's size.
    public var bounds: CGRect {
        get { view?.bounds ?? CGRect(origin: .zero, size: frame.size) }
        set { if let view { view.bounds = newValue } else { frame.size = newValue.size } }
    }
    /// `removeAllAnimations()` and `removeAnimation(forKey:)`: nothing to remove — a layer's
    /// own animations do not run here.
    public func removeAllAnimations() {}
    public func removeAnimation(forKey key: String) {}
    /// `add(_:forKey:)`: an explicit animation (`CABasicAnimation`, …) is kept, not run; the
    /// layer shows its model values, as after an animation removed on completion.
    public func add(_ animation: AnyObject, forKey key: String?) {
        let line = "ScrollReel: a layer's explicit animations (\(String(describing: type(of: animation)))) are kept, not run"
        if let runtime = ViewRuntime.running, runtime.reportOnce(line) { runtime.log(line) }
    }
    /// `animationKeys()`: none run.
    public func animationKeys() -> [String]? { nil }
    /// `presentation()`: what is on screen — the layer itself, as no animation is in flight.
    open func presentation() -> Self? { self }
    /// `model()`: the layer itself.
    open func model() -> Self { self }

    /// Values the app keeps on the layer under keys of its own (`setValue(_:forKey:)`, which a
    /// `CALayer` stores for any key).
    package final var keyedValues: [String: Any] = [:]

    /// `value(forKey:)`: the geometry and appearance by their Objective-C names, else what the
    /// app stored under the key (nil if nothing).
    open func value(forKey key: String) -> Any? {
        switch key {
        case "cornerRadius": cornerRadius
        case "opacity": opacity
        case "bounds": bounds
        case "frame": frame
        case "masksToBounds": masksToBounds
        case "borderWidth": borderWidth
        default: keyedValues[key]
        }
    }

    /// `transform` in three dimensions: kept (a view's 2-D `transform` is what is drawn).
    public var transform = CATransform3D.identity
    /// `opacity`: a view's layer's is its `alpha`.
    public var opacity: Float {
        get { view.map { Float($0.alpha) } ?? ownOpacity }
        set { if let view { view.alpha = CGFloat(newValue) } else { ownOpacity = newValue } }
    }
    private var ownOpacity: Float = 1
    public var zPosition: CGFloat = 0
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    public var isDoubleSided = true
    public var shouldRasterize = false
    public var rasterizationScale: CGFloat = 1

    public required override init() {}

    public func addSublayer(_ layer: ViewLayer) {
        insertSublayer(layer, at: UInt32(clamping: sublayers?.count ?? 0))
    }

    public func insertSublayer(_ layer: ViewLayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var all = sublayers ?? []
        all.insert(layer, at: min(Int(index), all.count))
        sublayers = all
        layer.superlayer = self
    }

    public func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }
}

/// `CAShapeLayer`: a layer drawn from a path — as a view's mask, the path clips the view.
open class ShapeLayer: ViewLayer {
    public var path: ShapePath?
    public var fillColor: CGColor?
    public var strokeColor: CGColor?
    public var lineWidth: CGFloat = 1
    /// How the stroke is drawn: kept (ScrollReel draws a shape layer's path as a mask only).
    public var lineCap = LineCap.butt
    public var lineJoin = LineJoin.miter
    public var miterLimit: CGFloat = 10
    public var lineDashPattern: [NSNumber]?
    public var lineDashPhase: CGFloat = 0
    public var strokeStart: CGFloat = 0
    public var strokeEnd: CGFloat = 1
    public var fillRule = FillRule.nonZero

    /// `CAShapeLayerLineCap`.
    public struct LineCap: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let butt = LineCap(rawValue: "butt")
        public static let round = LineCap(rawValue: "round")
        public static let square = LineCap(rawValue: "square")
    }

    /// `CAShapeLayerLineJoin`.
    public struct LineJoin: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let miter = LineJoin(rawValue: "miter")
        public static let round = LineJoin(rawValue: "round")
        public static let bevel = LineJoin(rawValue: "bevel")
    }

    /// `CAShapeLayerFillRule`.
    public struct FillRule: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let nonZero = FillRule(rawValue: "non-zero")
        public static let evenOdd = FillRule(rawValue: "even-odd")
    }
}

/// `CGPath` as UIKit apps make it (through `UIBezierPath`): the shape it outlines, when it is
/// one the scene can draw.
public final class ShapePath: @unchecked Sendable {
    public enum Shape: Sendable, Hashable {
        /// A rectangle with `radius` on the corners named (none: square corners), each corner
        /// shaped by `curve`.
        case roundedRect(CGRect, radius: CGFloat, corners: CornerMask, curve: CornerCurve)
        case oval(CGRect)
        /// Lines and curves added one by one: not drawn.
        case other
    }

    public var shape: Shape

    public init(_ shape: Shape) {
        self.shape = shape
    }

    /// `boundingBox`: the rectangle the shape fills (empty for a path of lines).
    public var boundingBox: CGRect {
        switch shape {
        case .roundedRect(let rect, _, _, _), .oval(let rect): rect
        case .other: .zero
        }
    }
}
