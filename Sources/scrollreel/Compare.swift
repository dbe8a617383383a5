import ArgumentParser
import Foundation
import ScrollReel

extension ScrollReelCommand {
    /// `scrollreel compare BEFORE AFTER --out DIR [--name NAME]`.
    struct Compare: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Render two scenarios side by side in lock-step, captioned before/after, to NAME-compare.gif.")

        @Argument(help: "The 'before' demo name or scenario file.")
        var before: String

        @Argument(help: "The 'after' demo name or scenario file.")
        var after: String

        @Option(help: "The output folder.")
        var out: String = "out"

        @Option(help: "Output name (default: the 'before' scenario's name).")
        var name: String?

        func run() throws {
            do {
                let first = try BuiltInDemos.scenario(named: before)
                let comparison = try Comparison(name: name ?? first.name, before: first,
                                                after: try BuiltInDemos.scenario(named: after))
                print(try comparison.render(to: URL(fileURLWithPath: out, isDirectory: true)).relativePath)
            } catch {
                throw fail(error)
            }
        }
    }
}
