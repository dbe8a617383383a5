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
            text = NSTextAttachment.textWithoutAttachments(attributed.string)
        }
    }
    /// `selectedRange`: where the insertion point is — the text's end, as no one edits it here.
    open var selectedRange: NSRange {
        get { ownSelectedRange ?? NSRange(location: (text ?? "").utf16.count, length: 0) }
        set { ownSelectedRange = newValue }
    }
    private var ownSelectedRange: NSRange?
    /// `scrollRangeToVisible(_:)`: the text view shows its text from the top and does not scroll
    /// within it here.
    open func scrollRangeToVisible(_ range: NSRange) {}
    /// The delegate as a text view asks it (`delegate`, a scroll view's, refined).
    var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }
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
    /// `minuteInterval`: the minutes wheel's step, 1 to 30 and dividing 60; another is 1 (UIKit docs).
    open var minuteInterval = 1 { didSet { if !(1...30).contains(minuteInterval) || 60 % minuteInterval != 0 { minuteInterval = 1 } } }
    open var countDownDuration: TimeInterval = 0
    open var locale: Locale?
    open var calendar: Calendar!
    open var timeZone: TimeZone?
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

/// `UIStoryboardSegue`: what `prepare(for:sender:)` and an unwind action are given.
open class UIStoryboardSegue {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        (self.identifier, self.source, self.destination) = (identifier, source, destination)
    }
}
