package import Foundation
import ReelGeometry
import ReelGraphics
import ReelRender
import ReelScenario
import ReelTrace


/// Hands frames to sinks: frames are drawn, rasterized and prepared on every core a batch at a
/// time, and their in-order steps run in frame order, so the output does not depend on the
/// number of cores. A frame whose drawing equals the one before (a finger held still, content at
/// rest — a third of a typical reel) is not rasterized again: it shares the previous image.
package struct FramePipeline {
    package var sinks: [FrameSink]
    /// The frames' pixel size, which bounds how many frames a batch holds.
    package var pixelWidth: Int
    package var pixelHeight: Int

    package init(sinks: [FrameSink], pixelWidth: Int, pixelHeight: Int) {
        self.sinks = sinks
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }

    /// Writes `frames` to every sink, then finishes each at `endTime`.
    /// - Parameter progress: called after each frame with (frames done, `frameCount`).
    /// - Complexity: O(frames); memory holds one batch of frames, not the reel.
    package func write<Frames: Sequence>(_ frames: Frames, frameCount: Int, endTime: TimeInterval,
                                         progress: ((Int, Int) -> Void)? = nil) throws
    where Frames.Element == SourceFrame {
        let run = Run(self, frameCount: frameCount, progress: progress)
        var batch: [SourceFrame] = []
        for frame in frames {
            batch.append(frame)
            if batch.count >= batchSize {
                try run.add(batch)
                batch.removeAll(keepingCapacity: true)
            }
        }
        try run.add(batch)
        try run.finish(endTime)
    }

    /// How many frames a batch holds: a frame in a batch holds its image and its mapped or
    /// encoded forms, about eight bytes a pixel at most.
    package var batchSize: Int {
        concurrentBatchSize(bytesPerItem: need == .trace ? 1 : 8 * pixelWidth * pixelHeight)
    }

    /// What the frames must bring: the most any sink needs.
    package var need: FrameSink.Need { sinks.map(\.need).max() ?? .trace }

    /// A pipeline fed a batch at a time, by a caller that drives several at once (a matrix's
    /// reels and their grid, in lock-step).
    package final class Run {
        private let pipeline: FramePipeline
        private let frameCount: Int
        private let progress: ((Int, Int) -> Void)?
        private let raster = RasterRenderer()
        private var previous: DrawnFrame?

        package init(_ pipeline: FramePipeline, frameCount: Int, progress: ((Int, Int) -> Void)? = nil) {
            self.pipeline = pipeline
            self.frameCount = frameCount
            self.progress = progress
        }

        /// Draws, rasterizes and prepares `batch` on every core, runs its in-order steps in frame
        /// order, and returns the frames as the sinks saw them (their display lists and images).
        @discardableResult
        package func add(_ batch: [SourceFrame]) throws -> [DrawnFrame] {
            guard !batch.isEmpty else { return [] }
            let sinks = pipeline.sinks, need = pipeline.need
            // A display list is made for pixels only when a sink reads the drawing itself.
            let drawsWithPixels = sinks.contains { $0.need == .drawing }
            var drawn = try batch.concurrentMap { source -> DrawnFrame in
                var frame = DrawnFrame(index: source.index, time: source.time, trace: source.trace)
                switch source.content {
                case let .drawing(draw) where need >= .drawing: frame.displayList = draw()
                case let .pixels(image): frame.image = image
                case let .drawingAndPixels(draw, image):
                    frame.image = image
                    if drawsWithPixels { frame.displayList = draw() }
                case .drawing: break
                }
                return frame
            }
            // In order: which frames draw what the frame before drew.
            for index in drawn.indices {
                let before = index == 0 ? previous : drawn[index - 1]
                drawn[index].repeatsPrevious = batch[index].repeatsPrevious ?? (drawn[index].displayList != nil
                    && drawn[index].displayList == before?.displayList)
            }
            func prepare(_ frame: DrawnFrame) throws -> [FrameSink.InOrderStep] {
                try sinks.compactMap { try $0.prepare(frame) }
            }
            var steps: [[FrameSink.InOrderStep]?] = Array(repeating: nil, count: drawn.count)
            if need == .pixels {
                // Without a sink that compares frames, a frame is prepared as soon as it is drawn,
                // on the same pass; repeated frames, which take the image before theirs, after it.
                let preparesWhileDrawing = !sinks.contains(where: \.comparesFrames)
                let raster = self.raster
                let drawnAndPrepared = try drawn.concurrentMap { frame -> (RasterImage?, [FrameSink.InOrderStep]?) in
                    guard !frame.repeatsPrevious else { return (nil, nil) }
                    var frame = frame
                    if frame.image == nil { frame.image = try frame.displayList.map(raster.render) }
                    return (frame.image, preparesWhileDrawing ? try prepare(frame) : nil)
                }
                for index in drawn.indices {
                    let before = index == 0 ? previous : drawn[index - 1]
                    drawn[index].image = drawn[index].repeatsPrevious ? before?.image : drawnAndPrepared[index].0
                    drawn[index].previousImage = before?.image
                    steps[index] = drawnAndPrepared[index].1
                }
            }
            previous = drawn.last
            let rest = try drawn.indices.filter { steps[$0] == nil }.concurrentMap { try prepare(drawn[$0]) }
            for (index, prepared) in zip(drawn.indices.filter { steps[$0] == nil }, rest) { steps[index] = prepared }
            for (frame, frameSteps) in zip(drawn, steps) {
                for step in frameSteps ?? [] { try step() }
                progress?(frame.index + 1, frameCount)
            }
            return drawn
        }

        /// Ends every sink's output at `endTime`.
        package func finish(_ endTime: TimeInterval) throws {
            for sink in pipeline.sinks { try sink.finish(endTime) }
        }
    }
}
