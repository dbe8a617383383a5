import ArgumentParser
import Foundation
import ReelCommandLine
import ScrollReel
import ScrollReelDemos

extension ScrollReelCommand {
    /// `scrollreel validate FILE…`: check scenarios without rendering.
    struct Validate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check scenario files without rendering; every problem is reported as file:line:column: field: problem.")

        @Argument(help: "Scenario files or built-in demo names.")
        var files: [String]

        @OptionGroup var access: FileAccessOptions

        func run() throws {
            var failed = false
            for file in files {
                do {
                    for scenario in try BuiltInDemos.scenarios(named: file, allowing: access.allowedFolders) {
                        print("\(file): \(scenario.name) ok — \(scenario.frameCount) frames, "
                            + "\(String(format: "%.2f", scenario.duration)) s at \(scenario.fps) fps")
                    }
                } catch {
                    _ = fail(error)
                    failed = true
                }
            }
            if failed { throw ExitCode.failure }
        }
    }
}
