public import Foundation
import ReelScenario
package import ReelLayout
public import ReelTrace

/// One simulated frame: the scene's state after this tick. Drawing it is the output stage's job.
public struct Frame: Sendable {
    public var index: Int
    /// Simulated seconds: index / fps.
    public var time: TimeInterval
    /// The window's view tree.
    public var viewTree: ViewNode
    /// The layout data of `scrollreel dump`.
    public var trace: FrameTrace
    /// Where the finger is, while it touches the screen.
    public var touchLocation: CGPoint?
    /// The main scroll view's `contentOffset`.
    public var contentOffset: CGPoint
    /// The latest console lines, this frame's included (at most ``Simulation/recentConsoleLineCount``,
    /// or, when the app ends with an exception, its lines from the first).
    public var recentConsoleLines: [String]
    /// The main scroll view's self-sizing elements on screen, for the overlay that shows what
    /// the estimates were.
    public var selfSizingMarks: [SelfSizingMark] = []
    /// The bars an app's containers show (its navigation bar's title, its tab bar); nil for a
    /// scenario's own screen.
    package var appBars: AppContext.Bars?
}

/// A self-sizing element on screen: where it is now and the size it had until it measured
/// itself (nil while it still has its estimate).
public struct SelfSizingMark: Sendable, Hashable {
    /// Its frame in screen points.
    public var frame: CGRect
    /// The size it had before it measured itself.
    public var estimatedSize: CGSize?
}
