import ArgumentParser
import Foundation
import ScrollReel

@main
struct ScrollReelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scrollreel",
        abstract: "Simulate UIKit collection- and table-view layouts under a scripted scroll and render the frames.",
        subcommands: [List.self, Render.self, Compare.self, Dump.self, Validate.self, Check.self]
    )
}

// MARK: - Shared

/// Prints a failure the way compilers do (one line per problem) and exits non-zero.
func fail(_ error: Error) -> ExitCode {
    var stderr = StandardError()
    if let error = error as? ScenarioError {
        print(error.description, to: &stderr)
    } else {
        print("error: \(error)", to: &stderr)
    }
    return ExitCode.failure
}

struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        FileHandle.standardError.write(Data(string.utf8))
    }
}
