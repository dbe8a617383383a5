public import Foundation
import ReelLayout

/// `UIFont`: a point size, chosen by text style or system size. The text style's size is the
/// Large category's (Apple's Human Interface Guidelines).
public struct UIFont: Sendable, Hashable {
    public var pointSize: CGFloat
    public var weight: Weight

    public init(pointSize: CGFloat, weight: Weight = .regular) {
        self.pointSize = pointSize
        self.weight = weight
    }

    /// `UIFont.TextStyle`, with its size at the default (Large) category.
    public enum TextStyle: Sendable, Hashable {
        case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2

        var size: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            }
        }
    }

    /// `UIFont.Weight`.
    public enum Weight: Sendable, Hashable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// UIKit's value of the weight (`UIFontWeightBold` is 0.4).
        public var rawValue: CGFloat {
            switch self {
            case .ultraLight: -0.8
            case .thin: -0.6
            case .light: -0.4
            case .regular: 0
            case .medium: 0.23
            case .semibold: 0.3
            case .bold: 0.4
            case .heavy: 0.56
            case .black: 0.62
            }
        }

        /// The bundled face it is drawn in: *our reading* — the light weights in Regular, the
        /// heavy ones in Bold (Inter Regular, Medium, SemiBold and Bold are bundled).
        var drawn: FontWeight {
            switch self {
            case .ultraLight, .thin, .light, .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold, .heavy, .black: .bold
            }
        }
    }

    /// A named font at `size`: drawn in ScrollReel's one UI face (Inter) at that size.
    public init?(name fontName: String, size fontSize: CGFloat) {
        self.init(pointSize: fontSize, weight: fontName.localizedCaseInsensitiveContains("bold") ? .bold : .regular)
    }

    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: weight) }

    /// The text style's font at the user's text size (the script's `contentSizeCategory`),
    /// scaled as the Body style scales (docs/facts.md, "Dynamic Type").
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let category = AppContext.current?.contentSizeCategory ?? .large
        return UIFont(pointSize: category.scaledFontSize(style.size), weight: style == .headline ? .semibold : .regular)
    }

    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }

    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(pointSize: size, weight: weight)
    }

    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(pointSize: size, weight: .bold)
    }

    /// `monospacedSystemFont(ofSize:weight:)` and `monospacedDigitSystemFont(ofSize:weight:)`:
    /// the system font at that size and weight (*our reading*: drawn in the one bundled face,
    /// whose digits are not of one width).
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: size, weight: weight)
    }

    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: size, weight: weight)
    }

    /// `familyNames`: the families a font can be named from — the one ScrollReel bundles.
    public static var familyNames: [String] { [bundledFamily] }

    /// `fontNames(forFamilyName:)`: the bundled family's faces; none for another family.
    public static func fontNames(forFamilyName familyName: String) -> [String] {
        familyName == bundledFamily ? ["Inter-Regular", "Inter-Medium", "Inter-SemiBold", "Inter-Bold"] : []
    }

    /// The family every font is drawn in.
    static let bundledFamily = "Inter"

    /// `fontDescriptor`: its size and, for the bold weights, the bold trait.
    public var fontDescriptor: UIFontDescriptor {
        UIFontDescriptor(pointSize: pointSize, weight: weight)
    }

    /// `UIFont(descriptor:size:)`: the descriptor's font at `size` (its own size when 0).
    public init(descriptor: UIFontDescriptor, size: CGFloat) {
        self.init(pointSize: size > 0 ? size : descriptor.pointSize, weight: descriptor.weight)
    }
}

extension UIFont {
    // The vertical metrics of the face labels are drawn in: Inter's hhea (ascender 2728,
    // descender −680, no line gap, 2816 units per em; docs/facts.md, "Rendering with libgd").

    /// Height above the baseline, in points.
    public var ascender: CGFloat { pointSize * 2728 / 2816 }
    /// Depth below the baseline, negative, as UIKit gives it.
    public var descender: CGFloat { -pointSize * 680 / 2816 }
    public var leading: CGFloat { 0 }
    /// The height of a line of text: what a label's line takes.
    public var lineHeight: CGFloat { ascender - descender + leading }
}

extension UIFont {
    /// UIKit's standard sizes, in points.
    public static var systemFontSize: CGFloat { 14 }
    public static var smallSystemFontSize: CGFloat { 12 }
    public static var labelFontSize: CGFloat { 17 }
    public static var buttonFontSize: CGFloat { 18 }
}

extension UIFont: CustomStringConvertible {
    /// As UIKit prints a font, without the object's address (it would differ every run): its
    /// bundled face, weight, style and size — `font-family: "Inter-Regular"; font-weight:
    /// normal; font-style: normal; font-size: 17.00pt`.
    public var description: String {
        let face = ["Inter-Regular", "Inter-Medium", "Inter-SemiBold", "Inter-Bold"][[FontWeight.regular, .medium, .semibold, .bold].firstIndex(of: weight.drawn) ?? 0]
        let boldness = weight.drawn == .bold ? "bold" : "normal"
        return "<UICTFont> font-family: \"\(face)\"; font-weight: \(boldness); font-style: normal; font-size: \(String(format: "%.2f", Double(pointSize)))pt"
    }
}
