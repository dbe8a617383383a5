public import Foundation
public import ReelLayout

/// `UIControl`: a control's state and what it sends. A touch that lifts inside it sends
/// `.touchUpInside` (and what the control makes of the tap: a button's primary action, a switch's
/// `.valueChanged`), to the targets and `UIAction`s registered for those events, in the order
/// they were added (docs/facts.md, "Controls").
open class UIControl: UIView {
    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center { didSet { setNeedsLayout() } }
    open var contentVerticalAlignment = ContentVerticalAlignment.center
    /// The target–action pairs and the actions, by the events they answer, in the order added.
    private var handlers: [(handler: Handler, events: Event)] = []

    /// What runs for an event: a selector sent to a target, or a `UIAction`.
    private enum Handler {
        case target(Target, Selector)
        case action(UIAction)
    }

    /// A target, held weakly as UIKit holds it (a view controller owns its buttons, not the
    /// other way round); one added as nil sends up the responder chain.
    private struct Target {
        weak var object: AnyObject?
        let isResponderChain: Bool

        init(_ object: AnyObject?) {
            self.object = object
            isResponderChain = object == nil
        }
    }

    public required init(frame: CGRect) {
        super.init(frame: frame)
        isControl = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isControl = true
    }

    /// `init(frame:primaryAction:)`: a control whose primary action runs when it is triggered.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        handlers.append((.target(Target(target as AnyObject?), action), controlEvents))
    }

    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target as AnyObject?
        handlers.removeAll { handler, _ in
            guard case let .target(registered, selector) = handler else { return false }
            return (object == nil || registered.object === object) && (action == nil || selector == action)
        }
    }

    /// `addAction(_:for:)`: `action`'s handler runs for the events.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        handlers.append((.action(action), controlEvents))
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        handlers.removeAll { if case .action(let registered) = $0.handler { registered === action } else { false } }
    }

    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        handlers.removeAll { if case .action(let registered) = $0.handler { registered.identifier == actionIdentifier } else { false } }
    }

    /// The targets added, once each (`allTargets`).
    public var allTargets: Set<AnyHashable> {
        Set(handlers.compactMap { if case let .target(target, _) = $0.handler, let object = target.object { AnyHashable(ObjectIdentifier(object)) } else { nil } })
    }

    public var allControlEvents: Event { handlers.reduce(Event()) { $0.union($1.events) } }

    /// The action names added for `target` and `controlEvent`.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target as AnyObject?
        let names = handlers.compactMap { handler, events -> String? in
            guard events.contains(controlEvent), case let .target(registered, selector) = handler, registered.object === object else { return nil }
            return selector.name
        }
        return names.isEmpty ? nil : names
    }

    /// `sendActions(for:)`: every target–action and `UIAction` registered for one of the events
    /// runs, in the order added.
    open func sendActions(for controlEvents: Event) {
        sendActions(for: controlEvents, with: nil)
    }

    /// `sendAction(_:to:for:)`: sends one action, a nil target up the responder chain.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    /// `sendAction(_:)`: runs a `UIAction` with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    private func sendActions(for controlEvents: Event, with event: UIEvent?) {
        for (handler, events) in handlers where !events.intersection(controlEvents).isEmpty {
            switch handler {
            case let .target(target, selector):
                // A target that is gone receives nothing; a nil one means the responder chain.
                guard target.isResponderChain || target.object != nil else { continue }
                sendAction(selector, to: target.object, for: event)
            case .action(let action):
                sendAction(action)
            }
        }
    }

    // MARK: - Touches

    /// A finger down on the control highlights it (`.touchDown`).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return super.touchesBegan(touches, with: event) }
        isHighlighted = true
        sendActions(for: .touchDown, with: event)
    }

    /// The finger lifts inside the control: `.touchUpInside`, then what the control makes of a tap
    /// (``tapped(with:)``).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return super.touchesEnded(touches, with: event) }
        isHighlighted = false
        let inside = touches.first.map { bounds.contains($0.location(in: self)) } ?? false
        guard inside else { return sendActions(for: .touchUpOutside, with: event) }
        sendActions(for: .touchUpInside, with: event)
        tapped(with: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
        sendActions(for: .touchCancel, with: event)
    }

    /// What a tap does after `.touchUpInside`: a button triggers its primary action; a switch
    /// flips and sends `.valueChanged`.
    open func tapped(with event: UIEvent?) {}

    /// Sends `.primaryActionTriggered`: the primary action and what is registered for it.
    package func triggerPrimaryAction(with event: UIEvent?) {
        sendActions(for: .primaryActionTriggered, with: event)
    }

    /// Sends `.valueChanged`.
    package func sendValueChanged(with event: UIEvent?) {
        sendActions(for: .valueChanged, with: event)
    }

    /// `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// `UIControl.Event`, with UIKit's raw values.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// `UIControl.ContentHorizontalAlignment`.
    public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
    /// `UIControl.ContentVerticalAlignment`.
    public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }
}

