public import Foundation
public import ReelLayout
import ReelScenario

/// `UINavigationController`: a stack of view controllers under a navigation bar. The top one's
/// view fills the container; the bar (44 pt below the status bar, 96 with a large title, which
/// collapses as the content scrolls) is drawn with its title, and its height is in the content's
/// adjusted inset. A push or pop shows the new top at once, with
/// a console line: transitions are not animated.
open class UINavigationController: UIViewController {
    public private(set) var viewControllers: [UIViewController] = []
    public let navigationBar = UINavigationBar()
    public private(set) var isNavigationBarHidden = false
    /// The toolbar at the bottom, hidden by default (UIKit docs); shown, it is kept, not drawn.
    public let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    /// The swipe from the left edge that pops the top view controller: the same recogniser
    /// each time, enabled, its delegate the app's to set; kept (a script swipes nothing back).
    public private(set) lazy var interactivePopGestureRecognizer: UIGestureRecognizer? = {
        let recognizer = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
        recognizer.edges = .left
        return recognizer
    }()
    open var isToolbarHidden = true
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public var topViewController: UIViewController? { viewControllers.last }
    public var visibleViewController: UIViewController? { topViewController }

    open override var childrenOnScreen: [UIViewController] { topViewController.map { [$0] } ?? [] }

    open override func loadView() {
        let container = UILayoutContainerView(frame: UIScreen.main.bounds)
        container.layOutChildren = { [unowned self] in layOutTop() }
        view = container
        navigationBar.placeBelowStatusBar()
        if let top = topViewController { show(top) }
    }

    /// Told before and after the controller shows a view controller on screen.
    open weak var delegate: UINavigationControllerDelegate?

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        for old in self.viewControllers where !viewControllers.contains(where: { $0 === old }) {
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        self.viewControllers = viewControllers
        for controller in viewControllers where controller.parent !== self { addChild(controller) }
        if isViewLoaded, let top = topViewController { showTelling(top, animated: animated) }
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        let wasShowing = isViewLoaded && view.window != nil
        viewControllers.append(viewController)
        addChild(viewController)
        guard isViewLoaded else { return }
        viewControllers.dropLast().last?.viewIfLoaded?.removeFromSuperview()
        showTelling(viewController, animated: animated, appearing: wasShowing ? "pushViewController" : nil)
    }

    /// Shows `controller`, which appears when `appearing` names the call that shows it; on
    /// screen, the delegate is told before, and after it has appeared (UIKit docs for
    /// `UINavigationControllerDelegate`).
    private final func showTelling(_ controller: UIViewController, animated: Bool, appearing action: String? = nil) {
        let onScreen = view.window != nil
        if onScreen { delegate?.navigationController(self, willShow: controller, animated: animated) }
        show(controller)
        let shown = { [weak self] in
            guard let self, onScreen else { return }
            delegate?.navigationController(self, didShow: controller, animated: animated)
        }
        if let action { appear(controller, action: action, then: shown) } else { shown() }
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        let popped = viewControllers.removeLast()
        popped.viewIfLoaded?.removeFromSuperview()
        popped.removeFromParent()
        if isViewLoaded, let top = topViewController {
            showTelling(top, animated: animated, appearing: view.window != nil ? "popViewController" : nil)
        }
        return popped
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        var popped: [UIViewController] = []
        while viewControllers.count > 1, let controller = popViewController(animated: animated) { popped.insert(controller, at: 0) }
        return popped
    }

