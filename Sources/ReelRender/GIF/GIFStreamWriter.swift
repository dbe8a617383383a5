import Foundation
import ReelGD

/// Streams an animated GIF to disk frame by frame; memory does not grow with the frame count.
///
/// Every frame is a palette image sharing the one global palette (GlobalCM 1, LocalCM 0), mapped
/// by nearest colour without dithering. Identical consecutive frames are merged (delays summed); a
/// frame that would last under 2 cs is dropped and its successor takes its start time. Each written
/// frame is cropped to the rectangle that changed since the previous one, with unchanged pixels
/// set to the transparent index, and added without `previm` (disposal: none).
///
/// libgd's GIF encoder keeps its state in static globals, so two GIFs must never be *encoded* at
/// the same moment: every encoder call takes one process-wide lock. Rasterizing may run in parallel.
public final class GIFStreamWriter {
    private let url: URL
    private let temporaryURL: URL
    private let width: Int
    private let height: Int
    private let palette: Palette
    private var file: UnsafeMutablePointer<FILE>?
    private var isFinished = false

    /// A frame waiting for its end time; only the last one may still change.
    private struct Pending {
        var indices: [UInt8]
        var start: Int  // centiseconds
    }

    private var queue: [Pending] = []
    private var lastWritten: [UInt8]?
    private var written = 0

    /// Writes to a temporary file beside `url`; `finish` renames it into place.
    public init(url: URL, width: Int, height: Int, palette: Palette, loopCount: Int = 0) throws {
        guard width > 0, height > 0, width <= 65_535, height <= 65_535 else {
            throw RenderError.sizeMismatch(expected: "1…65535 × 1…65535", actual: "\(width) × \(height)")
        }
        self.url = url
        self.width = width
        self.height = height
        self.palette = palette
        temporaryURL = AtomicFile.temporaryURL(beside: url)
        guard let file = fopen(temporaryURL.path, "wb") else {
            throw RenderError.io("cannot create \(temporaryURL.path): \(String(cString: strerror(errno)))")
        }
        self.file = file
        do {
            let screen = try GDImage(paletteWidth: width, height: height, colors: palette.colors,
                                     transparentIndex: palette.transparentIndex)
            try GDImage.gifEncoderLock.withLock { try screen.gifAnimBegin(file, loops: loopCount) }
        } catch {
            discard()
            throw error
        }
    }

    deinit { discard() }

    /// Frames actually written so far (after merging).
    public var writtenFrameCount: Int { written }

    /// Adds a frame shown from simulated time `time` (seconds) until the next frame's time.
    /// - Complexity: O(pixels); at most three frames are held in memory.
    public func addFrame(_ image: RasterImage, at time: TimeInterval) throws {
        guard !isFinished, file != nil else { throw RenderError.alreadyFinished }
        guard image.width == width, image.height == height else {
            throw RenderError.sizeMismatch(expected: "\(width) × \(height)", actual: "\(image.width) × \(image.height)")
        }
        let frame = Pending(indices: palette.indices(of: image), start: Self.centiseconds(time))
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
            try write(queue[0], delay: queue[1].start - queue[0].start)
            queue.removeFirst()
        }
    }

    /// Ends the last frame at `endTime`, writes the trailer and moves the file into place.
    ///
    /// The last frame lasts at least 2 cs, so the total may exceed `round(100·endTime)` by 1 cs.
    public func finish(endTime: TimeInterval) throws {
        guard !isFinished, let file else { throw RenderError.alreadyFinished }
        isFinished = true
        do {
            guard !queue.isEmpty else { throw RenderError.io("a GIF needs at least one frame") }
            let end = Self.centiseconds(endTime)
            for (i, frame) in queue.enumerated() {
                let next = i + 1 < queue.count ? queue[i + 1].start : end
                try write(frame, delay: max(2, next - frame.start))
            }
            queue.removeAll()
            try GDImage.gifEncoderLock.withLock { try GDImage.gifAnimEnd(file) }
            self.file = nil
            guard fclose(file) == 0 else { throw RenderError.io("cannot close \(temporaryURL.path)") }
            try AtomicFile.moveIntoPlace(temporaryURL, url)
        } catch {
            discard()
            throw error
        }
    }

    // MARK: - Writing

    /// Writes one frame, cropped to what changed since the previous written frame.
    private func write(_ frame: Pending, delay: Int) throws {
        guard let file else { throw RenderError.alreadyFinished }
        let transparent = UInt8(palette.transparentIndex)
        let box = lastWritten.map { Self.changedBox(frame.indices, $0, width: width, height: height) }
            ?? PixelBox(width: width, height: height)
        // Nothing changed (only possible after a drop): a single transparent pixel keeps the timing.
        let area = box.isEmpty ? PixelBox(width: 1, height: 1) : box
        let image = try GDImage(paletteWidth: area.width, height: area.height, colors: palette.colors,
                                transparentIndex: palette.transparentIndex)
        var row = [UInt8](repeating: transparent, count: area.width)
        let previous = lastWritten ?? []
        for y in area.minY..<area.maxY where !box.isEmpty {
            for x in area.minX..<area.maxX {
                let i = y * width + x, index = frame.indices[i]
                // Unchanged pixels become transparent runs, which libgd's run-length coder packs well.
                row[x - area.minX] = previous.isEmpty || previous[i] != index ? index : transparent
            }
            image.setIndices(row: y - area.minY, from: 0, row[...])
        }
        if box.isEmpty { image.setIndices(row: 0, from: 0, [transparent]) }
        try GDImage.gifEncoderLock.withLock {
            try image.gifAnimAdd(file, left: area.minX, top: area.minY, delay: delay)
        }
        lastWritten = frame.indices
        written += 1
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

    /// Closes and removes the temporary file (no half-written GIF is left).
    private func discard() {
        if let file {
            fclose(file)
            self.file = nil
        }
        if !isFinished || FileManager.default.fileExists(atPath: temporaryURL.path) {
            unlink(temporaryURL.path)
        }
        isFinished = true
    }
}
