public import Foundation
public import ReelLayout

// Controls an app's screens use that ScrollReel keeps but does not draw yet: their values are
// there for the app's code to read and set.

/// `UITextView`: its text is drawn as a multi-line label inside `textContainerInset` (8 pt
/// above and below) and the text container's 5-pt line padding (UIKit docs for both defaults).
/// With scrolling off it sizes itself like a label: its intrinsic height is its text wrapped at
/// the width it is given, plus the insets.
open class UITextView: ScrollingView, WidthDependentView {
    private let label = UILabel()
    open var text: String! { didSet { label.text = text; if text != oldValue { invalidateIntrinsicContentSize() } } }
    open var font: UIFont? {
        didSet { label.font = font ?? .systemFont(ofSize: 17); if font != oldValue { invalidateIntrinsicContentSize() } }
    }
    open var textColor: UIColor? { didSet { label.textColor = textColor ?? .label } }
    open var textAlignment = NSTextAlignment.natural { didSet { label.textAlignment = textAlignment } }
    /// The text with attributes: its string, and the first run's font and colour, as a label
    /// takes them.
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: text ?? "") }
        set {
            let attributed = newValue ?? NSAttributedString(string: "")
            if attributed.length > 0 {
                let attributes = attributed.attributes(at: 0, effectiveRange: nil)
                if let font = attributes[.font] as? UIFont { self.font = font }
                if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
            }
            text = attributed.string
        }
    }
    open var isEditable = true
    open var isSelectable = true
    open var adjustsFontForContentSizeCategory = false
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { placeLabel() } }
    /// `textContainer.lineFragmentPadding`.
    static let lineFragmentPadding: CGFloat = 5

    public required init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        addSubview(label)
        scrollsItsSubviews = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        label.numberOfLines = 0
        addSubview(label)
        scrollsItsSubviews = false
    }

    open override var frame: CGRect { didSet { placeLabel() } }

    open override var isScrollEnabled: Bool { didSet { invalidateIntrinsicContentSize() } }

    private func placeLabel() {
        let inset = textContainerInset, padding = Self.lineFragmentPadding
        label.frame = CGRect(x: inset.left + padding, y: inset.top, width: max(0, frame.width - inset.left - inset.right - 2 * padding),
                             height: max(0, frame.height - inset.top - inset.bottom))
    }

    /// None while it scrolls; else its text's height at the width layout gave it.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: -1, height: -1) }
        let inset = textContainerInset, padding = Self.lineFragmentPadding
        let width = (engineWidth ?? frame.width) - inset.left - inset.right - 2 * padding
        let text = label.sizeThatFits(CGSize(width: max(1, width), height: .greatestFiniteMagnitude))
        return CGSize(width: -1, height: text.height + inset.top + inset.bottom)
    }
}

/// `UIDatePicker`: its date and mode, kept.
open class UIDatePicker: UIControl, PartlyDrawnView {
    public var undrawnParts: String { "its wheels or calendar (its date is kept)" }
    open var date = Date(timeIntervalSinceReferenceDate: 0)
    open var minimumDate: Date?
    open var maximumDate: Date?
    open var datePickerMode = Mode.dateAndTime
    open var preferredDatePickerStyle = 0
    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    /// `UIDatePicker.Mode`.
    public enum Mode: Int, Sendable { case time, date, dateAndTime, countDownTimer }
}

/// `UIPageControl`: its pages and current page, kept; not drawn.
open class UIPageControl: UIControl, PartlyDrawnView {
    public var undrawnParts: String { "its dots (its page is kept)" }
    open var numberOfPages = 0
    open var currentPage = 0
    open var hidesForSinglePage = false
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?
    open var backgroundStyle = BackgroundStyle.automatic
    open var allowsContinuousInteraction = true
    open var preferredIndicatorImage: UIImage?

    /// `UIPageControl.BackgroundStyle`.
    public enum BackgroundStyle: Int, Sendable { case automatic, prominent, minimal }
}

/// `UIProgressView`: its progress, kept; not drawn.
open class UIProgressView: View, PartlyDrawnView {
    public var undrawnParts: String { "its track and bar (its progress is kept)" }
    open var progress: Float = 0
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor?
    open var progressViewStyle = Style.default

    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    open func setProgress(_ progress: Float, animated: Bool) { self.progress = min(max(progress, 0), 1) }

    /// `UIProgressView.Style`.
    public enum Style: Int, Sendable { case `default`, bar }
}

/// `UISlider`: its value and range, kept; not drawn.
open class UISlider: UIControl, PartlyDrawnView {
    public var undrawnParts: String { "its track and thumb (its value is kept)" }
    open var value: Float = 0
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
    open var isContinuous = true
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open func setValue(_ value: Float, animated: Bool) { self.value = min(max(value, minimumValue), maximumValue) }
}

/// `UIStoryboardSegue`: what `prepare(for:sender:)` and an unwind action are given.
open class UIStoryboardSegue {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        (self.identifier, self.source, self.destination) = (identifier, source, destination)
    }
}
