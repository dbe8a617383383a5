import Foundation

/// The app's classes, found by name as UIKit finds them (`NSClassFromString`): the app
/// delegate `UIApplicationMain` names, the `SceneDelegate` Xcode's template names, and the view
/// controllers a script or storyboard names — in the app's module.
package struct AppClasses: @unchecked Sendable {
    /// The module the app's files are compiled in (`App`).
    package let module: String
    package let delegateClass: UIResponder.Type?

    /// The app delegate class named `delegateClassName` (`App.AppDelegate`), whose module is
    /// the app's; an app without one is the module's view controllers alone.
    package init(delegateClassName: String?) {
        let name = delegateClassName ?? "App.AppDelegate"
        module = name.split(separator: ".").count > 1 ? String(name.split(separator: ".")[0]) : "App"
        delegateClass = Self.lookUp(name, module: module).flatMap { $0 as? UIResponder.Type }
            .flatMap { $0 is UIApplicationDelegate.Type ? $0 : nil }
    }

    /// An app whose delegate class is `delegateClass`.
    package init(delegateClass: UIResponder.Type?, module: String) {
        self.delegateClass = delegateClass
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
