import ScrollReel
import Testing
import UIKit

/// Interface Builder files as Xcode writes them: an app whose `Info.plist` names its main
/// storyboard, whose cells and headers are xibs in nested groups registered with `UINib`,
/// with a stack view, actions on a button and a bar button item, and a segue.
@Suite(.serialized) struct NibTests {
    static let folder = StoryboardTests.fixtures.appendingPathComponent("NibGallery")

    static func frames(_ gestures: String = "[{wait: 0.2}]") throws -> [Frame] {
        NibGalleryViewController.log = []
        var script = try Scenario.parse("name: gallery\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: \(gestures)",
                                        file: "gallery.yaml", asAppScript: true)
        script.app?.resourceFolder = folder
        return Array(Reel(scenario: script.running(appDelegate: nil, module: "UIKitTests")).frames())
    }

    /// Every node of the tree, depth first.
    static func nodes(_ node: ViewNode) -> [ViewNode] { [node] + node.subviews.flatMap(nodes) }

    /// A button Xcode wrote with a configuration (the "Plain" style) shows the configuration's
    /// title, not the placeholder Xcode keeps for its normal state (docs/facts.md, "Interface
    /// Builder files"); one without keeps its state's title.
    @Test func aConfiguredButtonShowsItsConfigurationsTitle() throws {
        var script = try Scenario.parse("name: arrows\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: [{wait: 0.1}]",
                                        file: "arrows.yaml", asAppScript: true)
        script.app?.resourceFolder = StoryboardTests.fixtures.appendingPathComponent("ArrowButtons")
        let (screen, _) = try AppAPITests.launch(script) { ArrowButtonsViewController() }
        #expect(screen.titles == ["Back", "Next"])
    }

