import ReelText
import ScrollReel
import Testing
import UIKit

/// An app whose screen is its `Main.storyboard` (no app delegate): the storyboard's navigation
/// controller, its view controller's collection view with the storyboard's flow layout, and
/// prototype cells with their outlets.
@Suite struct StoryboardTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func frames(resources: URL) throws -> [Frame] {
        var script = try Scenario.parse("name: photos\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: [{wait: 0.2}]",
                                        file: "photos.yaml", asAppScript: true)
        script.app?.resourceFolder = resources
        return Array(Reel(scenario: script.running(appDelegate: nil, module: "UIKitTests")).frames())
    }

    @Test func theMainStoryboardIsTheScreen() throws {
        let frames = try Self.frames(resources: Self.fixtures)
        let cells = frames[0].trace.scrollViews[0].attributes.filter { $0.kind == .cell }
        // The storyboard's layout: 145 × 100 items, 10 pt apart, inside 10-pt insets, below the bar.
        #expect(cells.prefix(2).map(\.frame) == [CGRect(x: 10, y: 10, width: 145, height: 100),
                                                  CGRect(x: 165, y: 10, width: 145, height: 100)])
        #expect(frames[0].contentOffset.y == -64)
        let items = Reel(scenario: try Scenario.parse("name: p\nviewport: iphone-se\ngestures: [{wait: 0.1}]", file: "p.yaml",
                                                      asAppScript: true)).displayList(of: frames[0]).items
        // The prototype's content view colour and its label, set through the cell's outlet.
        let blue = Color(red: 51, green: 102, blue: 204)
        #expect(items.contains { if case .fill(_, blue, _) = $0 { true } else { false } })
        #expect(items.contains { if case .text("Photo 1", _, 15, _, .center, _) = $0 { true } else { false } })
        #expect(items.contains { if case .text("Photos", _, 17, _, .center, .semibold) = $0 { true } else { false } })
        // The stepper at its maximum, 4: its track at UIKit's size, its + greyed.
        #expect(items.contains { if case .fill(CGRect(x: 18, y: 114, width: 94, height: 32), _, Corners(radius: 8)) = $0 { true } else { false } })
        #expect(items.contains { if case .fill(CGRect(x: 87.5, y: 123, width: 2, height: 14), Color(viewColor: .tertiaryLabel), _) = $0 { true } else { false } })
        // The storyboard's page control is one; what is not drawn of it is named once.
        #expect(frames[0].trace.console == ["ScrollReel: UIPageControl is not drawn in full; not drawn: its dots (its page is kept)"])
    }

    @Test func aFileThatIsNotAStoryboardEndsTheLaunch() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyboard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "<document>\n  <scenes>\n    <scene>\n</document>\n".write(to: folder.appendingPathComponent("Main.storyboard"),
                                                                  atomically: true, encoding: .utf8)
        let frames = try Self.frames(resources: folder)
        let line = try #require(frames[0].trace.console.first)
        #expect(line.hasPrefix("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Main.storyboard:4: not an Interface Builder file: "))
    }
}

/// Interface Builder's constraints: a prototype cell's labels pinned to its content view's
/// margins and to each other, read from the storyboard and solved, so the rows size themselves.
@Suite struct StoryboardConstraintTests {
    @Test func aPrototypeCellIsSizedByItsStoryboardConstraints() throws {
        let frames = try StoryboardTests.frames(resources: StoryboardTests.fixtures.appendingPathComponent("StoryboardNotes"))
        let rows = frames[0].trace.scrollViews[0].attributes.filter { $0.kind == .cell }.sorted { $0.item < $1.item }
        // 11 + the 17-pt title's line + 4 + the 15-pt body's lines + 11, and the separator.
        func lines(_ count: Int, _ size: CGFloat) -> CGFloat { (CGFloat(count) * FontMetrics.lineHeight(fontSize: size)).rounded(.up) }
        let wrapped = FontMetrics.wrapped("A body long enough to need a second line at the width of a small phone's table.", fontSize: 15,
                                          toFit: 288, maximumLines: 0).count
        #expect(wrapped == 3)
        #expect(rows.map(\.frame.height) == [26 + lines(1, 17) + lines(1, 15) + 0.5, 26 + lines(1, 17) + lines(wrapped, 15) + 0.5])
        #expect(frames.allSatisfy { $0.trace.console.isEmpty })
    }
}
