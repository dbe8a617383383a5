import Foundation
import ReelCheck
import ReelTestSupport
import ScrollReel
import ScrollReelDemos
import Testing

/// The acceptance test: a changed layout constant in a demo fails the check against the
/// repository's goldens, naming the first differing frame, element and field; reverting passes.
@Suite struct DemoRegressionTests {
    @Test func changedItemSizeFailsNamingFrameElementAndField() throws {
        // stretchy-header: 160-pt header, sectionInset 10, items 145 × 100, line spacing 10.
        // 102-pt items: row 0 still at 160 + 10 = 170 but 2 pt taller; row 1 at 170 + 102 + 10 = 282
        // instead of 280; content 160 + 10 + 15 × 102 + 14 × 10 + 10 = 1850 instead of 1820.
        let changed = try CheckFixtures.demo("stretchy-header", replacing: "itemSize: [145, 100]",
                                             with: "itemSize: [145, 102]")
        let check = try CheckFixtures.check(changed, goldens: CheckFixtures.repositoryGoldens, .never)
        #expect(check.outcome == .failed)
        let diff = try #require(check.traceDiff)
        #expect(diff.firstDifferingFrame == 0)
        #expect(diff.differingFrames.count == 208, "every frame lays out the taller items")
        let lines = diff.firstFrameDifferences.map(\.description)
        #expect(lines.contains("frame 0 (t=0.000 s): main contentSize.height: expected 1820, got 1850"))
        #expect(lines.contains("frame 0 (t=0.000 s): main cell 0.0 frame.height: expected 100, got 102"))
        #expect(lines.contains("frame 0 (t=0.000 s): main cell 0.2 frame.y: expected 280, got 282"))
        let cell = try #require(diff.firstFrameDifferences.first { $0.element == "main cell 0.0" })
        #expect(cell.field == "frame.height" && cell.change == .value(expected: "100", actual: "102"))
        // Pixels: every sampled frame shows the taller cells.
        #expect(check.differingFrames.map(\.index) == [0, 23, 46, 69, 92, 115, 138, 161, 184, 207])

        // The report shows it.
        let artifacts = try CheckFixtures.folder("demo-regression")
        let report = try ArtifactWriter(folder: artifacts).write([check])
        let html = try String(contentsOf: report, encoding: .utf8)
        #expect(html.contains("main cell 0.0 frame.height: expected 100, got 102"))
        #expect(html.contains("<span class=\"badge failed\">failed</span>"))
        let files = ToolRunner.contents(of: artifacts.appendingPathComponent("stretchy-header"))
        #expect(files.contains("frame-00000-reference.png") && files.contains("frame-00000-actual.png")
                && files.contains("frame-00000-diff.png") && files.contains("diff.gif")
                && files.contains("trace-diff.txt"))
        let gif = try GIFInfo(url: artifacts.appendingPathComponent("stretchy-header/diff.gif"))
        #expect(gif.screen == "320x568", "the goldens are at @1x")

        // Reverted: passes.
        let reverted = try BuiltInDemos.scenario(named: "stretchy-header")
        #expect(try CheckFixtures.check(reverted, goldens: CheckFixtures.repositoryGoldens, .never).outcome == .passed)
    }
}
