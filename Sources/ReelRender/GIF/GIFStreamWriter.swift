public import Foundation
public import ReelFiles
import ReelGD
import ReelGeometry

/// Streams an animated GIF frame by frame to a ``ByteStream`` (a file, memory); memory does not grow with the frame count.
///
/// Every frame is mapped to the one global palette (GlobalCM 1, LocalCM 0) by nearest colour,
/// without dithering. Identical consecutive frames are merged (delays summed); a
/// frame that would last under 2 cs is dropped and its successor takes its start time. Each written
/// frame is cropped to the rectangle that changed since the previous one and drawn over it
/// (disposal: none); its unchanged pixels are written as whatever codes smallest
/// (``GIFFramePixels``).
///
/// Frames whose timing is settled are encoded a batch at a time on every core and written in
/// order, so the bytes do not depend on the number of cores.
public final class GIFStreamWriter {
    private var stream: (any ByteStream)?
    private let width: Int
    private let height: Int
    /// The palette every frame is mapped to.
    let palette: Palette
    /// How hard each frame's pixels are worked on.
    let effort: Effort

    /// How a frame's pixels are chosen (``GIFFramePixels``).
    public enum Effort: Sendable {
        /// Every way tried, the smallest kept: what a documentation GIF wants.
        case smallest
        /// One way, gifsicle's heuristic: about twice as quick, a little larger (an overview
        /// made beside the reels it shows).
        case quick
    }

    /// A drawn frame mapped to the writer's palette, ready to add.
    public struct MappedFrame: Sendable {
        let indices: [UInt8]
    }
    private var isFinished = false

    /// A frame waiting for its end time; only the last one may still change.
    private struct Pending {
        var indices: [UInt8]
        var start: Int  // centiseconds
    }

    private var queue: [Pending] = []
    /// Frames settled but not yet encoded, each with the frame written before it.
    private var settled: [(frame: Pending, previous: [UInt8]?, delay: Int)] = []
    private var lastSettled: [UInt8]?
    private var written = 0

    /// Writes to `stream`, which ``finish(endTime:)`` closes.
    public init(stream: any ByteStream, width: Int, height: Int, palette: Palette, loopCount: Int = 0,
                effort: Effort = .smallest) throws {
        guard width > 0, height > 0, width <= 65_535, height <= 65_535 else {
            throw AnimationError.sizeMismatch(expected: "1…65535 × 1…65535", actual: "\(width) × \(height)")
        }
        self.width = width
        self.height = height
        self.palette = palette
        self.effort = effort
        self.stream = stream
        try stream.write(GIFBlocks.header(width: width, height: height, palette: palette, loops: loopCount))
    }

    /// Writes to a temporary file beside `url`; ``finish(endTime:)`` renames it into place.
    public convenience init(url: URL, width: Int, height: Int, palette: Palette, loopCount: Int = 0) throws {
        try self.init(stream: FileStream(url: url), width: width, height: height, palette: palette, loopCount: loopCount)
    }

    /// Frames actually written so far (after merging).
    public var writtenFrameCount: Int { written }

    /// Adds a frame shown from simulated time `time` (seconds) until the next frame's time.
    /// - Complexity: O(pixels); frames wait in memory only until their batch is encoded.
    public func addFrame(_ image: RasterImage, at time: TimeInterval) throws {
        try addFrame(map(image), at: time)
    }

    /// `image` mapped to the palette, ready for ``addFrame(_:at:)``; safe to call
    /// on several threads at once, so frames drawn in parallel are mapped in parallel too.
    /// - Complexity: O(pixels).
    public func map(_ image: RasterImage) throws -> MappedFrame {
        guard image.width == width, image.height == height else {
            throw AnimationError.sizeMismatch(expected: "\(width) × \(height)", actual: "\(image.width) × \(image.height)")
        }
        return MappedFrame(indices: palette.indices(of: image))
    }

    /// Adds a mapped frame shown from simulated time `time` (seconds) until the next frame's time.
    /// - Complexity: O(pixels); frames wait in memory only until their batch is encoded.
    public func addFrame(_ frame: MappedFrame, at time: TimeInterval) throws {
        try addFrame(indices: frame.indices, at: time)
    }

