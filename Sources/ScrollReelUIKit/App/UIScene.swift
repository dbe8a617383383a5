/// `UIScene`: one of the app's user interfaces; a phone app has one, a ``UIWindowScene``.
open class UIScene: Hashable {
    public let session: UISceneSession
    /// The scene's delegate, kept alive by the scene (UIKit's holds it strongly too).
    open var delegate: UISceneDelegate?
    open var title: String?
    public var activationState: ActivationState { .foregroundActive }
    /// The activity the scene's interface is doing, for its state to be restored from.
    open var userActivity: NSUserActivity?
    /// Which content the scene may show when the system picks a scene to open: kept, as an
    /// iPhone has one scene to pick.
    open var activationConditions = UISceneActivationConditions()

    public init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
    }

    public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// `UIScene.ConnectionOptions`: a simulated launch opens no URL and no activity.
    public final class ConnectionOptions {
        public var urlContexts: Set<String> { [] }
        /// The Home Screen quick action the app was opened from: none (a reel opens it from its icon).
        public var shortcutItem: UIApplicationShortcutItem? { nil }
        public var userActivities: Set<NSUserActivity> { [] }
        public var handoffUserActivityType: String? { nil }
        public init() {}
    }

    /// `UIScene.ActivationRequestOptions`: what an app asks for when it opens a scene; kept, as
    /// an iPhone opens no second scene.
    open class ActivationRequestOptions {
        open var requestingScene: UIScene?
        public init() {}
    }

    /// `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable { case unattached = -1, foregroundActive, foregroundInactive, background }
}

/// `UIWindowScene`: a scene that shows windows, on the simulated screen.
open class UIWindowScene: UIScene {
    /// The scene's windows, in the order they were made.
    public package(set) var windows: [UIWindow] = []
    public var screen: UIScreen { .main }
    public var interfaceOrientation: UIInterfaceOrientation { .portrait }
    /// The scene's coordinate space: the screen's bounds (a phone app fills its screen).
    public var coordinateSpace: UICoordinateSpace { screen.coordinateSpace }
    public var traitCollection: UITraitCollection { .current }
}

/// `UISceneActivationConditions`: the predicates a scene offers the system; kept.
open class UISceneActivationConditions {
    open var canActivateForTargetContentIdentifierPredicate = NSPredicate(value: true)
    open var prefersToActivateForTargetContentIdentifierPredicate = NSPredicate(value: false)
    public init() {}
}

/// `UIInterfaceOrientation`: ScrollReel's iPhones are upright.
public enum UIInterfaceOrientation: Int, Sendable { case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight }

/// `UISceneSession`: what a scene is connected with.
public final class UISceneSession: Hashable {
    public let role: Role
    public package(set) var configuration: UISceneConfiguration
    public let persistentIdentifier = "ScrollReel-Scene-1"
    /// The activity to restore the scene from: none, as a first launch has none.
    public var stateRestorationActivity: NSUserActivity?
    public var userInfo: [String: Any]?
    /// The scene the session is connected to.
    public package(set) weak var scene: UIScene?

    package init(role: Role) {
        self.role = role
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
    }

    public static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// `UISceneSession.Role`.
    public struct Role: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }
}

/// `UISceneConfiguration`: which delegate class and storyboard a scene connects with.
public final class UISceneConfiguration {
    public let name: String?
    public let role: UISceneSession.Role
    /// The scene delegate's class; nil: the app's `SceneDelegate`, as Xcode's template's
    /// Info.plist names it.
    public var delegateClass: AnyClass?
    public var sceneClass: AnyClass?
    /// The storyboard whose initial view controller the scene's window shows.
    public var storyboard: UIStoryboard?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}

/// `UISceneDelegate`: told of its scene's life.
public protocol UISceneDelegate: AnyObject {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
}

/// `UIWindowSceneDelegate`: a scene delegate with the scene's window.
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}

/// `UIWindowSceneDestructionRequestOptions`: how a closed scene's window leaves; kept.
open class UIWindowSceneDestructionRequestOptions {
    public enum WindowDismissalAnimation: Int, Sendable { case standard = 1, commit, decline }
    open var windowDismissalAnimation = WindowDismissalAnimation.standard
    public init() {}
}
