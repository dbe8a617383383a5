import Foundation
import ReelLayout

// ImageIO (`import ImageIO` on iOS; the porter makes that import UIKit's): image sources read a
// PNG's or JPEG's size and make images and thumbnails of it, drawn as the file is; image
// destinations write the source's own bytes (nothing is re-encoded or resized, said once).

/// `CGImageSource`: a PNG or JPEG file or its bytes.
public final class CGImageSource {
    let data: Data
    /// The picture in pixels.
    let pixels: CGSize

    init?(data: Data) {
        guard let pixels = UIImage.pixelSize(of: data) else { return nil }
        self.data = data
        self.pixels = pixels
    }

    /// The picture as an image of `longest` pixels on its longer side at most, drawn from the
    /// file (a thumbnail's size; the file's own pixels are drawn scaled).
    func image(longest: CGFloat?) -> CGImage? {
        guard let image = UIImage(data: data) else { return nil }
        guard let longest, longest > 0, max(pixels.width, pixels.height) > longest else { return image.cgImage }
        let ratio = longest / max(pixels.width, pixels.height)
        let size = CGSize(width: (pixels.width * ratio).rounded(), height: (pixels.height * ratio).rounded())
        return image.preparingThumbnail(of: size)?.cgImage
    }
}

public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
    guard let data = try? Data(contentsOf: url as URL) else { return nil }
    return CGImageSource(data: data)
}

public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
    CGImageSource(data: data as Data)
}

/// `CGImageSourceGetCount`: a PNG or JPEG holds one image.
public func CGImageSourceGetCount(_ source: CGImageSource) -> Int { 1 }

/// `CGImageSourceGetType`: the file's uniform type.
public func CGImageSourceGetType(_ source: CGImageSource) -> CFString? {
    (source.data.first == 0x89 ? UTType.png : UTType.jpeg).identifier as NSString
}

/// `CGImageSourceCopyPropertiesAtIndex`: the pixel width and height.
public func CGImageSourceCopyPropertiesAtIndex(_ source: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CFDictionary? {
    guard index == 0 else { return nil }
    let properties: [String: Any] = [
        kCGImagePropertyPixelWidth as String: NSNumber(value: Int(source.pixels.width)),
        kCGImagePropertyPixelHeight as String: NSNumber(value: Int(source.pixels.height)),
    ]
    return properties as NSDictionary
}

public func CGImageSourceCreateImageAtIndex(_ source: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    index == 0 ? source.image(longest: nil) : nil
}

/// `CGImageSourceCreateThumbnailAtIndex`: the image, no more than `kCGImageSourceThumbnailMaxPixelSize`
/// pixels on its longer side.
public func CGImageSourceCreateThumbnailAtIndex(_ source: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    guard index == 0 else { return nil }
    let longest = (options?[kCGImageSourceThumbnailMaxPixelSize] as? NSNumber).map { CGFloat($0.doubleValue) }
    return source.image(longest: longest)
}

/// `CGImageDestination`: a file to write an image to.
public final class CGImageDestination {
    let url: URL
    var data: Data?

    init(url: URL) { self.url = url }
}

public func CGImageDestinationCreateWithURL(_ url: CFURL, _ type: CFString, _ count: Int, _ options: CFDictionary?) -> CGImageDestination? {
    CGImageDestination(url: url as URL)
}

public func CGImageDestinationAddImageFromSource(_ destination: CGImageDestination, _ source: CGImageSource, _ index: Int,
                                                 _ properties: CFDictionary?) {
    destination.data = source.data
}

public func CGImageDestinationAddImage(_ destination: CGImageDestination, _ image: CGImage, _ properties: CFDictionary?) {
    destination.data = image.fileData
}

/// `CGImageDestinationFinalize`: writes the image's own bytes — not resized or re-encoded
/// (said once in the console); false when there is none or it cannot be written.
@discardableResult
public func CGImageDestinationFinalize(_ destination: CGImageDestination) -> Bool {
    let line = "ScrollReel: ImageIO writes an image's own bytes; it does not resize or re-encode them"
    if let context = AppContext.current, context.reportOnce(line) { context.log(line) }
    guard let data = destination.data else { return false }
    return (try? data.write(to: destination.url, options: .atomic)) != nil
}

// The option and property keys, by Apple's names.
nonisolated(unsafe) public let kCGImageSourceShouldCache: CFString = "kCGImageSourceShouldCache"
nonisolated(unsafe) public let kCGImageSourceShouldCacheImmediately: CFString = "kCGImageSourceShouldCacheImmediately"
nonisolated(unsafe) public let kCGImageSourceCreateThumbnailFromImageAlways: CFString = "kCGImageSourceCreateThumbnailFromImageAlways"
nonisolated(unsafe) public let kCGImageSourceCreateThumbnailFromImageIfAbsent: CFString = "kCGImageSourceCreateThumbnailFromImageIfAbsent"
nonisolated(unsafe) public let kCGImageSourceCreateThumbnailWithTransform: CFString = "kCGImageSourceCreateThumbnailWithTransform"
nonisolated(unsafe) public let kCGImageSourceThumbnailMaxPixelSize: CFString = "kCGImageSourceThumbnailMaxPixelSize"
nonisolated(unsafe) public let kCGImageSourceSubsampleFactor: CFString = "kCGImageSourceSubsampleFactor"
nonisolated(unsafe) public let kCGImageSourceTypeIdentifierHint: CFString = "kCGImageSourceTypeIdentifierHint"
nonisolated(unsafe) public let kCGImagePropertyPixelWidth: CFString = "PixelWidth"
nonisolated(unsafe) public let kCGImagePropertyPixelHeight: CFString = "PixelHeight"
nonisolated(unsafe) public let kCGImagePropertyOrientation: CFString = "Orientation"
nonisolated(unsafe) public let kCGImageDestinationLossyCompressionQuality: CFString = "kCGImageDestinationLossyCompressionQuality"
nonisolated(unsafe) public let kCGImageDestinationImageMaxPixelSize: CFString = "kCGImageDestinationImageMaxPixelSize"