    /// `hidesBarsOnTap`, `hidesBarsOnSwipe`, `hidesBarsWhenVerticallyCompact`: kept; the bar
    /// stays (the gestures that hide it are not simulated).
    open var hidesBarsOnTap = false
    open var hidesBarsOnSwipe = false
    open var hidesBarsWhenVerticallyCompact = false

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
        viewIfLoaded?.setNeedsLayout()
    }

    /// The top view controller's view goes in the container; a scroll view that is its view (or
    /// the view's first subview) is the container's content, whose inset `.automatic` adjusts
    /// whether it scrolls or not — unless the view controller turned
    /// `automaticallyAdjustsScrollViewInsets` off (UIKit docs for `.automatic`).
    private func show(_ controller: UIViewController) {
        view.addSubview(controller.view)
        let content = controller.view as? UIScrollView ?? controller.view.subviews.first as? UIScrollView
        content?.isContainedContent = controller.automaticallyAdjustsScrollViewInsets
        content?.contentScrollingView?.isContainedContent = controller.automaticallyAdjustsScrollViewInsets
        layOutTop()
    }

    /// The bar's bottom edge in the container's coordinates: the status bar and the bar (a large
    /// title's 96 pt at rest); 0 with the bar hidden.
    var barBottom: CGFloat {
        guard !isNavigationBarHidden, isViewLoaded else { return 0 }
        let height = showsLargeTitle ? Scenario.largeTitleNavigationBarHeight : Scenario.navigationBarHeight
        return max(0, barTop - view.convert(CGPoint.zero, to: nil).y + height)
    }

    /// The bar's top edge on screen: below the status bar, or the container's top when that is
    /// lower (a presented sheet's).
    package final var barTop: CGFloat {
        max(LayoutScreen.current.statusBarHeight, isViewLoaded ? view.convert(CGPoint.zero, to: nil).y : 0)
    }

    /// Places the top view controller's view: the whole container, or below the bar when it does
    /// not extend under it (`edgesForExtendedLayout`, an opaque bar); what the bar covers of
    /// it is its safe area's top (docs/facts.md, "Safe area").
    func layOutTop() {
        guard let top = topViewController, top.isViewLoaded, top.view.superview === view else { return }
        let bottom = barBottom
        var frame = view.bounds
        if bottom > 0, !top.extendsUnderBar(at: .top, translucent: navigationBar.isTranslucent) {
            frame.origin.y = bottom
            frame.size.height = max(0, frame.height - bottom)
        }
        if top.view.frame != frame { top.view.frame = frame }
        top.barInsets = UIEdgeInsets(top: max(0, bottom - frame.minY))
    }

    /// A view controller shown while the app runs: appearance now, `viewDidAppear` on the next
    /// turn of the run loop, and a console line.
    private func appear(_ controller: UIViewController, action: String, then shown: @escaping () -> Void) {
        AppContext.current?.log("ScrollReel: \(action) shows \(String(describing: type(of: controller))) at once; "
                                + "navigation transitions are not animated")
        controller.beginAppearance()
        if let context = AppContext.current {
            context.perform(at: context.now) {
                controller.endAppearance()
                shown()
            }
        } else {
            controller.endAppearance()
            shown()
        }
    }

    /// Whether the bar shows the top view controller's title large: the bar prefers large
    /// titles and the item does not refuse them (`.automatic` follows the bar).
    public var showsLargeTitle: Bool {
        guard navigationBar.prefersLargeTitles, let top = topViewController else { return false }
        return top.navigationItem.largeTitleDisplayMode != .never
    }

    /// The bar's colours, as UIKit resolves them: the appearance's background and title colour
    /// when the app set them (the top item's `standardAppearance`, else the bar's), else the
    /// legacy `barTintColor` and `titleTextAttributes`; nil for the default translucent bar.
    /// Whether the bar draws its hairline: not when the app took it away (an empty shadow
    /// image, a clear appearance shadow).
    package final var barShowsHairline: Bool {
        !(navigationBar.shadowImage?.isEmpty == true || barAppearance.shadowColor == .clear)
    }

    /// The look the bar has now: the top item's appearance, else the bar's.
    private final var barAppearance: UINavigationBarAppearance {
        topViewController?.navigationItem.standardAppearance ?? navigationBar.standardAppearance
    }

    package final var barColors: (background: UIColor?, title: UIColor?) {
        let appearance = barAppearance
        let background = navigationBar.hasEmptyBackground ? .clear : appearance.backgroundColor ?? navigationBar.barTintColor
        let title = appearance.titleTextAttributes[.foregroundColor] as? UIColor
            ?? navigationBar.titleTextAttributes?[.foregroundColor] as? UIColor
        return (background, title)
    }

    /// The bar's title: the top view controller's navigation item's, else its title.
    public var barTitle: String? {
        guard !isNavigationBarHidden, let top = topViewController else { return nil }
        return top.navigationItem.title ?? top.title ?? ""
    }
}

/// `UINavigationBar`: its settings are kept; the bar is drawn translucent with a centred title.
/// What a bar leaves unset it takes from `UINavigationBar.appearance()` (UIAppearance): large
/// titles, bar tint, tint, title attributes and appearances.
public final class UINavigationBar: UIView {
    /// The app's appearance object, when this bar is not it.
    private var proxy: UINavigationBar? {
        guard let running = ViewRuntime.running, let proxy = running.appearanceProxies[ObjectIdentifier(UINavigationBar.self)] as? UINavigationBar,
              proxy !== self else { return nil }
        return proxy
    }

