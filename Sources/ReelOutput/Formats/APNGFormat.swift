import Foundation
import ReelFiles
import ReelGraphics
import ReelRender
import ReelScenario

extension OutputFormat {
    /// `NAME.png`: an animated PNG (APNG) in full colour — no palette, so images and gradients
    /// keep every colour — which browsers play in an `<img>`; viewers without APNG support show
    /// the first frame.
    public static let apng = OutputFormat(name: "apng", summary: "NAME.png: an animated PNG in full colour") { reel in
        try .apng(to: reel.destination.stream(to: reel.file("png")), width: reel.pixelWidth,
                  height: reel.pixelHeight, frameCount: reel.frameCount, fps: reel.fps)
    }
}

extension FrameSink {
    /// Frames streamed as an APNG of `frameCount` frames: the first whole, each next one as the
    /// rectangle that changed since the frame before (a single pixel when nothing did), drawn
    /// over it (`APNG_DISPOSE_OP_NONE`, `APNG_BLEND_OP_SOURCE`). Each frame lasts until the next
    /// one's time, in 1/fps units. Rectangles are found and PNG-encoded on any thread; libgd's
    /// encoder gives the compressed pixels.
    static func apng(to stream: any ByteStream, width: Int, height: Int, frameCount: Int, fps: Int) throws -> FrameSink {
        var writer = APNGWriter(stream: stream, width: width, height: height, frameCount: frameCount, fps: fps)
        return FrameSink(need: .pixels, comparesFrames: true) { frame in
            guard let image = frame.image else { return nil }
            let encoded = try APNGWriter.encode(image, over: frame.previousImage)
            return { try writer.add(encoded, at: frame.time) }
        } finish: { endTime in
            try writer.finish(endTime: endTime)
        }
    }
}

/// The APNG container (PNG specification 3rd edition, chunks `acTL`, `fcTL`, `fdAT`), written a
/// frame behind: a frame's delay is known when the next one arrives.
private struct APNGWriter {
    /// A frame's region and its pixels as one PNG of that size.
    struct EncodedFrame {
        var x: Int, y: Int
        var png: PNGChunks
    }

    let stream: any ByteStream
    let width: Int, height: Int, frameCount: Int, fps: Int
    private var pending: (frame: EncodedFrame, time: TimeInterval)?
    private var written = 0
    /// The shared sequence number of `fcTL` and `fdAT` chunks.
    private var sequence: UInt32 = 0
    /// The first frame's colour type; every frame must use it.
    private var header: [UInt8]?

    init(stream: any ByteStream, width: Int, height: Int, frameCount: Int, fps: Int) {
        self.stream = stream
        (self.width, self.height, self.frameCount, self.fps) = (width, height, frameCount, fps)
    }

    /// The change from `previous` to `image`, encoded: the whole image first, then the changed
    /// rectangle. A crop whose colour type would differ from the whole image's (alpha found or
    /// lost) is sent whole instead, so every frame shares the first one's `IHDR`.
    /// - Complexity: O(pixels).
    static func encode(_ image: RasterImage, over previous: RasterImage?) throws -> EncodedFrame {
        let whole = try PNGChunks(image.pngData())
        guard let previous, previous.width == image.width, previous.height == image.height else {
            return EncodedFrame(x: 0, y: 0, png: whole)
        }
        let pixels = image.pixels, before = previous.pixels
        var (minX, minY, maxX, maxY) = (image.width, image.height, -1, -1)
        for y in 0..<image.height {
            let row = y * image.width
            for x in 0..<image.width where pixels[row + x] != before[row + x] {
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
            }
        }
        if maxX < 0 { (minX, minY, maxX, maxY) = (0, 0, 0, 0) }  // unchanged: one pixel keeps the timing
        let cropWidth = maxX - minX + 1, cropHeight = maxY - minY + 1
        if cropWidth == image.width, cropHeight == image.height { return EncodedFrame(x: 0, y: 0, png: whole) }
        var crop: [Color] = []
        crop.reserveCapacity(cropWidth * cropHeight)
        for y in minY...maxY { crop += pixels[(y * image.width + minX)...(y * image.width + maxX)] }
        let png = try PNGChunks(RasterImage(width: cropWidth, height: cropHeight, pixels: crop).pngData())
        guard png.colorType == whole.colorType else { return EncodedFrame(x: 0, y: 0, png: whole) }
        return EncodedFrame(x: minX, y: minY, png: png)
    }

