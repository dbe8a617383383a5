import Foundation
import ScrollReel
import Testing
import UIKit

/// A storyboard as older Xcode versions and real apps write it: top and bottom layout guides
/// under the view controller, a flow layout of the app's class set up by a runtime attribute,
/// an opaque navigation bar with its own colours, the storyboard's Global Tint, a colour from
/// the asset catalog, a creator closure and a bar button item's segue.
@Suite(.serialized) struct LegacySceneTests {
    static let folder = StoryboardTests.fixtures.appendingPathComponent("LegacyScenes")

    static func frames(_ gestures: String = "[{wait: 0.2}]") throws -> [Frame] {
        var script = try Scenario.parse("name: legacy\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: \(gestures)",
                                        file: "legacy.yaml", asAppScript: true)
        script.app?.resourceFolder = folder
        return Array(Reel(scenario: script.running(appDelegate: nil, module: "UIKitTests")).frames())
    }

    static func items(_ frame: Frame) throws -> [DisplayItem] {
        Reel(scenario: try Scenario.parse("name: l\nviewport: iphone-se\ngestures: [{wait: 0.1}]", file: "l.yaml", asAppScript: true))
            .displayList(of: frame).items
    }

    @Test func theLayoutGuidesAreTheSafeAreasEdges() throws {
        let frames = try Self.frames()
        let all = NibTests.nodes(frames[0].viewTree)
        // The bar is opaque, so the view starts below its 64 pt (extendedLayoutIncludesOpaqueBars
        // is false) and its top layout guide is its top: the label is 8 pt down in the view.
        let label = try #require(all.first { $0.className == "UILabel" && $0.frame.minX == 16 })
        #expect(label.frame.minY == 8)
        // 20 pt above the bottom layout guide: the screen's bottom on a phone with a home button.
        let collection = try #require(frames[0].trace.scrollViews.first)
        #expect(collection.frame.minY == 64 + label.frame.maxY + 8)
        #expect(abs(collection.frame.maxY - (568 - 20)) < 0.001)
        #expect(frames[0].trace.console == [])
    }

    @Test func theAppsFlowLayoutTakesItsRuntimeAttribute() throws {
        let cells = try #require(try Self.frames()[0].trace.scrollViews.first).attributes.filter { $0.kind == .cell }
        // Three columns, as the runtime attribute sets `columns`: (320 − 2 × 2) / 3, floored.
        #expect(cells.count == 9)
        #expect(cells.allSatisfy { $0.frame.size == CGSize(width: 105, height: 105) })
        #expect(cells.prefix(3).allSatisfy { $0.frame.minY == 0 } && cells[3].frame.minY == 107)
        #expect(cells[0].frame.minX == 0 && cells[2].frame.maxX == 320)
    }

    @Test func namedColoursComeFromTheAssetCatalog() throws {
        let all = NibTests.nodes(try Self.frames()[0].viewTree)
        // brandColor.colorset: BC 22 4B in the light appearance, on the view and the cells.
        let brand = Color(red: 0xBC, green: 0x22, blue: 0x4B)
        #expect(all.filter { $0.backgroundColor == brand }.count == 1 + 9)
    }

    @Test func theBarHasItsOwnColoursAndTheGlobalTint() throws {
        let items = try Self.items(try Self.frames()[0])
        // The opaque bar's barTintColor behind the status bar too, its title white, the item
        // in the storyboard's Global Tint.
        let green = Color(red: 51, green: 102, blue: 51)
        #expect(items.contains { if case .fill(CGRect(x: 0, y: 0, width: 320, height: 64), green, _) = $0 { true } else { false } })
        let white = Color(red: 255, green: 255, blue: 255)
        #expect(items.contains { if case .text("A Very Long Gallery Title", _, 17, white, .center, _) = $0 { true } else { false } })
        let tint = Color(red: 255, green: 204, blue: 0)
        #expect(items.contains { if case .text("Info", _, 17, tint, _, _) = $0 { true } else { false } })
        // A system button in the scene's view, its title set before the view took the tint.
        #expect(items.contains { if case .text("Sort", _, 15, tint, _, _) = $0 { true } else { false } })
    }

    @Test func aCreatorMakesTheViewControllerAndTheSegueShowsIt() throws {
        OldSceneGridViewController.detailNote = nil
        let frames = try Self.frames("[{wait: 0.1}, {tap: [295, 42]}, {wait: 0.2}]")
        #expect(OldSceneGridViewController.detailNote == "made by the creator")
        // The pushed detail's back button: the previous title would reach the centred title,
        // so it reads "Back".
        let items = try Self.items(try #require(frames.last))
        #expect(items.contains { if case .text("Details of the Tile", _, 17, _, .center, _) = $0 { true } else { false } })
        #expect(items.contains { if case .text("‹ Back", _, 17, _, .left, _) = $0 { true } else { false } })
    }
}
