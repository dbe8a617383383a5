import ArgumentParser
import Foundation
import ReelCommandLine
import ScrollReel
import ScrollReelDemos

extension ScrollReelCommand {
    /// `scrollreel compare BEFORE AFTER --out DIR [--name NAME]`, or `scrollreel compare FILE`
    /// for a file whose first two `variants` are before and after.
    struct Compare: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Render two scenarios side by side in lock-step, captioned before/after, to NAME-compare.gif.",
            discussion: "Other formats name their files NAME-compare too; a comparison has no trace.")

        @Argument(help: "The 'before' demo name or scenario file.")
        var before: String

        @OptionGroup var access: FileAccessOptions

        @Argument(help: "The 'after' demo name or scenario file (omit it for a file with variants).")
        var after: String?

        @Option(help: "The output folder.")
        var out: String = "out"

        @Option(help: "Output name (default: the 'before' scenario's name).")
        var name: String?

        @Option(help: ArgumentHelp("Comma-separated formats (not trace): \(OutputFormat.allCases.filter { $0 != .trace }.map(\.name).joined(separator: ", ")).",
                                   valueName: "format"),
                transform: OutputFormatOptions.parse)
        var format: Set<OutputFormat> = [.gif]

        func run() throws {
            do {
                let comparison: Comparison
                if let after {
                    let first = try BuiltInDemos.scenario(named: before, allowing: access.allowedFolders)
                    comparison = try Comparison(name: name ?? first.name, before: first,
                                                after: try BuiltInDemos.scenario(named: after, allowing: access.allowedFolders))
                } else {
                    comparison = try BuiltInDemos.comparison(ofVariantsIn: before, name: name, allowing: access.allowedFolders)
                }
                for url in try comparison.render(to: URL(fileURLWithPath: out, isDirectory: true), formats: format) {
                    print(url.relativePath)
                }
            } catch {
                throw fail(error)
            }
        }
    }
}
