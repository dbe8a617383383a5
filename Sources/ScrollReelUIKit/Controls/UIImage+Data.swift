public import Foundation
import ReelGraphics

extension UIImage {
    /// `UIImage(data:)`: a PNG or JPEG's bytes, drawn as a file of the app's is — from a copy in
    /// the temporary folder named by the bytes' digest, so a render is the same on every run;
    /// nil for data that is neither (as UIKit answers data it cannot decode).
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let pixels = Self.pixelSize(of: data) else { return nil }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrollreel-images", isDirectory: true)
        let file = folder.appendingPathComponent("image-\(Self.digest(of: data))" + (data.first == 0x89 ? ".png" : ".jpg"))
        if !FileManager.default.fileExists(atPath: file.path) {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            guard (try? data.write(to: file, options: .atomic)) != nil else { return nil }
        }
        let scale = max(scale, 1)
        self.init(name: file.lastPathComponent, size: CGSize(width: pixels.width / scale, height: pixels.height / scale),
                  scale: scale, source: .file(file))
    }

    /// The pixel size a PNG's or JPEG's header gives — the formats a picture is drawn from;
    /// nil for other data (a GIF too).
    package static func pixelSize(of data: Data) -> CGSize? {
        guard data.first == 0x89 || data.first == 0xFF, let pixels = ImageFileHeader.pixelSize(of: data) else { return nil }
        return CGSize(width: pixels.width, height: pixels.height)
    }

    /// FNV-1a of the bytes, in hex: a stable name for them.
    static func digest(of data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }

    /// `pngData()`: the bytes of the PNG file the image came from; nil for any other image, said
    /// once (*our reading*: ScrollReel does not encode pictures; UIKit encodes any bitmap).
    public func pngData() -> Data? { fileBytes(signature: [0x89, 0x50, 0x4E, 0x47], kind: "PNG") }

    /// `jpegData(compressionQuality:)`: the bytes of the JPEG file the image came from, as
    /// `pngData()` does for a PNG.
    public func jpegData(compressionQuality: CGFloat) -> Data? { fileBytes(signature: [0xFF, 0xD8], kind: "JPEG") }

    private func fileBytes(signature: [UInt8], kind: String) -> Data? {
        if case .file(let url) = source, let data = try? Data(contentsOf: url), data.starts(with: signature) { return data }
        let line = "ScrollReel: an image is encoded as \(kind) only from a \(kind) file; \(kind == "PNG" ? "pngData()" : "jpegData(compressionQuality:)") answers nil"
        if let context = AppContext.current, context.reportOnce(line) { context.log(line) }
        return nil
    }

    /// `draw(in:)` and `draw(at:)`: into the current image context (`UIGraphicsImageRenderer`,
    /// `UIGraphicsBeginImageContext`); kept outside one — what an app draws in a view's
    /// `draw(_:)` is not drawn.
    public func draw(in rect: CGRect) {
        ImageContext.current?.picture.layers.append(.picture(source, rect.standardized))
    }
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }
}

extension UIImage {
    /// `preparingForDisplay()` (iOS 15): the image decoded ahead of drawing — here the same
    /// image, as pictures are decoded when drawn.
    public func preparingForDisplay() -> UIImage? { isEmpty ? nil : self }

    /// `prepareForDisplay(completionHandler:)`: the prepared image, handed back at once.
    public func prepareForDisplay(completionHandler: @escaping (UIImage?) -> Void) { completionHandler(preparingForDisplay()) }

    /// `preparingThumbnail(of:)`: the picture at `size` in points, drawn from the same file.
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        isEmpty ? nil : UIImage(name: name, size: size, scale: scale, source: source)
    }

    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping (UIImage?) -> Void) {
        completionHandler(preparingThumbnail(of: size))
    }

    public var byPreparingForDisplay: UIImage? { preparingForDisplay() }
}

extension UIImage {
    /// `UIImage(contentsOfFile:)`: a PNG or JPEG file, drawn from the file, at the scale its
    /// `@2x`/`@3x` name gives; nil for a file that is missing or neither.
    public convenience init?(contentsOfFile path: String) {
        let url = URL(fileURLWithPath: path)
        // The header is all the size needs: 64 KB at most are read (ImageFileHeader reads no more).
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 64 * 1024), let pixels = Self.pixelSize(of: head) else { return nil }
        let scale = AppResources.scale(of: url)
        self.init(name: url.lastPathComponent, size: CGSize(width: pixels.width / scale, height: pixels.height / scale),
                  scale: scale, source: .file(url))
    }
}
