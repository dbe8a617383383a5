public import Foundation
public import ReelLayout
import ReelGraphics

/// `UIImage`: a picture from the app's resources (`UIImage(named:)`: a PNG or JPEG beside the
/// app's sources, `@2x`/`@3x` or in an asset catalog's image set), an SF Symbol
/// (`UIImage(systemName:)`, drawn as a labelled placeholder), or a name the resources lack —
/// kept, with a console line, and drawn as a grey placeholder (UIKit answers nil; a report's
/// code often names images it does not ship).
public final class UIImage: @unchecked Sendable {
    public let name: String
    /// The size in points: the file's pixels over its scale.
    public let size: CGSize
    public let scale: CGFloat
    let source: DrawnImage.Source
    public private(set) var renderingMode = RenderingMode.automatic

    init(name: String, size: CGSize, scale: CGFloat, source: DrawnImage.Source) {
        (self.name, self.size, self.scale, self.source) = (name, size, scale, source)
    }

    /// `UIImage()`: an empty image, of no size, that draws nothing (apps give one to a bar to
    /// take its background or shadow away).
    public convenience init() {
        self.init(name: "", size: .zero, scale: 1, source: .missing(""))
    }

    /// Whether it is `UIImage()`'s empty image.
    var isEmpty: Bool { name.isEmpty && size == .zero }

    /// `#imageLiteral(resourceName:)`: the app's image of that name (a placeholder when the
    /// resources lack it, as `UIImage(named:)` draws one).
    public convenience init(imageLiteralResourceName name: String) {
        if let found = AppResources.current.image(named: name) {
            self.init(name: name, size: found.size, scale: found.scale, source: .file(found.url))
        } else {
            self.init(name: name, size: .zero, scale: 1, source: .missing(name))
        }
    }

    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        if let found = AppResources.current.image(named: name) {
            self.init(name: name, size: found.size, scale: found.scale, source: .file(found.url))
        } else {
            if let context = AppContext.current, context.reportOnce("missing image \(name)") {
                context.log("ScrollReel: the app's resources have no image named \"\(name)\"; it is drawn as a placeholder")
            }
            self.init(name: name, size: .zero, scale: 1, source: .missing(name))
        }
    }

    /// An SF Symbol: its name, at the size of a body-style symbol (17 pt text: about 20 pt, our
    /// reading; symbols vary).
    public convenience init?(systemName name: String) {
        self.init(name: name, size: CGSize(width: 20, height: 20), scale: 1, source: .symbol(name))
    }

    public convenience init?(systemName name: String, withConfiguration configuration: AnyObject?) {
        self.init(systemName: name)
    }

    /// `UIImage.SymbolConfiguration`: a symbol's point size, weight and scale; kept (symbols are
    /// drawn as labelled outlines at their body size).
    public final class SymbolConfiguration: @unchecked Sendable {
        public let pointSize: CGFloat?
        public let weight: UIFont.Weight?
        public let scale: Scale

        public init(pointSize: CGFloat, weight: UIFont.Weight = .regular, scale: Scale = .default) {
            (self.pointSize, self.weight, self.scale) = (pointSize, weight, scale)
        }

        /// Whichever of the three Interface Builder's `<preferredSymbolConfiguration>` gives.
        init(pointSize: CGFloat?, weight: UIFont.Weight?, scale: Scale) {
            (self.pointSize, self.weight, self.scale) = (pointSize, weight, scale)
        }

        public init(weight: UIFont.Weight) { (pointSize, self.weight, scale) = (nil, weight, .default) }
        public init(scale: Scale) { (pointSize, weight, self.scale) = (nil, nil, scale) }
        public init(textStyle: UIFont.TextStyle, scale: Scale = .default) { (pointSize, weight, self.scale) = (nil, nil, scale) }

        /// `UIImage.SymbolScale`.
        public enum Scale: Int, Sendable { case `default` = -1, unspecified, small, medium, large }
    }

    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage { self }

    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        let copy = UIImage(name: name, size: size, scale: scale, source: source)
        copy.renderingMode = renderingMode
        return copy
    }

    public func withTintColor(_ color: UIColor) -> UIImage { self }
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { withRenderingMode(renderingMode) }

    /// `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
}

extension UIImage: _ExpressibleByImageLiteral {}
