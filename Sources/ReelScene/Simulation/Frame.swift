public import Foundation
import ReelScenario
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
}
