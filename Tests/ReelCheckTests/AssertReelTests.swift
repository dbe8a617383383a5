import Foundation
import ReelTestSupport
import ScrollReelTesting
import Testing
import XCTest

/// `assertReel` under Swift Testing (an Issue) and under XCTest.
@Suite struct AssertReelTests {
    @Test func passingReturnsTheCheckWithoutAnIssue() throws {
        let goldens = try CheckFixtures.folder("assert-pass")
        _ = try CheckFixtures.check(try CheckFixtures.tiny(), goldens: goldens, .all)
        let check = assertReel(try CheckFixtures.tiny(), goldens: goldens, record: .never)
        #expect(check?.outcome == .passed)
    }

    @Test func failureRecordsAnIssueNamingFrameElementAndField() throws {
        let goldens = try CheckFixtures.folder("assert-fail")
        let artifacts = try CheckFixtures.folder("assert-fail-artifacts")
        _ = try CheckFixtures.check(try CheckFixtures.tiny(), goldens: goldens, .all)
        let changed = try CheckFixtures.tiny(itemHeight: 44)
        withKnownIssue {
            assertReel(changed, goldens: goldens, record: .never, artifacts: artifacts)
        } matching: { issue in
            // tiny: header 60, sectionInset 5 → row 0 at 65; 40 → 44-pt items.
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("main cell 0.0 frame.height: expected 40, got 44")
                && text.contains("Report: \(artifacts.appendingPathComponent("report.html").path)")
        }
        #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("report.html").path))
    }

    @Test func recordingInMissingModeIsAnIssue() throws {
        let goldens = try CheckFixtures.folder("assert-record")
        let artifacts = try CheckFixtures.folder("assert-record-artifacts")
        let scenario = try CheckFixtures.tiny()
        withKnownIssue {
            assertReel(scenario, goldens: goldens, record: .missing, artifacts: artifacts)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("run the test again to compare")
        }
        #expect(assertReel(try CheckFixtures.tiny(), goldens: goldens, record: .missing)?.outcome == .passed)
    }
}

/// The same helper from an XCTest case (reported with XCTFail there).
final class AssertReelXCTests: XCTestCase {
    func testPassingScenarioUnderXCTest() throws {
        let goldens = try CheckFixtures.folder("assert-xctest")
        _ = try CheckFixtures.check(try CheckFixtures.tiny(), goldens: goldens, .all)
        let check = assertReel(try CheckFixtures.tiny(), goldens: goldens, record: .never)
        XCTAssertEqual(check?.outcome, .passed)
    }
}
