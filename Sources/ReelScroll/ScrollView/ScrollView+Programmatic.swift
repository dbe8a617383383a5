import Foundation

// MARK: - Programmatic scrolling

extension ScrollView {
    /// setContentOffset(_:animated:): animated over `duration` (UIKit ≈ 0.3 s) with an ease-in-out
    /// curve; not animated = immediate. Does not clamp (UIKit doesn't).
    ///
    /// Either way it replaces momentum, springs and earlier animations. An animated call while a
    /// finger is down ends the drag (later `touchMoved` calls are ignored until `touchBegan`).
    public mutating func setContentOffset(_ offset: CGPoint, animated: Bool, at time: TimeInterval,
                                          duration: TimeInterval = 0.3) {
        advance(to: time)
        guard animated, duration > 0, offset != contentOffset else {
            jump(to: offset)
            return
        }
        motion = .animation(OffsetAnimation(from: contentOffset, to: offset, startTime: time,
                                            duration: duration))
        updatePhase()
    }
}