    /// Whether the title shows large: the bar is 96 pt tall at rest, not 44.
    public var prefersLargeTitles: Bool {
        get { ownPrefersLargeTitles ?? proxy?.ownPrefersLargeTitles ?? false }
        set {
            ownPrefersLargeTitles = newValue
            placeBelowStatusBar()
        }
    }
    private var ownPrefersLargeTitles: Bool?
    public var isTranslucent: Bool {
        get { ownIsTranslucent ?? proxy?.ownIsTranslucent ?? true }
        set { ownIsTranslucent = newValue }
    }
    private var ownIsTranslucent: Bool?
    public var barTintColor: UIColor? {
        get { ownBarTintColor ?? proxy?.ownBarTintColor }
        set { ownBarTintColor = newValue }
    }
    private var ownBarTintColor: UIColor?
    public var barStyle = UIBarStyle.default
    public var titleTextAttributes: [NSAttributedString.Key: Any]? {
        get { ownTitleTextAttributes ?? proxy?.ownTitleTextAttributes }
        set { ownTitleTextAttributes = newValue }
    }
    private var ownTitleTextAttributes: [NSAttributedString.Key: Any]?
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        get { ownLargeTitleTextAttributes ?? proxy?.ownLargeTitleTextAttributes }
        set { ownLargeTitleTextAttributes = newValue }
    }
    private var ownLargeTitleTextAttributes: [NSAttributedString.Key: Any]?
    public var standardAppearance: UINavigationBarAppearance {
        get { ownStandardAppearance ?? proxy?.ownStandardAppearance ?? defaultAppearance }
        set { ownStandardAppearance = newValue }
    }
    private var ownStandardAppearance: UINavigationBarAppearance?
    private lazy var defaultAppearance = UINavigationBarAppearance()
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { ownScrollEdgeAppearance ?? proxy?.ownScrollEdgeAppearance }
        set { ownScrollEdgeAppearance = newValue }
    }
    private var ownScrollEdgeAppearance: UINavigationBarAppearance?
    public var compactAppearance: UINavigationBarAppearance?
    /// The tint the bar's buttons take: its own, else its appearance object's, else the
    /// inherited one.
    var buttonTint: UIColor { ownTintColor ?? proxy?.ownTintColor ?? tintColor }
    /// `shadowImage`: an empty image (`UIImage()`) takes the hairline away.
    public var shadowImage: UIImage?
    private var backgroundImages: [UIBarMetrics: UIImage] = [:]

    /// `setBackgroundImage(_:for:)`: an empty image (`UIImage()`) makes the bar transparent —
    /// the content shows through, only its title and buttons are drawn.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics] = backgroundImage
    }

    public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics] }

    /// Whether the app made the bar transparent with empty images.
    var hasEmptyBackground: Bool { backgroundImages[.default]?.isEmpty == true }

    public required init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A navigation controller's bar: across the screen under the status bar.
    public convenience init() {
        self.init(frame: .zero)
        placeBelowStatusBar()
    }

    /// Where a navigation controller's bar sits at rest: under the status bar, across the
    /// screen, 44 pt tall (96 with a large title).
    func placeBelowStatusBar() {
        let screen = LayoutScreen.current
        frame = CGRect(x: 0, y: screen.statusBarHeight, width: screen.bounds.width,
                       height: prefersLargeTitles ? Scenario.largeTitleNavigationBarHeight : Scenario.navigationBarHeight)
    }
}

/// `UIBarStyle`.
public enum UIBarStyle: Int, Sendable { case `default`, black }

/// `UIBarPosition`: where a bar sits, for its images.
public enum UIBarPosition: Int, Sendable, Hashable { case any, bottom, top, topAttached }

/// `UIBarMetrics`.
public enum UIBarMetrics: Int, Sendable, Hashable { case `default`, compact, defaultPrompt = 101, compactPrompt }

