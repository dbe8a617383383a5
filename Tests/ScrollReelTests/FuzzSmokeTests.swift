import Foundation
import ReelTestSupport
import Testing

/// A short run of `scrollreel-fuzz` (the long one is `swift run -c release scrollreel-fuzz
/// --seed N --count 100000`, docs/hostile-input.md): seeded mutants of every built-in scenario
/// through the decoder and a trace-only simulation, each in a child capped at 1 GiB and 20 s.
@Suite(.serialized) struct FuzzSmokeTests {
    static var fuzzer: String {
        let release = Fixtures.packageRoot.appendingPathComponent(".build/release/scrollreel-fuzz").path
        if FileManager.default.isExecutableFile(atPath: release) { return release }
        return Fixtures.packageRoot.appendingPathComponent(".build/debug/scrollreel-fuzz").path
    }

    @Test func fourHundredMutantsNeitherCrashNorHangNorGoUnlocated() throws {
        let crashes = try ToolRunner.makeFolder("fuzz-crashes")
        let result = try ToolRunner.run(Self.fuzzer, ["--seed", "1", "--count", "400", "--crashes", crashes.path], timeLimit: 600)
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.output.hasSuffix("400 passed, 0 failed\n"))
        // Most mutants are refused with located lines; some still simulate.
        #expect(result.output.contains("crashed: 0, hung: 0, unlocated: 0"))
        #expect(ToolRunner.contents(of: crashes).isEmpty)
    }

    @Test(arguments: ["nested-repeat.yaml", "alias-bomb.yaml", "tiny-items.yaml", "huge-image.yaml", "reader-error.yaml"])
    func everyFormerCrashIsRefusedByTheHarness(_ file: String) throws {
        // Exit status 3: refused with located problems (0 would be simulated, a signal a crash).
        let result = try ToolRunner.run(Self.fuzzer, ["--one", Fixtures.url("Hostile/\(file)").path], timeLimit: 60)
        #expect(result.status == 3, "\(result.error)")
    }
}
