public import Foundation
public import ReelFiles
public import ReelGraphics
public import ReelScenario
public import ReelScene
public import ReelTrace

/// Renders a scenario: the public entry point for Swift users and the CLI.
///
/// ```swift
/// let scenario = try Scenario.load(from: URL(fileURLWithPath: "my-layout.yaml"))
/// try Reel(scenario: scenario).render(to: URL(fileURLWithPath: "out"), formats: [.gif, .trace])
/// ```
public struct Reel {
    public let scenario: Scenario

    public init(scenario: Scenario) {
        self.scenario = scenario
    }

    /// Renders the scenario's content and gesture with a layout of your own, e.g. a `FlowLayout`
    /// subclass ported from an iOS app. The closure makes a fresh instance for each pass.
    ///
    /// ```swift
    /// try Reel(scenario: scenario) { LeftAlignedFlowLayout() }
    ///     .render(to: URL(fileURLWithPath: "out"), formats: [.gif])
    /// ```
    public init(scenario: Scenario, layout: @escaping Scenario.LayoutFactory) {
        var scenario = scenario
        scenario.customLayout = layout
        self.scenario = scenario
    }

    /// The frames, simulated one at a time as the sequence is iterated.
    public func frames() -> Simulation { Simulation(scenario: scenario) }

    /// The display list of a frame of this scenario: its view tree and the overlays.
    public func displayList(of frame: Frame) -> DisplayList {
        FrameDrawing.displayList(of: frame, in: scenario)
    }

    /// The frames drawn, one display list each, simulated as the sequence is iterated.
    public func displayLists() -> LazyMapSequence<Simulation, DisplayList> {
        frames().lazy.map(displayList(of:))
    }

    /// The header of this scenario's trace.
    public var traceHeader: TraceHeader {
        let viewport = scenario.viewport
        return TraceHeader(scenario: scenario.name,
                           viewport: .init(width: viewport.width, height: viewport.height, scale: viewport.scale),
                           fps: scenario.fps,
                           configuration: scenario.configuration.isEmpty ? nil : scenario.configuration.map(\.description))
    }

    /// Writes the requested formats into `directory` and returns the files and folders written:
    /// `NAME.gif`, `NAME.png` (APNG), `NAME/frame-00000.svg|png`, `NAME.trace.json`, `NAME.svg`
    /// (animated).
    ///
    /// Everything is written into a hidden staging folder first and moved into place when the
    /// render finished. Frames are streamed: memory does not grow with the frame count. A
    /// trace-only render draws nothing.
    /// - Parameters:
    ///   - directory: the output folder, created if needed.
    ///   - formats: what to write.
    ///   - progress: called after each frame with (frames done, frame count).
    @discardableResult
    public func render(to directory: URL, formats: Set<OutputFormat>,
                       progress: ((Int, Int) -> Void)? = nil) throws -> [URL] {
        try StagingDirectory.publishing(scenario.name, in: directory) { try write(formats, to: $0, progress: progress) }
    }

    /// The requested formats' files in memory, by path (`NAME.gif`, `NAME/frame-00000.png`, …).
    public func render(formats: Set<OutputFormat>) throws -> [String: Data] {
        let memory = MemoryDestination()
        try write(formats, to: memory)
        return memory.files
    }

    /// Writes the requested formats to `destination`.
    public func write(_ formats: Set<OutputFormat>, to destination: any OutputDestination,
                      progress: ((Int, Int) -> Void)? = nil) throws {
        // The views format needs each frame's views listed as the frame is made.
        guard !formats.contains(.views) || scenario.tracesViews else {
            var listing = scenario
            listing.tracesViews = true
            return try Reel(scenario: listing).write(formats, to: destination, progress: progress)
        }
        let pass = try pass(for: formats, to: destination)
        try pass.pipeline.write(pass.frames(), frameCount: scenario.frameCount, endTime: endTime, progress: progress)
    }

    /// Writes the trace JSON to a file handle (standard output for `scrollreel dump`), a frame
    /// at a time.
    public func writeTrace(to handle: FileHandle) throws {
        let pipeline = FramePipeline(sinks: [try .trace(traceHeader, to: HandleStream(handle))], pixelWidth: 1, pixelHeight: 1)
        try pipeline.write(frames().lazy.map(sourceFrame), frameCount: scenario.frameCount, endTime: endTime)
    }

    /// When the reel's last frame ends, in simulated seconds.
    var endTime: TimeInterval { Double(scenario.frameCount) / Double(scenario.fps) }

    /// A render's writing pass: the sinks, and the frames to hand them.
    package struct Pass {
        package var pipeline: FramePipeline
        /// The frames, replayed from the look-ahead pass or simulated now.
        package var frames: () -> AnySequence<SourceFrame>
    }

    /// The sinks of `formats`, writing to `destination`. Formats that look ahead (a GIF's
    /// palette) make their pass over the frames here — `lookAhead` sees each drawing of it — and
    /// its frames are kept for the writing pass within ``FrameRecording/budget``.
    package func pass(for formats: Set<OutputFormat>, to destination: any OutputDestination,
                      lookAhead: ((Int, DisplayList) -> Void)? = nil) throws -> Pass {
        let blank = DisplayList(size: scenario.viewport.size, scale: scenario.viewport.scale, background: scenario.background)
        let recording = FrameRecording(frameCount: scenario.frameCount)
        let context = OutputContext(name: scenario.name, size: blank.size, scale: blank.scale,
                                    pixelWidth: blank.pixelWidth, pixelHeight: blank.pixelHeight,
                                    fps: scenario.fps, frameCount: scenario.frameCount, traceHeader: traceHeader,
                                    destination: destination, displayLists: {
            recording.restart()
            return AnySequence(frames().lazy.map { frame in
                let list = displayList(of: frame)
                recording.record(frame, list)
                lookAhead?(frame.index, list)
                return list
            })
        })
        let sinks = try OutputFormat.allCases.filter(formats.contains).map { try $0.makeSink(context) }
        let pipeline = FramePipeline(sinks: sinks, pixelWidth: blank.pixelWidth, pixelHeight: blank.pixelHeight)
        return Pass(pipeline: pipeline) {
            if let replay = recording.replay { return AnySequence(replay) }
            return AnySequence(frames().lazy.map(sourceFrame))
        }
    }

    /// A frame of the simulation on its way to the sinks, drawn when they need it.
    func sourceFrame(_ frame: Frame) -> SourceFrame {
        SourceFrame(index: frame.index, time: frame.time, trace: frame.trace, content: .drawing { displayList(of: frame) })
    }
}
