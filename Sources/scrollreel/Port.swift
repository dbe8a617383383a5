import ArgumentParser
import Foundation
import ReelCommandLine

extension ScrollReelCommand {
    /// `scrollreel port FILE…`: runs the porter, `scrollreel-port`, found beside this binary. The
    /// porter is its own product because it links swift-syntax, which takes minutes to build;
    /// rendering never needs it.
    struct Port: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Rewrite what compiles on iOS but not in Linux Swift (@objc, @objc optional requirements, overrides in extensions); runs scrollreel-port.",
            discussion: """
                The porter is a separate product: build it once with \
                `swift build -c release --product scrollreel-port`. `scrollreel-port --help` \
                describes its options.
                """)

        @Argument(parsing: .captureForPassthrough, help: "The porter's arguments: Swift source files, --dry-run.")
        var arguments: [String] = []

        func run() throws {
            let porter = Self.porterURL
            guard FileManager.default.isExecutableFile(atPath: porter.path) else {
                throw fail(PorterMissing(expected: porter))
            }
            let process = Process()
            process.executableURL = porter
            process.arguments = arguments
            do {
                try process.run()
            } catch {
                throw fail(error)
            }
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { throw ExitCode(process.terminationStatus) }
        }

        /// `scrollreel-port` in this executable's folder.
        static var porterURL: URL {
            let me = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
            return me.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("scrollreel-port")
        }
    }
}

/// `scrollreel port` run where the porter was not built.
struct PorterMissing: Error, CustomStringConvertible {
    var expected: URL

    var description: String {
        let configuration = expected.deletingLastPathComponent().lastPathComponent == "debug" ? "" : " -c release"
        return "the porter is not built (no \(expected.path)); it is a product of its own so that rendering never "
            + "builds swift-syntax. Build it with `swift build\(configuration) --product scrollreel-port`, then run this again"
    }
}
