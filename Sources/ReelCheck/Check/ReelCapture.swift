import Foundation
import ReelRender
import ScrollReel

/// One simulation of a scenario: its whole trace text and the sampled frames rasterized.
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
    /// The trace, byte-identical to `scrollreel dump` of the same scenario.
    public let traceText: String
    /// The sampled frames, ascending.
    public let frames: [CapturedFrame]
    /// Every frame's time, by index.
    public let frameTimes: [TimeInterval]

    /// Simulates `scenario` once, rasterizing only the frames in `sampled`.
    /// - Complexity: one simulation pass; memory holds the trace text and the sampled images.
    public init(scenario: Scenario, sampled: Set<Int>) throws {
        self.scenario = scenario
        var text = TraceJSON.header(for: scenario)
        var frames: [CapturedFrame] = []
        var times: [TimeInterval] = []
        let raster = RasterRenderer()
        for frame in Simulation(scenario: scenario) {
            text += (frame.index == 0 ? "" : ",\n") + TraceJSON.frame(frame.trace)
            times.append(frame.time)
            if sampled.contains(frame.index) {
                frames.append(CapturedFrame(index: frame.index, time: frame.time,
                                            image: try raster.render(frame.displayList)))
            }
        }
        traceText = text + TraceJSON.footer
        self.frames = frames
        frameTimes = times
    }
}
