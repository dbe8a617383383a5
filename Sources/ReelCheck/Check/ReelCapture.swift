public import Foundation
import ReelOutput
public import ReelRender
public import ReelScenario
import ReelScene
public import ReelTrace

/// One simulation of a scenario: its whole trace and the sampled frames rasterized.
public struct ReelCapture {
    /// A rasterized frame.
    public struct CapturedFrame {
        /// The frame index.
        public var index: Int
        /// Simulated seconds.
        public var time: TimeInterval
        /// The rendered frame.
        public var image: RasterImage
    }

    /// The scenario as captured (after the scale override).
    public let scenario: Scenario
    /// The trace, typed.
    public let trace: TraceDocument
    /// The sampled frames, ascending.
    public let frames: [CapturedFrame]

    /// Simulates `scenario` once, drawing and rasterizing only the frames in `sampled`.
    /// - Complexity: one simulation pass; memory holds the trace and the sampled images.
    public init(scenario: Scenario, sampled: Set<Int>) throws {
        self.scenario = scenario
        let reel = Reel(scenario: scenario)
        var traces: [FrameTrace] = []
        var frames: [CapturedFrame] = []
        let raster = RasterRenderer()
        for frame in reel.frames() {
            traces.append(frame.trace)
            if sampled.contains(frame.index) {
                frames.append(CapturedFrame(index: frame.index, time: frame.time,
                                            image: try raster.render(reel.displayList(of: frame))))
            }
        }
        trace = TraceDocument(header: reel.traceHeader, frames: traces)
        self.frames = frames
    }

    /// The trace text, byte-identical to `scrollreel dump` of the same scenario.
    public var traceText: String { trace.jsonText }

    /// Every frame's time, by index.
    public var frameTimes: [TimeInterval] { trace.frames.map(\.time) }
}
