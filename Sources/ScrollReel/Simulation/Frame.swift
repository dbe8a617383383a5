import Foundation
import ReelRender

/// One simulated frame: the scene, its drawing and its trace row.
public struct Frame: Sendable {
    public var index: Int
    /// Simulated seconds: index / fps.
    public var time: TimeInterval
    public var viewTree: ViewNode
    public var displayList: DisplayList
    public var trace: FrameTrace
}
