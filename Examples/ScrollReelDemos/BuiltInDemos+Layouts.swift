import Foundation
import ReelLayout
import ReelScenario
import ScrollReelDemoApps

extension BuiltInDemos {
    /// Demos whose layout is Swift code rather than a `layout:` kind: by scenario name (a
    /// variant's, `FILE-VARIANT`) or file name, the layout (in `Layouts/`) the file's content
    /// and gestures run with.
    static let swiftLayouts: [String: Scenario.LayoutFactory] = [
        "insertion-animation": { ScaleUpInsertionLayout() },
        "rtl-chat-layout-forgets": { ChatBubbleLayout() },
        "rtl-chat-layout-mirrors": {
            let layout = ChatBubbleLayout()
            layout.mirrorsInRightToLeft = true
            return layout
        },
    ]

    /// `scenario` with the Swift layout its demo names, if any.
    static func withSwiftLayout(_ scenario: Scenario, file: URL) -> Scenario {
        // A demo whose screen is an app's: its view controllers are in Examples/DemoApps.
        if scenario.app != nil { return scenario.running(appDelegate: nil, module: "ScrollReelDemoApps") }
        guard let layout = swiftLayouts[scenario.unconfiguredName] ?? swiftLayouts[file.deletingPathExtension().lastPathComponent]
        else { return scenario }
        var scenario = scenario
        scenario.customLayout = layout
        return scenario
    }
}