    /// Adds a frame of palette indices shown from `time` until the next frame's time.
    private func addFrame(indices: [UInt8], at time: TimeInterval) throws {
        guard !isFinished, stream != nil else { throw AnimationError.alreadyFinished }
        guard indices.count == width * height else {
            throw AnimationError.sizeMismatch(expected: "\(width * height) indices", actual: "\(indices.count)")
        }
        let frame = Pending(indices: indices, start: Self.centiseconds(time))
        guard let last = queue.last else {
            queue.append(frame)
            return
        }
        if frame.indices == last.indices { return }  // identical: the pending frame just lasts longer
        if frame.start - last.start < 2 {
            // The pending frame would last under 2 cs: drop it, the new frame takes its start time.
            queue[queue.count - 1].indices = frame.indices
            if queue.count >= 2, queue[queue.count - 2].indices == frame.indices { queue.removeLast() }
        } else {
            queue.append(frame)
        }
        // Only the last frame can still be replaced or merged into the one before it.
        while queue.count >= 3 {
            settle(queue[0], delay: queue[1].start - queue[0].start)
            queue.removeFirst()
        }
        if settled.count >= batchSize { try encodeSettled() }
    }

    /// Ends the last frame at `endTime`, writes the trailer and closes the stream.
    ///
    /// The last frame lasts at least 2 cs, so the total may exceed `round(100·endTime)` by 1 cs.
    public func finish(endTime: TimeInterval) throws {
        guard !isFinished, let stream else { throw AnimationError.alreadyFinished }
        isFinished = true
        defer { self.stream = nil }
        guard !queue.isEmpty else { throw AnimationError.noFrames }
        let end = Self.centiseconds(endTime)
        for (i, frame) in queue.enumerated() {
            let next = i + 1 < queue.count ? queue[i + 1].start : end
            settle(frame, delay: max(2, next - frame.start))
        }
        queue.removeAll()
        try encodeSettled()
        try stream.write(GIFBlocks.trailer)
        try stream.close()
    }

    // MARK: - Writing

    /// Frames encoded at once: a settled frame holds its palette indices and those of the frame
    /// before it, a byte a pixel each.
    private var batchSize: Int { concurrentBatchSize(bytesPerItem: 2 * width * height) }

    /// Queues a frame whose delay is final for encoding.
    private func settle(_ frame: Pending, delay: Int) {
        settled.append((frame, lastSettled, delay))
        lastSettled = frame.indices
    }

    /// Encodes the settled frames on every core and writes them in order.
    private func encodeSettled() throws {
        guard let stream else { throw AnimationError.alreadyFinished }
        let encoded = try settled.concurrentMap { job in
            Self.encode(job.frame.indices, over: job.previous, delay: job.delay, width: width, height: height,
                        palette: palette, effort: effort)
        }
        for data in encoded { try stream.write(data) }
        written += settled.count
        settled.removeAll(keepingCapacity: true)
    }

    /// One frame's bytes, cropped to what changed since `previous` (the frame written before);
    /// of the ways ``GIFFramePixels`` offers to write its pixels, the smallest.
    static func encode(_ indices: [UInt8], over previous: [UInt8]?, delay: Int, width: Int, height: Int,
                       palette: Palette, effort: Effort = .smallest) -> [UInt8] {
        let transparent = UInt8(palette.transparentIndex)
        let box = previous.map { changedBox(indices, $0, width: width, height: height) }
            ?? PixelBox(width: width, height: height)
        // Nothing changed (only possible after a drop): a single transparent pixel keeps the timing.
        guard !box.isEmpty else {
            return GIFBlocks.frame([transparent], area: PixelBox(width: 1, height: 1), delay: delay, palette: palette)!
        }
        let frame = GIFFramePixels(indices, over: previous, in: box, width: width, transparent: transparent)
        // Each way is abandoned once longer than the shortest so far (the first always finishes);
        // a way whose pixels are those of a way tried before cannot be shorter, so it is skipped
        // (where nearly everything moved, every way writes the same pixels).
        var best: [UInt8]? = nil
        var tried: [[UInt8]] = []
        for choice in effort == .smallest ? frame.choices : Array(frame.choices.prefix(1)) {
            let pixels = frame.pixels(choice)
            guard !tried.contains(pixels) else { continue }
            tried.append(pixels)
            if let bytes = GIFBlocks.frame(pixels, area: box, delay: delay, palette: palette,
                                           limit: best.map { $0.count - 1 } ?? .max) {
                best = bytes
            }
        }
        return best!
    }

    /// The bounding box of pixels whose index differs (empty when none do).
    /// - Complexity: O(pixels).
    static func changedBox(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int) -> PixelBox {
        var box = PixelBox(minX: width, minY: height, maxX: 0, maxY: 0)
        for y in 0..<height {
            let rowStart = y * width
            var x = 0
            while x < width, a[rowStart + x] == b[rowStart + x] { x += 1 }
            guard x < width else { continue }
            var right = width - 1
            while a[rowStart + right] == b[rowStart + right] { right -= 1 }
            box = PixelBox(minX: min(box.minX, x), minY: min(box.minY, y),
                           maxX: max(box.maxX, right + 1), maxY: y + 1)
        }
        return box
    }

    static func centiseconds(_ time: TimeInterval) -> Int {
        time.isFinite ? Int((time * 100).rounded()) : 0
    }
}
