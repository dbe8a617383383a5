import Foundation
import ReelCheck
import ReelTestSupport
import ScrollReel
import ScrollReelDemos

/// Scenarios, folders and paths shared by the ReelCheck tests.
enum CheckFixtures {
    /// The small scenario of the ScrollReel tests (120 × 200 pt at @1x, 25 fps, 36 frames),
    /// with its item height as a parameter: 40 is the original.
    static func tiny(itemHeight: Int = 40) throws -> Scenario {
        try Scenario.parse(TinyScenario.yaml(itemHeight: itemHeight), file: "tiny.yaml")
    }

    /// A built-in demo's scenario text with one line replaced (a changed layout constant).
    static func demo(_ name: String, replacing old: String, with new: String) throws -> Scenario {
        let url = BuiltInDemos.files.first { $0.deletingPathExtension().lastPathComponent == name }!
        let text = try String(contentsOf: url, encoding: .utf8)
        precondition(text.contains(old), "\(name) has no '\(old)'")
        return try Scenario.parse(text.replacingOccurrences(of: old, with: new), file: url.lastPathComponent,
                                  sourceURL: url)
    }

    /// The package root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// ScrollReel's own goldens of the built-in demos.
    static let repositoryGoldens = packageRoot.appendingPathComponent("Tests/Goldens", isDirectory: true)

    /// The CLI binary: the release build `scripts/test` makes, or the debug build.
    static var binary: String {
        let release = packageRoot.appendingPathComponent(".build/release/scrollreel").path
        if FileManager.default.isExecutableFile(atPath: release) { return release }
        return packageRoot.appendingPathComponent(".build/debug/scrollreel").path
    }

    /// A fresh empty folder for one test.
    static func folder(_ name: String) throws -> URL {
        try ToolRunner.makeFolder("check-\(name)")
    }

    /// Checks `scenario` against `goldens` in `mode`.
    static func check(_ scenario: Scenario, goldens: URL, _ mode: RecordMode,
                      sampling: FrameSampling = .automatic) throws -> ScenarioCheck {
        try ReelChecker(goldens: goldens, options: CheckOptions(record: mode, sampling: sampling)).check(scenario)
    }
}