    @Test func cellsAndHeadersComeFromTheirXibs() throws {
        let frames = try Self.frames()
        let trace = frames[0].trace
        #expect(trace.console == [])
        // Info.plist's Gallery storyboard, its view controller found though its customModule is
        // the Xcode target's name; viewDidLoad sees its outlet connected.
        #expect(NibGalleryViewController.log == ["viewDidLoad: title Badges"])
        let collection = try #require(trace.scrollViews.first)
        let cells = collection.attributes.filter { $0.kind == .cell }
        #expect(cells.count == 5)
        // The storyboard's flow layout under a 30-pt header from the header xib.
        #expect(cells.prefix(2).map(\.frame) == [CGRect(x: 10, y: 40, width: 140, height: 60), CGRect(x: 170, y: 40, width: 140, height: 60)])
        let all = Self.nodes(frames[0].viewTree)
        let badgeCells = all.filter { $0.className == "BadgeCell" }
        #expect(badgeCells.count == 5)
        // The xib's runtime attribute rounds the cell; its content view is system yellow.
        #expect(badgeCells.allSatisfy { $0.corners == 12 })
        let yellow = Color(red: 255, green: 204, blue: 0)
        #expect(badgeCells.allSatisfy { cell in cell.subviews.contains { $0.backgroundColor == yellow } })
        // The label pinned 8 pt inside the cell's safe area (the whole 140-pt cell here).
        #expect(badgeCells.allSatisfy { cell in
            cell.subviews.flatMap(\.subviews).contains { if case .label = $0.content { $0.frame.minX == 8 && $0.frame.width == 124 } else { false } }
        })
        // The header, a BadgeHeader of system teal with its label set through its outlet.
        let header = try #require(all.first { $0.className == "BadgeHeader" })
        #expect(header.backgroundColor == Color(red: 48, green: 176, blue: 199))
        #expect(header.frame.size == CGSize(width: 320, height: 30))
        // Its label keeps the xib's frame: no constraints, so its autoresizing mask holds it.
        #expect(header.subviews.first?.frame.origin == CGPoint(x: 10, y: 4))
        // The collection view's groupTableViewBackgroundColor (systemGroupedBackground today).
        #expect(all.first { $0.className == "UICollectionView" }?.backgroundColor == Color(red: 242, green: 242, blue: 247))
        // The header's label, set through its outlet in the data source.
        let items = Reel(scenario: try Scenario.parse("name: g\nviewport: iphone-se\ngestures: [{wait: 0.1}]", file: "g.yaml", asAppScript: true))
            .displayList(of: frames[0]).items
        #expect(items.contains { if case .text("5 badges", _, _, _, _, _) = $0 { true } else { false } })
        // Each cell's system symbol (`catalog="system"`), fitted to its 16-pt view in its tint.
        let stars = items.compactMap { item -> CGRect? in
            if case let .symbol(glyph, frame, color) = item, glyph.name == "star.fill", color == Color(red: 255, green: 149, blue: 0) { frame } else { nil }
        }
        let contents = items.compactMap { item -> CGRect? in
            if case let .fill(frame, color, _) = item, color == yellow { frame } else { nil }
        }
        #expect(stars.count == 5 && contents.count == 5)
        #expect(stars == contents.map { CGRect(x: $0.minX + 4, y: $0.minY + 4, width: 16, height: 16) })
    }

    /// An app folder whose only `Info.plist` sits in a subfolder (as `INFOPLIST_FILE` may name
    /// one) launches the storyboard that plist names.
    @Test func anInfoPlistInASubfolderIsTheApps() throws {
        let outer = FileManager.default.temporaryDirectory.appendingPathComponent("scrollreel-nested-plist")
        try? FileManager.default.removeItem(at: outer)
        try FileManager.default.createDirectory(at: outer.appendingPathComponent("Resources"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outer) }
        try FileManager.default.copyItem(at: Self.folder, to: outer.appendingPathComponent("Resources/Gallery"))
        NibGalleryViewController.log = []
        var script = try Scenario.parse("name: nested\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: [{wait: 0.1}]", file: "nested.yaml", asAppScript: true)
        script.app?.resourceFolder = outer
        let frames = Array(Reel(scenario: script.running(appDelegate: nil, module: "UIKitTests")).frames())
        #expect(NibGalleryViewController.log == ["viewDidLoad: title Badges"])
        #expect(frames[0].trace.scrollViews.first?.attributes.filter { $0.kind == .cell }.count == 5)
    }

    @Test func awakeFromNibRunsAfterTheOutletsAreConnected() throws {
        let frames = try Self.frames()
        let items = Reel(scenario: try Scenario.parse("name: g\nviewport: iphone-se\ngestures: [{wait: 0.1}]", file: "g.yaml", asAppScript: true))
            .displayList(of: frames[0]).items
        // Each cell's label drawn in the colour its awakeFromNib gave it through the outlet.
        let brown = Color(red: 162, green: 132, blue: 94)
        let texts = items.compactMap { item -> String? in
            if case .text(let text, _, _, brown, _, _) = item { text } else { nil }
        }
        #expect(texts == ["Swift", "UIKit", "Nibs", "Stacks", "Segues"])
    }

    @Test func theStackViewArrangesItsLabelAndButton() throws {
        let all = Self.nodes(try Self.frames()[0].viewTree)
        let stack = try #require(all.first { $0.className == "UIStackView" })
        // Pinned 8 pt below the safe area's top (64 pt of bars) and 16 pt from the sides.
        #expect(stack.frame.origin == CGPoint(x: 16, y: 72))
        #expect(stack.frame.width == 288)
        let arranged = stack.subviews.map(\.className)
        #expect(arranged == ["UILabel", "UIButton"])
        #expect(stack.subviews[1].frame.minY == stack.subviews[0].frame.maxY + 4)
    }
}

