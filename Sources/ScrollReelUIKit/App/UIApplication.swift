public import Foundation
public import ReelLayout

/// `UIApplication.shared`: the running app — its delegate, scenes and windows. One per
/// simulation (each reel runs its own app); outside one, a detached app that runs nothing.
public final class UIApplication: @unchecked Sendable {
    /// The app of the simulation running now.
    public static var shared: UIApplication {
        AppContext.current?.object { UIApplication() } ?? detached
    }

    private static let detached = UIApplication()

    init() {}

    /// The app delegate, kept alive by the app as `UIApplicationMain` keeps it.
    public package(set) var delegate: UIApplicationDelegate?
    /// The scenes connected, in the order they connected.
    public package(set) var openScenes: [UIScene] = []
    public var connectedScenes: Set<UIScene> { Set(openScenes) }
    /// The app's windows, in the order they were made visible.
    public var windows: [UIWindow] { openScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows) + ownWindows }
    /// Windows made without a scene (an app delegate's `window`).
    package var ownWindows: [UIWindow] = []
    /// The window shown, as the last `makeKeyAndVisible()` chose.
    public package(set) var keyWindow: UIWindow?

    /// `statusBarFrame`: the status bar across the top of the screen, as tall as the device's.
    public var statusBarFrame: CGRect {
        CGRect(x: 0, y: 0, width: LayoutScreen.current.bounds.width, height: LayoutScreen.current.statusBarHeight)
    }

    /// ScrollReel lays out left to right.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    public var applicationState: State { .active }
    public var isIdleTimerDisabled = false
    public var applicationIconBadgeNumber = 0
    public var isNetworkActivityIndicatorVisible = false
    /// `shortcutItems`: the app's dynamic Home Screen quick actions, kept.
    public var shortcutItems: [UIApplicationShortcutItem]?

    /// `UIApplication.State`.
    public enum State: Int, Sendable { case active, inactive, background }

    /// `UIApplication.LaunchOptionsKey` (`UIApplicationLaunchOptionsKey` before Swift 4.2).
    public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    }

    /// Opening a URL leaves the app: noted in the console, nothing opens.
    public func open(_ url: URL, options: [String: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
        AppContext.current?.log("ScrollReel: the app opened \(url.absoluteString); nothing leaves the simulated app")
        completionHandler?(false)
    }

    public func canOpenURL(_ url: URL) -> Bool { false }

    /// An iPhone shows one scene at a time.
    public var supportsMultipleScenes: Bool { false }
    public var openSessions: Set<UISceneSession> { Set(openScenes.map(\.session)) }

    /// Asks for a scene's snapshot in the app switcher to be redrawn: there is no app switcher.
    public func requestSceneSessionRefresh(_ sceneSession: UISceneSession) {}

    /// Asks for a scene to be closed: an iPhone keeps its one scene (kept).
    public func requestSceneSessionDestruction(_ sceneSession: UISceneSession, options: AnyObject?,
                                               errorHandler: ((any Error) -> Void)? = nil) {}

    /// Asking for another scene on an iPhone fails: the error handler gets UIKit's
    /// `UISceneErrorDomain` code 0, multiple scenes not supported.
    public func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
                                              options: UIScene.ActivationRequestOptions?,
                                              errorHandler: ((any Error) -> Void)? = nil) {
        errorHandler?(NSError(domain: "UISceneErrorDomain", code: 0,
                              userInfo: [NSLocalizedDescriptionKey: "The application does not support multiple scenes."]))
    }

    /// `sendAction(_:to:from:for:)`: sends `action` to `target`; with no target, to the first
    /// object up the responder chain from `sender` that has the method — the sender, its
    /// superviews and their view controllers, the window, the app, its delegate. An action that
    /// reaches no one is named once in the console (UIKit drops it silently; a selector made from
    /// a name alone cannot be sent here).
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target = target as AnyObject? {
            if ViewRuntime.callingApp("an action", on: target, { action.send(to: target, from: sender, event: event) }) { return true }
        } else if let responder = responderChain(from: sender).first(where: action.isImplemented(by:)) {
            return ViewRuntime.callingApp("an action", on: responder) { action.send(to: responder, from: sender, event: event) }
        }
        let line = "ScrollReel: the action \(action.name) was not sent: no target has it (a selector made from its name alone is kept, not sent; `scrollreel port` writes #selector as one that can be)"
        if let context = AppContext.current, context.reportOnce(line) { context.log(line) }
        return false
    }

    /// The responder chain from `sender`: a view, its view controller when it is one's view, its
    /// superview, … the window, then the app and its delegate.
    private func responderChain(from sender: Any?) -> [AnyObject] {
        var chain: [AnyObject] = []
        var view = sender as? UIView
        if let item = sender as? UIBarButtonItem { view = item.barOwner?.viewIfLoaded }
        while let current = view {
            chain.append(current)
            if let controller = current.owningController { chain.append(controller) }
            view = current.superview
        }
        chain.append(self)
        if let delegate { chain.append(delegate) }
        return chain
    }

    /// Notifications are not simulated: noted in the console.
    public func registerForRemoteNotifications() {
        AppContext.current?.log("ScrollReel: registerForRemoteNotifications() is not simulated")
    }
}

/// `UIApplicationDelegate`: the app's delegate, made by `UIApplicationMain` from its class.
/// Every method has a default, as every one is optional in UIKit.
public protocol UIApplicationDelegate: AnyObject {
    /// The window of an app without scenes (set in `didFinishLaunchingWithOptions`).
    var window: UIWindow? { get set }
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The configuration a new scene session connects with; the default names the app's
    /// `SceneDelegate` class, as Xcode's template's Info.plist does.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    func applicationDidBecomeActive(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    public func application(_ application: UIApplication,
                            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
}

/// The app's life-cycle notifications, with UIKit's names. A reel's app stays in the foreground
/// and active, with memory to spare, so none of these is posted; an app that observes them
/// compiles and waits.
extension UIApplication {
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
}
