import ArgumentParser
import Foundation
import ReelFiles
import ReelPort

/// `scrollreel-port FILE…` (also run as `scrollreel port`): rewrite what Linux Swift refuses in
/// iOS source. A product of its own, so that building the renderer never builds swift-syntax.
@main
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scrollreel-port",
        abstract: "Rewrite, in place, what compiles on iOS but not in Linux Swift: @objc attributes, @objc optional protocol requirements and their optional-chained calls, and overrides declared in extensions.",
        discussion: """
            The files are ported together (a protocol, its callers and implementations, and an \
            extension's class may be in different files). Each rewrite is printed as FILE:LINE: \
            what changed; what could not be rewritten is printed as a warning. Everything else \
            is left exactly as it was.
            """)

    @Argument(help: "Swift source files.")
    var files: [String]

    @Flag(help: "Print the rewrites without changing the files.")
    var dryRun = false

    /// Larger than any layout file; a bound on what is read.
    static let maximumFileSize = 4 << 20
    static let maximumFileCount = 500

    func run() throws {
        guard files.count <= Self.maximumFileCount else {
            throw Self.fail(PortInputError("at most \(Self.maximumFileCount) files at once, got \(files.count)"))
        }
        var sources: [SourceFile] = []
        for path in files {
            do {
                sources.append(try Self.read(path))
            } catch {
                throw Self.fail(error)
            }
        }
        let report = SourcePorter.port(sources)
        for entry in report.rewrites { print(TerminalText.escaped(entry.description)) }
        var stderr = StandardError()
        for entry in report.leftAlone {
            print(TerminalText.escaped("\(entry.file):\(entry.line): warning: \(entry.message)"), to: &stderr)
        }
        guard !dryRun else { return }
        for file in report.changedFiles {
            do {
                try AtomicFile.write(Data(file.text.utf8), to: URL(fileURLWithPath: file.name))
            } catch {
                throw Self.fail(error)
            }
        }
        if report.rewrites.isEmpty { print("nothing to port") }
    }

    /// The file at `path` as UTF-8 text, refused when it is not a readable, bounded text file.
    static func read(_ path: String) throws -> SourceFile {
        let url = URL(fileURLWithPath: path)
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
        guard let size else { throw PortInputError("\(path): no such file") }
        guard size <= maximumFileSize else {
            throw PortInputError("\(path): \(size) bytes is larger than a source file can be here (\(maximumFileSize))")
        }
        let data = try Data(contentsOf: url)
        guard let text = String(data: data, encoding: .utf8) else { throw PortInputError("\(path): not UTF-8 text") }
        return SourceFile(name: path, text: text)
    }

    /// Prints the failure as one line and exits non-zero.
    static func fail(_ error: Error) -> ExitCode {
        var stderr = StandardError()
        print(TerminalText.escaped("error: \(error)"), to: &stderr)
        return ExitCode.failure
    }
}

/// A file `port` cannot read.
struct PortInputError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
