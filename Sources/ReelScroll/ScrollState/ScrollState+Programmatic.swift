public import Foundation

// MARK: - Programmatic scrolling

extension ScrollState {
    /// How long UIKit's animated `setContentOffset(_:animated:)` / `scrollToRow(at:at:animated:)`
    /// takes: 0.33 s (0.326 ± 0.016 s fitted to two tab-tap scrolls of real UIKit recordings,
    /// docs/fidelity.md, "Animated scrolls").
    public static let animatedScrollDuration: TimeInterval = 0.33

    /// setContentOffset(_:animated:): animated over `duration` on UIKit's ease-in-ease-out curve
    /// (the cubic Bézier (0.42, 0, 0.58, 1), which fits the recordings best); not animated =
    /// immediate. Does not clamp (UIKit doesn't).
    ///
    /// Either way it replaces momentum, springs and earlier animations. An animated call while a
    /// finger is down ends the drag (later `touchMoved` calls are ignored until `touchBegan`).
    public mutating func setContentOffset(_ offset: CGPoint, animated: Bool, at time: TimeInterval,
                                          duration: TimeInterval = animatedScrollDuration) {
        advance(to: time)
        guard animated, duration > 0, offset != contentOffset else {
            jump(to: offset)
            return
        }
        motion = .animation(OffsetAnimation(from: contentOffset, to: offset, startTime: time,
                                            duration: duration))
        animatedScrollsStarted += 1
        updatePhase()
    }
}
