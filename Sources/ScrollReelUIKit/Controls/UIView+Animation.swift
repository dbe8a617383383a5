public import Foundation
import ReelLayout

/// `UIView.animate`: the changes the block makes land at once (ScrollReel does not interpolate a
/// view's own properties yet); the completion runs on the main run loop when the animation
/// would end, `delay + duration` later, with `true`. A data change made inside animates as
/// UIKit animates it, on its own curve.
extension UIView {
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval = 0,
                               options: UIViewAnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        if let state = AnimationState.current { state.animating(for: duration, animations) } else { animations() }
        finish(after: delay + duration, completion)
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                               initialSpringVelocity velocity: CGFloat, options: UIViewAnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    public static func transition(with view: UIView, duration: TimeInterval, options: UIViewAnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animations?()
        finish(after: duration, completion)
    }

    /// Runs `completion` `time` seconds from now on the app's run loop (at once outside one).
    private static func finish(after time: TimeInterval, _ completion: ((Bool) -> Void)?) {
        guard let completion else { return }
        guard let context = AppContext.current else { return completion(true) }
        context.perform(at: context.now + max(0, time)) { completion(true) }
    }

    /// `UIView.AnimationOptions`.
    public typealias AnimationOptions = UIViewAnimationOptions
}

/// `UIView.AnimationOptions`, with UIKit's raw values: kept (an animation with `.repeat` or
/// `.autoreverse` runs once, forward).
public struct UIViewAnimationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let curveEaseInOut = UIViewAnimationOptions([])
    public static let layoutSubviews = UIViewAnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = UIViewAnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = UIViewAnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = UIViewAnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = UIViewAnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = UIViewAnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedCurve = UIViewAnimationOptions(rawValue: 1 << 6)
    public static let allowAnimatedContent = UIViewAnimationOptions(rawValue: 1 << 7)
    public static let showHideTransitionViews = UIViewAnimationOptions(rawValue: 1 << 8)
    public static let overrideInheritedOptions = UIViewAnimationOptions(rawValue: 1 << 9)
    public static let transitionFlipFromLeft = UIViewAnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = UIViewAnimationOptions(rawValue: 2 << 20)
    public static let transitionCurlUp = UIViewAnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = UIViewAnimationOptions(rawValue: 4 << 20)
    public static let transitionFlipFromTop = UIViewAnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = UIViewAnimationOptions(rawValue: 7 << 20)
    public static let curveEaseIn = UIViewAnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = UIViewAnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = UIViewAnimationOptions(rawValue: 3 << 16)
    public static let transitionCrossDissolve = UIViewAnimationOptions(rawValue: 5 << 20)
}
