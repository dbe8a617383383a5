import Foundation
import ReelLayout
package import ReelScenario

/// Launches the app inside the simulation, in UIKit's order, and hands the scene what scrolls:
/// the app delegate is made from its class and told the app finished launching; a scene
/// session connects (its delegate from the configuration, else the app's `SceneDelegate`);
/// the window's root view controller — the script's when it names one, else the app's — appears
/// (`loadView`, `viewDidLoad`, `viewWillAppear`, a layout pass) and, on the run loop's first
/// turn, `viewDidAppear`. The key window's view tree is the screen.
package final class AppLauncher: @unchecked Sendable {
    /// What the app is: its classes, found by name.
    package let app: AppClasses
    /// What the script says of it.
    package let spec: AppSpec
    /// Makes the root view controller, for an app given as one (a test's, a demo's); nil: the
    /// app delegate's, else the script's `rootViewController`.
    private let makeRoot: (() -> UIViewController)?
    /// The app of the last launch, to read how it ended.
    package private(set) var context: AppContext?

    package init(app: AppClasses, spec: AppSpec, makeRoot: (() -> UIViewController)? = nil) {
        self.app = app
        self.spec = spec
        self.makeRoot = makeRoot
    }

    /// The time zone the app's dates are shown in: Cupertino's in January (UTC−8), where the
    /// simulated clock starts at 9:41 — a fixed offset, so a render does not depend on the
    /// machine's zone or its time-zone database.
    package static let timeZone = TimeZone(secondsFromGMT: -8 * 3600)!

    /// UIKit's reason when launch ends with no root view controller in the window.
    package static let noRootReason = "Application windows are expected to have a root view controller at the end of application launch"

    /// Launches the app (inside the simulation: `AppContext.current` is bound) and returns its
    /// key window, whose view tree the scene shows.
    package func launch() -> UIView {
        guard let context = AppContext.current else { preconditionFailure("the app launches inside a simulation") }
        self.context = context
        // The process's default zone: what the app's date formatters use. Set for every launch
        // (a render or a team's snapshot test), so the same script shows the same dates anywhere.
        NSTimeZone.default = Self.timeZone
        context.appModule = app.module
        context.resourceFolders = spec.resourceFolder.map { [$0] } ?? []
        AppBundle.link(AppResources.folders(of: context), into: Bundle.main.bundleURL)
        let application = UIApplication.shared
        var window: UIWindow?
        if let makeDelegate = app.makeDelegate {
            let delegate = makeDelegate()
            application.delegate = delegate
            if let delegate {
                // An app without scenes whose Info.plist names a main storyboard: UIKit makes
                // the window and its root before the app finishes launching.
                if sceneDelegateClass == nil, delegate.window == nil, let root = mainStoryboardRoot() {
                    delegate.window = UIWindow(frame: UIScreen.main.bounds)
                    delegate.window?.rootViewController = root
                }
                ViewRuntime.callingApp("application(_:willFinishLaunchingWithOptions:)", on: delegate) {
                    _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
                }
                ViewRuntime.callingApp("application(_:didFinishLaunchingWithOptions:)", on: delegate) {
                    _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
                }
                window = delegate.window ?? connectScene(application, delegate: delegate)
            }
        } else if spec.rootViewController == nil, makeRoot == nil {
            // No app delegate: the scene delegate and storyboard the Info.plist names are enough,
            // as they are on iOS; else the main storyboard's initial view controller.
            window = connectScene(application, delegate: nil)
            if window?.rootViewController == nil, let root = mainStoryboardRoot() {
                window = window ?? UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = root
            }
        }
        // The script's root view controller, when it names one, is what the window shows (the
        // app delegate still launched): a report's view controller tried inside a whole app.
        if let root = scriptRoot() {
            let made = window ?? UIWindow(frame: UIScreen.main.bounds)
            made.rootViewController = root
            made.makeKeyAndVisible()
            window = made
        }
        if let exception = context.launchException {
            return endingLaunch(with: exception, in: context)
        }
        guard let window, let root = window.rootViewController else {
            return endingLaunch(with: .raised(name: "NSInternalInconsistencyException", reason: Self.noRootReason), in: context)
        }
        if !window.isKeyWindow { window.makeKeyAndVisible() }
        root.beginAppearance()
        context.perform(at: context.now) { root.endAppearance() }
        // The bars of what is on top: a presented view controller's cover its presenter's.
        context.bars = { Self.bars(of: root.topmostPresented) }
        context.barItemTapped = { leading, index in Self.tapBarItem(leading: leading, index: index, under: root.topmostPresented) }
        return window
    }

    /// Connects the app's one scene session: the configuration's delegate class (else the
    /// app's `SceneDelegate`) is made, told it connects, and its window is the app's.
    private func connectScene(_ application: UIApplication, delegate: UIApplicationDelegate?) -> UIWindow? {
        let session = UISceneSession(role: .windowApplication)
        let options = UIScene.ConnectionOptions()
        let configuration = delegate?.application(application, configurationForConnecting: session, options: options)
            ?? UISceneConfiguration(name: "Default Configuration", sessionRole: session.role)
        session.configuration = configuration
        guard let sceneDelegateClass = (configuration.delegateClass as? UIResponder.Type) ?? self.sceneDelegateClass else { return nil }
        let scene = UIWindowScene(session: session, connectionOptions: options)
        session.scene = scene
        application.openScenes.append(scene)
        guard let sceneDelegate = sceneDelegateClass.init() as? UIWindowSceneDelegate else { return nil }
        scene.delegate = sceneDelegate
        // A scene whose storyboard is Main: UIKit gives the delegate the window, with the
        // storyboard's initial view controller, before the scene connects.
        if let root = configuration.storyboard?.instantiateInitialViewController() ?? sceneStoryboardRoot() ?? mainStoryboardRoot() {
            let window = UIWindow(windowScene: scene)
            window.rootViewController = root
            sceneDelegate.window = window
        }
        ViewRuntime.callingApp("scene(_:willConnectTo:options:)", on: sceneDelegate) {
            sceneDelegate.scene(scene, willConnectTo: session, options: options)
        }
        sceneDelegate.sceneWillEnterForeground(scene)
        sceneDelegate.sceneDidBecomeActive(scene)
        return sceneDelegate.window ?? scene.windows.first
    }

    /// The initial view controller of the app's main storyboard (`Info.plist`'s, else `Main`
    /// or its only one), when it has one.
    private func mainStoryboardRoot() -> UIViewController? {
        initialController(ofStoryboard: AppInfo.current.mainStoryboard)
    }

    /// The initial view controller of the storyboard the scene manifest names.
    private func sceneStoryboardRoot() -> UIViewController? {
        initialController(ofStoryboard: AppInfo.current.sceneStoryboard)
    }

    private func initialController(ofStoryboard name: String?) -> UIViewController? {
        guard let name, UIStoryboard.exists(named: name) else { return nil }
        return UIStoryboard(name: name, bundle: nil).instantiateInitialViewController()
    }

    /// The scene delegate class: the one the scene manifest names, else `SceneDelegate`.
    private var sceneDelegateClass: UIResponder.Type? {
        AppInfo.current.sceneDelegateClassName.flatMap { AppClasses.lookUp($0, module: app.module) as? UIResponder.Type }
            ?? app.sceneDelegateClass
    }

    /// The script's `rootViewController`, made as a storyboard makes a view controller, in a
    /// navigation controller when the script asks.
    private func scriptRoot() -> UIViewController? {
        let made: UIViewController?
        if let makeRoot {
            made = makeRoot()
        } else if let name = spec.rootViewController, let type = app.viewControllerClass(named: name) {
            made = type.init(coder: StoryboardCoder())
        } else {
            made = nil
        }
        guard let root = made else { return nil }
        return spec.embedsInNavigationController ? UINavigationController(rootViewController: root) : root
    }

    /// A launch that cannot show anything: UIKit's exception ends the app on the run loop's
    /// first turn, over an empty window.
    private func endingLaunch(with exception: UncaughtException, in context: AppContext) -> UIView {
        context.perform(at: context.now) { context.raise(exception) }
        return UIWindow(frame: UIScreen.main.bounds)
    }

    /// A tap on the navigation bar's button at `index` of an end: the button's action runs.
    static func tapBarItem(leading: Bool, index: Int, under root: UIViewController) {
        var current: UIViewController? = root
        while let controller = current {
            if let navigation = controller as? UINavigationController {
                let (leadingButtons, trailingButtons) = navigation.barButtons()
                let drawn = (leading ? leadingButtons : trailingButtons).filter { $0.drawnTitle != nil }
                if drawn.indices.contains(index) { drawn[index].sendAction() }
                return
            }
            current = controller.childrenOnScreen.first
        }
    }

    /// The bars the root's containers show: the navigation bar of the navigation controller on
    /// screen (its top view controller's title), the tab bar of a tab bar controller.
    static func bars(of root: UIViewController) -> AppContext.Bars {
        var bars = AppContext.Bars()
        var current: UIViewController? = root
        while let controller = current {
            if let tabs = controller as? UITabBarController {
                bars.tabTitles = tabs.barTitles
                bars.tabSymbols = tabs.barSymbols
                bars.selectedTab = tabs.selectedIndex
                (bars.tabBackground, bars.tabSelectedColor, bars.tabUnselectedColor) = tabs.barColors
            }
            if bars.navigationTitle == nil, let navigation = controller as? UINavigationController {
                bars.navigationTitle = navigation.barTitle
                bars.navigationBarTop = navigation.barTop
                (bars.navigationBackground, bars.navigationTitleColor) = navigation.barColors
                bars.navigationHairline = navigation.barShowsHairline
                bars.largeTitle = navigation.barTitle != nil && navigation.showsLargeTitle
                (bars.leadingItems, bars.trailingItems) = navigation.barItems()
            }
            current = controller.childrenOnScreen.first
        }
        return bars
    }
}
