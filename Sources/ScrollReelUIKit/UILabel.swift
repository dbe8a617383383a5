public import Foundation
public import ReelLayout

/// `UILabel` as a view's code sets it up: the scene draws its text in its frame, at its font's
/// size, colour and alignment.
open class UILabel: View, TextDrawingView {
    open var text: String? { didSet { if text != oldValue { invalidateIntrinsicContentSize() } } }
    /// Off by default, as UIKit's: a touch on it goes to the view under it (an app that puts a
    /// gesture recogniser on one turns it on).
    open override var isUserInteractionEnabled: Bool {
        get { takesTouches }
        set { takesTouches = newValue }
    }
    private var takesTouches = false
    /// Setting the font it has changes nothing (a `layoutSubviews` that sets it each pass asks
    /// for no new layout, as on iOS).
    open var font: UIFont! = UIFont.preferredFont(forTextStyle: .body) {
        didSet { if font != oldValue { invalidateIntrinsicContentSize() } }
    }
    open var textColor = UIColor.label
    open var textAlignment = NSTextAlignment.natural
    open var numberOfLines = 1 { didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } } }
    /// The width a label of several lines wraps at for its intrinsic size; 0 (the default):
    /// the width Auto Layout gives it.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// Kept; a line too long for the label ends in "…" (`.byTruncatingTail`, the default).
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail
    /// The text with attributes: its string, and the first run's font and colour, are what
    /// the label draws (one font and colour per label here).
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set {
            guard let newValue else { text = nil; return }
            if newValue.length > 0 {
                let attributes = newValue.attributes(at: 0, effectiveRange: nil)
                if let font = attributes[.font] as? UIFont { self.font = font }
                if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
            }
            text = newValue.string
        }
    }
    open var adjustsFontForContentSizeCategory = false
    open var adjustsFontSizeToFitWidth = false

    /// The text's size wrapped to `size.width` (one line unless `numberOfLines` allows more).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text = drawnText, let measure = ViewRuntime.running?.measureText else { return .zero }
        return measure(text, size.width)
    }

    /// The text's size on one line, or, for several, wrapped at `preferredMaxLayoutWidth` or
    /// the width the engine last gave the label (UIKit's two-pass layout of such labels).
    open override var intrinsicContentSize: CGSize {
        var width = CGFloat.greatestFiniteMagnitude
        if numberOfLines != 1 { width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : engineWidth ?? width }
        return sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    }

    public var drawnText: DrawnText? {
        guard let text, !text.isEmpty else { return nil }
        let alignment: DrawnText.Alignment = switch textAlignment {
        case .left, .justified: .left
        case .center: .center
        case .right: .right
        case .natural: .natural
        }
        return DrawnText(text: text, pointSize: font.pointSize, color: textColor, alignment: alignment, numberOfLines: numberOfLines,
                          lineBreakMode: lineBreakMode, weight: font.weight.drawn)
    }
}

/// `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

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
}

/// `NSLineBreakMode` (UIKit's, from its text system).
public typealias NSLineBreakMode = LineBreakMode

/// `UIFontMetrics`: a custom font or value scaled to the user's text size, as a text style's is.
public struct UIFontMetrics: Sendable {
    public let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    public static let `default` = UIFontMetrics(forTextStyle: .body)

    public func scaledFont(for font: UIFont) -> UIFont {
        font.withSize(scaledValue(for: font.pointSize))
    }

    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.withSize(min(scaledValue(for: font.pointSize), maximumPointSize))
    }

    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font)
    }

    /// `value` written for the default text size, at the user's.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        (AppContext.current?.contentSizeCategory ?? .large).scaledFontSize(value)
    }
}

