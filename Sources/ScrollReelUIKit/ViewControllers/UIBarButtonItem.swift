public import Foundation
import ReelLayout
import ReelScenario
package import ReelSymbols

/// `UIBarButtonItem`: a button in a navigation bar — its title, or a system item's — drawn in the
/// bar where UIKit puts it, and answering a tap: its primary action's handler runs, else its
/// action is sent to its target (up the responder chain from its view controller when it has
/// none), as UIKit sends it (docs/facts.md, "Controls").
open class UIBarButtonItem: NSObject {
    open var title: String?
    open var image: UIImage?
    open var style: Style = .plain
    open var isEnabled = true
    open var tintColor: UIColor?
    open weak var target: AnyObject?
    open var action: Selector?
    /// `primaryAction`: runs when the item is tapped, instead of its target–action.
    open var primaryAction: UIAction?
    /// `menu`: shown on a long press, which scripts do not make; kept.
    open var menu: UIMenu?
    open var customView: UIView?
    open var width: CGFloat = 0
    open var possibleTitles: Set<String>?
    open var tag = 0
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityIdentifier: String?
    open var isAccessibilityElement = true
    /// Title attributes by state: kept; the title is drawn in the bar's font and the tint colour.
    private var titleAttributes = ControlStateValues<[NSAttributedString.Key: Any]>()
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state] = attributes
    }
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { titleAttributes[state] }
    /// The system item it was made as, if any.
    public let systemItem: SystemItem?
    /// The view controller whose navigation item shows it, for a target-less action's responder chain.
    package weak var barOwner: UIViewController?

    public override init() { systemItem = nil }

    public init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
        systemItem = nil
        (self.title, self.style, self.target, self.action) = (title, style, target, action)
    }

    public init(image: UIImage?, style: Style, target: AnyObject?, action: Selector?) {
        systemItem = nil
        (self.image, self.style, self.target, self.action) = (image, style, target, action)
    }

    public init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector?) {
        self.systemItem = systemItem
        (self.target, self.action) = (target, action)
    }

    public init(customView: UIView) {
        systemItem = nil
        self.customView = customView
    }

    /// `init(systemItem:primaryAction:menu:)`.
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.systemItem = systemItem
        (self.primaryAction, self.menu) = (primaryAction, menu)
    }

    /// `init(title:image:primaryAction:menu:)`: the action's title when no title is given.
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        systemItem = nil
        (self.image, self.primaryAction, self.menu) = (image, primaryAction, menu)
        self.title = title ?? (image == nil ? primaryAction?.title : nil)
    }

    /// `init(primaryAction:)`.
    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: primaryAction?.image, primaryAction: primaryAction, menu: nil)
    }

    /// A tap: the primary action runs, else the action is sent.
    package func sendAction() {
        guard isEnabled else { return }
        if let primaryAction { return primaryAction.perform(sender: self) }
        if let action { UIApplication.shared.sendAction(action, to: target, from: self, for: nil) }
        segueAction?()
    }

    /// The storyboard segue the item triggers, performed on its tap after its action.
    final var segueAction: (() -> Void)?

    /// What the bar writes for it: its title, a system item's (UIKit's English words, or a glyph
    /// item's symbol name), else its image's name; nil for a flexible or fixed space.
    package var drawnTitle: String? {
        if let title { return title }
        if let systemItem { return systemItem.drawnTitle }
        return image?.name ?? primaryAction?.title
    }

    /// The symbol the bar draws for it, and its square's side: its image's, when it has no
    /// title and its image is a symbol; a glyph system item's symbol at a body symbol's size.
    package var drawnSymbol: (glyph: SymbolGlyph, side: CGFloat)? {
        guard title == nil else { return nil }
        if let image, case let .symbol(glyph, side) = image.source { return (glyph, side) }
        if image == nil, let name = systemItem?.drawnTitle, let glyph = SymbolCatalog.glyph(named: name) {
            return (glyph, CGFloat(SymbolCatalog.side(pointSize: 17, scaleFactor: 1)))
        }
        return nil
    }

    /// Whether the bar writes it bold: the done style, and the Done and Save system items.
    package var isBold: Bool { style == .done || systemItem == .done || systemItem == .save }

    public enum Style: Int, Sendable { case plain, bordered, done }

    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
             search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close = 24

        /// The words UIKit writes for the text items; the glyph items (drawn as SF Symbols on an
        /// iPhone) by their symbol's name.
        var drawnTitle: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            case .add: "plus"
            case .flexibleSpace, .fixedSpace: nil
            case .compose: "square.and.pencil"
            case .reply: "arrowshape.turn.up.left"
            case .action: "square.and.arrow.up"
            case .organize: "folder"
            case .bookmarks: "book"
            case .search: "magnifyingglass"
            case .refresh: "arrow.clockwise"
            case .stop, .close: "xmark"
            case .camera: "camera"
            case .trash: "trash"
            case .play: "play.fill"
            case .pause: "pause.fill"
            case .rewind: "backward.fill"
            case .fastForward: "forward.fill"
            case .pageCurl: "doc"
            }
        }
    }
}
