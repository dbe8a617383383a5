import Foundation
import ReelLayout

/// `CATransaction`, as apps use it around data changes: `setDisableActions(true)` keeps a batch
/// update from animating; `setCompletionBlock` runs when the animations started inside the
/// transaction end (a table's `beginUpdates`/`endUpdates` has no completion of its own).
public enum CATransaction {
    public static func begin() { AnimationState.current?.beginTransaction() }

    public static func commit() { AnimationState.current?.commitTransaction() }

    /// UIKit flushes at the end of the run loop's turn; here changes apply as they are made.
    public static func flush() {}

    public static func setDisableActions(_ flag: Bool) { AnimationState.current?.setDisableActions(flag) }

    public static func disableActions() -> Bool { AnimationState.current?.disablesActions ?? false }

    public static func setCompletionBlock(_ block: (() -> Void)?) { AnimationState.current?.setCompletionBlock(block) }

    /// The duration animations inside the transaction take; ScrollReel's update animations keep
    /// UIKit's own.
    public static func setAnimationDuration(_ duration: TimeInterval) {}
}

/// `CAMediaTimingFunction` and its names: kept (a layer's own animations do not run here).
public final class CAMediaTimingFunction: Sendable {
    public let name: CAMediaTimingFunctionName?
    public init(name: CAMediaTimingFunctionName) { self.name = name }
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) { name = nil }
}

public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
