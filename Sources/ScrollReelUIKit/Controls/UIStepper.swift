public import Foundation
public import ReelLayout

/// `UIStepper`: a value stepped by its − and + halves, between `minimumValue` and
/// `maximumValue` (UIKit docs: 0, 100, a step of 1, not wrapping). Drawn as iOS 13–17 draw it:
/// a 94 × 32 rounded grey track split by a hairline, the − and + glyphs in the label colour, a
/// half that can step no further in the tertiary label colour (docs/facts.md, "Controls").
open class UIStepper: UIControl {
    /// `value`, held between the minimum and the maximum.
    open var value: Double = 0 {
        didSet {
            let held = min(max(value, minimumValue), maximumValue)
            if held != value { value = held }
            if value != oldValue { setNeedsLayout() }
        }
    }

    /// `minimumValue`: a minimum above the maximum raises the maximum to it (UIKit docs).
    open var minimumValue: Double = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = max(value, minimumValue)
            setNeedsLayout()
        }
    }

    /// `maximumValue`: a maximum below the minimum lowers the minimum to it (UIKit docs).
    open var maximumValue: Double = 100 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = min(value, maximumValue)
            setNeedsLayout()
        }
    }

    /// `stepValue`: UIKit raises an exception for a step that is not above zero.
    open var stepValue: Double = 1 {
        didSet {
            if stepValue <= 0 {
                AppContext.current?.raise(.raised(name: "NSInvalidArgumentException", reason: "stepValue must be greater than 0"))
            }
        }
    }

    /// `isContinuous`, `autorepeat`: how a held finger sends values. A reel's tap is one step, so
    /// both are kept.
    open var isContinuous = true
    open var autorepeat = true
    /// `wraps`: a step past one end lands on the other.
    open var wraps = false { didSet { setNeedsLayout() } }

    private var backgroundImages = ControlStateValues<UIImage>()
    private var dividerImages: [String: UIImage] = [:]
    private var incrementImages = ControlStateValues<UIImage>()
    private var decrementImages = ControlStateValues<UIImage>()

    private let track = UIImageView()
    private let divider = UIImageView()
    private let minus = StepperGlyph(plus: false)
    private let plus = StepperGlyph(plus: true)

    /// The stepper's size whatever its frame says: iOS 13–17's (*our reading* of screenshots;
    /// Interface Builder writes 94 × 29, the size before iOS 13).
    public static let size = CGSize(width: 94, height: 32)
    static let cornerRadius: CGFloat = 8

    public required init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        track.layer.cornerRadius = Self.cornerRadius
        track.clipsToBounds = true
        addSubview(track)
        addSubview(divider)
        addSubview(minus)
        addSubview(plus)
        layoutSubviews()
    }

    // MARK: - Images

    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state] = image
        setNeedsLayout()
    }

    open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages[state] }

    open func setDividerImage(_ image: UIImage?, forLeftSegmentState left: UIControl.State, rightSegmentState right: UIControl.State) {
        dividerImages["\(left.rawValue)-\(right.rawValue)"] = image
        setNeedsLayout()
    }

    open func dividerImage(forLeftSegmentState left: UIControl.State, rightSegmentState right: UIControl.State) -> UIImage? {
        dividerImages["\(left.rawValue)-\(right.rawValue)"]
    }

    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        incrementImages[state] = image
        setNeedsLayout()
    }

    open func incrementImage(for state: UIControl.State) -> UIImage? { incrementImages[state] }

    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        decrementImages[state] = image
        setNeedsLayout()
    }

    open func decrementImage(for state: UIControl.State) -> UIImage? { decrementImages[state] }

    // MARK: - Stepping

    /// Whether the + half can step: below the maximum, or wrapping.
    var canIncrement: Bool { isEnabled && (wraps || value < maximumValue) }
    /// Whether the − half can step: above the minimum, or wrapping.
    var canDecrement: Bool { isEnabled && (wraps || value > minimumValue) }

    /// One step up or down; past an end, the other end when wrapping (UIKit docs for `wraps`).
    func step(up: Bool) {
        let next = value + (up ? stepValue : -stepValue)
        if next > maximumValue {
            value = wraps ? minimumValue : maximumValue
        } else if next < minimumValue {
            value = wraps ? maximumValue : minimumValue
        } else {
            value = next
        }
    }

    /// A tap on a half that can step steps once and sends `.valueChanged`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        defer { super.touchesEnded(touches, with: event) }
        guard let touch = touches.first else { return }
        let point = touch.location(in: self)
        guard bounds.contains(point) else { return }
        let up = point.x >= bounds.midX
        guard up ? canIncrement : canDecrement else { return }
        let before = value
        step(up: up)
        if value != before { sendValueChanged(with: event) }
    }

    // MARK: - Size and drawing

    /// UIKit keeps a stepper at its size: a frame of another size keeps its origin.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.size) }
    }

    open override var intrinsicContentSize: CGSize { Self.size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let state: UIControl.State = isEnabled ? .normal : .disabled
        track.frame = CGRect(origin: .zero, size: Self.size)
        track.image = backgroundImages.shown(in: state)
        track.backgroundColor = track.image == nil ? .tertiarySystemFill : nil
        let half = Self.size.width / 2
        let leftState: UIControl.State = canDecrement ? .normal : .disabled
        let rightState: UIControl.State = canIncrement ? .normal : .disabled
        divider.image = dividerImages["\(leftState.rawValue)-\(rightState.rawValue)"]
            ?? dividerImages["\(UIControl.State.normal.rawValue)-\(UIControl.State.normal.rawValue)"]
        let dividerSize = divider.image?.size ?? CGSize(width: 1, height: 18)
        divider.frame = CGRect(x: half - dividerSize.width / 2, y: (Self.size.height - dividerSize.height) / 2,
                               width: dividerSize.width, height: dividerSize.height)
        divider.backgroundColor = divider.image == nil ? .separator : nil
        minus.place(in: CGRect(x: 0, y: 0, width: half, height: Self.size.height), enabled: canDecrement,
                    image: decrementImages.shown(in: leftState))
        plus.place(in: CGRect(x: half, y: 0, width: half, height: Self.size.height), enabled: canIncrement,
                   image: incrementImages.shown(in: rightState))
    }
}

/// A stepper half's glyph: a − or + of 2-pt bars 14 pt long, or the app's image in its place.
private final class StepperGlyph: UIView {
    private let across = UIView()
    private let upright = UIView()
    private let picture = UIImageView()
    private var isPlus = false

    init(plus: Bool) {
        super.init(frame: .zero)
        isPlus = plus
        isUserInteractionEnabled = false
        for bar in [across, upright] {
            bar.layer.cornerRadius = 1
            addSubview(bar)
        }
        addSubview(picture)
    }

    required init(frame: CGRect) { super.init(frame: frame) }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    func place(in rect: CGRect, enabled: Bool, image: UIImage?) {
        frame = rect
        let colour: UIColor = enabled ? .label : .tertiaryLabel
        let length: CGFloat = 14
        across.frame = CGRect(x: (rect.width - length) / 2, y: (rect.height - 2) / 2, width: length, height: 2)
        upright.frame = CGRect(x: (rect.width - 2) / 2, y: (rect.height - length) / 2, width: 2, height: length)
        across.backgroundColor = colour
        upright.backgroundColor = colour
        across.isHidden = image != nil
        upright.isHidden = image != nil || !isPlus
        picture.image = image
        picture.isHidden = image == nil
        let size = image?.size ?? .zero
        picture.frame = CGRect(x: (rect.width - size.width) / 2, y: (rect.height - size.height) / 2,
                               width: size.width, height: size.height)
    }
}
