import ReelScenario

/// Builds the screen a scenario describes: the app's window when it runs an app, else the
/// scenario's own window (its collection view, or its tab-pager screen).
enum ScreenFactory {
    static func makeScreen(for scenario: Scenario, console: Console) -> Screen {
        if let launch = scenario.appWindow {
            return WindowScreen(scenario: scenario, console: console, launch: launch)
        }
        return WindowScreen(scenario: scenario, console: console)
    }
}
