import Foundation

/// `CACornerMask`: which corners of a layer `cornerRadius` rounds, minimum y at the top as on
/// iOS (the raw values are Core Animation's).
public struct CornerMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layerMinXMinYCorner = CornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 8)
    /// Every corner: a layer's default.
    public static let all: CornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}

/// `CALayerCornerCurve`: a rounded corner's shape — a quarter circle, or the continuous curve of
/// iOS 7's rounded rectangles, which leaves the edge earlier and bends more gently
/// (docs/facts.md, "Continuous corners").
public struct CornerCurve: RawRepresentable, Sendable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let circular = CornerCurve(rawValue: "circular")
    public static let continuous = CornerCurve(rawValue: "continuous")
}
