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

    @Test(arguments: BuiltInDemos.names)
    func goldensStayUnderTheDocumentedBudget(_ name: String) throws {
        // docs/regression-testing.md: each built-in demo's goldens (ten @1x PNGs and a trace)
        // stay under 0.8 MB, so the repository grows with the gallery, not with its frames.
        let folder = CheckFixtures.repositoryGoldens.appendingPathComponent(name)
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.fileSizeKey])
        let total = try files.reduce(0) { $0 + (try $1.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0) }
        #expect(total > 0 && total < 800_000, "\(name): \(total) bytes")
    }
}
