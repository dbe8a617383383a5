import Foundation

/// Runs the `scrollreel` binary with a chosen environment (ToolRunner inherits the test's).
enum CLIRunner {
    /// What the run printed and returned.
    struct Result {
        var status: Int32
        var output: String
        var error: String
    }

    /// Runs `scrollreel arguments…` with `SCROLLREEL_RECORD` and `SCROLLREEL_ARTIFACTS` removed
    /// from the environment, then `environment` added.
    static func scrollreel(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CheckFixtures.binary)
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["SCROLLREEL_RECORD"] = nil
        env["SCROLLREEL_ARTIFACTS"] = nil
        env.merge(environment) { $1 }
        process.environment = env
        // Standard error goes to a file, so a chatty run cannot block on a second full pipe.
        let errorURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("scrollreel-check-stderr-\(getpid())-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorURL) }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
                      error: String(decoding: (try? Data(contentsOf: errorURL)) ?? Data(), as: UTF8.self))
    }
}
