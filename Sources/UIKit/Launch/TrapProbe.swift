import Foundation
import ReelScenario
import ScrollReel

/// Finds where the app's own code traps: the same command runs again as a child process that
/// only simulates the script (no drawing), writing each frame's number to a file as it
/// finishes it. A child that ends by a signal trapped during the frame after the last number
/// written; the Swift runtime's `Fatal error` line is read from its standard error.
///
/// The simulation is deterministic, so the render that follows stops before the code that
/// trapped runs again.
struct TrapProbe {
    /// The environment variables the child is started with: where to write, which script.
    static let progressKey = "SCROLLREEL_TRAP_PROBE_PROGRESS"
    static let scenarioKey = "SCROLLREEL_TRAP_PROBE_SCENARIO"

    let progressPath: String
    let scenarioName: String

    /// The probe this process is, when it was started as one.
    static var requested: TrapProbe? {
        let environment = ProcessInfo.processInfo.environment
        guard let path = environment[progressKey], let name = environment[scenarioKey] else { return nil }
        return TrapProbe(progressPath: path, scenarioName: name)
    }

    /// Simulates `scenario`, appending each frame's index to the progress file.
    func simulate(_ scenario: Scenario) {
        guard let handle = FileHandle(forWritingAtPath: progressPath) else { return }
        for frame in Reel(scenario: scenario).frames() {
            handle.write(Data("\(frame.index)\n".utf8))
        }
        try? handle.close()
    }

    /// Runs this command again as a probe of the script `scenarioName`: nil when the app ran
    /// to the end, else where and how it trapped.
    static func run(scenarioName: String) throws -> AppTrap? {
        let progress = FileManager.default.temporaryDirectory
            .appendingPathComponent("scrollreel-trap-probe-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: progress.path, contents: nil) else { return nil }
        defer { try? FileManager.default.removeItem(at: progress) }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        child.arguments = Array(CommandLine.arguments.dropFirst())
        var environment = ProcessInfo.processInfo.environment
        environment[progressKey] = progress.path
        environment[scenarioKey] = scenarioName
        // The runtime's backtrace is long and slow to make; the trap's own line is what counts.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        child.environment = environment
        child.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        child.standardError = errors
        try child.run()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        guard child.terminationReason == .uncaughtSignal else { return nil }
        let frames = String(decoding: (try? Data(contentsOf: progress)) ?? Data(), as: UTF8.self)
            .split(separator: "\n").count
        let line = errorText.split(separator: "\n").first { $0.contains("Fatal error") }.map(String.init)
            ?? "the app's process ended with signal \(child.terminationStatus)"
        return AppTrap(frameCount: frames, line: line)
    }
}
