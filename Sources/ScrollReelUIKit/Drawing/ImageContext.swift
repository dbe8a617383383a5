public import Foundation
public import ReelLayout

/// An image being drawn (`UIGraphicsImageRenderer`'s or `UIGraphicsBeginImageContext`'s): its
/// size, the fill colour set last, and what was drawn, in order. What lands in it: `UIRectFill`,
/// a `UIBezierPath` rectangle, rounded rectangle or oval filled, an image drawn in a rectangle,
/// a `CGContext` fill. Everything else — strokes, text, paths of lines, transforms — is kept,
/// not drawn, and said once.
final class ImageContext {
    var picture: ComposedPicture
    var fillColor = UIColor.black
    let scale: CGFloat

    init(size: CGSize, scale: CGFloat) {
        picture = ComposedPicture(size: size)
        self.scale = scale
    }

    /// The image drawn so far.
    var image: UIImage {
        UIImage(name: "", size: picture.size, scale: scale, source: .composed(picture))
    }

    func fill(_ shape: ShapePath.Shape) {
        guard case .other = shape else {
            picture.layers.append(.fill(shape, fillColor))
            return
        }
        Self.notDrawn("a path of lines filled")
    }

    /// Says once in the console what an image context does not draw.
    static func notDrawn(_ what: String) {
        let line = "ScrollReel: \(what) in an image context is not drawn"
        if let runtime = ViewRuntime.running, runtime.reportOnce(line) { runtime.log(line) }
    }

    /// The contexts begun and not yet ended, the current one last (drawing is on the main thread).
    nonisolated(unsafe) static var stack: [ImageContext] = []
    static var current: ImageContext? { stack.last }
}

/// `UIGraphicsBeginImageContext(_:)`: an image context `size` points large at the screen's scale.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 0)
}

/// `UIGraphicsBeginImageContextWithOptions(_:_:_:)`; a scale of 0 is the screen's.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    ImageContext.stack.append(ImageContext(size: size, scale: scale > 0 ? scale : LayoutScreen.current.scale))
}

/// `UIGraphicsGetImageFromCurrentImageContext()`: what was drawn so far; nil without a context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    ImageContext.current?.image
}

/// `UIGraphicsEndImageContext()`.
public func UIGraphicsEndImageContext() {
    _ = ImageContext.stack.popLast()
}

/// `UIGraphicsGetCurrentContext()`: the current image context's, nil without one (a view's
/// `draw(_:)` has none here: what it draws is not drawn).
public func UIGraphicsGetCurrentContext() -> CGContext? {
    ImageContext.current.map(CGContext.init)
}

/// `UIRectFill(_:)`: the rectangle in the fill colour.
public func UIRectFill(_ rect: CGRect) {
    ImageContext.current?.fill(.roundedRect(rect.standardized, radius: 0, corners: [], curve: .circular))
}

extension UIColor {
    /// `setFill()` and `set()`: the colour fills in the current image context.
    public func setFill() { ImageContext.current?.fillColor = self }
    public func set() { setFill() }
    /// `setStroke()`: kept (strokes are not drawn).
    public func setStroke() {}
}

/// `CGContext`, as an image context's drawing reaches it: fills land, the rest is kept.
public final class CGContext {
    let context: ImageContext

    init(_ context: ImageContext) { self.context = context }

    public func setFillColor(_ color: CGColor) { context.fillColor = color.viewColor }
    public func fill(_ rect: CGRect) { context.fill(.roundedRect(rect.standardized, radius: 0, corners: [], curve: .circular)) }
    public func fill(_ rects: [CGRect]) { rects.forEach(fill) }
    public func fillEllipse(in rect: CGRect) { context.fill(.oval(rect.standardized)) }
    public func setStrokeColor(_ color: CGColor) {}
    public func setLineWidth(_ width: CGFloat) {}
    public func stroke(_ rect: CGRect) { ImageContext.notDrawn("a stroke") }
    public func strokeEllipse(in rect: CGRect) { ImageContext.notDrawn("a stroke") }
    public func saveGState() {}
    public func restoreGState() {}
    public func translateBy(x: CGFloat, y: CGFloat) { ImageContext.notDrawn("a transform") }
    public func scaleBy(x: CGFloat, y: CGFloat) { ImageContext.notDrawn("a transform") }
    public func rotate(by angle: CGFloat) { ImageContext.notDrawn("a transform") }
    public func clip(to rect: CGRect) { ImageContext.notDrawn("a clip") }
    public func addPath(_ path: ShapePath) { pending = path.shape }
    public func fillPath() {
        if let pending { context.fill(pending) }
        pending = nil
    }
    private var pending: ShapePath.Shape?
}

