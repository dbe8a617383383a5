public import Foundation
public import ReelLayout

/// `UITextField`: its text is drawn as a label (the placeholder in the placeholder colour when
/// empty), after its left view; no text is ever typed.
open class UITextField: UIControl {
    private let label = UILabel()
    open var text: String? { didSet { refresh() } }
    open var placeholder: String? { didSet { refresh() } }
    /// `background`, `disabledBackground`: images behind the text; kept, not drawn.
    open var background: UIImage?
    open var disabledBackground: UIImage?
    open var font: UIFont? { didSet { refresh() } }
    open var textColor: UIColor? { didSet { refresh() } }
    open var textAlignment = NSTextAlignment.natural { didSet { label.textAlignment = textAlignment } }
    /// Its border: a rounded rect draws a white field with a light grey hairline and 5-pt
    /// corners, the text 7 pt in; a line draws a black one (*our reading* of iOS 13–17).
    open var borderStyle = BorderStyle.none { didSet { drawBorder() } }
    open var clearButtonMode = ViewMode.never
    /// Whether the text shrinks to fit the field, down to `minimumFontSize`: the field's label
    /// is told, and does what a label does with it.
    open var adjustsFontSizeToFitWidth: Bool {
        get { label.adjustsFontSizeToFitWidth }
        set { label.adjustsFontSizeToFitWidth = newValue }
    }
    open var minimumFontSize: CGFloat = 0
    /// A view before the text (a search field's magnifying glass), shown as `leftViewMode` says.
    open var leftView: UIView? {
        didSet {
            guard leftView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let leftView { addSubview(leftView) }
            placeLabel()
        }
    }
    open var leftViewMode = ViewMode.never { didSet { placeLabel() } }
    /// Kept; not drawn.
    open var rightView: UIView?
    open var rightViewMode = ViewMode.never
    open var keyboardAppearance = UIKeyboardAppearance.default
    /// The keyboard's settings (UITextInputTraits): kept, as no keyboard shows.
    open var keyboardType = UIKeyboardType.default
    open var returnKeyType = UIReturnKeyType.default
    open var autocorrectionType = UITextAutocorrectionType.default
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var spellCheckingType = UITextSpellCheckingType.default
    open var smartQuotesType = UITextSmartQuotesType.default
    open var smartDashesType = UITextSmartDashesType.default
    open var textContentType: UITextContentType?
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false

    // MARK: - Positions in the text (UITextInput)

    /// The selection: the whole text's end until the app sets one (nothing is typed here).
    open var selectedTextRange: UITextRange?
    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    public var endOfDocument: UITextPosition { UITextPosition(offset: (text ?? "").count) }

    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        UITextRange(start: fromPosition, end: toPosition)
    }

    /// The position `offset` characters on; nil outside the text.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let moved = position.offset + offset
        return (0...(text ?? "").count).contains(moved) ? UITextPosition(offset: moved) : nil
    }

    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }

    public func text(in range: UITextRange) -> String? {
        let characters = Array(text ?? "")
        guard range.start.offset >= 0, range.end.offset <= characters.count, range.start.offset <= range.end.offset else { return nil }
        return String(characters[range.start.offset..<range.end.offset])
    }
    open weak var delegate: UITextFieldDelegate?

    public required init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(label)
    }

    open override var frame: CGRect { didSet { placeLabel() } }

    /// The text inside the border's inset, after the left view when it shows.
    final func placeLabel() {
        let inset: CGFloat = borderStyle == .none ? 0 : Self.textInset
        var start = inset
        if let leftView, leftViewMode == .always || leftViewMode == .unlessEditing {
            let size = leftView.frame.size == .zero ? leftView.intrinsicContentSize : leftView.frame.size
            leftView.frame = CGRect(x: leftViewInset, y: ((frame.height - size.height) / 2).rounded(), width: max(0, size.width),
                                    height: max(0, size.height))
            start = leftView.frame.maxX + textGapAfterLeftView
        }
        label.frame = CGRect(x: start, y: 0, width: max(0, frame.width - start - inset), height: frame.height)
    }

    /// Where the left view starts, and the gap after it (a search field's differ).
    final var leftViewInset: CGFloat = 0
    final var textGapAfterLeftView: CGFloat = 0

    private func drawBorder() {
        switch borderStyle {
        case .none:
            layer.borderWidth = 0
            layer.cornerRadius = 0
        case .line:
            (layer.borderWidth, layer.borderColor, layer.cornerRadius) = (1, .black, 0)
        case .bezel:
            (layer.borderWidth, layer.borderColor, layer.cornerRadius) = (1, UIColor.systemGray.cgColor, 0)
        case .roundedRect:
            (layer.borderWidth, layer.borderColor, layer.cornerRadius) = (0.5, UIColor.systemGray4.cgColor, 5)
            if backgroundColor == nil { backgroundColor = .systemBackground }
        }
        placeLabel()
    }

    /// A bordered field's text inset, and a rounded rect's height for a 17-pt font.
    static let textInset: CGFloat = 7
    static let roundedRectHeight: CGFloat = 34

    open override var intrinsicContentSize: CGSize {
        let text = label.intrinsicContentSize
        guard borderStyle == .roundedRect else { return text }
        return CGSize(width: text.width + 2 * Self.textInset, height: max(Self.roundedRectHeight, text.height))
    }

    private func refresh() {
        let empty = (text ?? "").isEmpty
        label.text = empty ? placeholder : text
        label.font = font ?? .systemFont(ofSize: 17)
        label.textColor = empty ? .tertiaryLabel : (textColor ?? .label)
        invalidateIntrinsicContentSize()
    }

    /// `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    /// `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
}

/// `UIKeyboardAppearance`: kept (no keyboard shows).
public enum UIKeyboardAppearance: Int, Sendable { case `default`, dark, light }

extension UITextField {
    /// The notifications a text field posts as it is edited (no text is typed here).
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
}

/// `UITextFieldDelegate`: every method optional, as in UIKit. No text is typed here, so only
/// what the app calls itself reaches it.
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
