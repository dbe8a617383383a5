public import Foundation
public import ReelFiles
import ReelGeometry
public import ReelGraphics
import ReelRender
public import ReelScenario
import ReelScene

/// A scenario's configurations rendered together: each configuration's reel, and
/// `NAME-matrix` playing them in lock-step in a grid, a row per combination of all but the last
/// axis, captioned with their values.
///
/// The grid is made from the reels' own frames as they are drawn — each configuration is
/// simulated and drawn once — with every panel scaled to ``gridScale`` pixels per point, so the
/// grid costs little more than its reels and stays light. The shorter reels hold their last frame.
public struct ReelMatrix: Sendable {
    /// The name without the configuration's values; the grid's files are `NAME-matrix`.
    public var name: String
    public var scenarios: [Scenario]
    public var captions: [String]
    public var columns: Int
    /// Pixels per point of the grid's panels (devices of different sizes are scaled to the
    /// shortest one's height first).
    public var gridScale: CGFloat

    /// Half a point a pixel: a 4 × 3 grid of phones about as wide as one phone at @2x.
    public static let defaultGridScale: CGFloat = 0.5
    /// The range of grid scales: a grid is an overview, never larger than a @3x screen.
    public static let gridScales: ClosedRange<CGFloat> = 0.1...3

    /// The configurations of one matrix, side by side.
    ///
    /// - Throws: ``RenderRequestError`` when the scenarios do not share a frame rate, are not
    ///   the configurations of one matrix, or `gridScale` is outside ``gridScales``.
    public init(named name: String, _ scenarios: [Scenario], gridScale: CGFloat = defaultGridScale) throws {
        guard let first = scenarios.first, !first.configuration.isEmpty,
              scenarios.allSatisfy({ $0.configuration.count == first.configuration.count }) else {
            throw RenderRequestError(message: "'\(name)' has no matrix of configurations to show side by side")
        }
        guard scenarios.allSatisfy({ $0.fps == first.fps }) else {
            throw RenderRequestError(message: "the configurations of '\(name)' must share fps to play in lock-step")
        }
        guard Self.gridScales.contains(gridScale) else {
            throw RenderRequestError(message: "a grid scale must be between \(Self.gridScales.lowerBound) and \(Self.gridScales.upperBound) pixels per point, got \(gridScale)")
        }
        self.name = name
        self.scenarios = scenarios
        // The last axis varies fastest: its values make a row.
        columns = max(1, Set(scenarios.compactMap { $0.configuration.last?.value }).count)
        captions = scenarios.map { $0.configuration.map(\.value).joined(separator: " · ") }
        self.gridScale = gridScale
    }

    /// One matrix per variant among `scenarios` (their names without the configuration) that
    /// has more than one configuration, in name order.
    public static func matrices(of scenarios: [Scenario], gridScale: CGFloat = defaultGridScale) throws -> [ReelMatrix] {
        let variants = Dictionary(grouping: scenarios.filter { !$0.configuration.isEmpty }, by: \.unconfiguredName)
        return try variants.keys.sorted().filter { variants[$0]!.count > 1 }
            .map { try ReelMatrix(named: $0, variants[$0]!, gridScale: gridScale) }
    }

    /// The grid's files: `NAME-matrix`.
    public var gridName: String { "\(name)-matrix" }

    /// Frames of the longest reel: the grid's.
    public var frameCount: Int { scenarios.map(\.frameCount).max() ?? 0 }

    /// Where the grid's panels and captions go.
    public var layout: GridLayout {
        GridLayout(panelSizes: scenarios.map(\.viewport.size), columns: columns, scale: gridScale)
    }

    /// Writes every configuration's files and the grid's (`NAME-matrix.gif`, …: the formats
    /// asked for but the trace), staged together and moved into place when all are finished;
    /// returns what was written.
    /// - Parameter progress: called after each frame of the grid with (frames done, frame count).
    @discardableResult
    public func render(to directory: URL, formats: Set<OutputFormat>,
                       progress: ((Int, Int) -> Void)? = nil) throws -> [URL] {
        try StagingDirectory.publishing(gridName, in: directory) { try write(formats, to: $0, progress: progress) }
    }

