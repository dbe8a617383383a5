import ArgumentParser
import Foundation
import ScrollReel
import ScrollReelDemos
#if canImport(Glibc)
import Glibc
#endif

/// `scrollreel-fuzz`: seeded mutations of the built-in scenarios through the decoder and a
/// trace-only simulation, each mutant in a child process with its memory and time capped.
/// A mutant that crashes, hangs, exceeds the memory cap or is refused without a located line
/// is saved to the crashes folder and makes the run fail.
@main
struct FuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scrollreel-fuzz",
        abstract: "Fuzz the scenario decoder and the simulation with seeded mutations of the built-in scenarios.")

    @Option(help: "The seed: the same seed gives the same mutants.")
    var seed: UInt64 = 1

    @Option(help: "How many mutants to run.")
    var count = 200

    @Option(help: "Seconds one mutant may take.")
    var timeLimit: Double = 20

    @Option(help: "Address space one mutant may use, in MiB (the documented ceiling is 1 GiB).")
    var memoryLimit = ScenarioLimits.memoryCeiling >> 20

    @Option(help: "Where failing mutants are saved.")
    var crashes = "fuzz-crashes"

    @Option(help: "Run one scenario file in this process (what each child does).")
    var one: String?

    func run() throws {
        if let one { throw ExitCode(Self.runOne(one, memoryLimit: memoryLimit)) }
        let corpus = try BuiltInDemos.files.map { try String(contentsOf: $0, encoding: .utf8) }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("scrollreel-fuzz-\(getpid())")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        var mutator = ScenarioMutator(seed: seed)
        var outcomes: [Outcome: Int] = [:]
        var failures = 0
        for index in 0..<count {
            let mutant = mutator.mutate(corpus[index % corpus.count])
            let file = work.appendingPathComponent("mutant-\(index).yaml")
            try Data(mutant.utf8).write(to: file)
            let outcome = try runChild(file)
            outcomes[outcome, default: 0] += 1
            guard outcome.isFailure else { continue }
            failures += 1
            let saved = URL(fileURLWithPath: crashes).appendingPathComponent("seed-\(seed)-mutant-\(index).yaml")
            try FileManager.default.createDirectory(at: saved.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(mutant.utf8).write(to: saved)
            print("FAIL \(outcome): \(saved.path)")
        }
        let summary = Outcome.allCases.map { "\($0): \(outcomes[$0, default: 0])" }.joined(separator: ", ")
        print("scrollreel-fuzz seed \(seed): \(count) mutants — \(summary)")
        print("\(count - failures) passed, \(failures) failed")
        if failures > 0 { throw ExitCode.failure }
    }

    // MARK: - Parent

    enum Outcome: String, CaseIterable, Hashable {
        case simulated, refused, crashed, hung, unlocated
        var isFailure: Bool { self != .simulated && self != .refused }
    }

    private func runChild(_ file: URL) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        process.arguments = ["--one", file.path, "--memory-limit", "\(memoryLimit)"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let pid = process.processIdentifier
        let deadline = Date().addingTimeInterval(timeLimit)
        while process.isRunning, Date() < deadline { usleep(2_000) }
        if process.isRunning {
            kill(pid, SIGKILL)
            process.waitUntilExit()
            return .hung
        }
        switch (process.terminationReason, process.terminationStatus) {
        case (.exit, 0): return .simulated
        case (.exit, Self.refusedStatus): return .refused
        case (.exit, Self.unlocatedStatus): return .unlocated
        default: return .crashed
        }
    }

    // MARK: - Child

    static let refusedStatus: Int32 = 3
    static let unlocatedStatus: Int32 = 4

    /// Decodes `path` and simulates every scenario in it, traces only: 0 when it ran, 3 when it
    /// was refused with located problems, 4 when refused without them. A crash is the signal.
    static func runOne(_ path: String, memoryLimit: Int) -> Int32 {
        var limit = rlimit(rlim_cur: rlim_t(memoryLimit) << 20, rlim_max: rlim_t(memoryLimit) << 20)
        _ = setrlimit(Int32(RLIMIT_AS.rawValue), &limit)
        let url = URL(fileURLWithPath: path)
        do {
            for scenario in try Scenario.loadAll(from: url) {
                for frame in Simulation(scenario: scenario) { _ = frame.trace }
            }
            return 0
        } catch let error as ScenarioError {
            let located = !error.problems.isEmpty
                && error.problems.allSatisfy { $0.line >= 1 && $0.column >= 1 && !$0.message.isEmpty }
            return located ? refusedStatus : unlocatedStatus
        } catch {
            return unlocatedStatus
        }
    }
}
