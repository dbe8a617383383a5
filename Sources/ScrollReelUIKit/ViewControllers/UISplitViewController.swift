public import Foundation

/// `UISplitViewController` on a phone: collapsed, as UIKit collapses it in compact width. At
/// launch its delegate is asked `splitViewController(_:collapseSecondary:onto:)`; when it
/// answers true the primary view controller is shown alone, else a primary navigation
/// controller takes the secondary on top of its stack (a secondary navigation controller's
/// view controllers, in order), so the app opens on the detail with a back button — the
/// behaviour Apple's Master-Detail template answers with its delegate (docs/facts.md,
/// "Split view controllers").
open class UISplitViewController: UIViewController {
    /// `UISplitViewController.Style`: kept; a phone collapses every style alike.
    public enum Style: Int, Sendable { case unspecified, doubleColumn, tripleColumn }
    /// `UISplitViewController.DisplayMode`: kept.
    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary,
             twoOverSecondary, twoDisplaceSecondary

        // The names before iOS 14, the same modes.
        public static let primaryHidden = DisplayMode.secondaryOnly
        public static let allVisible = DisplayMode.oneBesideSecondary
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }
    /// `UISplitViewController.Column`.
    public enum Column: Int, Sendable { case primary, supplementary, secondary, compact }

    public let style: Style
    open weak var delegate: UISplitViewControllerDelegate?
    open var preferredDisplayMode = DisplayMode.automatic
    open var presentsWithGesture = true
    open var preferredPrimaryColumnWidthFraction: CGFloat = 0
    public var displayMode: DisplayMode { .secondaryOnly }
    /// Always collapsed on a phone.
    public var isCollapsed: Bool { true }

    /// The primary and the secondary view controller (after collapsing, the one on screen).
    open var viewControllers: [UIViewController] = [] {
        didSet {
            for old in oldValue where !viewControllers.contains(where: { $0 === old }) {
                old.viewIfLoaded?.removeFromSuperview()
                old.removeFromParent()
            }
            for controller in viewControllers where controller.parent !== self { addChild(controller) }
            if isViewLoaded { showPrimary() }
        }
    }

    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    open override var childrenOnScreen: [UIViewController] { viewControllers.first.map { [$0] } ?? [] }

    /// The view controllers of a column-style split view (`setViewController(_:for:)`), each
    /// in a navigation controller as UIKit wraps them.
    private var columns: [Column: UIViewController] = [:]

    /// `setViewController(_:for:)`: the column's view controller, wrapped in a navigation
    /// controller unless it is one (the compact column's is kept as given).
    open func setViewController(_ viewController: UIViewController?, for column: Column) {
        columns[column] = viewController.map { controller in
            column == .compact || controller is UINavigationController ? controller : UINavigationController(rootViewController: controller)
        }
        viewControllers = [columns[.primary], columns[.secondary]].compactMap { $0 }
    }

    open func viewController(for column: Column) -> UIViewController? {
        let controller = columns[column]
        return (controller as? UINavigationController)?.viewControllers.first ?? controller
    }

    open func show(_ column: Column) {}
    open func hide(_ column: Column) {}

    open override func loadView() {
        collapse()
        let container = UILayoutContainerView(frame: UIScreen.main.bounds)
        container.layOutChildren = { [unowned self] in
            guard let primary = viewControllers.first, primary.isViewLoaded, primary.view.superview === view else { return }
            if primary.view.frame != view.bounds { primary.view.frame = view.bounds }
        }
        view = container
        showPrimary()
    }

    /// Collapses the secondary onto the primary, as UIKit does in compact width; a column-style
    /// split view shows its compact column's view controller when it has one.
    private func collapse() {
        if style != .unspecified, let compact = columns[.compact] {
            viewControllers = [compact]
            return
        }
        guard viewControllers.count > 1 else { return }
        let primary = viewControllers[0], secondary = viewControllers[1]
        let discarded = delegate.map { owner in
            if style != .unspecified {
                return ViewRuntime.callingApp("splitViewController(_:topColumnForCollapsingToProposedTopColumn:)", on: owner) {
                    owner.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) == .primary
                }
            }
            return ViewRuntime.callingApp("splitViewController(_:collapseSecondary:onto:)", on: owner) {
                owner.splitViewController(self, collapseSecondary: secondary, onto: primary)
            }
        } ?? false
        if !discarded, let navigation = primary as? UINavigationController {
            let pushed = (secondary as? UINavigationController)?.viewControllers ?? [secondary]
            (secondary as? UINavigationController)?.setViewControllers([], animated: false)
            navigation.setViewControllers(navigation.viewControllers + pushed, animated: false)
        }
        viewControllers = [primary]
    }

    private func showPrimary() {
        guard let primary = viewControllers.first else { return }
        if primary.view.superview !== view { view.addSubview(primary.view) }
        primary.view.frame = view.bounds
    }
}

/// `UISplitViewControllerDelegate`: every method optional.
public protocol UISplitViewControllerDelegate: AnyObject {
    /// True: the secondary is discarded and the primary shown; false (the default): UIKit's
    /// own collapse shows the secondary on top of a primary navigation controller.
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { false }
    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        proposedTopColumn
    }
}
