import ArgumentParser
import Foundation
import ScrollReel
import ScrollReelDemos

@main
struct ScrollReelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scrollreel",
        abstract: "Simulate UIKit collection- and table-view layouts under a scripted scroll and render the frames.",
        subcommands: [List.self, Render.self, Compare.self, Dump.self, Validate.self, Check.self, InitLayout.self]
    )
}

// MARK: - Shared

/// Prints a failure the way compilers do (one line per problem) and exits non-zero.
func fail(_ error: Error) -> ExitCode {
    var stderr = StandardError()
    if let error = error as? ScenarioError {
        print(error.description, to: &stderr)
    } else if let error = error as? ScenarioOverrideError {
        print("error: " + error.problems.map(flagWording).joined(separator: "; "), to: &stderr)
    } else {
        print("error: \(error)", to: &stderr)
    }
    return ExitCode.failure
}

/// An override problem in the words of the flag that asked for it.
private func flagWording(_ problem: ScenarioOverrideError.Problem) -> String {
    switch problem {
    case .scale(let scale):
        let range = ScenarioLimits.scale
        return "--scale must be between \(Int(range.lowerBound)) and \(Int(range.upperBound)), got \(scale.uikitDescription)"
    case .fps(let fps):
        return "--fps must be between \(ScenarioLimits.fps.lowerBound) and \(ScenarioLimits.fps.upperBound), got \(fps)"
    case .canvas, .frameCount:
        return problem.description
    }
}

struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        FileHandle.standardError.write(Data(string.utf8))
    }
}
