import Foundation
import ScrollReel
import ScrollReelDemos
import ScrollReelTesting
import Testing

/// ScrollReel's own goldens (`Tests/Goldens/`): any change to a demo's output fails here until
/// re-recorded with `SCROLLREEL_RECORD=all scripts/test` (or
/// `scrollreel check --all --goldens Tests/Goldens --record all`).
@Suite struct BuiltInGoldenTests {
    /// `never` unless SCROLLREEL_RECORD asks to record.
    static var mode: RecordMode {
        ProcessInfo.processInfo.environment[RecordMode.environmentVariable]
            .flatMap { RecordMode(rawValue: $0.lowercased()) } ?? .never
    }

    @Test(arguments: BuiltInDemos.names)
    func demoMatchesItsGoldens(_ name: String) throws {
        let check = assertReel(named: name, goldens: CheckFixtures.repositoryGoldens, record: Self.mode)
        #expect(check?.frameCount ?? 0 > 1)
    }

    @Test func everyDemoHasGoldensAndNothingElseIsStored() {
        let stored = ((try? FileManager.default.contentsOfDirectory(atPath: CheckFixtures.repositoryGoldens.path)) ?? [])
            .filter { !$0.hasPrefix(".") }.sorted()
        #expect(stored == BuiltInDemos.names.sorted())
    }

    @Test func goldensStayUnderTheDocumentedBudget() throws {
        // docs/regression-testing.md: all built-in goldens together stay under 10 MB.
        let enumerator = FileManager.default.enumerator(at: CheckFixtures.repositoryGoldens,
                                                        includingPropertiesForKeys: [.fileSizeKey])
        var total = 0
        while let url = enumerator?.nextObject() as? URL {
            total += try url.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0
        }
        #expect(total > 0 && total < 10_000_000, "\(total) bytes")
    }
}
