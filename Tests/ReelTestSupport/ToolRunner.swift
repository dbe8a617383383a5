public import Foundation
import ReelGeometry

/// Runs command-line tools (gifsicle, rsvg-convert, the scrollreel binary) from tests.
public enum ToolRunner {
    /// What a finished process printed and returned.
    public struct Result {
        public var status: Int32
        public var output: String
        public var error: String
        /// Whether it was killed for running past its time limit.
        public var timedOut = false
    }

    /// Runs `executable` with `arguments` and waits for it, at most `timeLimit` seconds: a hung
    /// tool is killed and reported (`timedOut`), so a test cannot hang the suite.
    /// - Parameter environment: changes to the inherited environment; a nil value removes a variable.
    public static func run(_ executable: String, _ arguments: [String],
                           in directory: URL? = nil, environment: [String: String?] = [:],
                           timeLimit: TimeInterval = 900) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if !environment.isEmpty {
            var merged = ProcessInfo.processInfo.environment
            for (name, value) in environment { merged[name] = value }
            process.environment = merged
        }
        if let directory { process.currentDirectoryURL = directory }
        // Standard error goes to a file, so a chatty tool cannot block on a full second pipe.
        let errorURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("scrollreel-stderr-\(getpid())-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorURL) }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        let timedOut = Locked(false)
        let pid = process.processIdentifier
        let watchdog = DispatchWorkItem {
            timedOut.withLock { $0 = true }
            kill(pid, SIGKILL)
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: watchdog)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        let errorData = (try? Data(contentsOf: errorURL)) ?? Data()
        return Result(status: process.terminationStatus,
                      output: String(decoding: outputData, as: UTF8.self),
                      error: String(decoding: errorData, as: UTF8.self),
                      timedOut: timedOut.withLock { $0 })
    }

    /// A tool that is not on `PATH`.
    public struct MissingTool: Error, CustomStringConvertible {
        public var name: String
        public var description: String { "\(name) is not on PATH (scripts/setup-system --test installs the test tools)" }
    }

    /// The first executable called `name` in the `PATH` folders, as a shell finds it.
    public static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs the tool `name` found on `PATH` (see ``find(_:)``).
    /// - Throws: ``MissingTool`` when it is not there.
    public static func run(tool name: String, _ arguments: [String], in directory: URL? = nil,
                           environment: [String: String?] = [:]) throws -> Result {
        guard let executable = find(name) else { throw MissingTool(name: name) }
        return try run(executable, arguments, in: directory, environment: environment)
    }

    /// A fresh empty folder under the system temporary directory.
    public static func makeFolder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("scrollreel-tests-\(getpid())-\(name)", isDirectory: true)
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Names in a folder (hidden ones included), sorted.
    public static func contents(of folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }
}
