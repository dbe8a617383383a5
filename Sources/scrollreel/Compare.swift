import ArgumentParser
import Foundation
import ScrollReel

extension ScrollReelCommand {
    /// `scrollreel compare BEFORE AFTER --out DIR [--name NAME]`, or `scrollreel compare FILE`
    /// for a file whose first two `variants` are before and after.
    struct Compare: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Render two scenarios side by side in lock-step, captioned before/after, to NAME-compare.gif.")

        @Argument(help: "The 'before' demo name or scenario file.")
        var before: String

        @Argument(help: "The 'after' demo name or scenario file (omit it for a file with variants).")
        var after: String?

        @Option(help: "The output folder.")
        var out: String = "out"

        @Option(help: "Output name (default: the 'before' scenario's name).")
        var name: String?

        func run() throws {
            do {
                let pair: [Scenario]
                if let after {
                    pair = [try BuiltInDemos.scenario(named: before), try BuiltInDemos.scenario(named: after)]
                } else {
                    pair = Array(try BuiltInDemos.scenarios(named: before).prefix(2))
                    guard pair.count == 2 else {
                        throw ValidationError("'\(before)' has no variants: name two scenarios to compare")
                    }
                }
                // A file of variants names its comparison; two scenarios take the first one's name.
                let fallback = after == nil ? URL(fileURLWithPath: before).deletingPathExtension().lastPathComponent : pair[0].name
                let comparison = try Comparison(name: name ?? fallback, before: pair[0], after: pair[1])
                print(try comparison.render(to: URL(fileURLWithPath: out, isDirectory: true)).relativePath)
            } catch {
                throw fail(error)
            }
        }
    }
}
