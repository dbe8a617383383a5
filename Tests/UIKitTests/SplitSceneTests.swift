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

    static func allFrames(showing make: @escaping @Sendable () -> UIViewController) throws -> [Frame] {
        Array(Reel(scenario: try script().showing(make)).frames())
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
        // The glass: a 16-pt image view 8 pt in, centred, drawn as a ring in the secondary label colour.
        let glass = try #require(field.subviews.first { $0.frame.size == CGSize(width: 16, height: 16) })
        #expect(glass.frame.origin == CGPoint(x: 8, y: 10))
        #expect(glass.subviews.first?.border?.color == Color(red: 60, green: 60, blue: 67, alpha: 153))
        #expect(glass.subviews.first?.border?.width == 1.75)
        let items = try LegacySceneTests.items(frame)
        let placeholder = Color(red: 60, green: 60, blue: 67, alpha: 77)
        #expect(items.contains { item in
            if case .text("Find a place", let rect, 17, placeholder, _, _) = item { rect.minX == 8 + 30 } else { false } })
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
        #expect(items.contains { if case .fill(let rect, barTint, 0) = $0 { rect.minY == 568 - 49 && rect.width == 320 } else { false } })
        #expect(items.contains { if case .text("Peaks", _, 10, Color(red: 255, green: 204, blue: 0), .center, _) = $0 { true } else { false } })
        #expect(items.contains { if case .text("Lakes", _, 10, Color(red: 153, green: 153, blue: 204), .center, _) = $0 { true } else { false } })
    }

    static func sheets(_ gestures: String) throws -> [Frame] {
        var script = try Scenario.parse("name: trips\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: \(gestures)",
                                        file: "trips.yaml", asAppScript: true)
        script.app?.resourceFolder = folder
        return Array(Reel(scenario: script.showing { UIStoryboard(name: "Sheets", bundle: nil).instantiateInitialViewController()! }).frames())
    }

    @Test func aPresentationSegueShowsASheetThatCancelDismisses() throws {
        NewTripViewController.preparedFor = nil
        let frames = try Self.sheets("[{wait: 0.1}, {tap: [295, 42]}, {wait: 0.3}, {tap: [30, 52]}, {wait: 0.3}]")
        #expect(NewTripViewController.preparedFor == "newTrip")
        let dimming = Color(red: 0, green: 0, blue: 0, alpha: 102)
        let shown = try #require(frames.first { NibTests.nodes($0.viewTree).contains { $0.backgroundColor == dimming } })
        // The sheet: 10 pt below the 20-pt status bar, its top corners rounded, over the dimmed
        // list; its navigation bar at its top, with the Cancel item.
        let sheet = try #require(shown.viewTree.subviews.last)
        #expect(sheet.frame == CGRect(x: 0, y: 30, width: 320, height: 538))
        let items = try LegacySceneTests.items(shown)
        #expect(items.contains { if case let .text("New Trip", rect, 17, _, .center, _) = $0 { rect.minY == 30 } else { false } })
        #expect(items.contains { if case let .text("Cancel", rect, 17, _, _, _) = $0 { rect.minY >= 30 } else { false } })
        #expect(!items.contains { if case .text("Trips", _, _, _, _, _) = $0 { true } else { false } })
        #expect(shown.trace.console.contains { $0.contains("present(_:animated:) shows UINavigationController at once") })
        // Cancel dismisses it: the list and its bar again.
        let last = try #require(frames.last)
        #expect(!NibTests.nodes(last.viewTree).contains { $0.backgroundColor == dimming })
        #expect(try LegacySceneTests.items(last).contains { if case .text("Trips", _, 17, _, .center, _) = $0 { true } else { false } })
    }

    @Test func aFullScreenPresentationCoversTheScreenAndItsBars() throws {
        NewTripViewController.preparedFor = nil
        let frames = try Self.sheets("[{wait: 0.1}, {tap: [160, 284]}, {wait: 0.3}]")
        #expect(NewTripViewController.preparedFor == "showPhoto")
        let last = try #require(frames.last)
        let photo = try #require(last.viewTree.subviews.last)
        #expect(photo.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
        #expect(photo.backgroundColor == Color(red: 0, green: 0, blue: 0))
        #expect(!(try LegacySceneTests.items(last)).contains { if case .text("Trips", _, _, _, _, _) = $0 { true } else { false } })
    }

    @Test func aSubtitleCellsOwnLabelsAreTheOnesTheAppSets() throws {
        let frame = try Self.showing { UIStoryboard(name: "Profile", bundle: nil).instantiateInitialViewController()! }
        let items = try LegacySceneTests.items(frame)
        // The prototype's labels are the cell's textLabel and detailTextLabel: the app's text
        // replaces the storyboard's, drawn once.
        #expect(items.contains { if case .text("Row 0", _, 17, _, _, _) = $0 { true } else { false } })
        #expect(items.contains { if case .text("Detail 1", _, 12, _, _, _) = $0 { true } else { false } })
        #expect(!items.contains { if case .text("Title", _, _, _, _, _) = $0 { true } else { false } })
        #expect(!items.contains { if case .text("Subtitle", _, _, _, _, _) = $0 { true } else { false } })
    }

    @Test func aRoundedFieldAndALeadingButtonInTheHeader() throws {
        let frame = try Self.showing { UIStoryboard(name: "Profile", bundle: nil).instantiateInitialViewController()! }
        let field = try #require(Self.node(frame, className: "UITextField").first)
        // A rounded rect: 5-pt corners, a hairline of systemGray4, white; the placeholder 7 pt in.
        #expect(field.corners.radius == 5)
        #expect(field.border?.width == 0.5 && field.border?.color == Color(red: 209, green: 209, blue: 214))
        #expect(field.backgroundColor == Color(red: 255, green: 255, blue: 255))
        #expect(field.subviews.first?.frame.minX == 7)
        // A button aligned left: its title starts at its leading edge, not centred.
        let button = try #require(Self.node(frame, className: "UIButton").first)
        #expect(button.frame.width == 288)
        #expect(button.subviews.first { $0.className == "UILabel" }?.frame.minX == 0)
    }

    @Test func aViewControllerThatDoesNotAdjustInsetsLeavesAShortCollectionUnderTheBar() throws {
        func inset(adjusting: Bool) throws -> CGFloat {
            let frame = try Self.showing {
                let controller = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
                controller.automaticallyAdjustsScrollViewInsets = adjusting
                return UINavigationController(rootViewController: controller)
            }
            return try #require(frame.trace.scrollViews.first).contentInset.top
        }
        // `.automatic` adjusts a navigation controller's content that does not scroll only while
        // the view controller adjusts insets (UIKit docs for `.automatic`).
        #expect(try inset(adjusting: true) == 64)
        #expect(try inset(adjusting: false) == 0)
    }

    @Test func aStoryboardTapRecognizerSendsItsAction() throws {
        TripsViewController.bannerTaps = 0
        let frames = try Self.sheets("[{wait: 0.1}, {tap: [160, 120]}, {wait: 0.2}, {tap: [160, 400]}, {wait: 0.2}]")
        // One tap on the banner; the second, below it, is not the recogniser's.
        #expect(TripsViewController.bannerTaps == 1)
        #expect(try #require(frames.last).trace.console.allSatisfy { !$0.contains("GestureRecognizer") })
    }

    @Test func aCollectionViewOfTheAppsClassComesFromTheStoryboard() throws {
        CountingCollectionView.reloads = 0
        let frame = try Self.showing { UIStoryboard(name: "Grid", bundle: nil).instantiateInitialViewController()! }
        let view = try #require(frame.viewTree.subviews.first)
        #expect(view.className == "CountingCollectionView")
        #expect(CountingCollectionView.reloads == 1)
        let cells = try #require(frame.trace.scrollViews.first).attributes.filter { $0.kind == .cell }
        #expect(cells.count == 4)
        #expect(cells.allSatisfy { $0.frame.size == CGSize(width: 100, height: 100) })
    }

    @Test func aCollectionViewSubclassSizesItselfToItsContent() throws {
        let frames = try Self.allFrames {
            let controller = UIViewController()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 300, height: 50)
            layout.minimumLineSpacing = 10
            let collection = CountingCollectionView(frame: .zero, collectionViewLayout: layout)
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Row")
            collection.dataSource = SplitSceneTests.threeRows
            collection.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(collection)
            NSLayoutConstraint.activate([
                collection.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
                collection.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
                collection.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            ])
            return controller
        }
        // Three 50-pt rows 10 pt apart: the view's intrinsic height is its content's, 170 pt.
        let collection = try #require(frames.last?.trace.scrollViews.first)
        #expect(collection.frame == CGRect(x: 0, y: 100, width: 320, height: 170))
    }

    /// Three rows, for any collection view.
    final class ThreeRows: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Row", for: indexPath)
        }
    }
    nonisolated(unsafe) static let threeRows = ThreeRows()
}
