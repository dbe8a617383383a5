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
    private nonisolated(unsafe) let scaledImages = Locked(ScaledEntries())
    private let capacity = 48

    /// Images resampled to a drawn size, most recently used last.
    private struct ScaledEntries {
        struct Key: Hashable {
            let source: ImageSource
            let width: Int
            let height: Int
        }
        var values: [Key: GDImage] = [:]
        var order: [Key] = []
        var pixels = 0
    }

    /// The largest drawn size kept scaled, in pixels (16 MiB as truecolor).
    static let largestScaledPixels = 4_194_304

    /// All scaled images together stay under this many pixels (64 MiB).
    private static let scaledPixelBudget = 16_777_216

    /// The decoded or rasterized truecolor image for `source`.
    func image(for source: ImageSource) throws -> GDImage {
        try cached(source, in: images) { try Self.load(source) }
    }

    /// The image for `source` resampled to `width` × `height` pixels (``AreaResampler``),
    /// kept while it is drawn at that size: the least recently used go past the pixel budget.
    /// - Complexity: O(width × height) the first time, O(1) after.
    func scaled(_ source: ImageSource, width: Int, height: Int) throws -> GDImage {
        let key = ScaledEntries.Key(source: source, width: width, height: height)
        let hit: GDImage? = scaledImages.withLock { entries in
            guard let image = entries.values[key] else { return nil }
            if let at = entries.order.firstIndex(of: key) { entries.order.append(entries.order.remove(at: at)) }
            return image
        }
        if let hit { return hit }
        let picture = try image(for: source)
        let made = try GDImage(truecolorWidth: width, height: height, blending: false)
        AreaResampler.resample(picture, x: 0, y: 0, width: picture.width, height: picture.height, into: made)
        return scaledImages.withLock { entries in
            if let stored = entries.values[key] { return stored }
            entries.values[key] = made
            entries.order.append(key)
            entries.pixels += width * height
            while entries.pixels > Self.scaledPixelBudget, entries.order.count > 1 {
                let oldest = entries.order.removeFirst()
                if let dropped = entries.values.removeValue(forKey: oldest) {
                    entries.pixels -= dropped.width * dropped.height
                }
            }
            return made
        }
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
