import Foundation

/// Decoded and rasterized images, shared by every renderer in the process.
///
/// Files are decoded once per URL and procedural images rasterized once per value; the oldest
/// entries are dropped past `capacity` so memory stays bounded. Cached images are only read.
final class ImageCache: @unchecked Sendable {
    /// The process-wide cache.
    static let shared = ImageCache()

    private let lock = NSLock()
    private var images: [ImageSource: GDImage] = [:]
    private var imageOrder: [ImageSource] = []
    private var pngs: [ImageSource: String] = [:]
    private var pngOrder: [ImageSource] = []
    private let capacity = 48

    /// The decoded or rasterized truecolor image for `source`.
    func image(for source: ImageSource) throws -> GDImage {
        if let cached = lock.withLock({ images[source] }) { return cached }
        let image = try Self.load(source)
        lock.withLock {
            if images[source] == nil {
                images[source] = image
                imageOrder.append(source)
                if imageOrder.count > capacity { images[imageOrder.removeFirst()] = nil }
            }
        }
        return image
    }

    /// The image re-encoded as PNG, base64 (for SVG `data:` URLs).
    func pngBase64(for source: ImageSource) throws -> String {
        if let cached = lock.withLock({ pngs[source] }) { return cached }
        let encoded = try image(for: source).pngData(alpha: true).base64EncodedString()
        lock.withLock {
            if pngs[source] == nil {
                pngs[source] = encoded
                pngOrder.append(source)
                if pngOrder.count > capacity { pngs[pngOrder.removeFirst()] = nil }
            }
        }
        return encoded
    }

    /// Size in pixels of the source's image.
    func pixelSize(of source: ImageSource) throws -> CGSize {
        if case let .procedural(picture) = source {
            return CGSize(width: picture.pixelSize.width, height: picture.pixelSize.height)
        }
        let image = try image(for: source)
        return CGSize(width: image.width, height: image.height)
    }

    private static func load(_ source: ImageSource) throws -> GDImage {
        switch source {
        case let .file(url):
            let data: Data
            do { data = try Data(contentsOf: url) } catch {
                throw RenderError.io("cannot read image \(url.path): \(error.localizedDescription)")
            }
            do { return try GDImage(encoded: data) } catch RenderError.unsupportedImage {
                throw RenderError.unsupportedImage("\(url.path) is not a PNG or JPEG file")
            }
        case let .procedural(picture):
            let buffer = picture.pixels()
            let image = try GDImage(truecolorWidth: buffer.width, height: buffer.height, blending: false)
            for y in 0..<buffer.height {
                for x in 0..<buffer.width { image.setColor(buffer[x, y], x: x, y: y) }
            }
            return image
        }
    }
}
