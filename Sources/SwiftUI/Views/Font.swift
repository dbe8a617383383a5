public import UIKit

/// `Font`: a text style or a system size, with a weight; resolved to the `UIFont` of the same
/// style (so text follows the script's Dynamic Type size, as SwiftUI's does).
public struct Font: Hashable, Sendable {
    enum Size: Hashable, Sendable {
        case style(UIFont.TextStyle)
        case fixed(CGFloat)
    }

    let size: Size
    var weight: Weight?
    var isItalic = false

    public static let largeTitle = Font(size: .style(.largeTitle))
    public static let title = Font(size: .style(.title1))
    public static let title2 = Font(size: .style(.title2))
    public static let title3 = Font(size: .style(.title3))
    public static let headline = Font(size: .style(.headline), weight: .semibold)
    public static let subheadline = Font(size: .style(.subheadline))
    public static let body = Font(size: .style(.body))
    public static let callout = Font(size: .style(.callout))
    public static let footnote = Font(size: .style(.footnote))
    public static let caption = Font(size: .style(.caption1))
    public static let caption2 = Font(size: .style(.caption2))

    // One of each: iOS's SDK has a second overload of each with non-optional parameters, kept
    // apart there by availability; side by side here they would make every call ambiguous.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: .fixed(size), weight: weight)
    }

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(size: .style(style.uiTextStyle), weight: weight ?? (style == .headline ? .semibold : nil))
    }

    /// `custom(_:size:)`: drawn in ScrollReel's one UI face at that size.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(size: .fixed(size), weight: name.localizedCaseInsensitiveContains("bold") ? .bold : nil)
    }

    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        custom(name, size: size)
    }

    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { custom(name, size: fixedSize) }

    public init(_ font: UIFont) {
        size = .fixed(font.pointSize)
        weight = Weight(font.weight)
    }

    init(size: Size, weight: Weight? = nil) {
        self.size = size
        self.weight = weight
    }

    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }
    public func monospacedDigit() -> Font { self }
    public func monospaced() -> Font { self }
    public func smallCaps() -> Font { self }
    public func leading(_ leading: Leading) -> Font { self }

    /// The UIKit font it draws with.
    var uiFont: UIFont {
        var font: UIFont
        switch size {
        case .style(let style): font = UIFont.preferredFont(forTextStyle: style)
        case .fixed(let points): font = UIFont.systemFont(ofSize: points)
        }
        if let weight { font.weight = weight.uiWeight }
        return font
    }

    /// `Font.TextStyle`.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        var uiTextStyle: UIFont.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title1
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption1
            case .caption2: .caption2
            }
        }
    }

    /// `Font.Weight`.
    public struct Weight: Hashable, Sendable {
        let uiWeight: UIFont.Weight

        init(_ weight: UIFont.Weight) { uiWeight = weight }

        public static let ultraLight = Weight(.ultraLight)
        public static let thin = Weight(.thin)
        public static let light = Weight(.light)
        public static let regular = Weight(.regular)
        public static let medium = Weight(.medium)
        public static let semibold = Weight(.semibold)
        public static let bold = Weight(.bold)
        public static let heavy = Weight(.heavy)
        public static let black = Weight(.black)
    }

    /// `Font.Design`: drawn in the one bundled face.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// `Font.Leading`.
    public enum Leading: Hashable, Sendable {
        case standard, tight, loose
    }
}