/// `UIBarAppearance` (a navigation bar's and a tab bar's): its background and hairline colours.
public class UIBarAppearance {
    public var backgroundColor: UIColor?
    public var shadowColor: UIColor?
    public init() {}
    /// The system background, with the hairline (UIKit docs).
    public func configureWithOpaqueBackground() { (backgroundColor, shadowColor) = (.systemBackground, nil) }
    /// No background and no hairline (UIKit docs).
    public func configureWithTransparentBackground() { (backgroundColor, shadowColor) = (.clear, .clear) }
    /// The translucent default.
    public func configureWithDefaultBackground() { (backgroundColor, shadowColor) = (nil, nil) }
}

public final class UINavigationBarAppearance: UIBarAppearance {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

public final class UITabBarAppearance: UIBarAppearance {}

extension UINavigationController {
    /// The buttons the bar shows for the top view controller, at its leading and trailing ends:
    /// its navigation item's items (`leftBarButtonItems`, `rightBarButtonItems`), and at the
    /// leading end, when a view controller is below it and no leading item replaces it, a back
    /// button with that one's title.
    package func barButtons() -> (leading: [UIBarButtonItem], trailing: [UIBarButtonItem]) {
        guard let top = topViewController, !isNavigationBarHidden else { return ([], []) }
        let item = top.navigationItem
        var leading = item.leftBarButtonItems ?? item.leftBarButtonItem.map { [$0] } ?? []
        let trailing = item.rightBarButtonItems ?? item.rightBarButtonItem.map { [$0] } ?? []
        if leading.isEmpty, viewControllers.count > 1, !item.hidesBackButton {
            let previous = viewControllers[viewControllers.count - 2]
            let title = item.backButtonTitle ?? previous.navigationItem.backButtonTitle ?? previous.navigationItem.title ?? previous.title ?? "Back"
            leading = [UIBarButtonItem(title: "‹ " + (item.backButtonDisplayMode == .minimal ? "" : title), image: nil,
                                       primaryAction: UIAction { [weak self] _ in self?.popViewController(animated: true) })]
        }
        for button in leading + trailing { button.barOwner = top }
        return (leading, trailing)
    }

    /// The bar's buttons as drawn and tapped: 17-pt titles in the tint colour (semibold for
    /// Done and Save), from 16 pt inside each end, 8 pt apart, in the bar's 44-pt row; a back
    /// button from 8 pt, its title "Back" — else the chevron alone — where the previous title
    /// would reach the bar's centred title (docs/facts.md, "Controls").
    package func barItems() -> (leading: [AppContext.BarItem], trailing: [AppContext.BarItem]) {
        var (leading, trailing) = barButtons()
        let row = CGRect(x: 0, y: barTop, width: LayoutScreen.current.bounds.width, height: Scenario.navigationBarHeight)
        let tint = navigationBar.buttonTint
        func measuredWidth(_ title: String, weight: UIFont.Weight = .regular) -> CGFloat {
            let text = DrawnText(text: title, pointSize: 17, color: tint, alignment: .left, numberOfLines: 1, weight: weight.drawn)
            return (AppContext.current?.measureText?(text, .greatestFiniteMagnitude).width ?? CGFloat(title.count) * 9).rounded(.up)
        }
        if let back = leading.first, leading.count == 1, let title = back.title, title.hasPrefix("‹"), let barTitle, !barTitle.isEmpty {
            let titleStart = (row.width - measuredWidth(barTitle)) / 2
            for shorter in [title, "‹ Back", "‹"] where 8 + measuredWidth(shorter) + 8 <= titleStart || shorter == "‹" {
                back.title = shorter
                break
            }
            leading = [back]
        }
        func place(_ buttons: [UIBarButtonItem], fromLeading: Bool) -> [AppContext.BarItem] {
            var edge = fromLeading ? (buttons.first?.title?.hasPrefix("‹") == true ? 8 : 16) : row.width - 16
            return buttons.compactMap { button in
                guard let title = button.drawnTitle else {
                    edge += (fromLeading ? 1 : -1) * button.width
                    return nil
                }
                let symbol = button.drawnSymbol
                let width = symbol.map(\.side) ?? measuredWidth(title, weight: button.isBold ? .semibold : .regular)
                let frame = CGRect(x: fromLeading ? edge : edge - width, y: row.minY, width: width, height: row.height)
                edge += (fromLeading ? 1 : -1) * (width + 8)
                return AppContext.BarItem(title: title, symbol: symbol?.glyph, frame: frame, isBold: button.isBold,
                                          isEnabled: button.isEnabled, tint: button.tintColor ?? tint)
            }
        }
        return (place(leading, fromLeading: true), place(trailing, fromLeading: false))
    }
}
