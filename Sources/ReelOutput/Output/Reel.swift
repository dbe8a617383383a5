public import Foundation
import ReelGeometry
import ReelGraphics
import ReelRender
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
                           fps: scenario.fps)
    }

    /// Writes the requested formats into `directory` and returns the files and folders written:
    /// `NAME.gif`, `NAME/frame-00000.svg|png`, `NAME.trace.json`, `NAME.svg` (animated).
    ///
    /// Frames are streamed: memory does not grow with the frame count. A trace-only render draws
    /// nothing.
    /// - Parameters:
    ///   - directory: the output folder, created if needed.
    ///   - formats: what to write.
    ///   - progress: called after each frame with (frames done, frame count).
    @discardableResult
    public func render(to directory: URL, formats: Set<OutputFormat>,
                       progress: ((Int, Int) -> Void)? = nil) throws -> [URL] {
        let name = scenario.name
        let staging = try StagingDirectory(for: name, in: directory)
        do {
            let frameFolder = staging.url.appendingPathComponent(name, isDirectory: true)
            if formats.contains(.svg) || formats.contains(.png) {
                try FileManager.default.createDirectory(at: frameFolder, withIntermediateDirectories: true)
            }
            let blank = DisplayList(size: scenario.viewport.size, scale: scenario.viewport.scale,
                                    background: scenario.background)
            var gif: GIFStreamWriter?
            if formats.contains(.gif) {
                gif = try GIFStreamWriter(
                    url: staging.url.appendingPathComponent("\(name).gif"),
                    width: blank.pixelWidth, height: blank.pixelHeight,
                    palette: try GIFPalette.build(from: displayLists(),
                                                  frameCount: scenario.frameCount))
            }
            var animated: AnimatedSVG?
            if formats.contains(.animatedSVG) {
                animated = AnimatedSVG(size: blank.size, pixelWidth: blank.pixelWidth, pixelHeight: blank.pixelHeight)
            }
            var trace: TraceStream?
            if formats.contains(.trace) {
                trace = try TraceStream(url: staging.url.appendingPathComponent("\(name).trace.json"),
                                        header: traceHeader)
            }
            let simulation = frames()
            let draws = formats.contains(.svg) || formats.contains(.png) || gif != nil || animated != nil
            let rasterizes = gif != nil || formats.contains(.png)
            let svg = SVGRenderer(), raster = RasterRenderer()
            // Frames are simulated in order, drawn on every core a batch at a time, and handed to
            // the GIF, the animated SVG and the trace in order again: the output does not depend
            // on the number of cores.
            var batch: [(frame: Frame, list: DisplayList?)] = []
            // A frame is drawn as a truecolor image: four bytes a pixel.
            let batchSize = concurrentBatchSize(bytesPerItem: 4 * blank.pixelWidth * blank.pixelHeight)
            func flush() throws {
                let drawn = try batch.concurrentMap { frame, list -> GIFStreamWriter.MappedFrame? in
                    guard let list else { return nil }
                    if formats.contains(.svg) {
                        try Data(svg.render(list).utf8)
                            .write(to: frameFolder.appendingPathComponent(FrameFile.name(frame.index, extension: "svg")))
                    }
                    guard rasterizes else { return nil }
                    let image = try raster.render(list)
                    if formats.contains(.png) {
                        try image.pngData().write(
                            to: frameFolder.appendingPathComponent(FrameFile.name(frame.index, extension: "png")))
                    }
                    return try gif?.map(image)
                }
                for ((frame, list), mapped) in zip(batch, drawn) {
                    if let list { animated?.addFrame(list, at: frame.time) }
                    if let mapped { try gif?.addFrame(mapped, at: frame.time) }
                    try trace?.append(frame.trace)
                    progress?(frame.index + 1, simulation.frameCount)
                }
                batch.removeAll(keepingCapacity: true)
            }
            for frame in simulation {
                batch.append((frame, draws ? displayList(of: frame) : nil))
                if batch.count >= batchSize { try flush() }
            }
            try flush()
            try gif?.finish(endTime: Double(simulation.frameCount) / Double(scenario.fps))
            try trace?.finish()
            if let animated {
                let document = animated.document(endTime: Double(simulation.frameCount) / Double(scenario.fps))
                try Data(document.utf8).write(to: staging.url.appendingPathComponent("\(name).svg"))
            }
            return try staging.publish()
        } catch {
            staging.discard()
            throw error
        }
    }

    /// Writes the trace JSON to a file handle (standard output for `scrollreel dump`), a frame
    /// at a time.
    public func writeTrace(to handle: FileHandle) throws {
        let stream = try TraceStream(handle: handle, header: traceHeader)
        for frame in frames() {
            try stream.append(frame.trace)
        }
        try stream.finish()
    }
}
