public import Foundation
public import ReelViews

extension UIView {
    /// `UIView.performWithoutAnimation(_:)`: what `actionsWithoutAnimation` changes does not
    /// animate — a batch update made in it lands at once, its completion on the next turn of
    /// the run loop.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        guard let state = AnimationState.current else { return actionsWithoutAnimation() }
        state.withoutAnimation(actionsWithoutAnimation)
    }

    /// `UIView.inheritedAnimationDuration`: inside an animation block, its duration; else 0.
    public static var inheritedAnimationDuration: TimeInterval { AnimationState.current?.inheritedDuration ?? 0 }

    /// `UIView.areAnimationsEnabled`.
    public static var areAnimationsEnabled: Bool { AnimationState.current?.animationsEnabled ?? true }
}