/// `UIButton`: its title for the current state is drawn as a label (centred, in the tint
/// colour); images are kept, not drawn.
open class UIButton: UIControl {
    public private(set) var buttonType: ButtonType
    private var titles = ControlStateValues<String>()
    private var attributedTitles = ControlStateValues<NSAttributedString>()
    private var titleColors = ControlStateValues<UIColor>()
    private var images = ControlStateValues<UIImage>()
    /// The attributed title the label shows, if any.
    private var shownAttributedTitle: NSAttributedString?
    private let label = UILabel()
    private let picture = UIImageView()
    open override var tintColor: UIColor! { didSet { refresh() } }
    open var configuration: AnyObject?
    /// `contentEdgeInsets`: space around the image and title, added to the intrinsic size.
    open var contentEdgeInsets = UIEdgeInsets.zero { didSet { invalidateIntrinsicContentSize(); setNeedsLayout() } }
    /// `titleEdgeInsets`, `imageEdgeInsets`: each moves its part by half the difference of its
    /// opposite insets, its size kept (*our reading* of UIKit's centred content).
    open var titleEdgeInsets = UIEdgeInsets.zero { didSet { setNeedsLayout() } }
    open var imageEdgeInsets = UIEdgeInsets.zero { didSet { setNeedsLayout() } }

    /// A convenience, as UIKit's `buttonWithType:` is: a subclass that overrides
    /// `init(frame:)` and `init(coder:)` inherits it and `UIButton()`, as on iOS.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
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

    /// `UIButton(type:primaryAction:)`.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if title(for: .normal) == nil, !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        }
    }

    /// A tap triggers the button's primary action (`.primaryActionTriggered` follows
    /// `.touchUpInside`).
    open override func tapped(with event: UIEvent?) {
        triggerPrimaryAction(with: event)
    }

    private func setUp() {
        label.textAlignment = .center
        // A button's title is 15-pt system text (Interface Builder's and code's default).
        label.font = .systemFont(ofSize: 15)
        addSubview(picture)
        addSubview(label)
        // The tint is inherited: one an ancestor takes after the title was set (a storyboard's
        // Global Tint) shows when the button is drawn, as UIKit's tintColorDidChange gives it.
        drawingUpdate = { [unowned self] in updateTitleColor() }
    }

    /// The image's size beside the title's with 6 pt above and below: 30 pt tall for the
    /// default 15-pt title; an image alone, its own size (*our reading* of UIKit's system
    /// button; docs/facts.md, "Auto Layout").
    open override var intrinsicContentSize: CGSize {
        let title = label.intrinsicContentSize, image = picture.image?.size ?? .zero
        let insets = contentEdgeInsets
        guard title.width > 0 else {
            let alone = image == .zero ? CGSize(width: 30, height: 30) : image
            return CGSize(width: alone.width + insets.left + insets.right, height: alone.height + insets.top + insets.bottom)
        }
        return CGSize(width: title.width + image.width + insets.left + insets.right,
                      height: max(title.height + 12, image.height) + insets.top + insets.bottom)
    }

    /// The image and the title side by side, centred — or at the leading or trailing edge, as
    /// `contentHorizontalAlignment` says.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let title = label.text == nil ? .zero : label.intrinsicContentSize, image = picture.image?.size ?? .zero
        let content = bounds.inset(by: contentEdgeInsets)
        let spare = content.width - title.width - image.width
        let offset: CGFloat = switch contentHorizontalAlignment {
        case .left, .leading, .fill: 0
        case .right, .trailing: max(0, spare.rounded())
        case .center: max(0, (spare / 2).rounded())
        }
        let start = content.minX + offset
        picture.frame = CGRect(x: start, y: content.minY + ((content.height - image.height) / 2).rounded(), width: image.width, height: image.height)
            .offsetBy(dx: (imageEdgeInsets.left - imageEdgeInsets.right) / 2, dy: (imageEdgeInsets.top - imageEdgeInsets.bottom) / 2)
        // The title as wide as it is (centred with the image), cut at the button's edge.
        label.frame = (title == .zero ? content
            : CGRect(x: start + image.width, y: content.minY, width: min(title.width, content.maxX - start - image.width), height: content.height))
            .offsetBy(dx: (titleEdgeInsets.left - titleEdgeInsets.right) / 2, dy: (titleEdgeInsets.top - titleEdgeInsets.bottom) / 2)
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
        titles[state] = title
        refresh()
    }

    open func title(for state: State) -> String? { titles.shown(in: state) }

    /// `setAttributedTitle(_:for:)`: shown in place of the plain title, in its own font and colour.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state] = title
        refresh()
    }

    open func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles.shown(in: state)
    }

    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state] = color
        refresh()
    }

    open func setImage(_ image: UIImage?, for state: State) {
        images[state] = image
        refresh()
    }
    open func image(for state: State) -> UIImage? { images.shown(in: state) }

    /// Setting the title or image it already shows asks for no new layout.
    private func refresh() {
        let attributed = attributedTitle(for: state)
        let title = attributed?.string ?? title(for: state), image = image(for: state)
        if title != label.text || image !== picture.image || attributed !== shownAttributedTitle {
            if let attributed { label.attributedText = attributed } else { label.text = title }
            shownAttributedTitle = attributed
            picture.image = image
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
        updateTitleColor()
    }

    private func updateTitleColor() {
        guard attributedTitle(for: state) == nil else { return }
        label.textColor = titleColors.shown(in: state) ?? tintColor ?? .systemBlue
    }

    /// `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close = 7 }
}
