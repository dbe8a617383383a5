import Foundation
import ReelScenario
import ScrollReelUIKit

/// Why an app cannot be run: each names the class, file or line at fault.
enum AppError: Error, CustomStringConvertible {
    /// The script's `rootViewController` names no class of the app's module.
    case unknownRootViewController(String, module: String, script: String)
    /// The name is a class, but not a view controller.
    case notAViewController(String, script: String)
    /// No app delegate, and the script names no root view controller.
    case noRoot(delegate: String, script: String)
    /// The app's code trapped before the first frame; `namedRoot` when the script named the
    /// root view controller (made with `init(coder:)`).
    /// The console lines before the trap come with it: they often say why.
    case trappedAtLaunch(line: String, namedRoot: String?, console: [String])
    /// The app's code did not return before the first frame (the watchdog ended it).
    case stoppedRespondingAtLaunch(line: String, console: [String])

    var description: String {
        switch self {
        case let .unknownRootViewController(name, module, script):
            "\(script): app.rootViewController: no class '\(name)' in the app's module \(module)"
        case let .notAViewController(name, script):
            "\(script): app.rootViewController: '\(name)' is not a UIViewController subclass"
        case let .noRoot(delegate, script):
            "\(script): app: the app has no app delegate class \(delegate); name the view controller to show with "
                + "`app: {rootViewController: ClassName}`"
        case let .trappedAtLaunch(line, namedRoot?, console):
            "the app's code trapped while it launched: \(line) (the script's rootViewController \(namedRoot) is made "
                + "with init(coder:), as a storyboard makes it; a view controller made in code needs a SceneDelegate "
                + "or app delegate that makes it)" + Self.consoleBefore(console)
        case let .trappedAtLaunch(line, nil, console):
            "the app's code trapped while it launched: \(line)" + Self.consoleBefore(console)
        case let .stoppedRespondingAtLaunch(line, console):
            "the app stopped responding while it launched: \(line)" + Self.consoleBefore(console)
        }
    }
}

extension AppError {
    /// The console lines logged before the app trapped, each on its own line.
    static func consoleBefore(_ lines: [String]) -> String {
        lines.isEmpty ? "" : "\nthe console before it:\n" + lines.map { "  " + $0 }.joined(separator: "\n")
    }
}

extension AppClasses {
    /// Refuses, before the app runs, a script whose app cannot start: a root view controller
    /// it names that the app does not have, or no way to a root at all.
    func check(_ spec: AppSpec, script: String) throws(AppError) {
        if let name = spec.rootViewController {
            guard let found = Self.lookUp(name, module: module) else {
                throw .unknownRootViewController(name, module: module, script: script)
            }
            guard found is UIViewController.Type else { throw .notAViewController(name, script: script) }
        } else if makeDelegate == nil {
            throw .noRoot(delegate: "\(module).AppDelegate", script: script)
        }
    }
}
