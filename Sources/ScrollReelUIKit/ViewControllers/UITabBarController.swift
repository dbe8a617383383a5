public import Foundation
import ReelLayout
import ReelScenario
package import ReelSymbols

/// `UITabBarController`: view controllers behind a tab bar at the bottom. The selected one's
/// view fills the container; the bar (49 pt above the home indicator) is drawn with the items'
/// titles, and its height is in the content's adjusted inset.
open class UITabBarController: UIViewController {
    public let tabBar = UITabBar()
    public weak var delegate: UITabBarControllerDelegate?

    open var viewControllers: [UIViewController]? {
        didSet {
            for old in oldValue ?? [] { old.viewIfLoaded?.removeFromSuperview(); old.removeFromParent() }
            for controller in viewControllers ?? [] { addChild(controller) }
            selectedIndex = min(selectedIndex, max(0, (viewControllers?.count ?? 1) - 1))
            if isViewLoaded { showSelected() }
        }
    }

    open var selectedIndex = 0 {
        didSet { if isViewLoaded, oldValue != selectedIndex { showSelected() } }
    }

    open var selectedViewController: UIViewController? {
        get { viewControllers.flatMap { $0.indices.contains(selectedIndex) ? $0[selectedIndex] : nil } }
        set {
            if let newValue, let index = viewControllers?.firstIndex(where: { $0 === newValue }) { selectedIndex = index }
        }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
    }

    open override var childrenOnScreen: [UIViewController] { selectedViewController.map { [$0] } ?? [] }

    open override func loadView() {
        let container = UILayoutContainerView(frame: UIScreen.main.bounds)
        container.layOutChildren = { [unowned self] in layOutSelected() }
        view = container
        showSelected()
    }

    private func showSelected() {
        for controller in viewControllers ?? [] { controller.viewIfLoaded?.removeFromSuperview() }
        guard let selected = selectedViewController else { return }
        view.addSubview(selected.view)
        layOutSelected()
    }

    /// Places the selected view controller's view: the whole container, or above the tab bar
    /// when it does not extend under it; what the bar (and the home indicator below it) covers
    /// of it is its safe area's bottom.
    func layOutSelected() {
        guard let selected = selectedViewController, selected.isViewLoaded, selected.view.superview === view else { return }
        let bounds = view.bounds
        let barTop = bounds.maxY - Scenario.tabBarHeight - LayoutScreen.current.safeArea.bottom
        tabBar.frame = CGRect(x: 0, y: barTop, width: bounds.width, height: bounds.maxY - barTop)
        var frame = bounds
        if !selected.extendsUnderBar(at: .bottom, translucent: tabBar.isTranslucent) {
            frame.size.height = max(0, barTop - frame.minY)
        }
        if selected.view.frame != frame { selected.view.frame = frame }
        selected.barInsets = UIEdgeInsets(bottom: max(0, frame.maxY - barTop))
    }

    /// The bar's item titles, in order.
    public var barTitles: [String] {
        (viewControllers ?? []).map { $0.tabBarItem.title ?? $0.title ?? "" }
    }

    /// Each tab's symbol image (the selected tab's selected image, when it has one); nil for a
    /// tab whose image is not a symbol.
    package var barSymbols: [SymbolGlyph?] {
        (viewControllers ?? []).enumerated().map { index, controller in
            let item = controller.tabBarItem
            let image = index == selectedIndex ? item?.selectedImage ?? item?.image : item?.image
            guard let image, case let .symbol(glyph, _) = image.source else { return nil }
            return glyph
        }
    }

    /// The bar's background (its appearance's, else `barTintColor`), the selected item's colour
    /// (the bar's tint) and the others' (`unselectedItemTintColor`); nil: the default bar's.
    package final var barColors: (background: UIColor?, selected: UIColor?, unselected: UIColor?) {
        (tabBar.standardAppearance.backgroundColor ?? tabBar.barTintColor, tabBar.ownTintColor, tabBar.unselectedItemTintColor)
    }
}

/// `UITabBarControllerDelegate`.
public protocol UITabBarControllerDelegate: AnyObject {}

/// `UITabBar`: its settings are kept; the bar is drawn with its items' titles in its colours.
public final class UITabBar: UIView {
    public var isTranslucent = true
    public var barTintColor: UIColor?
    public var unselectedItemTintColor: UIColor?
    public var standardAppearance = UITabBarAppearance()
    public var scrollEdgeAppearance: UITabBarAppearance?

    public required init(frame: CGRect) { super.init(frame: frame) }
    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// `UITabBarItem`: a tab's title (its image is kept, not drawn).
open class UITabBarItem {
    open var title: String?
    open var image: UIImage?
    open var selectedImage: UIImage?
    open var tag = 0
    open var badgeValue: String?

    public init(title: String?, image: UIImage?, tag: Int) {
        (self.title, self.image, self.tag) = (title, image, tag)
    }

    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        (self.title, self.image, self.selectedImage) = (title, image, selectedImage)
    }

    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.tag = tag
        title = "\(systemItem)".prefix(1).uppercased() + "\(systemItem)".dropFirst()
    }

    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
    }
}