    /// Queues `frame`, shown from `time`; writes the frame before it, whose delay is now known.
    mutating func add(_ frame: EncodedFrame, at time: TimeInterval) throws {
        if let pending { try write(pending.frame, lasting: time - pending.time) }
        pending = (frame, time)
    }

    /// Writes the last frame, lasting until `endTime`, and the end of the file.
    mutating func finish(endTime: TimeInterval) throws {
        guard let pending else { throw AnimationError.noFrames }
        try write(pending.frame, lasting: endTime - pending.time)
        self.pending = nil
        guard written == frameCount else {
            throw AnimationError.encoding("\(written) frames written, \(frameCount) announced")
        }
        try stream.write(Self.chunk("IEND", []))
        try stream.close()
    }

    private mutating func write(_ frame: EncodedFrame, lasting duration: TimeInterval) throws {
        if header == nil {
            header = frame.png.header
            var animation = Self.bigEndian(UInt32(frameCount))
            animation += Self.bigEndian(UInt32(0))  // loops forever
            try stream.write(Self.signature + Self.chunk("IHDR", frame.png.header) + Self.chunk("acTL", animation))
        }
        guard frame.png.colorType == header.map({ $0[9] }) else {
            throw AnimationError.encoding("PNG colour type \(frame.png.colorType) after \(header![9])")
        }
        // fcTL: size, offset, delay (ticks of 1/fps), dispose none, blend source.
        let ticks = UInt16(clamping: max(1, Int((duration * Double(fps)).rounded())))
        var control = Self.bigEndian(sequence)
        for value in [frame.png.width, frame.png.height, frame.x, frame.y] { control += Self.bigEndian(UInt32(value)) }
        control += Self.bigEndian(ticks) + Self.bigEndian(UInt16(clamping: fps)) + [0, 0]
        sequence += 1
        var bytes = Self.chunk("fcTL", control)
        if written == 0 {
            bytes += Self.chunk("IDAT", frame.png.data)
        } else {
            bytes += Self.chunk("fdAT", Self.bigEndian(sequence) + frame.png.data)
            sequence += 1
        }
        try stream.write(bytes)
        written += 1
    }

    // MARK: - PNG chunks

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func bigEndian<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
        withUnsafeBytes(of: value.bigEndian, Array.init)
    }

    /// Length, type, data, CRC-32 of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    /// CRC-32 as PNG defines it (ISO 3309, polynomial 0xEDB88320, reflected).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    static let crcTable: [UInt32] = (0..<256).map { (n: UInt32) in
        var c = n
        for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }
}

/// The parts of a single-image PNG an APNG frame is made of: its `IHDR` and its image data.
private struct PNGChunks {
    /// The 13 bytes of `IHDR`: width, height, bit depth, colour type, compression, filter, interlace.
    var header: [UInt8]
    /// Every `IDAT` chunk's data, in order: one zlib stream.
    var data: [UInt8]

    var width: Int { Int(header[0]) << 24 | Int(header[1]) << 16 | Int(header[2]) << 8 | Int(header[3]) }
    var height: Int { Int(header[4]) << 24 | Int(header[5]) << 16 | Int(header[6]) << 8 | Int(header[7]) }
    var colorType: UInt8 { header[9] }

    /// Reads the chunks of PNG bytes libgd encoded.
    init(_ png: Data) throws {
        let bytes = [UInt8](png)
        var header: [UInt8]?, data: [UInt8] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
                | Int(bytes[offset + 3])
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let start = offset + 8, end = start + length
            guard end + 4 <= bytes.count else { break }
            if type == "IHDR" { header = Array(bytes[start..<end]) }
            if type == "IDAT" { data += bytes[start..<end] }
            offset = end + 4
        }
        guard let header, header.count == 13, !data.isEmpty else {
            throw AnimationError.encoding("libgd's PNG has no IHDR or IDAT")
        }
        self.header = header
        self.data = data
    }
}
