import Foundation
import ReelOutput
import ReelScenario
import ReelScene
import ReelTestSupport
import ScrollReel
import ScrollReelDemos

/// Paths and loaders shared by the ScrollReel tests.
enum Fixtures {
    /// A scenario file stored beside the tests; `tiny.yaml` is written from ``TinyScenario``.
    static func url(_ name: String) -> URL {
        if name == "tiny.yaml" { return tinyFile }
        return Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil)!
    }

    /// ``TinyScenario`` as a file, for tests that pass a path.
    static let tinyFile: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scrollreel-tests-\(getpid())-tiny.yaml")
        try! TinyScenario.yaml().write(to: url, atomically: true, encoding: .utf8)
        return url
    }()

    /// The located problems parsing `yaml` (as file `bad.yaml`) reports; empty when it parses.
    static func problems(_ yaml: String) -> [String] {
        do {
            _ = try Scenario.parse(yaml, file: "bad.yaml")
            return []
        } catch let error as ScenarioError {
            return error.problems.map(\.description)
        } catch {
            return ["unexpected \(error)"]
        }
    }

    static func scenario(_ name: String) throws -> Scenario {
        try Scenario.load(from: url(name))
    }

    /// Every frame of a scenario, simulated in process (no drawing).
    static func traces(_ scenario: Scenario) -> [FrameTrace] {
        Simulation(scenario: scenario).map(\.trace)
    }

    /// The package root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The CLI binary: the release build `scripts/test` makes (a debug render of a demo is ~20×
    /// slower), or the debug build.
    static var binary: String {
        let release = packageRoot.appendingPathComponent(".build/release/scrollreel").path
        if FileManager.default.isExecutableFile(atPath: release) { return release }
        return packageRoot.appendingPathComponent(".build/debug/scrollreel").path
    }

    /// The porter, `scrollreel-port`: its own product (it links swift-syntax), built in debug
    /// with the tests unless a release build of it is there.
    static var porter: String {
        let release = packageRoot.appendingPathComponent(".build/release/scrollreel-port").path
        if FileManager.default.isExecutableFile(atPath: release) { return release }
        return packageRoot.appendingPathComponent(".build/debug/scrollreel-port").path
    }
}

extension FrameTrace {
    /// The main scroll view's trace.
    var main: ScrollViewTrace { scrollViews[0] }
}

extension ScrollViewTrace {
    /// The frame of the header of `section`, if laid out.
    func header(_ section: Int = 0) -> CGRect? {
        attributes.first { $0.kind == .header && $0.section == section }?.frame
    }

    func cell(_ item: Int, section: Int = 0) -> CGRect? {
        attributes.first { $0.kind == .cell && $0.section == section && $0.item == item }?.frame
    }
}
