import Foundation
import ReelGD
import ReelGeometry
import ReelGraphics

/// Decoded and rasterized images, shared by every renderer in the process.
///
/// Files are decoded once per URL and procedural images rasterized once per value; the oldest
/// entries are dropped past `capacity` so memory stays bounded. Cached images are only read.
final class ImageCache: Sendable {
    /// The process-wide cache.
    static let shared = ImageCache()

    /// Values by source, and the sources oldest first (for dropping past `capacity`).
    private struct Entries<Value> {
        var values: [ImageSource: Value] = [:]
        var order: [ImageSource] = []
    }

    // GDImage is a class, but cached images are only ever read.
    private nonisolated(unsafe) let images = Locked(Entries<GDImage>())
    private let pngs = Locked(Entries<String>())
    private let capacity = 48

    /// The decoded or rasterized truecolor image for `source`.
    func image(for source: ImageSource) throws -> GDImage {
        try cached(source, in: images) { try Self.load(source) }
    }

    /// The image re-encoded as PNG, base64 (for SVG `data:` URLs).
    func pngBase64(for source: ImageSource) throws -> String {
        try cached(source, in: pngs) { try image(for: source).pngData(alpha: true).base64EncodedString() }
    }

    /// The entry for `source`, made outside the lock when missing (two threads may both make it;
    /// the first stored wins).
    private func cached<Value>(_ source: ImageSource, in entries: Locked<Entries<Value>>,
                               make: () throws -> Value) rethrows -> Value {
        if let hit = entries.withLock({ $0.values[source] }) { return hit }
        let made = try make()
        return entries.withLock { entries in
            if let stored = entries.values[source] { return stored }
            entries.values[source] = made
            entries.order.append(source)
            if entries.order.count > capacity { entries.values[entries.order.removeFirst()] = nil }
            return made
        }
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
