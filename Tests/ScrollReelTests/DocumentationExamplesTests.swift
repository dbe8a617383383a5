import Foundation
import Testing
@testable import ScrollReel

/// The scenarios in `docs/scenarios.md` are valid as written: a user copying one gets what the
/// page says, not an error.
@Suite struct DocumentationExamplesTests {
    static let page = try! String(contentsOf: Fixtures.packageRoot.appendingPathComponent("docs/scenarios.md"), encoding: .utf8)

    /// Every ```yaml block that is a whole scenario (has a `name:` line).
    static var scenarios: [String] {
        page.components(separatedBy: "```yaml\n").dropFirst()
            .compactMap { $0.components(separatedBy: "```").first }
            .filter { $0.hasPrefix("name:") }
    }

    @Test func everyExampleParsesAndSimulates() throws {
        #expect(Self.scenarios.count >= 2)
        for yaml in Self.scenarios {
            let scenarios = try Scenario.parseAll(yaml, file: "docs/scenarios.md")
            for scenario in scenarios {
                #expect(Simulation(scenario: scenario).reduce(0) { count, _ in count + 1 } == scenario.frameCount)
            }
        }
    }

    @Test func fullExampleDoesWhatItSays() throws {
        let full = try #require(Self.scenarios.first { $0.hasPrefix("name: full-example") })
        let scenarios = try Scenario.parseAll(full, file: "docs/scenarios.md")
        #expect(scenarios.map(\.name) == ["full-example-copying", "full-example-in-place"])
        let first = try #require(Simulation(scenario: scenarios[0]).nextFrame())
        // Dark theme: the window is black; `never` keeps contentOffset at 0 despite the safe area.
        #expect(first.displayList.background == .black)
        #expect(first.trace.main.contentOffset == .zero)
        // The listed 375 × 80 banner opens section 1 on a line of its own.
        #expect(first.trace.main.attributes.isEmpty == false)
        #expect(scenarios[0].collection.sections[1].itemList[0].size == CGSize(width: 375, height: 80))
    }
}
