import Foundation
@testable import ReelGD
import ReelGeometry
import ReelGraphics
@testable import ReelRender
import ReelTestSupport
import Testing

/// ScrollReel's own GIF coder, read back by libgd's GIF decoder (`gdImageCreateFromGifPtr`),
/// which shares no code with it (gifsicle reads whole GIFs back in `GIFStreamWriterTests`).
@Suite("GIF coding")
struct GIFCodingTests {
    /// A palette of `count` distinct colours, so a decoded colour names its index.
    static func palette(_ count: Int) -> Palette {
        Palette(colors: (0..<count).map { Color(red: UInt8($0), green: UInt8(255 - $0), blue: UInt8($0 / 2)) })
    }

    /// `pixels` written as a one-frame GIF and decoded by libgd, as palette indices.
    static func roundTrip(_ pixels: [UInt8], width: Int, palette: Palette) throws -> [UInt8] {
        let height = pixels.count / width
        var file = GIFBlocks.header(width: width, height: height, palette: palette, loops: 0)
        file += GIFBlocks.frame(pixels, area: PixelBox(width: width, height: height), delay: 10, palette: palette)!
        file += GIFBlocks.trailer
        let decoded = try GDImage(encoded: Data(file))
        #expect(decoded.width == width && decoded.height == height)
        let index = Dictionary(uniqueKeysWithValues: palette.colors.enumerated().map { ($1, UInt8($0)) })
        return (0..<height).flatMap { y in (0..<width).map { x in index[decoded.color(x: x, y: y).opaque] ?? 255 } }
    }

    @Test(arguments: [2, 16, 255])
    func codedPixelsDecodeToThemselves(colors: Int) throws {
        let palette = Self.palette(colors)
        var random = SeededRandom(seed: UInt64(colors))
        // Noise (the table fills within a few rows and is cleared), runs (long strings, a full
        // table kept), and a repeating pattern, in one 300 × 900 frame.
        var pixels: [UInt8] = []
        for _ in 0..<(300 * 300) { pixels.append(UInt8(random.next() % UInt64(colors))) }
        var value: UInt8 = 0
        while pixels.count < 300 * 600 {
            if random.next() % 40 == 0 { value = UInt8(random.next() % UInt64(colors)) }
            pixels.append(value)
        }
        for i in 0..<(300 * 300) { pixels.append(UInt8((i / 7 + i % 300 / 13) % colors)) }
        #expect(try Self.roundTrip(pixels, width: 300, palette: palette) == pixels)
    }

    @Test func oneAndTwoPixelFramesDecode() throws {
        let palette = Self.palette(4)
        #expect(try Self.roundTrip([3], width: 1, palette: palette) == [3])
        #expect(try Self.roundTrip([1, 2], width: 2, palette: palette) == [1, 2])
    }

    @Test func dataSubBlocksAreFullButTheLastAndEndEmpty() throws {
        var random = SeededRandom(seed: 5)
        let pixels = (0..<20_000).map { _ in UInt8(random.next() % 200) }
        let data = pixels.withUnsafeBufferPointer { LZWEncoder(codeSize: 8).encode($0)! }
        #expect(data[0] == 8)                        // LZW minimum code size
        var at = 1, blocks = 0
        while data[at] != 0 {
            blocks += 1
            at += Int(data[at]) + 1
        }
        #expect(at == data.count - 1)                // the empty block ends the data
        #expect(blocks == (data.count - 2 + 255) / 256)  // all full but the last
    }

    @Test func aLimitAbandonsACodingThatWouldBeLonger() {
        var random = SeededRandom(seed: 9)
        let pixels = (0..<5_000).map { _ in UInt8(random.next() % 64) }
        pixels.withUnsafeBufferPointer { pixels in
            let whole = LZWEncoder(codeSize: 6).encode(pixels)!
            #expect(LZWEncoder(codeSize: 6).encode(pixels, limit: whole.count) == whole)
            #expect(LZWEncoder(codeSize: 6).encode(pixels, limit: whole.count - 1) == nil)
        }
    }

    @Test func theRootCodeSizeIsTheTablesBitsAndAtLeastTwo() {
        #expect(Self.palette(1).codeSize == 2)       // 1 colour + transparent: 1 bit, GIF's minimum is 2
        #expect(Self.palette(3).codeSize == 2)
        #expect(Self.palette(4).codeSize == 3)       // 4 + transparent = 5 entries
        #expect(Self.palette(255).codeSize == 8)
        #expect(Self.palette(4).tableBits == 3)
    }

    // MARK: - Choosing the pixels of a frame

    /// Pixels of a one-row frame written under `choice`.
    static func written(_ choice: GIFFramePixels.Choice, now: [UInt8], before: [UInt8]) -> [UInt8] {
        GIFFramePixels(now, over: before, in: PixelBox(width: now.count, height: 1), width: now.count,
                       transparent: 9).pixels(choice)
    }

    @Test func mixedUnchangedStretchesBecomeTransparentSingleColourOnesKeepTheirColour() {
        let before: [UInt8] = [1, 1, 2, 2, 0, 5, 5, 5, 0]
        let now: [UInt8] = [1, 1, 2, 2, 3, 5, 5, 5, 4]
        #expect(Self.written(.mixedStretchesTransparent, now: now, before: before) == [9, 9, 9, 9, 3, 5, 5, 5, 4])
        #expect(Self.written(.opaque, now: now, before: before) == now)
    }

