public import Foundation
public import ReelLayout

/// `UIControl`: a control's state and its targets. Targets are kept, not sent — an action is a
/// selector, and Linux has no Objective-C runtime to send it; a tap on a control does nothing.
open class UIControl: View {
    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center
    private(set) var targets: [(target: AnyObject?, action: Selector, events: Event)] = []

    public required init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        targets.append((target as AnyObject?, action, controlEvents))
    }

    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        targets.removeAll { $0.target === (target as AnyObject?) && (action == nil || $0.action == action) }
    }

    open func sendActions(for controlEvents: Event) {}

    /// `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    /// `UIControl.Event`.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// `UIControl.ContentHorizontalAlignment`.
    public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
}

/// `UIButton`: its title for the current state is drawn as a label (centred, in the tint
/// colour); images are kept, not drawn.
open class UIButton: UIControl {
    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private let label = UILabel()
    private let picture = UIImageView()
    open override var tintColor: UIColor! { didSet { refresh() } }
    open var configuration: AnyObject?

    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        setUp()
    }

    public required init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        buttonType = .system
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        label.textAlignment = .center
        // A button's title is 15-pt system text (Interface Builder's and code's default).
        label.font = .systemFont(ofSize: 15)
        addSubview(picture)
        addSubview(label)
    }

    /// The image's size beside the title's with 6 pt above and below: 30 pt tall for the
    /// default 15-pt title; an image alone, its own size (*our reading* of UIKit's system
    /// button; docs/facts.md, "Auto Layout").
    open override var intrinsicContentSize: CGSize {
        let title = label.intrinsicContentSize, image = picture.image?.size ?? .zero
        guard title.width > 0 else { return image == .zero ? CGSize(width: 30, height: 30) : image }
        return CGSize(width: title.width + image.width, height: max(title.height + 12, image.height))
    }

    /// The image and the title side by side, centred.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let title = label.text == nil ? .zero : label.intrinsicContentSize, image = picture.image?.size ?? .zero
        let start = ((bounds.width - title.width - image.width) / 2).rounded()
        picture.frame = CGRect(x: start, y: ((bounds.height - image.height) / 2).rounded(), width: image.width, height: image.height)
        label.frame = title == .zero ? CGRect(origin: .zero, size: bounds.size)
            : CGRect(x: start + image.width, y: 0, width: bounds.width - start - image.width, height: bounds.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The label showing the title.
    public var titleLabel: UILabel? { label }
    public var currentTitle: String? { title(for: state) }
    public var imageView: UIImageView? { picture }

    /// The state whose title shows.
    public var state: State {
        var state = State.normal
        if isSelected { state.insert(.selected) }
        if !isEnabled { state.insert(.disabled) }
        return state
    }

    open override var isSelected: Bool { didSet { refresh() } }
    open override var isEnabled: Bool { didSet { refresh() } }
    open override var frame: CGRect { didSet { layoutSubviews() } }

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        refresh()
    }

    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        refresh()
    }

    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        refresh()
    }
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }

    private func refresh() {
        label.text = title(for: state)
        picture.image = image(for: state)
        setNeedsLayout()
        invalidateIntrinsicContentSize()
        label.textColor = titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] ?? tintColor ?? .systemBlue
    }

    /// `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close = 7 }
}
