public import ReelViews

extension UIView {
    /// `UIView.performWithoutAnimation(_:)`: what `actionsWithoutAnimation` changes does not
    /// animate — a batch update made in it lands at once, its completion on the next turn of
    /// the run loop.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        guard let state = AnimationState.current else { return actionsWithoutAnimation() }
        state.withoutAnimation(actionsWithoutAnimation)
    }

    /// `UIView.areAnimationsEnabled`.
    public static var areAnimationsEnabled: Bool { AnimationState.current?.animationsEnabled ?? true }
}