extension NibTests {
    /// The button's `<action>` and the bar button item's are sent to the scene's view
    /// controller; the segue it performs makes the detail scene, prepared for, and pushes it.
    @Test func actionsAndSeguesRun() throws {
        let frames = try Self.frames("[{wait: 0.1}, {tap: [160, 118]}, {wait: 0.2}, {tap: [290, 42]}, {wait: 0.6}]")
        #expect(NibGalleryViewController.log == ["viewDidLoad: title Badges", "shuffle from Shuffle", "addBadge",
                                                 "prepare detail → NibBadgeDetailViewController"])
        // The shuffle reversed the badges; the push shows the detail scene's yellow view.
        let items = Reel(scenario: try Scenario.parse("name: g\nviewport: iphone-se\ngestures: [{wait: 0.1}]", file: "g.yaml", asAppScript: true))
        let brown = Color(red: 162, green: 132, blue: 94)
        let shuffled = items.displayList(of: frames[3]).items.compactMap { item -> String? in
            if case .text(let text, _, _, brown, _, _) = item { text } else { nil }
        }
        #expect(shuffled == ["Segues", "Stacks", "Nibs", "UIKit", "Swift"])
        // The detail scene's yellow view, below the bars: its storyboard extends it under none
        // (`edgesForExtendedLayout` empty). Pushes are not animated.
        let last = Self.nodes(try #require(frames.last).viewTree)
        #expect(last.first { $0.className == "UIView" && $0.backgroundColor == Color(red: 255, green: 204, blue: 0) }?.frame
                == CGRect(x: 0, y: 64, width: 320, height: 504))
    }
}

/// Hostile or broken Interface Builder files: a located refusal, never a crash or a hang.
@Suite struct HostileInterfaceFileTests {
    static func firstLine(storyboard: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try storyboard.write(to: folder.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        return try #require(try StoryboardTests.frames(resources: folder)[0].trace.console.first)
    }

    /// Entities that would grow to gigabytes (an XML bomb) are refused at the declaration's line.
    @Test func anXMLBombIsRefusedAtItsDeclaration() throws {
        let bomb = "<?xml version=\"1.0\"?>\n<!DOCTYPE document [\n<!ENTITY a \"aaaaaaaaaa\">\n<!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">\n]>\n<document>&b;</document>\n"
        let line = try Self.firstLine(storyboard: bomb)
        #expect(line.contains("reason: 'Main.storyboard:2: not an Interface Builder file: it declares a document type"))
    }

    /// A storyboard of one navigation controller whose root relationship leads to `destination`.
    static func navigationController(rootedAt destination: String) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="nav-1">
          <scenes>
            <scene sceneID="s1"><objects>
              <navigationController id="nav-1" sceneMemberID="viewController">
                <connections><segue destination="\(destination)" kind="relationship" relationship="rootViewController" id="g1"/></connections>
              </navigationController>
            </objects></scene>
          </scenes>
        </document>
        """
    }

    /// A scene that is its own navigation controller's root: the cycle is named, not followed.
    @Test func aCycleOfRelationshipsIsRefused() throws {
        let line = try Self.firstLine(storyboard: Self.navigationController(rootedAt: "nav-1"))
        #expect(line.contains("Main.storyboard:4: the scene nav-1 contains itself through its relationships or embeds"))
    }

    /// Nesting deeper than Interface Builder ever nests is refused at the line it passes the cap.
    @Test func elementsNestedTooDeepAreRefused() throws {
        let deep = "<document>\n" + String(repeating: "<view>\n", count: 300) + String(repeating: "</view>\n", count: 300) + "</document>\n"
        let line = try Self.firstLine(storyboard: deep)
        #expect(line.contains("Main.storyboard:201: not an Interface Builder file: elements nested more than 200 deep"))
    }

    /// A relationship to a scene the storyboard does not have is refused at the segue's line.
    @Test func aMissingDestinationIsRefused() throws {
        let line = try Self.firstLine(storyboard: Self.navigationController(rootedAt: "gone-1"))
        #expect(line.contains("Main.storyboard:5: the relationship's destination gone-1 is not a scene of the storyboard"))
    }

    /// A file far larger than any Interface Builder writes (50 MB) is refused by its size
    /// before it is read.
    @Test func aFiftyMegabyteFileIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Main.storyboard")
        #expect(FileManager.default.createFile(atPath: file.path, contents: Data("<document>".utf8)))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 50_000_000)
        try handle.close()
        let line = try #require(try StoryboardTests.frames(resources: folder)[0].trace.console.first)
        #expect(line.contains("Main.storyboard: 50 MB is larger than the 20 MB an Interface Builder file may be"))
    }
}
