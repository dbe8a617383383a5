import Foundation
public import ReelScenario

extension Scenario {
    /// This script with an app's screen on it: `rootViewController()` makes the view controller
    /// the window shows — in a navigation controller when `inNavigationController` — once per
    /// simulation, as a launch makes it. The app decides its counts, cells and layout.
    ///
    /// ```swift
    /// let script = try Scenario.parse(yaml, file: "feed.yaml", asAppScript: true)
    /// try Reel(scenario: script.showing { FeedViewController() }).render(to: out, formats: [.gif])
    /// ```
    ///
    /// Storyboards and xibs find the app's classes in the module of the code that calls this
    /// (`callerID`, its `#fileID`), as an app's own target is theirs.
    public func showing(inNavigationController: Bool = false, callerID: String = #fileID,
                        _ rootViewController: @escaping @Sendable () -> UIViewController) -> Scenario {
        var scenario = self
        var spec = AppSpec(rootViewController: nil, embedsInNavigationController: inNavigationController)
        // The script's resources (images, storyboards) stay the app's.
        spec.resourceFolder = app?.resourceFolder
        scenario.app = spec
        let module = callerID.split(separator: "/").first.map(String.init) ?? ""
        let launcher = AppLauncher(app: AppClasses(delegateClass: nil, module: module), spec: spec, makeRoot: rootViewController)
        scenario.appWindow = { launcher.launch() }
        return scenario
    }

    /// This script running a whole app: `appDelegate` is made and launched as
    /// `UIApplicationMain` launches it — its scene delegate (the configuration's, else
    /// `SceneDelegate` in its module) connects and shows the window.
    public func running(appDelegate: (UIResponder & UIApplicationDelegate).Type) -> Scenario {
        running(appDelegate: appDelegate, module: NSStringFromClass(appDelegate).split(separator: ".").first.map(String.init) ?? "")
    }

    /// This script running the app whose classes are in `module`: its delegate, if any, else
    /// its `Main.storyboard` (in the spec's resource folder) or the script's root view controller.
    public func running(appDelegate: (UIResponder & UIApplicationDelegate).Type?, module: String) -> Scenario {
        var scenario = self
        let spec = app ?? AppSpec()
        scenario.app = spec
        let launcher = AppLauncher(app: AppClasses(delegateClass: appDelegate, module: module), spec: spec)
        scenario.appWindow = { launcher.launch() }
        return scenario
    }
}
