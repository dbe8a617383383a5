import ReelScenario

/// Builds the screen a scenario describes.
enum ScreenFactory {
    static func makeScreen(for scenario: Scenario, console: Console) -> Screen {
        if let pager = scenario.pager {
            return PagerScreen(scenario: scenario, spec: pager, console: console)
        }
        return CollectionScreen(scenario: scenario, console: console)
    }
}