    @Test func onlyLongUnchangedStretchesBecomeTransparent() {
        let run = GIFFramePixels.longStretch
        let before = [UInt8](repeating: 1, count: run) + [0, 1, 1, 0]
        let now = [UInt8](repeating: 1, count: run) + [2, 1, 1, 2]
        #expect(Self.written(.longStretchesTransparent, now: now, before: before)
                == [UInt8](repeating: 9, count: run) + [2, 1, 1, 2])
    }

    @Test func unchangedPixelsContinueTheRunBeforeThemElseTurnTransparent() {
        let before: [UInt8] = [1, 0, 1, 1, 2]
        let now: [UInt8] = [1, 1, 1, 1, 2]
        // 1 (after nothing: transparent), changed 1, then the run of 1 goes on, and 2 breaks it.
        #expect(Self.written(.continuingRuns, now: now, before: before) == [9, 1, 1, 1, 9])
    }

    @Test func theFirstFrameIsWrittenOpaque() {
        let frame = GIFFramePixels([1, 2, 3], over: nil, in: PixelBox(width: 3, height: 1), width: 3, transparent: 9)
        #expect(frame.choices == [.opaque])
        #expect(frame.pixels(.mixedStretchesTransparent) == [1, 2, 3])
    }

    // MARK: - Whole GIFs

    @Test func everyWrittenFrameShowsThePictureItWasGiven() throws {
        let folder = try TestSupport.makeFolder("gif-coding-frames")
        defer { TestSupport.remove(folder) }
        let url = folder.appendingPathComponent("moving.gif")
        let writer = try GIFStreamWriter(url: url, width: 40, height: 30, palette: GIFFixtures.palette)
        let positions = [0, 3, 9, 20, 21, 30]
        for (n, position) in positions.enumerated() {
            try writer.addFrame(try GIFFixtures.frame(position: position), at: Double(n) / 10)
        }
        try writer.finish(endTime: 0.6)
        for (n, position) in positions.enumerated() {
            let shown = try RasterImage(pngData: GIFInfo.frame(n, of: url))
            let expected = try GIFFixtures.frame(position: position)
            for y in stride(from: 0, to: 30, by: 3) {
                for x in 0..<40 { #expect(shown.pixel(x: x, y: y) == expected.pixel(x: x, y: y), "frame \(n) at \(x), \(y)") }
            }
        }
    }

    @Test func mappingFramesOnSeveralThreadsGivesTheSameIndices() throws {
        let palette = GIFFixtures.palette
        let frames = try (0..<12).map { try GIFFixtures.frame(position: $0 * 2) }
        let serial = frames.map { palette.indices(of: $0) }
        let parallel = try frames.concurrentMap(threads: 4) { palette.indices(of: $0) }
        #expect(parallel == serial)
    }
}

@Suite("Concurrent map")
struct ConcurrentMapTests {
    @Test func keepsTheOrderWhateverTheThreadCount() throws {
        let values = Array(0..<1_000)
        for threads in [1, 2, 3, 8] {
            #expect(try values.concurrentMap(threads: threads) { $0 * $0 } == values.map { $0 * $0 })
        }
    }

    struct Failure: Error, Equatable { let index: Int }

    @Test func rethrowsTheFirstErrorInElementOrder() {
        #expect(throws: Failure(index: 10)) {
            _ = try Array(0..<100).concurrentMap(threads: 4) { value -> Int in
                if value % 10 == 0, value > 0 { throw Failure(index: value) }
                return value
            }
        }
    }
}

@Suite("Area resampling")
struct AreaResamplerTests {
    static func image(_ colors: [[Color]]) throws -> GDImage {
        let image = try GDImage(truecolorWidth: colors[0].count, height: colors.count, blending: false)
        for (y, row) in colors.enumerated() { for (x, color) in row.enumerated() { image.setColor(color, x: x, y: y) } }
        return image
    }

    @Test func shrinkingAveragesTheCoveredArea() throws {
        let source = try Self.image([[Color(red: 200, green: 0, blue: 0), Color(red: 0, green: 0, blue: 100)]])
        let target = try GDImage(truecolorWidth: 1, height: 1, blending: false)
        AreaResampler.resample(source, x: 0, y: 0, width: 2, height: 1, into: target)
        #expect(target.color(x: 0, y: 0) == Color(red: 100, green: 0, blue: 50))
    }

    @Test func enlargingByAWholeFactorRepeatsEachPixel() throws {
        let red = Color(red: 255, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 255)
        let source = try Self.image([[red, blue]])
        let target = try GDImage(truecolorWidth: 4, height: 2, blending: false)
        AreaResampler.resample(source, x: 0, y: 0, width: 2, height: 1, into: target)
        #expect((0..<4).map { target.color(x: $0, y: 1) } == [red, red, blue, blue])
    }

    @Test func transparentPixelsDoNotDarkenTheAverage() throws {
        let source = try Self.image([[Color(red: 255, green: 0, blue: 0), Color(red: 0, green: 0, blue: 0, alpha: 0)]])
        let target = try GDImage(truecolorWidth: 1, height: 1, blending: false)
        AreaResampler.resample(source, x: 0, y: 0, width: 2, height: 1, into: target)
        let mixed = target.color(x: 0, y: 0)
        #expect(mixed.red == 255 && mixed.green == 0)            // premultiplied: still pure red
        #expect(abs(Int(mixed.alpha) - 128) <= 2)                // half covered (7-bit alpha)
    }

    @Test func aSourceAreaOffsetIsHonoured() throws {
        let a = Color(red: 10, green: 10, blue: 10), b = Color(red: 90, green: 90, blue: 90)
        let source = try Self.image([[a, a, b, b]])
        let target = try GDImage(truecolorWidth: 1, height: 1, blending: false)
        AreaResampler.resample(source, x: 2, y: 0, width: 2, height: 1, into: target)
        #expect(target.color(x: 0, y: 0) == b)
    }
}
