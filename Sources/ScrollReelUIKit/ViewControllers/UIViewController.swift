public import Foundation
public import ReelLayout

/// `UIViewController`: a screen's controller. `loadView()` makes a screen-sized `view`,
/// `viewDidLoad()` is where the app builds its screen; the window (or a container) calls the
/// appearance methods in UIKit's order — ``beginAppearance()``, ``endAppearance()``.
open class UIViewController: NSObject, ViewOwner {
    private var loadedView: UIView? {
        didSet {
            guard loadedView !== oldValue else { return }
            if oldValue?.owningController === self { oldValue?.owningController = nil }
            loadedView?.owningController = self
            updateSafeAreaSource()
        }
    }

    /// What an observer of a key path is told (NSObject's method; nothing by default).
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {}

    /// `UIViewController()`: no nib. A convenience, as UIKit's is to Swift: a subclass's own
    /// `init()` needs no `override`, as on iOS.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        super.init()
    }

    /// The xib its view loads from: the one named at init, else — as UIKit looks — one named
    /// after its class; nil when the app has neither.
    public private(set) var nibName: String?

    /// How a storyboard makes a view controller (and how a script's `rootViewController` is
    /// made): every subclass keeps this initialiser.
    public required init?(coder: NSCoder) { super.init() }

    /// The root view, loaded on first use (`loadView()`, then `viewDidLoad()`).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView = newValue
            takeRootViewMargins()
        }
    }

    public var isViewLoaded: Bool { loadedView != nil }
    public var viewIfLoaded: UIView? { loadedView }

    /// Makes `view`: the storyboard scene's views, else its xib's (File's Owner's `view`
    /// outlet), else a screen-sized view.
    open func loadView() {
        loadedView = loadStoryboardView() ?? loadNibView() ?? UIView(frame: UIScreen.main.bounds)
    }

    /// The view of its xib, loaded with it as File's Owner; nil without a xib.
    final func loadNibView() -> UIView? {
        let name = nibName ?? String(describing: type(of: self))
        guard storyboardScene == nil, UINib.exists(named: name) else { return nil }
        _ = UINib(nibName: name, bundle: nil).instantiate(withOwner: self)
        guard let view = loadedView else {
            Self.raiseNoView(nib: name, of: self)
            return nil
        }
        view.frame = UIScreen.main.bounds
        return view
    }

    /// UIKit's exception for a xib whose File's Owner has no `view` outlet.
    private static func raiseNoView(nib: String, of controller: UIViewController) {
        AppContext.current?.raise(.raised(name: "NSInternalInconsistencyException",
                                          reason: "-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"\(nib)\" nib but the view outlet was not set."))
    }

    /// Sent once a storyboard or xib has made it and connected its outlets.
    open func awakeFromNib() {}

    /// The scene it was made from, when a storyboard made it.
    final var storyboardScene: InterfaceDocument.Element?

    /// The views of its storyboard scene, outlets connected; nil when no storyboard made it.
    package func loadStoryboardView() -> UIView? {
        guard let scene = storyboardScene, let view = storyboard?.loadView(of: self, scene: scene) else { return nil }
        view.frame = UIScreen.main.bounds
        return view
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func viewSafeAreaInsetsDidChange() {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// The activity the screen is doing (UIResponder's, on iOS), for its scene's state to be
    /// restored from; kept, as a first launch restores nothing.
    open var userActivity: NSUserActivity?
    open func updateUserActivityState(_ activity: NSUserActivity) {}
    open func restoreUserActivityState(_ activity: NSUserActivity) {}
    /// Sent before the view's size or traits change (a rotation, a split screen): an iPhone in
    /// portrait for a whole reel never sends them.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {}

    /// `toolbarItems`: what a navigation controller's toolbar shows for it; kept.
    open var toolbarItems: [UIBarButtonItem]?
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }

    /// State restoration: kept — a reel is one launch, never restored, so these are never called.
    open var restorationIdentifier: String?
    open func encodeRestorableState(with coder: NSCoder) {}
    open func decodeRestorableState(with coder: NSCoder) {}
    open func applicationFinishedRestoringState() {}
    open func didReceiveMemoryWarning() {}

    /// Loads the view if it is not loaded: `loadView()`, then `viewDidLoad()`.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        ViewRuntime.callingApp("loadView()", on: self) { loadView() }
        if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
        takeRootViewMargins()
        ViewRuntime.callingApp("viewDidLoad()", on: self) { viewDidLoad() }
    }

    open var title: String? {
        didSet { if navigationItem.title == nil { navigationItem.title = title } }
    }
    public let navigationItem = UINavigationItem()
    public var traitCollection: UITraitCollection {
        parent?.overriddenTraits[ObjectIdentifier(self)]
            ?? .current
    }

    /// Gives a child other traits than its container's: the child reports them (its views keep
    /// the screen's, as nothing is laid out again for them here).
    public func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        overriddenTraits[ObjectIdentifier(childViewController)] = collection
    }

    public func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        overriddenTraits[ObjectIdentifier(childViewController)]
    }
    private var overriddenTraits: [ObjectIdentifier: UITraitCollection] = [:]
    /// The storyboard it was made from.
    public package(set) var storyboard: UIStoryboard?

    /// `additionalSafeAreaInsets`: added to the safe area of the view.
    open var additionalSafeAreaInsets = UIEdgeInsets.zero { didSet { updateSafeAreaSource() } }
    /// `edgesForExtendedLayout`: the edges under its container's bars the view extends to.
    open var edgesForExtendedLayout = UIRectEdge.all
    /// `extendedLayoutIncludesOpaqueBars`: whether the view extends under opaque bars too.
    open var extendedLayoutIncludesOpaqueBars = false
    open var automaticallyAdjustsScrollViewInsets = true

    /// `viewRespectsSystemMinimumLayoutMargins`: whether the root view's margins are at least
    /// `systemMinimumLayoutMargins`.
    open var viewRespectsSystemMinimumLayoutMargins = true { didSet { takeRootViewMargins() } }

    /// `systemMinimumLayoutMargins`: none above and below, 16 or 20 pt at the sides by the
    /// phone's width.
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let margins = UIEdgeInsets.systemMinimumLayoutMargins(width: UIScreen.main.bounds.width)
        return NSDirectionalEdgeInsets(top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
    }

    /// A root view's margins are the system's minimum unless the app (or its storyboard) set
    /// its own: UIView's default 8 pt do not apply to it.
    private final func takeRootViewMargins() {
        guard let view = loadedView, !(view is UIWindow) else { return }
        if view.layoutMargins == UIEdgeInsets(all: 8) { view.layoutMargins = .zero }
        view.minimumLayoutMargins = viewRespectsSystemMinimumLayoutMargins
            ? UIEdgeInsets.systemMinimumLayoutMargins(width: UIScreen.main.bounds.width) : nil
    }

    /// What its container's bars cover of its view, in the view's edges (a navigation
    /// controller's bar, a tab bar controller's).
    var barInsets = UIEdgeInsets.zero { didSet { if barInsets != oldValue { updateSafeAreaSource() } } }

    /// The view's safe area takes the bars and the additional insets.
    private func updateSafeAreaSource() {
        guard let view = loadedView, !(view is UIWindow) else { return }
        let source = UIView.SafeAreaSource(bars: barInsets, additional: additionalSafeAreaInsets)
        view.safeAreaSource = source == UIView.SafeAreaSource() ? nil : source
    }

    /// Whether a bar of `controller`'s container may cover its view at `edge`: the view extends
    /// under the bar when the edge is in `edgesForExtendedLayout` and the bar is translucent or
    /// opaque bars are included.
    func extendsUnderBar(at edge: UIRectEdge, translucent: Bool) -> Bool {
        edgesForExtendedLayout.contains(edge) && (translucent || extendedLayoutIncludesOpaqueBars)
    }

    // MARK: - Touches

    // What reaches a view controller's view and is not handled goes to it, then to the view's
    // superview (UIKit's responder chain).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        viewIfLoaded?.superview?.touchesBegan(touches, with: event)
    }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        viewIfLoaded?.superview?.touchesMoved(touches, with: event)
    }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        viewIfLoaded?.superview?.touchesEnded(touches, with: event)
    }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        viewIfLoaded?.superview?.touchesCancelled(touches, with: event)
    }
    open var definesPresentationContext = false
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    /// `modalTransitionStyle`: kept; a presentation here shows its end at once, whichever way
    /// it would have moved in.
    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    /// `preferredContentSize`: what the view controller asks its container for; zero by default
    /// (UIKit docs). A full-screen or sheet presentation on an iPhone does not read it.
    open var preferredContentSize = CGSize.zero
    /// `extensionContext`: nil, as in an app (it is an app extension's).
    open var extensionContext: NSExtensionContext? { nil }
    /// `popoverPresentationController`: for a popover presentation (`.popover`), where it
    /// points from; nil otherwise, as UIKit answers. On an iPhone a popover adapts to a sheet.
    open var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if ownPopover == nil { ownPopover = UIPopoverPresentationController() }
        return ownPopover
    }
    private var ownPopover: UIPopoverPresentationController?
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    public func setNeedsStatusBarAppearanceUpdate() {}

    // MARK: - Appearance, in UIKit's order

    /// The view goes on screen: loaded if needed, `viewWillAppear`, then one layout pass
    /// (`viewWillLayoutSubviews`, the view's `layoutSubviews`, `viewDidLayoutSubviews`); children
    /// a container shows follow.
    public func beginAppearance() {
        loadViewIfNeeded()
        ViewRuntime.callingApp("viewWillAppear(_:)", on: self) { viewWillAppear(false) }
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in childrenOnScreen { child.beginAppearance() }
        }
        layoutViewNow()
    }

    /// Once the screen has shown it: `viewDidAppear`, children first.
    public func endAppearance() {
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in childrenOnScreen { child.endAppearance() }
        }
        ViewRuntime.callingApp("viewDidAppear(_:)", on: self) { viewDidAppear(false) }
    }

    /// Whether the children are told of appearances with their container. A container that
    /// answers false tells them itself, with ``beginAppearanceTransition(_:animated:)`` and
    /// ``endAppearanceTransition()``.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Whether the transition begun last was an appearance; nil when none is under way.
    private var appearanceTransition: Bool?

    /// Tells the view controller it starts to appear (`viewWillAppear`) or to disappear
    /// (`viewWillDisappear`), as a container that forwards appearances itself does.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        appearanceTransition = isAppearing
        if isAppearing {
            loadViewIfNeeded()
            ViewRuntime.callingApp("viewWillAppear(_:)", on: self) { viewWillAppear(animated) }
        } else {
            ViewRuntime.callingApp("viewWillDisappear(_:)", on: self) { viewWillDisappear(animated) }
        }
    }

    /// Ends the transition begun last: `viewDidAppear` or `viewDidDisappear`; nothing when none
    /// was begun.
    open func endAppearanceTransition() {
        guard let appearing = appearanceTransition else { return }
        appearanceTransition = nil
        if appearing {
            ViewRuntime.callingApp("viewDidAppear(_:)", on: self) { viewDidAppear(false) }
        } else {
            ViewRuntime.callingApp("viewDidDisappear(_:)", on: self) { viewDidDisappear(false) }
        }
    }

    /// A layout pass of the window the view is in (of the view, outside one): constraints,
    /// `layoutSubviews` top-down, each view controller told around its view's.
    func layoutViewNow() {
        var root: UIView = view
        while let superview = root.superview { root = superview }
        if root === view { view.setNeedsLayout() }
        root.layoutIfNeeded()
    }

    /// The children whose views are on screen when this one's is: all of them, unless a
    /// container shows one at a time.
    open var childrenOnScreen: [UIViewController] { children }

    // MARK: - Containment

    public private(set) var children: [UIViewController] = []
    public private(set) weak var parent: UIViewController?

    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }

    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// The nearest navigation controller above it.
    public var navigationController: UINavigationController? { nearestParent(UINavigationController.self) }

    /// The nearest tab bar controller above it.
    public var tabBarController: UITabBarController? { nearestParent(UITabBarController.self) }

    /// The nearest split view controller above it.
    public var splitViewController: UISplitViewController? { nearestParent(UISplitViewController.self) }

    /// The nearest view controller above it that is a `Container`.
    private func nearestParent<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var current = parent
        while let controller = current {
            if let container = controller as? Container { return container }
            current = controller.parent
        }
        return nil
    }

    /// Its item in a tab bar: its title unless one was set.
    open var tabBarItem: UITabBarItem! {
        get { ownTabBarItem ?? UITabBarItem(title: title, image: nil, tag: 0) }
        set { ownTabBarItem = newValue }
    }
    private var ownTabBarItem: UITabBarItem?

    // MARK: - Presenting

    /// The view controller it presents, and the one that presents it.
    public private(set) var presentedViewController: UIViewController?
    public private(set) weak var presentingViewController: UIViewController?
    /// What a presentation added to the window: the dimming behind a sheet.
    private final var presentationDimming: UIView?

    /// Presents `viewControllerToPresent` over the window at once (transitions are not
    /// animated): full screen, or as iOS 13 and later show `.automatic` and `.pageSheet` on a
    /// phone — a card below the status bar with rounded top corners over the dimmed presenter
    /// (docs/facts.md, "Presentations"). A view controller that already presents one, or whose
    /// view is not in a window, presents nothing, with UIKit's warning.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        // A child presents through the view controller at the top of its containers, as UIKit
        // finds the presentation context (no child here defines one).
        var host = self
        while let parent = host.parent { host = parent }
        guard host === self else { return host.present(viewControllerToPresent, animated: flag, completion: completion) }
        let name = { (controller: UIViewController) in String(describing: type(of: controller)) }
        if let presented = presentedViewController {
            AppContext.current?.log("Attempt to present <\(name(viewControllerToPresent))> on <\(name(self))> which is already presenting <\(name(presented))>")
            return
        }
        guard let window = viewIfLoaded?.window else {
            AppContext.current?.log("Attempt to present <\(name(viewControllerToPresent))> on <\(name(self))> whose view is not in the window hierarchy.")
            return
        }
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        let presented = viewControllerToPresent.view!
        switch viewControllerToPresent.modalPresentationStyle {
        case .automatic, .pageSheet, .formSheet, .popover:
            let dimming = UIView(frame: window.bounds)
            dimming.backgroundColor = Self.sheetDimming
            window.addSubview(dimming)
            viewControllerToPresent.presentationDimming = dimming
            let top = LayoutScreen.current.statusBarHeight + Self.sheetTopGap
            presented.frame = CGRect(x: 0, y: top, width: window.bounds.width, height: window.bounds.height - top)
            presented.layer.cornerRadius = Self.sheetCornerRadius
            presented.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            presented.clipsToBounds = true
        default:
            presented.frame = window.bounds
        }
        window.addSubview(presented)
        AppContext.current?.log("ScrollReel: present(_:animated:) shows \(name(viewControllerToPresent)) at once; presentation transitions are not animated")
        viewControllerToPresent.beginAppearance()
        let appeared = { viewControllerToPresent.endAppearance(); completion?() }
        AppContext.current.map { $0.perform(at: $0.now, appeared) } ?? appeared()
    }

    /// Dismisses the view controller it (or a container around it) presents, else itself (or
    /// the container around it) from the one presenting it.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard let presented = presentedViewController else {
            // The presented one (or a child of it) asks its presenter; a child of a presenter, its container.
            if let presenting = presentingViewController { return presenting.dismiss(animated: flag, completion: completion) }
            var current = parent
            while let controller = current {
                if controller.presentedViewController != nil || controller.presentingViewController != nil {
                    return controller.dismiss(animated: flag, completion: completion)
                }
                current = controller.parent
            }
            if let completion { AppContext.current.map { $0.perform(at: $0.now, completion) } ?? completion() }
            return
        }
        presented.presentedViewController?.dismiss(animated: false)
        ViewRuntime.callingApp("viewWillDisappear(_:)", on: presented) { presented.viewWillDisappear(flag) }
        presented.viewIfLoaded?.removeFromSuperview()
        presented.presentationDimming?.removeFromSuperview()
        presented.presentationDimming = nil
        presented.presentingViewController = nil
        presentedViewController = nil
        let gone = {
            ViewRuntime.callingApp("viewDidDisappear(_:)", on: presented) { presented.viewDidDisappear(flag) }
            completion?()
        }
        AppContext.current.map { $0.perform(at: $0.now, gone) } ?? gone()
    }

    /// The view controller on top: the last of the chain this one presents.
    package final var topmostPresented: UIViewController {
        var top = self
        while let presented = top.presentedViewController { top = presented }
        return top
    }

    /// A sheet's top below the status bar, its corners and the presenter's dimming (*our
    /// reading* of iOS 13–17 screen recordings).
    static let sheetTopGap: CGFloat = 10
    static let sheetCornerRadius: CGFloat = 10
    static let sheetDimming = UIColor(white: 0, alpha: 0.4)

    /// `show(_:sender:)`: pushed onto the navigation controller around it, else presented.
    open func show(_ viewController: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(viewController, animated: true)
        } else {
            present(viewController, animated: true)
        }
    }

    /// Posted when a split view controller's detail target changes (it expands or collapses);
    /// an iPhone's stays collapsed, so it is never posted here.
    public static let showDetailTargetDidChangeNotification =
        Notification.Name("UIViewControllerShowDetailTargetDidChangeNotification")

    /// `showDetailViewController(_:sender:)`: on a phone, as `show(_:sender:)`.
    open func showDetailViewController(_ viewController: UIViewController, sender: Any?) {
        show(viewController, sender: sender)
    }

    /// `topLayoutGuide` (before iOS 11's safe area): a guide from the top of the view to the top
    /// of its safe area — under the status bar and a navigation bar — made once and kept in the
    /// view's layout.
    public var topLayoutGuide: UILayoutSupport {
        if let guide = legacyGuides.top { return guide }
        let guide = UILayoutGuide()
        view.addLayoutGuide(guide)
        NSLayoutConstraint.activate([guide.topAnchor.constraint(equalTo: view.topAnchor),
                                     guide.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor)])
        legacyGuides.top = guide
        return guide
    }

    /// `bottomLayoutGuide`: from the bottom of the safe area — above a tab bar and the home
    /// indicator — to the bottom of the view.
    public var bottomLayoutGuide: UILayoutSupport {
        if let guide = legacyGuides.bottom { return guide }
        let guide = UILayoutGuide()
        view.addLayoutGuide(guide)
        NSLayoutConstraint.activate([guide.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                                     guide.bottomAnchor.constraint(equalTo: view.bottomAnchor)])
        legacyGuides.bottom = guide
        return guide
    }
    private var legacyGuides: (top: UILayoutGuide?, bottom: UILayoutGuide?) = (nil, nil)

    /// `transitionCoordinator`: none — transitions are not animated, so nothing runs alongside one.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? { nil }

    // MARK: - Segues and editing

    /// The storyboard segue with that identifier: its destination made, `prepare(for:sender:)`,
    /// then shown as its kind says. UIKit raises for an identifier the scene lacks.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard storyboard?.performSegue(withIdentifier: identifier, from: self, sender: sender) == true else {
            AppContext.current?.raise(.raised(name: "NSInvalidArgumentException",
                                              reason: "Receiver (<\(String(describing: type(of: self)))>) has no segue with identifier '\(identifier)'"))
            return
        }
    }

    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    open var isEditing = false
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// The Edit button a navigation bar shows: kept, not drawn.
    public private(set) lazy var editButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)

    // MARK: - The collection view on screen

    /// The layout of the first collection view in the loaded view (depth first), kept with
    /// the view controller, as a window keeps it alive on iOS: its delegate and data source stay
    /// the app's. Nil when `viewDidLoad()` made none.
    public var loadedCollectionViewLayout: UICollectionViewLayout? {
        guard let collectionView = firstCollectionView else { return nil }
        collectionView.owner = self
        return collectionView.collectionViewLayout
    }

    /// The first collection view in the view (depth first), a shown child's included.
    public var firstCollectionView: UICollectionView? {
        Self.firstCollectionView(in: view)
    }

    private static func firstCollectionView(in view: UIView) -> UICollectionView? {
        if let collectionView = view as? UICollectionView { return collectionView }
        for subview in view.subviews where !subview.isHidden {
            if let found = firstCollectionView(in: subview) { return found }
        }
        return nil
    }
}

