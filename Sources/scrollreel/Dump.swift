import ArgumentParser
import Foundation
import ReelCommandLine
import ScrollReel
import ScrollReelDemos

extension ScrollReelCommand {
    /// `scrollreel dump NAME|FILE`: the trace JSON on standard output.
    struct Dump: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print a scenario's trace JSON, one frame per line.")

        @Argument(help: "A built-in demo name or a scenario file.")
        var scenario: String

        @OptionGroup var access: FileAccessOptions

        func run() throws {
            do {
                try Reel(scenario: try BuiltInDemos.scenario(named: scenario, allowing: access.allowedFolders)).writeTrace(to: .standardOutput)
            } catch {
                throw fail(error)
            }
        }
    }
}
