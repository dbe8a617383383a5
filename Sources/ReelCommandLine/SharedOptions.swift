package import ArgumentParser
package import Foundation
import ReelFiles
package import ScrollReel

// The options and the failure report `scrollreel` and an app's own executable (module `UIKit`)
// share, so both read `--format`, `--scale`, … the same way.

/// Prints a failure the way compilers do (one line per problem) and exits non-zero. Values
/// from a scenario reach the terminal with their control characters escaped.
package func fail(_ error: Error) -> ExitCode {
    var stderr = StandardError()
    if let error = error as? ScenarioError {
        print(TerminalText.escaped(error.description), to: &stderr)
    } else if let error = error as? ScenarioOverrideError {
        // The library names the scenario's fields; the CLI names its options.
        let problems = error.problems.map { $0.description(naming: $0.field.map { "--" + $0 }) }
        print("error: " + problems.joined(separator: "; "), to: &stderr)
    } else {
        print(TerminalText.escaped("error: \(error)"), to: &stderr)
    }
    return ExitCode.failure
}


/// `--allow-folder DIR`: a folder scenarios may read files from besides their own.
package struct FileAccessOptions: ParsableArguments {
    package init() {}

    @Option(name: .customLong("allow-folder"),
            help: "A folder scenario files may name files in, besides their own folder (repeatable).")
    package var allowFolder: [String] = []

    package var allowedFolders: [URL] { allowFolder.map { URL(fileURLWithPath: $0, isDirectory: true) } }
}

/// `--format gif,svg,…`: the output formats, from the one list of them.
package struct OutputFormatOptions: ParsableArguments {
    package init() {}

    @Option(help: ArgumentHelp("Comma-separated formats: \(OutputFormat.allCases.map(\.name).joined(separator: ", ")).",
                               discussion: OutputFormat.allCases.map(\.summary).joined(separator: "; ")),
            transform: OutputFormatOptions.parse)
    package var format: Set<OutputFormat> = [.gif, .trace]

    package static func parse(_ text: String) throws -> Set<OutputFormat> {
        var formats = Set<OutputFormat>()
        for word in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard let format = OutputFormat(name: word) else {
                throw ValidationError("unknown format '\(word)'; use \(OutputFormat.allCases.map(\.name).joined(separator: ", "))")
            }
            formats.insert(format)
        }
        return formats
    }
}

/// `--scale`, `--fps`, `--device-chrome`: what a render may change of a scenario.
package struct RenderOverrideOptions: ParsableArguments {
    // `.unconditional`: `--scale -1` is a value to refuse in words, not a missing one.
    @Option(parsing: .unconditional,
            help: "Render at this scale instead of the scenario's (e.g. 1 for lighter documentation GIFs).")
    package var scale: Double?

    @Option(parsing: .unconditional, help: "Render at this frame rate instead of the scenario's.")
    package var fps: Int?

    @Flag(inversion: .prefixedNo,
          help: "Draw (or leave out) the iOS status bar, rounded screen corners and home indicator, whatever the scenario says.")
    package var deviceChrome: Bool?

    package init() {}

    /// `scenario` with the options applied.
    package func applied(to scenario: Scenario) throws -> Scenario {
        try scenario.overriding(scale: scale.map { CGFloat($0) }, fps: fps, deviceChrome: deviceChrome)
    }
}
