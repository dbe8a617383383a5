import Foundation

/// `UIMenuElement`: a menu's action or submenu. Menus appear on a long press, which scripts do
/// not make: kept, never shown.
open class UIMenuElement {
    public let title: String
    public let image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }
}

/// `UIMenu`: a titled list of elements.
open class UIMenu: UIMenuElement {
    public let identifier: String?
    public let options: Options
    public let children: [UIMenuElement]

    public init(title: String = "", image: UIImage? = nil, identifier: String? = nil, options: Options = [],
                children: [UIMenuElement] = []) {
        self.identifier = identifier
        self.options = options
        self.children = children
        super.init(title: title, image: image)
    }

    /// `UIMenu.Options`.
    public struct Options: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
    }
}

/// `UIAction`: a menu item or a control's action, with the handler it runs — when its control is
/// triggered (`addAction(_:for:)`, `primaryAction`), or its bar button item is tapped.
open class UIAction: UIMenuElement {
    public let identifier: Identifier
    public let attributes: Attributes
    public var state = State.off
    public let handler: (UIAction) -> Void
    /// The control or item that sent the action, while its handler runs.
    public private(set) var sender: Any?

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: Attributes = [], state: State = .off, handler: @escaping (UIAction) -> Void) {
        self.identifier = identifier ?? Identifier(rawValue: "")
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler with `sender` as the action's sender; a disabled action does nothing.
    package func perform(sender: Any?) {
        guard !attributes.contains(.disabled) else { return }
        self.sender = sender
        handler(self)
        self.sender = nil
    }

    /// `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral rawValue: String) { self.rawValue = rawValue }
    }

    /// `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    /// `UIMenuElement.State`.
    public enum State: Int, Sendable { case off, on, mixed }
}

/// `UIContextMenuConfiguration`: what a long press on a cell would show; kept, never shown.
open class UIContextMenuConfiguration {
    public let identifier: AnyObject?
    public let previewProvider: (() -> UIViewController?)?
    public let actionProvider: (([UIMenuElement]) -> UIMenu?)?

    public init(identifier: AnyObject? = nil, previewProvider: (() -> UIViewController?)? = nil,
                actionProvider: (([UIMenuElement]) -> UIMenu?)? = nil) {
        self.identifier = identifier
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}