/// `UIGraphicsImageRendererFormat`: the scale (the screen's by default) and opacity.
open class UIGraphicsImageRendererFormat {
    open var scale: CGFloat = LayoutScreen.current.scale
    open var opaque = false
    open var preferredRange = Range.automatic

    public init() {}
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// `UIGraphicsImageRendererFormat.Range`.
    public enum Range: Int, Sendable { case unspecified = -1, automatic, `extended`, standard }
}

/// `UIGraphicsImageRendererContext`: what the renderer's actions draw with.
open class UIGraphicsImageRendererContext {
    public let format: UIGraphicsImageRendererFormat
    public let cgContext: CGContext
    private let context: ImageContext

    init(_ context: ImageContext, format: UIGraphicsImageRendererFormat) {
        (self.context, self.format, cgContext) = (context, format, CGContext(context))
    }

    /// The image drawn so far.
    open var currentImage: UIImage { context.image }
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
}

/// `UIGraphicsImageRenderer`: an image of `size` drawn by the app's actions — an image resized
/// (`image.draw(in:)`), a colour filled — which the view showing it draws.
open class UIGraphicsImageRenderer {
    public let format: UIGraphicsImageRendererFormat
    private let bounds: CGRect

    public init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
        (bounds, self.format) = (CGRect(origin: .zero, size: size), format)
    }

    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.init(size: bounds.size, format: format)
    }

    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = ImageContext(size: bounds.size, scale: format.scale)
        ImageContext.stack.append(context)
        defer { _ = ImageContext.stack.popLast() }
        actions(UIGraphicsImageRendererContext(context, format: format))
        return context.image
    }
}

/// `CGImage`: an image as Core Graphics holds it — here the `UIImage` it came from.
public final class CGImage {
    let image: UIImage

    init(_ image: UIImage) { self.image = image }

    public var width: Int { Int((image.size.width * image.scale).rounded()) }
    public var height: Int { Int((image.size.height * image.scale).rounded()) }

    /// The bytes of the file it is drawn from; nil for a picture drawn in code or a symbol.
    package var fileData: Data? {
        if case let .file(url) = image.source { try? Data(contentsOf: url) } else { nil }
    }
}


extension UIImage {
    /// `cgImage`: the image as Core Graphics holds it.
    public var cgImage: CGImage? { isEmpty ? nil : CGImage(self) }

    public convenience init(cgImage: CGImage) {
        self.init(name: cgImage.image.name, size: cgImage.image.size, scale: cgImage.image.scale, source: cgImage.image.source)
    }

    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        let pixels = CGSize(width: CGFloat(cgImage.width), height: CGFloat(cgImage.height))
        let scale = max(scale, 0.01)
        self.init(name: cgImage.image.name, size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale,
                  source: cgImage.image.source)
    }

    /// `UIImage.Orientation`: kept (pictures are drawn up).
    public enum Orientation: Int, Sendable { case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored }

    /// `imageOrientation`.
    public var imageOrientation: Orientation { .up }
}

extension UIView {
    /// `drawHierarchy(in:afterScreenUpdates:)`: a view's look drawn into the current image
    /// context — not drawn here (a view's drawing is the scene's), said once; false, as UIKit
    /// answers when the snapshot lacks image data.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        ImageContext.notDrawn("a view hierarchy drawn (`drawHierarchy(in:afterScreenUpdates:)`)")
        return false
    }
}
