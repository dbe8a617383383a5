import Foundation
import ReelOutput
import ReelScenario
import ReelScene
import ScrollReel
import ScrollReelDemos
import Testing

/// The diffable-data-source header demos and the zero-size pitfall.
@Suite struct DiffableDemoTests {
    static func frames(_ name: String) -> [FrameTrace] {
        Fixtures.traces(try! BuiltInDemos.scenario(named: name))
    }

    @Test func headersComeFromTheProviderWithAReferenceSize() throws {
        let frames = Self.frames("diffable-headers")
        // Five sections of four 145 × 80 items, two per line, insets 10:
        // 50 header + 10 + 80 + 10 + 80 + 10 = 240 per section.
        #expect(frames[0].main.contentSize == CGSize(width: 320, height: 1200))
        #expect(frames[0].main.header(0) == CGRect(x: 0, y: 0, width: 320, height: 50))
        #expect(frames[0].main.header(1) == CGRect(x: 0, y: 240, width: 320, height: 50))
        #expect(frames.flatMap(\.console).isEmpty)
        let tree = try #require(Simulation(scenario: try BuiltInDemos.scenario(named: "diffable-headers")).nextFrame()).viewTree
        let header = try #require(tree.subviews[0].subviews.first { $0.name == "header 0" })
        guard case let .label(text, _, _, _, _, _, _) = header.subviews[0].content else { Issue.record("no label"); return }
        #expect(text.hasPrefix("Section ID: ") && text.count == "Section ID: ".count + 5)
    }

    @Test func zeroReferenceSizeAddsNoHeaderAtAll() {
        let frames = Self.frames("diffable-headers-zero-size")
        #expect(frames.allSatisfy { frame in frame.main.attributes.allSatisfy { $0.kind == .cell } })
        // Sections abut: 4 × (10 + 80 + 10 + 80 + 10) = 190 each.
        #expect(frames[0].main.contentSize == CGSize(width: 320, height: 950))
        #expect(frames.flatMap(\.console).isEmpty)
    }

    @Test func missingProviderIsAConsoleErrorNotACrash() {
        let lines = Self.frames("diffable-headers-no-provider").flatMap(\.console)
        // One line per header the layout asked for, each named once.
        #expect(lines.count == 5)
        #expect(lines[0] == "UICollectionViewDiffableDataSource: the layout asked for a supplementary view of kind "
            + "'UICollectionElementKindSectionHeader' at index path <0 - 0>, but no supplementaryViewProvider is set")
    }
}
