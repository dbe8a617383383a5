import Foundation
@testable import ReelOutput
@testable import ReelScenario
@testable import ReelScene
import ScrollReel
import ScrollReelDemos
import Testing

/// The scenario language beyond the basics: devices and safe areas, themes, listed items,
/// repeats, variants and render overrides — each checked by what it does to the layout.
@Suite struct ScenarioLanguageTests {
    static func scenario(_ yaml: String) throws -> Scenario {
        try Scenario.parse(yaml, file: "test.yaml")
    }

    static let base = """
        name: t
        viewport: iphone-15
        collection:
          itemSize: [100, 100]
          sections: [30]
        gestures: []
        """

    @Test func devicePresetCarriesItsSafeArea() throws {
        let viewport = try Self.scenario(Self.base).viewport
        #expect(viewport.size == CGSize(width: 393, height: 852) && viewport.scale == 3)
        #expect(viewport.safeArea == UIEdgeInsets(top: 59, bottom: 34))
    }

    @Test func automaticAdjustmentAddsTheSafeAreaAsUIKitDoes() throws {
        // UIKit's default .automatic: adjustedContentInset = contentInset + safe area (vertical
        // axis), and a scroll view starts at contentOffset.y = −adjustedContentInset.top.
        let automatic = try Self.scenario(Self.base)
        let frame = try #require(Simulation(scenario: automatic).nextFrame()).trace.main
        #expect(frame.contentInset == UIEdgeInsets(top: 59, bottom: 34))
        #expect(frame.contentOffset == CGPoint(x: 0, y: -59))
        let never = try Self.scenario(Self.base.replacingOccurrences(
            of: "collection:\n", with: "collection:\n  contentInsetAdjustmentBehavior: never\n  contentInset: {top: 10}\n"))
        let neverFrame = try #require(Simulation(scenario: never).nextFrame()).trace.main
        #expect(neverFrame.contentInset == UIEdgeInsets(top: 10))
        #expect(neverFrame.contentOffset == CGPoint(x: 0, y: -10))
    }

    @Test func explicitSafeArea() throws {
        let scenario = try Self.scenario(Self.base.replacingOccurrences(
            of: "viewport: iphone-15", with: "viewport: {width: 320, height: 480, scale: 1, safeArea: {top: 24, bottom: 12}}"))
        #expect(scenario.viewport.safeArea == UIEdgeInsets(top: 24, bottom: 12))
    }

    @Test func themeResolvesColourNamesAndDefaults() throws {
        let light = try Self.scenario(Self.base + "\nbackground: systemBlue")
        #expect(light.background == Color(red: 0, green: 122, blue: 255))
        #expect(light.collection.backgroundColor == Color(red: 242, green: 242, blue: 247))
        let dark = try Self.scenario(Self.base + "\ntheme: dark\nbackground: systemBlue")
        #expect(dark.background == Color(red: 10, green: 132, blue: 255))
        #expect(dark.collection.backgroundColor == .black)          // systemGroupedBackground, dark
        #expect(dark.collection.header.titleColor == .white)         // label, dark
        let defaultDark = try Self.scenario(Self.base + "\ntheme: dark")
        #expect(defaultDark.background == .black)                    // systemBackground, dark
    }

    @Test func listedItemsTakeTheirOwnSizes() throws {
        let scenario = try Self.scenario("""
            name: t
            viewport: {width: 320, height: 300, scale: 1}
            collection:
              itemSize: [90, 40]
              sectionInset: 10
              sections:
                - items: [{size: [140, 60], label: Wide}, {label: Default}, {size: [60, 80], color: systemRed}]
            gestures: []
            """)
        let cells = try #require(Simulation(scenario: scenario).nextFrame()).trace.main.attributes
        // Line 1: 140 + 90 fit in 300 with 70 to spare, spread between them (x 10 and 220); the
        // 40-pt item is centred on the 60-pt line (y 10 + 10). Line 2 holds the 60 × 80 item,
        // packed left as the last line of differing sizes.
        #expect(cells.map(\.frame) == [
            CGRect(x: 10, y: 10, width: 140, height: 60),
            CGRect(x: 220, y: 20, width: 90, height: 40),
            CGRect(x: 10, y: 80, width: 60, height: 80),
        ])
    }

    @Test func repeatExpandsSteps() throws {
        let scenario = try Self.scenario(Self.base.replacingOccurrences(of: "gestures: []", with: """
            gestures:
              - repeat:
                  times: 3
                  steps: [{drag: {by: [0, -100], duration: 0.5}}, release, {wait: 0.5}]
            """))
        #expect(scenario.gestures.count == 9)
        #expect(abs(scenario.duration - 4) < 1e-9)   // 3 × 1 s + 1 s tail
    }

    @Test func variantsMergeOverTheBase() throws {
        let scenarios = try Scenario.parseAll(Self.base + """

            variants:
              small: {collection: {itemSize: [50, 50]}}
              large: {collection: {itemSize: [150, 150]}, fps: 30}
            """, file: "v.yaml")
        #expect(scenarios.map(\.name) == ["t-small", "t-large"])
        #expect(scenarios.map(\.collection.itemSize) == [CGSize(width: 50, height: 50), CGSize(width: 150, height: 150)])
        #expect(scenarios.map(\.fps) == [50, 30])
        #expect(scenarios.map(\.collection.sections) == [[SectionSpec(items: 30)], [SectionSpec(items: 30)]])
    }

    @Test func loadingOneScenarioFromAFileOfVariantsNamesTheCallThatReadsThemAll() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("scrollreel-variants-\(getpid()).yaml")
        defer { try? FileManager.default.removeItem(at: file) }
        try (Self.base + "\nvariants:\n  small: {fps: 30}\n  large: {fps: 60}\n").write(to: file, atomically: true, encoding: .utf8)
        #expect(try Scenario.loadAll(from: file).map(\.name) == ["t-small", "t-large"])
        do {
            _ = try Scenario.load(from: file)
            Issue.record("a file of two variants loaded as one scenario")
        } catch let error as ScenarioError {
            let problem = try #require(error.problems.first)
            #expect(problem.field == "variants")
            #expect(problem.message == "the file describes 2 variants (t-small, t-large) and load(from:) reads one scenario; read them all with Scenario.loadAll(from:), which gives one scenario per variant")
        }
    }

    @Test func aProblemInAVariantIsLocatedInIt() {
        #expect(throws: ScenarioError.self) {
            try Scenario.parseAll(Self.base + "\nvariants:\n  bad: {fps: 0}\n", file: "v.yaml")
        }
        do {
            _ = try Scenario.parseAll(Self.base + "\nvariants:\n  bad: {fps: 0}\n", file: "v.yaml")
        } catch let error as ScenarioError {
            #expect(error.description == "v.yaml:8:14: fps: must be between 1 and 120, got 0")
        } catch {}
    }

    @Test func overridesKeepTheLimits() throws {
        let scenario = try Self.scenario(Self.base)
        let preview = try scenario.overriding(scale: 1, fps: 20)
        #expect(preview.viewport.scale == 1 && preview.fps == 20)
        #expect(throws: ScenarioOverrideError(problems: [.fps(500)])) { try scenario.overriding(fps: 500) }
        #expect(throws: ScenarioOverrideError(problems: [.scale(0.5)])) { try scenario.overriding(scale: 0.5) }
        // The library words a problem without naming any command-line flag.
        let both = ScenarioOverrideError(problems: [.scale(0.5), .fps(500)])
        #expect(both.description == "scale must be between 1 and 4, got 0.5; fps must be between 1 and 120, got 500")
    }
}
