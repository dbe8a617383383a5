public import Foundation

/// `CFTimeInterval`, Core Animation's seconds.
public typealias CFTimeInterval = TimeInterval

/// `CAAnimation` and its kinds: a layer's explicit animations, kept — `layer.add(_:forKey:)`
/// names them once in the console and the layer shows its model values.
open class CAAnimation {
    open var duration: CFTimeInterval = 0.25
    open var beginTime: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var autoreverses = false
    open var isRemovedOnCompletion = true
    open var fillMode = CAMediaTimingFillMode.removed
    open var timingFunction: CAMediaTimingFunction?
    open weak var delegate: CAAnimationDelegate?

    public init() {}
}

/// `CAAnimationDelegate`.
public protocol CAAnimationDelegate: AnyObject {}

/// `CAPropertyAnimation`: an animation of one of the layer's properties.
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// `CABasicAnimation`: from one value to another.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
}

/// `CAKeyframeAnimation`: through a list of values.
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var keyTimes: [NSNumber]?
}

/// `CAAnimationGroup`.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?
}

/// `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}
