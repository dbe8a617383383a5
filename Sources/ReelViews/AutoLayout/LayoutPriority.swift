/// `UILayoutPriority`: how much a constraint matters, 1…1000; 1000 is required.
public struct LayoutPriority: Sendable, Hashable, Comparable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var rawValue: Float
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    public static let required = LayoutPriority(1000)
    public static let defaultHigh = LayoutPriority(750)
    public static let dragThatCanResizeScene = LayoutPriority(510)
    public static let sceneSizeStayPut = LayoutPriority(500)
    public static let defaultLow = LayoutPriority(250)
    /// What `systemLayoutSizeFitting` asks of a size it is free to choose.
    public static let fittingSizeLevel = LayoutPriority(50)

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }
}
