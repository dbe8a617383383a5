import Foundation
import ReelTestSupport

/// Runs the `scrollreel` binary without the caller's record and artifacts settings.
enum CLIRunner {
    /// Runs `scrollreel arguments…` with `SCROLLREEL_RECORD` and `SCROLLREEL_ARTIFACTS` removed
    /// from the environment, then `environment` added.
    static func scrollreel(_ arguments: [String], environment: [String: String] = [:]) throws -> ToolRunner.Result {
        var changes: [String: String?] = ["SCROLLREEL_RECORD": nil, "SCROLLREEL_ARTIFACTS": nil]
        for (name, value) in environment { changes[name] = value }
        return try ToolRunner.run(CheckFixtures.binary, arguments, environment: changes)
    }
}
