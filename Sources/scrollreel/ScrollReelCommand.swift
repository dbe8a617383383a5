import ArgumentParser
import Foundation
import ScrollReel
import ReelFiles
import ScrollReelDemos

@main
struct ScrollReelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scrollreel",
        abstract: "Simulate UIKit collection- and table-view layouts under a scripted scroll and render the frames.",
        subcommands: [List.self, Render.self, Compare.self, Dump.self, Validate.self, Check.self, InitLayout.self, Port.self]
    )
}

// MARK: - Shared

/// Prints a failure the way compilers do (one line per problem) and exits non-zero. Values
/// from a scenario reach the terminal with their control characters escaped.
func fail(_ error: Error) -> ExitCode {
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
struct FileAccessOptions: ParsableArguments {
    @Option(name: .customLong("allow-folder"),
            help: "A folder scenario files may name files in, besides their own folder (repeatable).")
    var allowFolder: [String] = []

    var allowedFolders: [URL] { allowFolder.map { URL(fileURLWithPath: $0, isDirectory: true) } }
}

/// `--format gif,svg,…`: the output formats, from the one list of them.
struct OutputFormatOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Comma-separated formats: \(OutputFormat.allCases.map(\.name).joined(separator: ", ")).",
                               discussion: OutputFormat.allCases.map(\.summary).joined(separator: "; ")),
            transform: OutputFormatOptions.parse)
    var format: Set<OutputFormat> = [.gif, .trace]

    static func parse(_ text: String) throws -> Set<OutputFormat> {
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

/// `--matrix KEY=VALUE,VALUE` (repeatable): configurations to render a scenario in.
struct MatrixOptions: ParsableArguments {
    @Option(name: .customLong("matrix"),
            help: "Render each scenario in every combination of these values as well, side by side (repeatable): theme=light,dark; layoutDirection=leftToRight,rightToLeft; contentSizeCategory=large,accessibilityExtraExtraExtraLarge; viewport=iphone-se,iphone-15.")
    var axes: [String] = []

    /// The matrix the options give; refused with the option named.
    func matrix() throws -> ScenarioMatrix {
        do {
            return try ScenarioMatrix.parse(axes)
        } catch {
            throw fail(error)
        }
    }
}

