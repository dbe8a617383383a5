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

/// `UIAction`: a menu item or a control's action, with the handler it would run.
open class UIAction: UIMenuElement {
    public let identifier: String?
    public let attributes: Attributes
    public var state = State.off
    public let handler: (UIAction) -> Void

    public init(title: String = "", image: UIImage? = nil, identifier: String? = nil, discoverabilityTitle: String? = nil,
                attributes: Attributes = [], state: State = .off, handler: @escaping (UIAction) -> Void) {
        self.identifier = identifier
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
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
