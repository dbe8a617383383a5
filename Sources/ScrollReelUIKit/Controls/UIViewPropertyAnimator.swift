public import Foundation
import ReelLayout

/// `UIViewPropertyAnimator`: animations that can be started, paused, scrubbed and finished. As
/// with `UIView.animate` here, a view's own properties are not interpolated: the animations'
/// changes land at once when the animator starts, or — scrubbed while paused — when
/// `fractionComplete` first reaches one half (our reading: the nearer end of a change that
/// cannot be shown in between; a scrub back cannot undo them). The completions run with
/// `.end` when a started animator's duration has passed on the simulated clock, or with the
/// position `finishAnimation(at:)` names.
open class UIViewPropertyAnimator {
    public let duration: TimeInterval
    public let curve: UIView.AnimationCurve
    public let dampingRatio: CGFloat?
    public private(set) var state: UIViewAnimatingState = .inactive
    public private(set) var isRunning = false
    open var isReversed = false
    open var isInterruptible = true
    open var isUserInteractionEnabled = true
    open var isManualHitTestingEnabled = false
    open var scrubsLinearly = true
    open var pausesOnCompletion = false
    /// How far the animations are, from 0 to 1; the changes land as the type says.
    open var fractionComplete: CGFloat = 0 {
        didSet {
            fractionComplete = min(max(fractionComplete, 0), 1)
            if state == .inactive { state = .active }
            if fractionComplete >= 0.5 { landAnimations() }
        }
    }
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// Counts starts, so a completion scheduled by an earlier start that was stopped is dropped.
    private var run = 0

    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        self.curve = curve
        dampingRatio = nil
        if let animations { self.animations = [animations] }
    }

    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = duration
        curve = .easeInOut
        dampingRatio = ratio
        if let animations { self.animations = [animations] }
    }

    public init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
        self.duration = duration
        curve = .easeInOut
        dampingRatio = nil
        if let animations { self.animations = [animations] }
    }

    /// An animator started at once, after `delay`.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                                            animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    open func addAnimations(_ animation: @escaping () -> Void) {
        if state == .active, isRunning || fractionComplete >= 0.5 { animation() } else { animations.append(animation) }
    }

    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { addAnimations(animation) }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    open func startAnimation() { startAnimation(afterDelay: 0) }

    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else { return }
        state = .active
        isRunning = true
        landAnimations()
        run += 1
        let started = run
        let remaining = duration * Double(1 - fractionComplete) + delay
        guard let context = AppContext.current else { return complete(at: .end) }
        // A running animator is held until it ends, as UIKit holds it (apps often keep none).
        context.perform(at: context.now + max(0, remaining)) { [self] in
            guard run == started, isRunning else { return }
            fractionComplete = 1
            if pausesOnCompletion {
                isRunning = false
            } else {
                complete(at: isReversed ? .start : .end)
            }
        }
    }

    open func pauseAnimation() {
        if state == .inactive { state = .active }
        isRunning = false
    }

    open func stopAnimation(_ withoutFinishing: Bool) {
        isRunning = false
        run += 1
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { completions = [] }
    }

    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        if finalPosition == .end { landAnimations() }
        complete(at: finalPosition)
    }

    open func continueAnimation(withTimingParameters parameters: Any?, durationFactor: CGFloat) { startAnimation() }

    private func landAnimations() {
        let pending = animations
        animations = []
        pending.forEach { $0() }
    }

    private func complete(at position: UIViewAnimatingPosition) {
        isRunning = false
        state = .inactive
        let done = completions
        completions = []
        done.forEach { $0(position) }
    }
}

/// `UIViewAnimatingPosition`: where an animator finished.
public enum UIViewAnimatingPosition: Int, Sendable { case end, start, current }

/// `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable { case inactive, active, stopped }

extension UIView {
    /// `UIView.AnimationCurve`.
    public enum AnimationCurve: Int, Sendable { case easeInOut, easeIn, easeOut, linear }
}
