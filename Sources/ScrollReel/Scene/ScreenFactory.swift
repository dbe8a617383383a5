/// Builds the screen a scenario describes.
enum ScreenFactory {
    static func makeScreen(for scenario: Scenario, console: Console) -> Screen {
        CollectionScreen(scenario: scenario, console: console)
    }
}
