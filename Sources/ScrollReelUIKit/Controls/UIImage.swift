public import Foundation
public import ReelLayout
import ReelGraphics
import ReelSymbols

/// `UIImage`: a picture from the app's resources (`UIImage(named:)`: a PNG or JPEG beside the
/// app's sources, `@2x`/`@3x` or in an asset catalog's image set), an SF Symbol
/// (`UIImage(systemName:)`, drawn as its Material Icons stand-in), or a name the resources lack —
/// kept, with a console line, and drawn as a grey placeholder (UIKit answers nil; a report's
/// code often names images it does not ship).
public final class UIImage: @unchecked Sendable {
    public let name: String
    /// What VoiceOver would read of it: kept.
    public var accessibilityLabel: String?
    public var isAccessibilityElement = false
    /// The size in points: the file's pixels over its scale.
    public let size: CGSize
    public let scale: CGFloat
    let source: DrawnImage.Source
    public private(set) var renderingMode = RenderingMode.automatic
    /// A symbol image's configuration: its point size, weight and scale.
    public private(set) var symbolConfiguration: SymbolConfiguration?
    /// Whether it is an SF Symbol's image.
    public var isSymbolImage: Bool { if case .symbol = source { true } else { false } }

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

    /// An SF Symbol, drawn as its Material Icons stand-in (`SymbolCatalog`), at a body-style
    /// symbol's size. A name with no stand-in answers nil, as UIKit does for a name it does not
    /// know, and is named once in the console.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        let symbol = configuration as? SymbolConfiguration
        guard let glyph = SymbolCatalog.glyph(named: name, weight: Double(symbol?.resolvedWeight.rawValue ?? 0)) else {
            if let context = AppContext.current, context.reportOnce("missing symbol \(name)") {
                context.log("ScrollReel: no SF Symbol named \"\(name)\" is drawn (ScrollReel draws \(SymbolCatalog.count) of them); UIImage(systemName:) answers nil")
            }
            return nil
        }
        let side = CGFloat(SymbolCatalog.side(pointSize: Double(symbol?.resolvedPointSize ?? 17), scaleFactor: symbol?.scale.sizeFactor ?? 1))
        self.init(name: name, size: CGSize(width: side, height: side), scale: 1, source: .symbol(glyph, side: side))
        symbolConfiguration = symbol
    }

    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// `UIImage.Configuration`: what an image is asked to look like.
    public class Configuration: @unchecked Sendable {
        init() {}
    }

    /// `UIImage.SymbolConfiguration`: a symbol's point size (or the text style it takes it from),
    /// weight and scale; what it leaves unset comes from the configuration it is applied to.
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        public let pointSize: CGFloat?
        public let weight: UIFont.Weight?
        public let scale: Scale
        let textStyle: UIFont.TextStyle?

        /// Every field, each of which may be left unset.
        init(pointSize: CGFloat?, weight: UIFont.Weight?, scale: Scale, textStyle: UIFont.TextStyle? = nil) {
            (self.pointSize, self.weight, self.scale, self.textStyle) = (pointSize, weight, scale, textStyle)
        }

        public convenience init(pointSize: CGFloat, weight: UIFont.Weight = .regular, scale: Scale = .default) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }

        public convenience init(weight: UIFont.Weight) { self.init(pointSize: nil, weight: weight, scale: .default) }
        public convenience init(scale: Scale) { self.init(pointSize: nil, weight: nil, scale: scale) }
        public convenience init(textStyle: UIFont.TextStyle, scale: Scale = .default) {
            self.init(pointSize: nil, weight: nil, scale: scale, textStyle: textStyle)
        }
        public convenience init(font: UIFont, scale: Scale = .default) {
            self.init(pointSize: font.pointSize, weight: font.weight, scale: scale)
        }

        /// `.unspecified`: a configuration that sets nothing.
        public static var unspecified: SymbolConfiguration { SymbolConfiguration(pointSize: nil, weight: nil, scale: .unspecified) }

        /// This configuration with what `other` sets put over it.
        public func applying(_ other: Configuration?) -> SymbolConfiguration {
            guard let other = other as? SymbolConfiguration else { return self }
            let style = other.pointSize == nil ? other.textStyle ?? textStyle : nil
            return SymbolConfiguration(pointSize: other.pointSize ?? (other.textStyle == nil ? pointSize : nil),
                                       weight: other.weight ?? weight,
                                       scale: other.scale == .default || other.scale == .unspecified ? scale : other.scale,
                                       textStyle: style)
        }

        /// The point size the symbol is drawn at: the one given, its text style's, else Body's 17.
        var resolvedPointSize: CGFloat {
            pointSize ?? textStyle.map { UIFont.preferredFont(forTextStyle: $0).pointSize } ?? 17
        }

        /// The weight it is drawn at: the one given, else its text style's (Headline is semibold).
        var resolvedWeight: UIFont.Weight {
            weight ?? (textStyle.map { UIFont.preferredFont(forTextStyle: $0).weight } ?? .regular)
        }

        /// `UIImage.SymbolScale`.
        public enum Scale: Int, Sendable {
            case `default` = -1, unspecified, small, medium, large

            /// The scale's size against medium's: small about 20 % smaller, large about 30 % larger
            /// (Apple's documentation of `NSImage.SymbolScale`).
            var sizeFactor: Double {
                switch self {
                case .small: 0.8
                case .large: 1.3
                default: 1
                }
            }
        }
    }

    /// A symbol image drawn with `configuration` applied over its own; any other image as it is.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard isSymbolImage else { return self }
        let applied = (symbolConfiguration ?? .unspecified).applying(configuration)
        guard let copy = UIImage(systemName: name, withConfiguration: applied) else { return self }
        copy.renderingMode = renderingMode
        return copy
    }

    /// `applyingSymbolConfiguration(_:)`: nil for an image that is not a symbol, as UIKit answers.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        isSymbolImage ? withConfiguration(configuration) : nil
    }

    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        let copy = UIImage(name: name, size: size, scale: scale, source: source)
        copy.renderingMode = renderingMode
        copy.symbolConfiguration = symbolConfiguration
        return copy
    }

    public func withTintColor(_ color: UIColor) -> UIImage { self }
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { withRenderingMode(renderingMode) }

    /// `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
}

extension UIImage: _ExpressibleByImageLiteral {}

/// Images are equal when they hold the same picture at the same size and scale, drawn the same
/// way (UIKit docs: `isEqual(_:)` compares the image data).
extension UIImage: Hashable {
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs === rhs || (lhs.source == rhs.source && lhs.size == rhs.size && lhs.scale == rhs.scale && lhs.renderingMode == rhs.renderingMode)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(size.width)
        hasher.combine(size.height)
    }
}
