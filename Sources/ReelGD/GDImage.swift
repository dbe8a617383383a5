import CGD
package import Foundation
package import ReelGraphics

/// Owner of one libgd image; the only Swift file that imports libgd.
///
/// Every libgd call that can fail goes through ``check(_:_:)``. Pixels of truecolor images are
/// read and written directly (`tpixels`) because ScrollReel composites antialiased coverage itself.
package final class GDImage {
    /// The libgd handle, destroyed in `deinit`.
    private let image: gdImagePtr

    // MARK: - Creating

    /// A truecolor image; `blending` turns libgd's alpha blending on for text drawn into it.
    package init(truecolorWidth width: Int, height: Int, blending: Bool = true) throws {
        image = try Self.check(gdImageCreateTrueColor(Int32(width), Int32(height)),
                               "gdImageCreateTrueColor(\(width), \(height))")
        gdImageAlphaBlending(image, blending ? 1 : 0)
    }

    /// The largest image decoded, in pixels (256 MiB as truecolor): a 48-megapixel iPhone
    /// photo (8064 × 6048) is under it, as an app's own pictures are.
    package static let maximumDecodedPixels = 8192 * 8192

    /// Decodes PNG, JPEG or GIF (its first image) data into a truecolor image.
    package init(encoded data: Data) throws {
        let bytes = [UInt8](data.prefix(4))
        let isPNG = bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), isJPEG = bytes.starts(with: [0xFF, 0xD8, 0xFF])
        let isGIF = bytes.starts(with: Array("GIF8".utf8))
        guard isPNG || isJPEG || isGIF, data.count <= Int(Int32.max) else {
            throw RenderError.unsupportedImage("not PNG, JPEG or GIF data (\(data.count) bytes)")
        }
        // The declared size is checked before libgd allocates for it.
        guard let size = ImageFileHeader.pixelSize(of: data), size.width > 0, size.height > 0,
              size.width * size.height <= Self.maximumDecodedPixels else {
            throw RenderError.unsupportedImage("an image header declares no size or more than \(Self.maximumDecodedPixels) pixels")
        }
        var copy = data
        let decoded = copy.withUnsafeMutableBytes { raw in
            isPNG ? gdImageCreateFromPngPtr(Int32(raw.count), raw.baseAddress)
                : isGIF ? gdImageCreateFromGifPtr(Int32(raw.count), raw.baseAddress)
                : gdImageCreateFromJpegPtrEx(Int32(raw.count), raw.baseAddress, 1)
        }
        image = try Self.check(decoded, isPNG ? "gdImageCreateFromPngPtr"
                                   : isGIF ? "gdImageCreateFromGifPtr" : "gdImageCreateFromJpegPtrEx")
        if image.pointee.trueColor == 0 {
            try Self.check(Self.status(gdImagePaletteToTrueColor(image) == 1 ? 0 : -1), "gdImagePaletteToTrueColor")
        }
        gdImageAlphaBlending(image, 1)
    }

    /// Takes ownership of an image libgd made.
    private init(owning image: gdImagePtr) {
        self.image = image
        gdImageAlphaBlending(image, 1)
    }

    /// This image reduced to `width` × `height` by libgd's triangle filter, whose support widens
    /// with the reduction: in C, so a photo of tens of megapixels takes a fraction of a second,
    /// where ``AreaResampler`` takes seconds.
    package func reduced(toWidth width: Int, height: Int) throws -> GDImage {
        gdImageSetInterpolationMethod(image, GD_TRIANGLE)
        let scaled = try Self.check(gdImageScale(image, UInt32(max(1, width)), UInt32(max(1, height))), "gdImageScale(\(width), \(height))")
        return GDImage(owning: scaled)
    }

    deinit { gdImageDestroy(image) }

    // MARK: - The one check

    /// Turns a failed libgd call (nil result) into a thrown ``RenderError/libgd(_:)``.
    @discardableResult
    private static func check<T>(_ result: T?, _ call: @autoclosure () -> String) throws -> T {
        guard let result else { throw RenderError.libgd(call()) }
        return result
    }

    /// A status code as an optional for ``check(_:_:)``: negative means failure.
    private static func status(_ code: Int32) -> Int32? { code >= 0 ? code : nil }

    // MARK: - Size and pixels

    package var width: Int { Int(image.pointee.sx) }
    package var height: Int { Int(image.pointee.sy) }

    /// The colour of a truecolor pixel (libgd's 7-bit alpha widened to 8 bits).
    /// - Complexity: O(1).
    @inline(__always)
    package func color(x: Int, y: Int) -> Color {
        Self.color(gd: image.pointee.tpixels[y]![x])
    }

    /// Overwrites a truecolor pixel, no blending.
    /// - Complexity: O(1).
    @inline(__always)
    package func setColor(_ color: Color, x: Int, y: Int) {
        image.pointee.tpixels[y]![x] = Self.gd(color)
    }

    /// Source-over compositing of `color` at `coverage` ∈ (0, 1] onto a truecolor pixel, in 8-bit
    /// precision (libgd's own blend works on 7-bit alpha).
    /// - Complexity: O(1).
    @inline(__always)
    package func blend(_ color: Color, coverage: Double, x: Int, y: Int) {
        let sa = Double(color.alpha) / 255 * coverage
        if sa >= 0.999_999 { setColor(color, x: x, y: y); return }
        if sa <= 0 { return }
        let dst = self.color(x: x, y: y)
        let da = Double(dst.alpha) / 255
        let outA = sa + da * (1 - sa)
        func mix(_ s: UInt8, _ d: UInt8) -> UInt8 {
            UInt8(min(255, ((Double(s) * sa + Double(d) * da * (1 - sa)) / outA).rounded()))
        }
        setColor(Color(red: mix(color.red, dst.red), green: mix(color.green, dst.green),
                       blue: mix(color.blue, dst.blue), alpha: UInt8((outA * 255).rounded())),
                 x: x, y: y)
    }

    /// `color` over the pixels `columns` of row `y` at full coverage — what
    /// `blend(_:coverage: 1, …)` does pixel by pixel, the row written at once when the colour is
    /// opaque.
    /// - Complexity: O(columns.count).
    package func fillRow(_ y: Int, _ columns: Range<Int>, _ color: Color) {
        guard !columns.isEmpty else { return }
        if color.alpha == 255 {
            let value = Self.gd(color), row = image.pointee.tpixels[y]!
            for x in columns { row[x] = value }
        } else {
            for x in columns { blend(color, coverage: 1, x: x, y: y) }
        }
    }

    /// Calls `body` with row `y` of a truecolor image as libgd stores it: `0x7F000000` alpha
    /// (0 opaque … 127 transparent), then 8-bit red, green, blue.
    /// - Complexity: O(1) besides `body`.
    @inline(__always)
    package func withRow<Result>(_ y: Int, _ body: (UnsafeBufferPointer<Int32>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: image.pointee.tpixels[y]!, count: width))
    }

    /// Fills every pixel with `color`, replacing what was there.
    package func fill(_ color: Color) {
        let value = Self.gd(color)
        for y in 0..<height {
            let row = image.pointee.tpixels[y]!
            for x in 0..<width { row[x] = value }
        }
    }

    /// Restricts libgd's own drawing (text) to `box`; an empty box is the caller's job to skip.
    package func setClip(_ box: PixelBox) {
        gdImageSetClip(image, Int32(box.minX), Int32(box.minY), Int32(box.maxX - 1), Int32(box.maxY - 1))
    }

    /// Calls `body` with row `y` to write, in libgd's layout (see ``withRow(_:_:)``).
    /// - Complexity: O(1) besides `body`.
    @inline(__always)
    package func withMutableRow<Result>(_ y: Int, _ body: (UnsafeMutableBufferPointer<Int32>) throws -> Result) rethrows -> Result {
        try body(UnsafeMutableBufferPointer(start: image.pointee.tpixels[y]!, count: width))
    }

    // MARK: - Colour conversion

    /// The red, green and blue of a pixel as ``withRow(_:_:)`` reads it, as `0xRRGGBB` (its
    /// alpha left out).
    @inline(__always)
    package static func rgb(ofPixel pixel: Int32) -> UInt32 {
        UInt32(truncatingIfNeeded: pixel) & 0xFF_FFFF
    }

    private static func gd(_ c: Color) -> Int32 {
        // libgd alpha: 0 opaque … 127 transparent.
        let alpha = Int32(127 - (Int(c.alpha) * 127 + 127) / 255)
        return alpha << 24 | Int32(c.red) << 16 | Int32(c.green) << 8 | Int32(c.blue)
    }

    private static func color(gd value: Int32) -> Color {
        let alpha7 = Int((value >> 24) & 0x7F)
        return Color(red: UInt8((value >> 16) & 0xFF), green: UInt8((value >> 8) & 0xFF),
                     blue: UInt8(value & 0xFF), alpha: UInt8(((127 - alpha7) * 255 + 63) / 127))
    }

    // MARK: - Encoding

    /// zlib's level for PNG frames. Measured on the 208 @2x frames of `stretchy-header`: level 6
    /// writes 10.1 MB in 2.9 s, levels 1 and 3 about 12.2 MB in 2.5 s, level 9 9.8 MB in 7 s —
    /// 6 is the balance (and zlib's default).
    package static let pngCompressionLevel: Int32 = 6

    /// PNG bytes; RGBA when `alpha` is true, RGB otherwise.
    package func pngData(alpha: Bool) throws -> Data {
        gdImageSaveAlpha(image, alpha ? 1 : 0)
        var size: Int32 = 0
        let buffer = try Self.check(gdImagePngPtrEx(image, &size, Self.pngCompressionLevel), "gdImagePngPtrEx")
        defer { gdFree(buffer) }
        return Data(bytes: buffer, count: Int(size))
    }

    // MARK: - Text (FreeType)

    /// Advance width in pixels of `text` at an em size of `pixelSize`, from libgd's xshow advances
    /// (`gdImageStringFTEx` with a NULL image only measures).
    package static func textAdvance(_ text: String, pixelSize: Double, fontPath: String) throws -> Double {
        var extra = gdFTStringExtra()
        extra.flags = Int32(gdFTEX_RESOLUTION | gdFTEX_XSHOW | gdFTEX_FONTPATHNAME)
        extra.hdpi = 72  // at 72 dpi a size in points is a size in pixels
        extra.vdpi = 72
        var brect = [Int32](repeating: 0, count: 8)
        // libgd 2.3.3 leaves xshow empty for a single character: measure with a trailing space and
        // drop its advance (each entry is one character's advance including kerning to the next).
        try stringFT(nil, &brect, color: 0, text: text + " ", pixelSize: pixelSize, fontPath: fontPath,
                     x: 0, y: 0, extra: &extra)
        guard let xshow = extra.xshow else { return 0 }
        defer { gdFree(xshow) }
        return String(cString: xshow).split(separator: " ").dropLast().reduce(0) { $0 + (Double($1) ?? 0) }
    }

    /// Draws `text` with its pen starting at `(x, baseline)` in pixels, blended, inside the clip.
    package func drawText(_ text: String, pixelSize: Double, fontPath: String, x: Int, baseline: Int,
                  color: Color) throws {
        var extra = gdFTStringExtra()
        extra.flags = Int32(gdFTEX_RESOLUTION | gdFTEX_FONTPATHNAME)
        extra.hdpi = 72
        extra.vdpi = 72
        var brect = [Int32](repeating: 0, count: 8)
        gdImageAlphaBlending(image, 1)
        try Self.stringFT(image, &brect, color: Self.gd(color), text: text, pixelSize: pixelSize,
                          fontPath: fontPath, x: x, y: baseline, extra: &extra)
    }

    private static let fontCacheReady: Bool = gdFontCacheSetup() == 0

    private static func stringFT(_ target: gdImagePtr?, _ brect: inout [Int32], color: Int32, text: String,
                                 pixelSize: Double, fontPath: String, x: Int, y: Int,
                                 extra: inout gdFTStringExtra) throws {
        _ = fontCacheReady
        // libgd decodes "&#NNN;" entities in its input; spelling "&" as an entity keeps it literal.
        let literal = text.replacingOccurrences(of: "&", with: "&#38;")
        let error: UnsafeMutablePointer<CChar>? = fontPath.withCString { font in
            literal.withCString { string in
                gdImageStringFTEx(target, &brect, color, font, pixelSize, 0, Int32(x), Int32(y), string, &extra)
            }
        }
        if let error { throw RenderError.libgd("gdImageStringFTEx: " + String(cString: error)) }
    }
}
