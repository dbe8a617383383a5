public import Foundation
public import ReelLayout

/// `UILabel` as a view's code sets it up: the scene draws its text in its frame, at its font's
/// size, colour and alignment.
open class UILabel: UIView, TextDrawingView {
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
    /// `textColor`: implicitly unwrapped as UIKit declares it; nil sets the default back.
    open var textColor: UIColor! {
        get { ownTextColor }
        set { ownTextColor = newValue ?? .label }
    }
    private var ownTextColor = UIColor.label
    open var textAlignment = NSTextAlignment.natural
    open var numberOfLines = 1 { didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } } }
    /// The width a label of several lines wraps at for its intrinsic size; 0 (the default):
    /// the width Auto Layout gives it.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// Kept; a line too long for the label ends in "…" (`.byTruncatingTail`, the default).
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail
    /// The text with attributes: its string, and the first run's font, colour and paragraph
    /// style's alignment and line break mode, are what the label draws (one font and colour
    /// per label here).
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set {
            guard let newValue else { text = nil; return }
            if newValue.length > 0 {
                let attributes = newValue.attributes(at: 0, effectiveRange: nil)
                if let font = attributes[.font] as? UIFont { self.font = font }
                if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
                if let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle {
                    textAlignment = paragraph.alignment
                    lineBreakMode = paragraph.lineBreakMode
                }
            }
            text = NSTextAttachment.textWithoutAttachments(newValue.string)
        }
    }
    open var adjustsFontForContentSizeCategory = false
    /// Kept: the text is not shrunk to fit (a line too long is cut as `lineBreakMode` says).
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    open var allowsDefaultTighteningForTruncation = false
    open var baselineAdjustment = UIBaselineAdjustment.alignBaselines
    /// Kept, not drawn: highlighted text, the text's shadow.
    open var highlightedTextColor: UIColor?
    open var isHighlighted = false
    open var shadowColor: UIColor?
    open var shadowOffset = CGSize(width: 0, height: -1)
    open var isEnabled = true

    /// The text's size wrapped to `size.width` (one line unless `numberOfLines` allows more).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text = drawnText, let measure = ViewRuntime.running?.measureText else { return .zero }
        // A width of zero (a label not yet sized, as `sizeToFit()` passes it) limits nothing.
        return measure(text, size.width > 0 ? size.width : .greatestFiniteMagnitude)
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

/// `UIBaselineAdjustment`.
public enum UIBaselineAdjustment: Int, Sendable { case alignBaselines, alignCenters, none }

/// `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
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

