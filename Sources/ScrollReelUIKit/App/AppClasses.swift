import Foundation

/// The app's classes, found by name as UIKit finds them (`NSClassFromString`): the app
/// delegate `UIApplicationMain` names, the `SceneDelegate` Xcode's template names, and the view
/// controllers a script or storyboard names — in the app's module.
package struct AppClasses: @unchecked Sendable {
    /// The module the app's files are compiled in (`App`).
    package let module: String
    /// Makes the app delegate, as UIKit makes it from its class; nil for an app without one.
    package let makeDelegate: (() -> UIApplicationDelegate?)?

    /// The app delegate class named `delegateClassName` (`App.AppDelegate`), whose module is
    /// the app's; an app without one is the module's view controllers alone. A delegate that
    /// is a responder is made by its required `init()`; one that is a plain `NSObject`, by the
    /// maker the porter gave it (``NSObjectAppDelegate``).
    package init(delegateClassName: String?) {
        let name = delegateClassName ?? "App.AppDelegate"
        module = name.split(separator: ".").count > 1 ? String(name.split(separator: ".")[0]) : "App"
        let found: AnyClass? = Self.lookUp(name, module: module).flatMap { $0 is UIApplicationDelegate.Type ? $0 : nil }
        if let responder = found as? UIResponder.Type {
            makeDelegate = { responder.init() as? UIApplicationDelegate }
        } else if let object = found as? NSObjectAppDelegate.Type {
            makeDelegate = { object.makeAppDelegate() }
        } else {
            makeDelegate = nil
        }
    }

    /// An app whose delegate class is `delegateClass`.
    package init(delegateClass: UIResponder.Type?, module: String) {
        makeDelegate = delegateClass.map { type in { type.init() as? UIApplicationDelegate } }
        self.module = module
    }

    /// `SceneDelegate` in the app's module, when it has one.
    package var sceneDelegateClass: UIResponder.Type? {
        Self.lookUp("SceneDelegate", module: module) as? UIResponder.Type
    }

    /// The view controller class `name` (module-qualified or not), when it is one.
    package func viewControllerClass(named name: String) -> UIViewController.Type? {
        Self.lookUp(name, module: module) as? UIViewController.Type
    }

    /// A class by its name in `module`, or as given.
    package static func lookUp(_ name: String, module: String) -> AnyClass? {
        let unqualified = name.split(separator: ".").last.map(String.init) ?? name
        return NSClassFromString(name.contains(".") ? name : "\(module).\(name)") ?? NSClassFromString("\(module).\(unqualified)")
    }
}

/// An app delegate that is a plain `NSObject` (`class AppDelegate: NSObject, UIApplicationDelegate`,
/// as older samples write it), not a responder: Linux's `NSObject` has no required initialiser,
/// so the porter gives such a class this maker and UIKit makes the delegate through it.
public protocol NSObjectAppDelegate: AnyObject {
    static func makeAppDelegate() -> UIApplicationDelegate?
}