/// `UINavigationItem`: what a navigation bar shows for a view controller.
public final class UINavigationItem {
    public var title: String?
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    public var titleView: UIView?
    public var leftBarButtonItem: UIBarButtonItem?
    public var rightBarButtonItem: UIBarButtonItem?
    public var leftBarButtonItems: [UIBarButtonItem]?
    public var rightBarButtonItems: [UIBarButtonItem]?
    public var backBarButtonItem: UIBarButtonItem?
    public var hidesBackButton = false
    public var backButtonTitle: String?
    public var backButtonDisplayMode = BackButtonDisplayMode.default
    /// The bar's look while this item is on top, over the bar's own (`UINavigationBar`).
    public var standardAppearance: UINavigationBarAppearance?
    public var scrollEdgeAppearance: UINavigationBarAppearance?
    public var compactAppearance: UINavigationBarAppearance?
    /// A search controller's bar is not drawn: said once in the console when one is set.
    public var searchController: UISearchController? {
        didSet {
            guard searchController != nil, oldValue == nil else { return }
            AppContext.current?.log("ScrollReel: navigationItem.searchController's search bar is not drawn")
        }
    }
    public var hidesSearchBarWhenScrolling = true
    public var prompt: String?

    public init() {}
    public init(title: String) { self.title = title }

