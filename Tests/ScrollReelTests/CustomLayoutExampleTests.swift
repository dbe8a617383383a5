import Foundation
import ReelTestSupport
import ReelTrace
import Testing

/// `Examples/CustomLayout`: a separate package that depends on ScrollReel by path, holds a
/// left-aligned flow layout, and renders it — built and run here as a user would.
@Suite struct CustomLayoutExampleTests {
    @Test func buildsRunsAndLeftAlignsTheTags() throws {
        let out = try ToolRunner.makeFolder("custom-layout")
        let package = Fixtures.packageRoot.appendingPathComponent("Examples/CustomLayout")
        // A fresh build folder: SwiftPM caches a path dependency's file list in the dependent's
        // build folder, so a reused one can miss files added to ScrollReel since.
        let scratch = try ToolRunner.makeFolder("custom-layout-build")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let result = try ToolRunner.run(tool: "swift", ["run", "--package-path", package.path,
                                                         "--scratch-path", scratch.path, "TagCloud", out.path])
        #expect(result.status == 0, "\(result.error)")
        #expect(ToolRunner.contents(of: out) == ["tag-cloud.gif", "tag-cloud.trace.json"])

        let trace = try TraceDocument(contentsOf: out.appendingPathComponent("tag-cloud.trace.json"))
        let main = try #require(trace.frames.first?.scrollViews.first)
        let cells = main.attributes.filter { $0.kind == .cell }.map { [$0.frame.minX, $0.frame.minY, $0.frame.width] }
        #expect(cells.count > 10)
        // Left-aligned lines: each line starts at the 16-pt inset and each next tag follows the
        // previous one after exactly the 8-pt minimum spacing (FlowLayout alone would justify).
        for (previous, cell) in zip(cells, cells.dropFirst()) {
            if cell[1] == previous[1] {
                #expect(cell[0] == previous[0] + previous[2] + 8)
            } else {
                #expect(cell[0] == 16)
            }
        }
    }
}
