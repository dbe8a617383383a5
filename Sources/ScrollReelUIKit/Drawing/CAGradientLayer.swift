public import Foundation
public import ReelViews

/// `CAGradientLayer`: its colours, stops, ends and type are kept; it is not drawn, as no layer
/// the app adds or makes is (docs/views.md) — a gradient view (`layerClass`) shows its
/// background colour.
open class CAGradientLayer: ViewLayer {
    open var colors: [Any]?
    open var locations: [NSNumber]?
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)
    open var type = CAGradientLayerType.axial
}

/// `CAGradientLayerType`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
