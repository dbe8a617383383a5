import Foundation
import ScrollReel
import Testing
import UIKit

/// A split view controller on a phone, a search bar and a picker, views on layout margins, an
/// attributed label and a tab bar's own colours, all from storyboards as Xcode writes them.
@Suite(.serialized) struct SplitSceneTests {
    static let folder = StoryboardTests.fixtures.appendingPathComponent("SplitScenes")

    static func script() throws -> Scenario {
        var script = try Scenario.parse("name: places\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: [{wait: 0.2}]",
                                        file: "places.yaml", asAppScript: true)
        script.app?.resourceFolder = folder
        return script
    }

    static func launched() throws -> Frame {
        try #require(Array(Reel(scenario: try script().running(appDelegate: nil, module: "UIKitTests")).frames()).first)
    }

    static func showing(_ make: @escaping @Sendable () -> UIViewController) throws -> Frame {
        try #require(Array(Reel(scenario: try script().showing(make)).frames()).first)
    }

    /// The nodes of a class (that match), anywhere in the frame's view tree.
    static func node(_ frame: Frame, className: String, where matches: (ViewNode) -> Bool = { _ in true }) -> [ViewNode] {
        NibTests.nodes(frame.viewTree).filter { $0.className == className && matches($0) }
    }

    @Test func aCollapsedSplitViewOpensOnTheDetailAboveItsPrimary() throws {
        let frame = try Self.launched()
        #expect(frame.trace.console == [])
        let items = try LegacySceneTests.items(frame)
        // No delegate keeps the primary: the detail is pushed onto the primary's navigation
        // controller, with a back button to the list.
        #expect(items.contains { if case .text("Place", _, 17, _, .center, _) = $0 { true } else { false } })
        #expect(items.contains { if case .text("‹ Places", _, 17, _, .left, _) = $0 { true } else { false } })
    }

    @Test func aDelegateThatDiscardsTheSecondaryShowsThePrimary() throws {
        let frame = try Self.showing {
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            let split = PrimaryFirstSplitViewController()
            split.delegate = split
            split.viewControllers = [UINavigationController(rootViewController: storyboard.instantiateViewController(withIdentifier: "List")),
                                     UINavigationController(rootViewController: storyboard.instantiateViewController(withIdentifier: "Detail"))]
            return split
        }
        let items = try LegacySceneTests.items(frame)
        #expect(items.contains { if case .text("Places", _, 17, _, .center, _) = $0 { true } else { false } })
        #expect(!items.contains { if case .text("Place", _, _, _, _, _) = $0 { true } else { false } })
    }

    @Test func theSearchBarAndThePickerAreDrawn() throws {
        let frame = try Self.showing {
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            return UINavigationController(rootViewController: storyboard.instantiateViewController(withIdentifier: "List"))
        }
        // The search bar: 56 pt under the 64-pt bars, a 36-pt field 8 pt in, the placeholder
        // in the placeholder colour after the glass.
        let bar = try #require(Self.node(frame, className: "UISearchBar").first)
        #expect(bar.frame == CGRect(x: 0, y: 64, width: 320, height: 56))
        let field = try #require(bar.subviews.first)
        #expect(field.frame == CGRect(x: 8, y: 10, width: 304, height: 36))
        #expect(field.backgroundColor == Color(red: 118, green: 118, blue: 128, alpha: 31))
        let items = try LegacySceneTests.items(frame)
        let placeholder = Color(red: 60, green: 60, blue: 67, alpha: 77)
        #expect(items.contains { item in
            if case let .text("Find a place", rect, 17, placeholder, _, _) = item { rect.minX == 8 + 30 } else { false } })
        // The picker: 216 pt under the bar, the selected row (2) on the band in the middle,
        // the rows round the wheel above and below it, fading.
        let picker = try #require(Self.node(frame, className: "UIPickerView").first)
        #expect(picker.frame == CGRect(x: 0, y: 120, width: 320, height: 216))
        let labels = picker.subviews.filter { $0.className == "UILabel" }
        #expect(labels.count == 6)
        let selected = try #require(items.lazy.compactMap { item -> CGRect? in
            if case let .text("Carpathians", rect, 21, _, .center, _) = item { rect } else { nil } }.first)
        #expect(abs(selected.midY - (120 + 108)) < 0.001)
        let above = try #require(items.lazy.compactMap { item -> CGRect? in
            if case let .text("Baltic", rect, 21, _, .center, _) = item { rect } else { nil } }.first)
        // One row round a wheel of 108-pt radius: 108 × sin(32 / 108) above the middle.
        #expect(abs((selected.midY - above.midY) - 108 * sin(32.0 / 108)) < 0.5)
    }

    @Test func viewsSitOnTheMarginsUIKitGivesThem() throws {
        let frame = try Self.launched()
        func view(_ color: Color) throws -> ViewNode {
            try #require(NibTests.nodes(frame.viewTree).first { $0.backgroundColor == color })
        }
        // Measured from the view's edge (insetsLayoutMarginsFromSafeArea off): 8 pt down, though
        // the bars cover its top 64 pt.
        let edge = try view(Color(red: 242, green: 242, blue: 247))
        #expect(edge.subviews.first?.frame.origin == CGPoint(x: 8, y: 8))
        // Measured from the safe area's edge (the default): 64 + 8.
        let safe = try view(Color(red: 229, green: 229, blue: 234))
        #expect(safe.subviews.first?.frame.origin == CGPoint(x: 8, y: 72))
        // A view controller's root view has the system's minimum margins: 16 pt at the sides
        // on a 320-pt phone.
        let root = try #require(NibTests.nodes(frame.viewTree).first { $0.subviews.contains { $0.frame == edge.frame && $0.backgroundColor == edge.backgroundColor } })
        let rootLabels = root.subviews.filter { $0.className == "UILabel" }
        #expect(rootLabels.count == 2 && rootLabels.allSatisfy { $0.frame.minX == 16 })
        // A view that preserves its superview's margins keeps its content inside them: 16 pt at
        // its leading and trailing edges (its own are 8); its top margin is its own 8.
        let card = try view(Color(red: 255, green: 204, blue: 0))
        let cardLabels = card.subviews.sorted { $0.frame.minX < $1.frame.minX }
        #expect(cardLabels.first?.frame.minX == 16)
        #expect(abs((cardLabels.last?.frame.maxX ?? 0) - (320 - 16)) < 0.001)
        #expect(cardLabels.last?.frame.minY == 8)
        // The attributed label: its fragments' text, the first fragment's colour and size.
        let items = try LegacySceneTests.items(frame)
        #expect(items.contains { if case .text("Trail open", _, 22, Color(red: 204, green: 51, blue: 51), _, _) = $0 { true } else { false } })
    }

    @Test func aTabBarHasItsOwnColours() throws {
        let frame = try Self.showing { UIStoryboard(name: "Tabs", bundle: nil).instantiateInitialViewController()! }
        let items = try LegacySceneTests.items(frame)
        // The bar tint behind the bar, the selected item in the bar's tint, the other in the
        // unselected item colour.
        let barTint = Color(red: 26, green: 26, blue: 77)
        #expect(items.contains { if case let .fill(rect, barTint, 0) = $0 { rect.minY == 568 - 49 && rect.width == 320 } else { false } })
        #expect(items.contains { if case .text("Peaks", _, 10, Color(red: 255, green: 204, blue: 0), .center, _) = $0 { true } else { false } })
        #expect(items.contains { if case .text("Lakes", _, 10, Color(red: 153, green: 153, blue: 204), .center, _) = $0 { true } else { false } })
    }
}
