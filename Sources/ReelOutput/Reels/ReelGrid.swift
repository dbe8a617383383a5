public import Foundation
import ReelFiles
public import ReelGraphics
public import ReelScenario
import ReelScene

/// Scenarios played in lock-step in a grid, each under its caption (``DisplayList/grid(_:captions:columns:scale:)``):
/// a comparison's two sides. The shorter reels hold their last frame. Writes `FILE.gif` and the
/// other formats asked for; a grid has no trace. (A matrix's grid is made from its reels' own
/// frames: ``ReelMatrix``.)
public struct ReelGrid: Sendable {
    /// The output files' name.
    public var fileName: String
    public var scenarios: [Scenario]
    public var captions: [String]
    public var columns: Int

    /// Panels must share a frame rate, which the callers check (lock-step needs one clock).
    init(fileName: String, scenarios: [Scenario], captions: [String], columns: Int) {
        self.fileName = fileName
        self.scenarios = scenarios
        self.captions = captions
        self.columns = columns
    }

    /// Frames of the longest reel.
    public var frameCount: Int { scenarios.map(\.frameCount).max() ?? 0 }

    /// The composed frames, in order.
    public func frames() -> AnySequence<DisplayList> {
        AnySequence(sourceFrames().lazy.compactMap { frame -> DisplayList? in
            guard case let .drawing(draw) = frame.content else { return nil }
            return draw()
        })
    }

    /// The frames of every panel, together, each drawn when asked (on any thread).
    private func sourceFrames() -> AnySequence<SourceFrame> {
        let count = frameCount, fps = scenarios[0].fps
        let (scenarios, captions, columns) = (self.scenarios, self.captions, self.columns)
        return AnySequence { () -> AnyIterator<SourceFrame> in
            let reels = scenarios.map { Reel(scenario: $0) }
            let simulations = reels.map { $0.frames() }
            var last = [Frame?](repeating: nil, count: reels.count)
            var index = 0
            return AnyIterator {
                guard index < count else { return nil }
                defer { index += 1 }
                for (panel, simulation) in simulations.enumerated() { last[panel] = simulation.nextFrame() ?? last[panel] }
                let shown = last.map { $0! }
                return SourceFrame(index: index, time: Double(index) / Double(fps), trace: nil, content: .drawing {
                    DisplayList.grid(zip(reels, shown).map { $0.displayList(of: $1) }, captions: captions, columns: columns)
                })
            }
        }
    }

    /// Writes `DIR/FILE.gif` (and whichever other formats are asked for, named `FILE`), staged
    /// and moved into place when finished; returns what was written.
    @discardableResult
    public func render(to directory: URL, formats: Set<OutputFormat> = [.gif],
                       progress: ((Int, Int) -> Void)? = nil) throws -> [URL] {
        try StagingDirectory.publishing(fileName, in: directory) { destination in
            let first = scenarios[0]
            // The grid's size from its panels' viewports: nothing is simulated for it.
            let layout = GridLayout(panelSizes: scenarios.map(\.viewport.size), columns: columns,
                                    scale: scenarios.map(\.viewport.scale).max()!)
            let size = layout.backdrop(captions: [])
            let context = OutputContext(name: fileName, size: size.size, scale: size.scale,
                                        pixelWidth: size.pixelWidth, pixelHeight: size.pixelHeight,
                                        fps: first.fps, frameCount: frameCount, traceHeader: nil,
                                        destination: destination, displayLists: { frames() })
            let sinks = try OutputFormat.allCases.filter(formats.subtracting([.trace]).contains).map { try $0.makeSink(context) }
            try FramePipeline(sinks: sinks, pixelWidth: size.pixelWidth, pixelHeight: size.pixelHeight)
                .write(sourceFrames(), frameCount: frameCount, endTime: Double(frameCount) / Double(first.fps),
                       progress: progress)
        }
    }
}
