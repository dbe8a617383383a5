import Foundation
import ReelCheck
import ReelTestSupport
import ScrollReelDemos
import Testing

/// `scrollreel check` end to end through the binary (the release build `scripts/test` makes).
@Suite(.serialized) struct CLICheckTests {
    /// The tiny scenario written to a file, with 40- or 44-pt items.
    func scenarioFile(in folder: URL, itemHeight: Int = 40) throws -> String {
        let url = folder.appendingPathComponent("tiny.yaml")
        try TinyScenario.yaml(itemHeight: itemHeight).write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func recordModesExitStatusAndSummary() throws {
        let folder = try CheckFixtures.folder("cli-modes")
        let goldens = folder.appendingPathComponent("goldens").path
        let artifacts = folder.appendingPathComponent("artifacts").path
        let file = try scenarioFile(in: folder)
        func check(_ extra: [String], environment: [String: String] = [:]) throws -> ToolRunner.Result {
            try CLIRunner.scrollreel(["check", file, "--goldens", goldens, "--artifacts", artifacts] + extra,
                                     environment: environment)
        }

        // never: nothing stored yet → fails, writes nothing.
        let never = try check(["--record", "never"])
        #expect(never.status == 1)
        #expect(never.output.hasPrefix("FAIL  tiny: missing golden trace.json, frame-00000.png"))
        #expect(never.output.contains("scrollreel check: 1 failed, 0 passed, 0 recorded (1 scenario) — FAILED\n"))
        #expect(!FileManager.default.fileExists(atPath: goldens + "/tiny"))

        // The environment variable applies when --record is absent.
        #expect(try check([], environment: ["SCROLLREEL_RECORD": "never"]).status == 1)
        #expect(!FileManager.default.fileExists(atPath: goldens + "/tiny"))
        let bad = try check([], environment: ["SCROLLREEL_RECORD": "sometimes"])
        #expect(bad.status == 1)
        #expect(bad.error == "error: SCROLLREEL_RECORD=sometimes is not a record mode; use missing, all, never or failed\n")

        // missing (the default): records and fails, so CI cannot pass on goldens it just made.
        let recorded = try check([])
        #expect(recorded.status == 1)
        #expect(recorded.output.hasPrefix("REC!  tiny: recorded trace.json and 10 frames — check again to compare\n"))
        #expect(recorded.output.contains("scrollreel check: 1 failed, 0 passed, 1 recorded (1 scenario) — FAILED"))

        let passed = try check([])
        #expect(passed.status == 0, "\(passed.output)\(passed.error)")
        #expect(passed.output == """
            PASS  tiny (36 frames traced, 10 compared as PNG)
            scrollreel check: 0 failed, 1 passed, 0 recorded (1 scenario) — OK
            artifacts: \(artifacts)
            report: \(artifacts)/report.html

            """)
    }

    /// `--matrix`: every configuration is checked against its own golden, and the one that
    /// changed is named; a bad axis is refused naming the option.
    @Test func aMatrixIsCheckedConfigurationByConfiguration() throws {
        let folder = try CheckFixtures.folder("cli-matrix")
        let goldens = folder.appendingPathComponent("goldens").path
        let artifacts = folder.appendingPathComponent("artifacts").path
        let file = try scenarioFile(in: folder)
        func check(_ extra: [String]) throws -> ToolRunner.Result {
            try CLIRunner.scrollreel(["check", file, "--goldens", goldens, "--artifacts", artifacts,
                                      "--matrix", "theme=light,dark"] + extra)
        }
        #expect(try check(["--record", "all"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: goldens + "/tiny-light/trace.json"))
        #expect(FileManager.default.fileExists(atPath: goldens + "/tiny-dark/trace.json"))
        // The dark configuration's golden taken from the light one: only it fails, by name.
        try FileManager.default.removeItem(atPath: goldens + "/tiny-dark")
        try FileManager.default.copyItem(atPath: goldens + "/tiny-light", toPath: goldens + "/tiny-dark")
        let changed = try check(["--record", "never"])
        #expect(changed.status == 1)
        #expect(changed.output.contains("FAIL  tiny-dark: "))
        #expect(changed.output.contains("PASS  tiny-light "))
        let bad = try CLIRunner.scrollreel(["check", file, "--goldens", goldens, "--matrix", "theme=sepia"])
        #expect(bad.status != 0 && bad.error.contains("--matrix: theme must be one of light, dark, got 'sepia'"))
    }

    @Test func changedLayoutFailsWithTheFirstDifferenceAndArtifacts() throws {
        let folder = try CheckFixtures.folder("cli-diff")
        let goldens = folder.appendingPathComponent("goldens").path
        let artifacts = folder.appendingPathComponent("artifacts").path
        let original = try scenarioFile(in: folder)
        #expect(try CLIRunner.scrollreel(["check", original, "--goldens", goldens, "--record", "all"]).status == 0)

        let changed = try scenarioFile(in: folder, itemHeight: 44)
        let result = try CLIRunner.scrollreel(["check", changed, "--goldens", goldens, "--artifacts", artifacts],
                                              environment: ["SCROLLREEL_RECORD": "never"])
        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("FAIL  tiny: trace: frame 0 (t=0.000 s): ") == true)
        // tiny: 60-pt header, 5-pt insets, 2 items a row, 10-pt spacing: row 1 at 65 + 40 + 10 = 115,
        // with 44-pt items at 65 + 44 + 10 = 119.
        #expect(lines.contains("      frame 0 (t=0.000 s): main cell 0.0 frame.height: expected 40, got 44"))
        #expect(lines.contains("      frame 0 (t=0.000 s): main cell 0.2 frame.y: expected 115, got 119"))
        #expect(lines.contains("artifacts: \(artifacts)"))
        let files = ToolRunner.contents(of: URL(fileURLWithPath: artifacts + "/tiny"))
        #expect(files.contains("frame-00000-diff.png") && files.contains("diff.gif"))
        #expect(FileManager.default.fileExists(atPath: artifacts + "/report.html"))

        // --precision 0 accepts any pixels, but the trace still fails.
        let lenient = try CLIRunner.scrollreel(["check", changed, "--goldens", goldens, "--artifacts", artifacts,
                                                "--record", "never", "--precision", "0"])
        #expect(lenient.status == 1)
        #expect(!lenient.output.contains("pixels:"))
    }

    @Test func badOptionsAreRejected() throws {
        let result = try CLIRunner.scrollreel(["check", "tiny", "--goldens", "/tmp", "--precision", "2"])
        #expect(result.status != 0)
        #expect(result.error.contains("--precision must be between 0 and 1, got 2.0"))
        #expect(try CLIRunner.scrollreel(["check", "--goldens", "/tmp"]).status != 0)
    }
}
