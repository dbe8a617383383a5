public import Foundation
public import ReelScenario
import ReelScene

/// Several scenarios checked together, with their artifacts and one summary line — what
/// `scrollreel check` prints.
public struct CheckRun {
    /// The results, in the order the scenarios were given.
    public var checks: [ScenarioCheck]
    /// The report, written when the run has artifacts (see ``ArtifactWriter``).
    public var report: URL?
    /// The artifacts folder.
    public var artifacts: URL

    /// Checks every scenario, then writes the artifacts folder and its `report.html`.
    public init(scenarios: [Scenario], checker: ReelChecker, artifacts: URL,
                progress: ((ScenarioCheck) -> Void)? = nil) throws {
        var checks: [ScenarioCheck] = []
        for scenario in scenarios {
            let check = try checker.check(scenario)
            progress?(check)
            checks.append(check)
        }
        self.checks = checks
        self.artifacts = artifacts
        report = try ArtifactWriter(folder: artifacts).write(checks, limit: checker.options.traceDiffLimit)
    }

    /// Whether every scenario passed.
    public var succeeded: Bool { checks.allSatisfy(\.passed) }

    /// `scrollreel check: 1 failed, 9 passed, 1 recorded (11 scenarios)`.
    public var summaryLine: String {
        let failed = checks.filter { !$0.passed }.count
        let recorded = checks.filter { $0.outcome == .recorded }.count
        let passed = checks.filter { $0.outcome == .passed }.count
        return "scrollreel check: \(failed) failed, \(passed) passed, \(recorded) recorded "
            + "(\(checks.count) scenario\(checks.count == 1 ? "" : "s")) — \(succeeded ? "OK" : "FAILED")"
    }
}
