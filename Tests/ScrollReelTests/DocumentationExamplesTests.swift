import Foundation
import ReelOutput
import ReelScenario
import ReelScene
import ScrollReel
import ScrollReelDemos
import Testing

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
        let simulation = Simulation(scenario: scenarios[0])
        let first = try #require(simulation.nextFrame())
        // Dark theme: the window is black; `never` keeps contentOffset at 0 despite the safe area.
        #expect(Reel(scenario: scenarios[0]).displayList(of: first).background == .black)
        #expect(first.trace.main.contentOffset == .zero)
        // Section 0: every section has the 240-pt header, then 12 inset; eight 180 × 120 items two
        // to a line (393 − 24 = 369 = 180 + 9 + 180), four lines 4 × 120 + 3 × 12 = 516; 12 inset:
        // 780. Section 1's listed 369 × 80 banner fills its own line after its header and inset.
        let banner = simulation.screen.mainCollectionView?.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))
        #expect(banner?.frame == CGRect(x: 12, y: 780 + 240 + 12, width: 369, height: 80))
        // It fits exactly, so UIKit's item-size warning is not logged.
        #expect(first.trace.console.isEmpty)
    }
}
