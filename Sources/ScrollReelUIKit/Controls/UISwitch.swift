public import Foundation
public import ReelLayout

/// `UISwitch`: 51 × 31 pt whatever its frame says, as UIKit's; drawn as iOS 13–17 draws it — a
/// rounded track, green (`onTintColor`) when on and light grey when off, and a white 27-pt
/// knob with a soft shadow at the end its value puts it (UIKit docs for the size; the colours
/// are the system's green and `systemGray5`).
open class UISwitch: UIControl {
    open var isOn = false { didSet { setNeedsLayout() } }
    open var onTintColor: UIColor? { didSet { setNeedsLayout() } }
    open var thumbTintColor: UIColor? { didSet { setNeedsLayout() } }
    private let track = UIView()
    private let knob = UIView()

    public static let size = CGSize(width: 51, height: 31)

    public required init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        track.layer.cornerRadius = Self.size.height / 2
        knob.layer.cornerRadius = 27 / 2
        knob.layer.shadowColor = .black
        knob.layer.shadowOpacity = 0.2
        knob.layer.shadowRadius = 2
        knob.layer.shadowOffset = CGSize(width: 0, height: 2)
        addSubview(track)
        addSubview(knob)
        layoutSubviews()
    }

    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// A tap flips the switch, then sends `.valueChanged` (and its primary action). *Our
    /// reading:* the knob is drawn at its new end at once, where UIKit slides it over 0.25 s.
    open override func tapped(with event: UIEvent?) {
        setOn(!isOn, animated: true)
        sendValueChanged(with: event)
        triggerPrimaryAction(with: event)
    }

    /// UIKit keeps a switch at its size: a frame of another size keeps its origin.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.size) }
    }

    open override var intrinsicContentSize: CGSize { Self.size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    open override func layoutSubviews() {
        super.layoutSubviews()
        track.frame = CGRect(origin: .zero, size: Self.size)
        track.backgroundColor = isOn ? onTintColor ?? .systemGreen : .systemGray5
        knob.backgroundColor = thumbTintColor ?? .white
        knob.frame = CGRect(x: isOn ? Self.size.width - 29 : 2, y: 2, width: 27, height: 27)
    }
}
