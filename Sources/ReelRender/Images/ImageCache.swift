import Foundation
import ReelFiles
import ReelGD
import ReelGeometry
import ReelGraphics

/// Decoded and rasterized images, shared by every renderer in the process.
///
/// Files are decoded once per URL and procedural images rasterized once per value; the least
/// recently used entries are dropped past a budget so memory stays bounded. Cached images are
/// only read.
final class ImageCache: Sendable {
    /// The process-wide cache.
    static let shared = ImageCache()

    /// A scaled image's source and drawn size.
    private struct ScaledKey: Hashable, Sendable {
        let source: ImageSource
        let width: Int
        let height: Int
    }

    // GDImage is a class, but cached images are only ever read.
    // Budgets keep a process's images under about 130 MiB however many scenarios it renders:
    // decoded images 8 Mi pixels (32 MiB as truecolor), PNG text 32 MiB; scaled images 16 Mi
    // pixels (64 MiB), since a stretching header draws its image at a new size on every frame.
    private let images = BoundedCache<ImageSource, DecodedImage>(budget: 8_388_608) { $0.image.width * $0.image.height }
    private let pngs = BoundedCache<ImageSource, String>(budget: 33_554_432) { $0.utf8.count }
    private let scaledImages = BoundedCache<ScaledKey, GDImage>(budget: 16_777_216) { $0.width * $0.height }
    /// The drawn sizes met so far (the latest 4,096).
    private let sizesMet = BoundedCache<ScaledKey, Bool>(budget: 4096)

    /// The largest drawn size kept scaled, in pixels (16 MiB as truecolor).
    static let largestScaledPixels = 4_194_304

    /// A decoded photo's long side is reduced to this many pixels at most: more than a
    /// full-screen picture at @3x (2556) needs, a quarter of a 24-megapixel photo's memory.
    static let longestDecodedSide = 3072

    /// A decoded image and the pixel size of its file, which a reduced photo keeps.
    struct DecodedImage {
        let image: GDImage
        let pixelSize: CGSize
    }

    /// The decoded or rasterized truecolor image for `source` (a large photo reduced, see
    /// ``longestDecodedSide``).
    func image(for source: ImageSource) throws -> GDImage {
        try decoded(source).image
    }

    func decoded(_ source: ImageSource) throws -> DecodedImage {
        try images.value(for: source) { try Self.load(source) }
    }

    /// The image for `source` resampled to `width` × `height` pixels (``AreaResampler``), or
    /// its part `window` (in those pixels) and where that part starts.
    ///
    /// A size met again (a photo scrolling by) is resampled whole once and kept while it is
    /// drawn at that size: the least recently used go past the pixel budget. A size met for the
    /// first time (a header stretching, a new size every frame) has only `window` resampled,
    /// with the same pixels the whole would have there.
    /// - Complexity: O(width × height) for a size met again, the first time; O(window) for a
    ///   new size; O(1) after.
    func scaled(_ source: ImageSource, width: Int, height: Int,
                window: PixelBox) throws -> (image: GDImage, x: Int, y: Int) {
        let key = ScaledKey(source: source, width: width, height: height)
        var isNewSize = false
        _ = sizesMet.value(for: key) { isNewSize = true; return true }
        if isNewSize, window != PixelBox(width: width, height: height), !window.isEmpty, !scaledImages.contains(key) {
            let picture = try image(for: source)
            let made = try GDImage(truecolorWidth: window.width, height: window.height, blending: false)
            AreaResampler.resample(picture, x: 0, y: 0, width: picture.width, height: picture.height, into: made,
                                   window: (window.minX, window.minY, width, height))
            return (made, window.minX, window.minY)
        }
        let whole = try scaledImages.value(for: key) {
            let picture = try image(for: source)
            let made = try GDImage(truecolorWidth: width, height: height, blending: false)
            AreaResampler.resample(picture, x: 0, y: 0, width: picture.width, height: picture.height, into: made)
            return made
        }
        return (whole, 0, 0)
    }

    /// The image re-encoded as PNG, base64 (for SVG `data:` URLs).
    func pngBase64(for source: ImageSource) throws -> String {
        try pngs.value(for: source) { try image(for: source).pngData(alpha: true).base64EncodedString() }
    }

    /// Size in pixels of the source's image: its file's, however it was reduced.
    func pixelSize(of source: ImageSource) throws -> CGSize {
        if case let .procedural(picture) = source {
            return CGSize(width: picture.pixelSize.width, height: picture.pixelSize.height)
        }
        return try decoded(source).pixelSize
    }

    private static func load(_ source: ImageSource) throws -> DecodedImage {
        switch source {
        case let .file(url):
            let data: Data
            do { data = try Data(contentsOf: url) } catch {
                throw FileError("cannot read image \(url.path): \(error.localizedDescription)")
            }
            let image: GDImage
            do { image = try GDImage(encoded: data) } catch let RenderError.unsupportedImage(reason) {
                throw RenderError.unsupportedImage("\(url.path): \(reason)")
            }
            let size = CGSize(width: image.width, height: image.height)
            let factor = Double(longestDecodedSide) / Double(max(image.width, image.height))
            guard factor < 1 else { return DecodedImage(image: image, pixelSize: size) }
            let reduced = try image.reduced(toWidth: Int((Double(image.width) * factor).rounded()),
                                            height: Int((Double(image.height) * factor).rounded()))
            return DecodedImage(image: reduced, pixelSize: size)
        case let .procedural(picture):
            let buffer = picture.pixels()
            let image = try GDImage(truecolorWidth: buffer.width, height: buffer.height, blending: false)
            for y in 0..<buffer.height {
                for x in 0..<buffer.width { image.setColor(buffer[x, y], x: x, y: y) }
            }
            return DecodedImage(image: image, pixelSize: CGSize(width: buffer.width, height: buffer.height))
        }
    }
}