    /// Writes every configuration's files and the grid's to `destination`.
    public func write(_ formats: Set<OutputFormat>, to destination: any OutputDestination,
                      progress: ((Int, Int) -> Void)? = nil) throws {
        let reels = scenarios.map { Reel(scenario: $0) }
        let layout = self.layout, frameCount = self.frameCount, gridScale = self.gridScale
        let (captions, columns) = (self.captions, self.columns)
        // Each reel's look-ahead pass (a GIF's palette) also gathers what the grid's palette needs.
        let gatherers = reels.map { _ in GridPaletteGatherer(sampleIndices: Palette.sampleIndices(frameCount: frameCount)) }
        // The look-ahead passes on every core, a reel each.
        let passes = try Array(reels.indices).concurrentMap { panel in
            try reels[panel].pass(for: formats, to: destination, lookAhead: gatherers[panel].see)
        }
        let pipelines = passes.map(\.pipeline)
        let backdrop = layout.backdrop(captions: captions)
        let gridSize = (width: backdrop.pixelWidth, height: backdrop.pixelHeight)
        let gridContext = OutputContext(
            name: gridName, size: layout.size, scale: gridScale, pixelWidth: gridSize.width, pixelHeight: gridSize.height,
            fps: scenarios[0].fps, frameCount: frameCount, traceHeader: nil, destination: destination,
            displayLists: { AnySequence([backdrop]) },
            palette: {
                let colors = gatherers.reduce(into: backdrop.colors) { $0.formUnion($1.colors) }
                let samples = Palette.sampleIndices(frameCount: frameCount).sorted().map { index in
                    DisplayList.grid(gatherers.map { $0.sample(at: index) }, captions: captions, columns: columns, scale: gridScale)
                }
                return try Palette.forFrames(colors: colors, samples: samples)
            },
            isOverview: true)
        let gridSinks = try OutputFormat.allCases.filter(formats.subtracting([.trace]).contains).map { try $0.makeSink(gridContext) }
        let grid = FramePipeline(sinks: gridSinks, pixelWidth: gridSize.width, pixelHeight: gridSize.height)
        let gridPixels = grid.need == .pixels ? try RasterRenderer().render(backdrop) : nil

        let runs = zip(reels, pipelines).map { FramePipeline.Run($1, frameCount: $0.scenario.frameCount) }
        let gridRun = FramePipeline.Run(grid, frameCount: frameCount, progress: progress)
        let sources = passes.map { $0.frames().makeIterator() }
        let places = layout.panelPixelFrames
        let batchSize = concurrentBatchSize(bytesPerItem: 8 * (pipelines.map { $0.pixelWidth * $0.pixelHeight }.max() ?? 1))

        /// A panel's frame as the grid shows it: its drawing, and its pixels at its place's size.
        struct Tile {
            var frame: DrawnFrame
            var image: RasterImage?
        }
        /// The next `count` frames of `panel`: simulated (or replayed), drawn and written to the
        /// panel's own files, their pixels brought down to the grid's scale.
        func panelTiles(_ panel: Int, count: Int) throws -> [Tile] {
            var batch: [SourceFrame] = []
            while batch.count < count, let frame = sources[panel].next() { batch.append(frame) }
            var previous: RasterImage?
            return try runs[panel].add(batch).map { frame in
                var tile = Tile(frame: frame, image: nil)
                if gridPixels != nil, let image = frame.image {
                    let place = places[panel]
                    tile.image = frame.repeatsPrevious && previous != nil
                        ? previous : try image.resampled(width: place.width, height: place.height)
                    previous = tile.image
                    // The grid holds its own pixels; the reel's go as soon as the batch is done.
                    (tile.frame.image, tile.frame.previousImage) = (nil, nil)
                }
                return tile
            }
        }

        // The tile each panel shows: a reel that ended holds its last one.
        var shown = [Tile?](repeating: nil, count: reels.count)
        var lastGridImage: RasterImage?
        /// The grid's frames from `start` on, from each panel's tiles of that batch, written.
        func writeGrid(_ tiles: [[Tile]], from start: Int) throws {
            let count = tiles.map(\.count).max() ?? 0
            var gridFrames: [SourceFrame] = []
            for offset in 0..<count {
                // Whether every panel held still: then the grid shows the image before.
                var repeats = start + offset > 0
                for panel in tiles.indices where offset < tiles[panel].count {
                    shown[panel] = tiles[panel][offset]
                    repeats = repeats && tiles[panel][offset].frame.repeatsPrevious
                }
                let frames = shown.map { $0! }
                let draw = { DisplayList.grid(frames.map { $0.frame.displayList! }, captions: captions, columns: columns, scale: gridScale) }
                let index = start + offset, time = Double(index) / Double(scenarios[0].fps)
                if let gridPixels {
                    if !repeats || lastGridImage == nil {
                        lastGridImage = try RasterImage.grid(zip(frames, places).map { ($0.image!, $1.x, $1.y) }, over: gridPixels)
                    }
                    gridFrames.append(SourceFrame(index: index, time: time, trace: nil,
                                                  content: .drawingAndPixels(draw, lastGridImage!), repeatsPrevious: repeats))
                } else {
                    gridFrames.append(SourceFrame(index: index, time: time, trace: nil, content: .drawing(draw)))
                }
            }
            try gridRun.add(gridFrames)
        }

        /// A piece of a batch's work, run on the cores beside the others.
        enum Job { case grid, panel(Int) }
        // A batch at a time: every panel's next frames — and, beside them, the grid's frames of
        // the batch before.
        var pending: (tiles: [[Tile]], start: Int)?
        for start in stride(from: 0, to: frameCount, by: batchSize) {
            let count = min(batchSize, frameCount - start)
            let jobs = (pending == nil ? [] : [Job.grid]) + reels.indices.map(Job.panel)
            let results = try jobs.concurrentMap { job -> [Tile] in
                switch job {
                case .grid:
                    try writeGrid(pending!.tiles, from: pending!.start)
                    return []
                case .panel(let panel):
                    return try panelTiles(panel, count: count)
                }
            }
            pending = (Array(results.suffix(reels.count)), start)
        }
        if let pending { try writeGrid(pending.tiles, from: pending.start) }
        for (run, reel) in zip(runs, reels) { try run.finish(Double(reel.scenario.frameCount) / Double(reel.scenario.fps)) }
        try gridRun.finish(Double(frameCount) / Double(scenarios[0].fps))
    }
}

/// What a reel's look-ahead pass tells a grid's palette: every colour it draws, and its drawing
/// at the grid's sample frames (its last one past its end).
private final class GridPaletteGatherer: @unchecked Sendable {
    let sampleIndices: Set<Int>
    private(set) var colors = Set<Color>()
    private var samples: [Int: DisplayList] = [:]
    private var last: DisplayList?
    private var lastIndex = -1

    init(sampleIndices: Set<Int>) {
        self.sampleIndices = sampleIndices
    }

    func see(_ index: Int, _ list: DisplayList) {
        colors.formUnion(list.colors)
        if sampleIndices.contains(index) { samples[index] = list }
        if index > lastIndex { (last, lastIndex) = (list, index) }
    }

    func sample(at index: Int) -> DisplayList {
        samples[index] ?? last!
    }
}