    /// The animated setters: the change shows at once (a bar's items do not fade here).
    public func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    public func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    public func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    public func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    public func setHidesBackButton(_ hides: Bool, animated: Bool) { hidesBackButton = hides }

    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic, always, never
    }

    /// `UINavigationItem.BackButtonDisplayMode`.
    public enum BackButtonDisplayMode: Int, Sendable { case `default`, generic, minimal }
}

/// `UIRectEdge`.
public struct UIRectEdge: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// `UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, none = -1, automatic = -2
}

/// `UIModalTransitionStyle`.
public enum UIModalTransitionStyle: Int, Sendable { case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl }

/// `NSExtensionContext`: an app extension's host request; an app has none.
open class NSExtensionContext: NSObject {
    open var inputItems: [Any] { [] }
    open func completeRequest(returningItems items: [Any]?, completionHandler: ((Bool) -> Void)? = nil) { completionHandler?(false) }
    open func cancelRequest(withError error: any Error) {}
}

/// `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable { case `default`, lightContent, darkContent = 3 }

/// `UIViewControllerTransitionCoordinator`: what runs alongside a transition (there is none).
public protocol UIViewControllerTransitionCoordinator: AnyObject {
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

/// `UIViewControllerTransitionCoordinatorContext`.
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isCancelled: Bool { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
}

/// `UILayoutSupport`: what the pre-safe-area layout guides offer — their length and anchors.
public protocol UILayoutSupport: AnyObject {
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

extension UILayoutGuide: UILayoutSupport {
    /// The guide's height, as laid out.
    public var length: CGFloat { layoutFrame.height }
}
