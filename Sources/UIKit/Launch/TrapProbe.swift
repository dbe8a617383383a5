import Foundation
import ReelLayout
import ReelScenario
import ScrollReel

/// Finds where the app's own code traps or stops responding: the same command runs again as a
/// child process that only simulates the script (no drawing), writing each frame's number to a
/// file as it finishes it. A child that ends by a signal trapped during the frame after the
/// last number written; the Swift runtime's `Fatal error` line is read from its standard error.
/// A child whose app code does not return — no frame finished for ``watchdogSeconds`` of wall
/// clock, as iOS's watchdog ends an app that stops responding — writes the app method it is
/// stuck in and exits: the render then ends before that frame, naming the method.
///
/// The simulation is deterministic, so the render that follows stops before the code that
/// trapped (or hung) runs again; the wall clock decides only when to give up, never what is drawn.
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

    /// How long app code may run without a frame finishing before the watchdog ends it: iOS's
    /// launch watchdog allows about 20 s (`SCROLLREEL_WATCHDOG_SECONDS` sets another, for tests).
    static var watchdogSeconds: TimeInterval {
        ProcessInfo.processInfo.environment[watchdogKey].flatMap(TimeInterval.init).map { max(0.5, $0) } ?? 20
    }
    static let watchdogKey = "SCROLLREEL_WATCHDOG_SECONDS"
    /// The exit status of a child the watchdog ended, and how its progress file says where.
    static let watchdogStatus: Int32 = 3
    static let stuckPrefix = "stuck in "
    static let consolePrefix = "console "

    /// Simulates `scenario`, appending each frame's index to the progress file; a watchdog
    /// thread ends the process, naming the app method it is in, when no frame finishes in time.
    func simulate(_ scenario: Scenario) {
        guard let handle = FileHandle(forWritingAtPath: progressPath) else { return }
        // The machine's clock (the app's `Date()` here is the simulated one, which does not move
        // while its code is stuck).
        let uptime: @Sendable () -> TimeInterval = { ProcessInfo.processInfo.systemUptime }
        let lastProgress = Locked(uptime())
        let limit = Self.watchdogSeconds
        let parent = getppid()
        Thread.detachNewThread {
            while true {
                Thread.sleep(forTimeInterval: min(0.25, limit / 4))
                // A probe whose render was ended (its parent killed) ends too, never spinning on.
                if getppid() != parent { _exit(Self.watchdogStatus) }
                guard uptime() - lastProgress.withLock({ $0 }) > limit else { continue }
                handle.write(Data("\(Self.stuckPrefix)\(ViewRuntime.appCallDescription)\n".utf8))
                // At once: exit handlers could wait on what the stuck app code holds.
                _exit(Self.watchdogStatus)
            }
        }
        Console.echo = { line in
            handle.write(Data("\(Self.consolePrefix)\(line.replacingOccurrences(of: "\n", with: " "))\n".utf8))
        }
        for frame in Reel(scenario: scenario).frames() {
            handle.write(Data("\(frame.index)\n".utf8))
            lastProgress.withLock { $0 = uptime() }
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
        let lines = String(decoding: (try? Data(contentsOf: progress)) ?? Data(), as: UTF8.self).split(separator: "\n")
        let frames = lines.filter { !$0.hasPrefix(stuckPrefix) && !$0.hasPrefix(consolePrefix) }.count
        // The console lines logged since the last frame finished: the trapping frame's.
        let console = lines.reversed().prefix { $0.hasPrefix(consolePrefix) || $0.hasPrefix(stuckPrefix) }
            .reversed().filter { $0.hasPrefix(consolePrefix) }.map { String($0.dropFirst(consolePrefix.count)) }
        if child.terminationReason == .exit, child.terminationStatus == watchdogStatus,
           let stuck = lines.last(where: { $0.hasPrefix(stuckPrefix) }) {
            let method = stuck.dropFirst(stuckPrefix.count)
            return AppTrap(frameCount: frames, line: "ScrollReel: the app's code did not return from \(method) in "
                               + "\(CompactNumber.text(watchdogSeconds) ?? "?") s; iOS's watchdog ends an app that stops responding",
                           stoppedResponding: true, console: console)
        }
        guard child.terminationReason == .uncaughtSignal else { return nil }
        let line = errorText.split(separator: "\n").first { $0.contains("Fatal error") }.map(String.init)
            ?? "the app's process ended with signal \(child.terminationStatus)"
        return AppTrap(frameCount: frames, line: line, console: console)
    }
}
