import Foundation
import ReelCheck
import ReelTestSupport
import ScrollReelDemos
import Testing

/// Each record mode, on the 36-frame tiny scenario (10 sampled frames: 0, 4, …, 32, 35).
@Suite struct RecordModeTests {
    let sampledFiles = [0, 4, 8, 12, 16, 20, 24, 28, 32, 35].map(GoldenStore.frameFileName)

    @Test func missingRecordsWhatIsMissingAndFailsThenPasses() throws {
        let goldens = try CheckFixtures.folder("mode-missing")
        let first = try CheckFixtures.check(try CheckFixtures.tiny(), goldens: goldens, .missing)
        #expect(first.outcome == .recorded)
        #expect(!first.passed, "recording in missing mode must not pass silently")
        #expect(first.recorded == ["trace.json"] + sampledFiles)
        #expect(ToolRunner.contents(of: goldens.appendingPathComponent("tiny")) == sampledFiles + ["trace.json"])

        // Remove one frame: only it is recorded again; the rest is compared.
        try FileManager.default.removeItem(at: goldens.appendingPathComponent("tiny/frame-00008.png"))
        let second = try CheckFixtures.check(try CheckFixtures.tiny(), goldens: goldens, .missing)
        #expect(second.recorded == ["frame-00008.png"])
        #expect(second.frames.filter(\.isCompared).count == 9)
        #expect(second.outcome == .recorded)

        let third = try CheckFixtures.check(try CheckFixtures.tiny(), goldens: goldens, .missing)
        #expect(third.outcome == .passed && third.passed && third.recorded.isEmpty)
    }

    @Test func missingStillFailsOnADifference() throws {
        let goldens = try CheckFixtures.folder("mode-missing-diff")
        _ = try CheckFixtures.check(try CheckFixtures.tiny(), goldens: goldens, .all)
        let trace = try Data(contentsOf: goldens.appendingPathComponent("tiny/trace.json"))
        let check = try CheckFixtures.check(try CheckFixtures.tiny(itemHeight: 44), goldens: goldens, .missing)
        #expect(check.outcome == .failed)
        #expect(check.recorded.isEmpty)
        #expect(try Data(contentsOf: goldens.appendingPathComponent("tiny/trace.json")) == trace, "not overwritten")
    }

    @Test func allRewritesEverythingAndPasses() throws {
        let goldens = try CheckFixtures.folder("mode-all")
        _ = try CheckFixtures.check(try CheckFixtures.tiny(), goldens: goldens, .all)
        // A stale frame from an earlier sampling is removed on a full re-record.
        try Data([1]).write(to: goldens.appendingPathComponent("tiny/frame-00001.png"))
        let check = try CheckFixtures.check(try CheckFixtures.tiny(itemHeight: 44), goldens: goldens, .all)
        #expect(check.outcome == .recorded)
        #expect(check.passed)
        #expect(check.recorded == ["trace.json"] + sampledFiles)
        #expect(ToolRunner.contents(of: goldens.appendingPathComponent("tiny")) == sampledFiles + ["trace.json"])
        // The new goldens are the 44-pt version.
        let again = try CheckFixtures.check(try CheckFixtures.tiny(itemHeight: 44), goldens: goldens, .never)
        #expect(again.outcome == .passed)
    }

    @Test func neverFailsOnMissingGoldensAndWritesNothing() throws {
        let goldens = try CheckFixtures.folder("mode-never")
        let check = try CheckFixtures.check(try CheckFixtures.tiny(), goldens: goldens, .never)
        #expect(check.outcome == .failed)
        #expect(check.missing == ["trace.json"] + sampledFiles)
        #expect(check.recorded.isEmpty)
        #expect(ToolRunner.contents(of: goldens).isEmpty)
        #expect(check.summary.contains("missing golden trace.json"))
    }

    @Test func failedRewritesOnlyFailingScenariosAndStillFails() throws {
        let goldens = try CheckFixtures.folder("mode-failed")
        _ = try CheckFixtures.check(try CheckFixtures.tiny(), goldens: goldens, .all)
        let url = goldens.appendingPathComponent("tiny/frame-00000.png")
        let before = try Data(contentsOf: url)

        let passing = try CheckFixtures.check(try CheckFixtures.tiny(), goldens: goldens, .failed)
        #expect(passing.outcome == .passed && passing.recorded.isEmpty)

        let failing = try CheckFixtures.check(try CheckFixtures.tiny(itemHeight: 44), goldens: goldens, .failed)
        #expect(failing.outcome == .failed)
        #expect(!failing.passed)
        #expect(failing.traceDiff != nil, "the failure still says what changed")
        #expect(failing.recorded == ["trace.json"] + sampledFiles)
        #expect(try Data(contentsOf: url) != before, "re-recorded")

        let after = try CheckFixtures.check(try CheckFixtures.tiny(itemHeight: 44), goldens: goldens, .never)
        #expect(after.outcome == .passed)
    }

    @Test func environmentVariableAppliesWhenNoModeIsGiven() throws {
        #expect(try RecordMode.resolve(nil, environment: [:]) == .missing)
        #expect(try RecordMode.resolve(nil, environment: ["SCROLLREEL_RECORD": "never"]) == .never)
        #expect(try RecordMode.resolve(nil, environment: ["SCROLLREEL_RECORD": "ALL"]) == .all)
        #expect(try RecordMode.resolve(.failed, environment: ["SCROLLREEL_RECORD": "never"]) == .failed)
        #expect(throws: CheckError.self) { try RecordMode.resolve(nil, environment: ["SCROLLREEL_RECORD": "yes"]) }
    }
}
