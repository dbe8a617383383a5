import Foundation
import ScrollReel

// Renders `tag-cloud.yaml` with LeftAlignedFlowLayout: `swift run TagCloud [OUTPUT-FOLDER]`.
// Tags are as wide as their text, measured with the font ScrollReel draws with.
let tags = ["Swift", "UIKit", "Collection views", "Layouts", "Auto Layout", "Combine", "Core Data",
            "Diffable data sources", "SwiftUI", "Concurrency", "Instruments", "Accessibility",
            "Dynamic Type", "Scroll views", "Animations", "Testing", "Xcode", "Swift Package Manager",
            "Localization", "Widgets", "App Intents", "Core Animation", "Metal", "Networking"]

let file = Bundle.module.url(forResource: "tag-cloud", withExtension: "yaml")!
var scenario = try Scenario.load(from: file)
scenario.collection.sections = [SectionSpec(itemList: tags.map { tag in
    ItemSpec(size: CGSize(width: (FontMetrics.width(of: tag, fontSize: 15) + 24).rounded(.up), height: 34),
             label: tag)
})]

let output = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "out", isDirectory: true)
let written = try Reel(scenario: scenario) {
    let layout = LeftAlignedFlowLayout()
    layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 10
    return layout
}.render(to: output, formats: [.gif, .trace])
for url in written { print(url.relativePath) }
