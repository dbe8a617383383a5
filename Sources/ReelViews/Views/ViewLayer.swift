public import Foundation

/// `CALayer` as app code sets it on a view: rounded corners, a border and a shadow — what the
/// scene draws of a view of the app's.
public final class ViewLayer {
    public var cornerRadius: CGFloat = 0
    public var masksToBounds = false
    public var borderWidth: CGFloat = 0
    public var borderColor: ViewColor?
    public var shadowColor: ViewColor?
    public var shadowOpacity: Float = 0
    public var shadowRadius: CGFloat = 3
    public var shadowOffset = CGSize(width: 0, height: -3)
    /// Which corners `cornerRadius` rounds (all of them unless the app says).
    public var maskedCorners: CornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// The shape of the rounded corners: quarter circles, or the continuous curve.
    public var cornerCurve: CornerCurve = .circular

    init() {}
}

/// `CACornerMask`: a layer's corners, minimum y at the top as on iOS (the raw values are
/// Core Animation's).
public struct CornerMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layerMinXMinYCorner = CornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 8)
}

/// `CALayerCornerCurve`.
public struct CornerCurve: RawRepresentable, Sendable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let circular = CornerCurve(rawValue: "circular")
    public static let continuous = CornerCurve(rawValue: "continuous")
}
