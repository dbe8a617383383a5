import Foundation
import ReelTestSupport
import ReelTrace
import Testing

/// `scrollreel init-layout NAME`: the starter package a user pastes a layout into, made and run
/// here as a user would.
@Suite(.serialized) struct InitLayoutTests {
    func scrollreel(_ arguments: String..., in directory: URL? = nil) throws -> ToolRunner.Result {
        try ToolRunner.run(Fixtures.binary, arguments, in: directory)
    }

    @Test func writesAPackageThatRendersTheLayoutWithSwiftRun() throws {
        let folder = try ToolRunner.makeFolder("init-layout")
        let made = try scrollreel("init-layout", "my-layout", "--at", folder.path,
                                  "--scrollreel-path", Fixtures.packageRoot.path)
        #expect(made.status == 0, "\(made.error)")
        let package = folder.appendingPathComponent("my-layout")
        #expect(ToolRunner.contents(of: package) == [".gitignore", "Package.swift", "README.md", "Sources", "scenario.yaml"])
        #expect(ToolRunner.contents(of: package.appendingPathComponent("Sources/my_layout")) == ["MyLayout.swift", "main.swift"])
        let layout = try String(contentsOf: package.appendingPathComponent("Sources/my_layout/MyLayout.swift"), encoding: .utf8)
        #expect(layout.contains("\nimport ScrollReelUIKit\n") && !layout.contains("import ScrollReel\n"))
        // Nothing is left of the staging folder.
        #expect(ToolRunner.contents(of: folder) == ["my-layout"])

        // Built in a fresh folder: SwiftPM caches a path dependency's file list per build folder.
        let scratch = try ToolRunner.makeFolder("init-layout-build")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let out = package.appendingPathComponent("out")
        let run = try ToolRunner.run(tool: "swift", ["run", "--package-path", package.path,
                                                     "--scratch-path", scratch.path, "my-layout", out.path])
        #expect(run.status == 0, "\(run.error)")
        #expect(ToolRunner.contents(of: out) == ["my-layout", "my-layout.gif", "my-layout.trace.json"])

        // The starter layout is a stretchy header: pulled 150 pt down, the 160-pt header grows
        // by the overscroll and keeps its top at the content offset.
        let trace = try TraceDocument(contentsOf: out.appendingPathComponent("my-layout.trace.json"))
        let pulled = try #require(trace.frames.map { $0.scrollViews[0] }.min { $0.contentOffset.y < $1.contentOffset.y })
        let header = try #require(pulled.attributes.first { $0.kind == .header })
        #expect(pulled.contentOffset.y < -50)
        #expect(header.frame == CGRect(x: 0, y: pulled.contentOffset.y, width: 320, height: 160 - pulled.contentOffset.y))

        // Then a compositional layout pasted in its place, as the starter's comments say: the
        // function that builds it, called in main.swift instead of `MyLayout()`.
        let sources = package.appendingPathComponent("Sources/my_layout")
        try """
            import ScrollReelUIKit

            func createLayout() -> UICollectionViewLayout {
                var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                configuration.headerMode = .supplementary
                return UICollectionViewCompositionalLayout.list(using: configuration)
            }

            """.write(to: sources.appendingPathComponent("MyLayout.swift"), atomically: true, encoding: .utf8)
        let main = sources.appendingPathComponent("main.swift")
        try String(contentsOf: main, encoding: .utf8).replacingOccurrences(of: "MyLayout()", with: "createLayout()")
            .write(to: main, atomically: true, encoding: .utf8)
        let listOut = package.appendingPathComponent("list-out")
        let listRun = try ToolRunner.run(tool: "swift", ["run", "--package-path", package.path,
                                                         "--scratch-path", scratch.path, "my-layout", listOut.path])
        #expect(listRun.status == 0, "\(listRun.error)")
        // The starter's scenario in an inset-grouped list: 16 pt, the title "My layout" measured
        // (21 + 16), then 44-pt rows inset by the 16-pt margins.
        let list = try #require(try TraceDocument(contentsOf: listOut.appendingPathComponent("my-layout.trace.json")).frames.first)
        let elements = list.scrollViews[0].attributes
        #expect(elements.first { $0.kind == .header }?.frame == CGRect(x: 16, y: 16, width: 288, height: 37))
        #expect(elements.first { $0.kind == .cell && $0.item == 0 }?.frame == CGRect(x: 16, y: 53, width: 288, height: 44))
    }

    @Test func refusesAnExistingFolderAndABadName() throws {
        let folder = try ToolRunner.makeFolder("init-layout-refusals")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("taken"), withIntermediateDirectories: true)
        let taken = try scrollreel("init-layout", "taken", "--at", folder.path, "--scrollreel-path", Fixtures.packageRoot.path)
        #expect(taken.status != 0 && taken.error.contains("already exists"))
        let bad = try scrollreel("init-layout", "../escape", "--at", folder.path)
        #expect(bad.status != 0 && bad.error.contains("must start with a letter"))
        let nowhere = try scrollreel("init-layout", "fine", "--at", folder.path, "--scrollreel-path", folder.path)
        #expect(nowhere.status != 0 && nowhere.error.contains("no ScrollReel checkout"))
        #expect(ToolRunner.contents(of: folder) == ["taken"])
    }
}
