import Foundation
import ScrollReel
import Testing
import UIKit

/// What UIKit raises in an app's code ends the app in the reel with UIKit's words.
@Suite struct BadAppTests {
    static let script = """
        name: broken
        viewport: iphone-se
        fps: 10
        tail: 0
        gestures: [{wait: 0.3}]
        """

    @Test func dequeuingAnUnregisteredIdentifierEndsTheApp() throws {
        let script = try Scenario.parse(Self.script, file: "broken.yaml", asAppScript: true)
        let frames = Array(Reel(scenario: script.showing { UnregisteredCellViewController() }).frames())
        #expect(frames[0].trace.console.first == "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
                + "reason: 'could not dequeue a view of kind: UICollectionElementKindCell with identifier Cell - must register "
                + "a nib or a class for the identifier or connect a prototype cell in a storyboard'")
        // The screen stays as it was when the app ended.
        #expect(frames.last?.trace.scrollViews == frames[0].trace.scrollViews)
    }

    /// A predicate string Foundation cannot read raises, as on iOS.
    @Test func anUnreadablePredicateStringEndsTheApp() throws {
        let script = try Scenario.parse(Self.script, file: "broken.yaml", asAppScript: true)
        let frames = Array(Reel(scenario: script.showing { UnreadablePredicateViewController() }).frames())
        #expect(frames[0].trace.console.first == "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', "
                + "reason: 'Unable to parse the format string \"name ==\"'")
    }

    /// An app's own layout that places an item the data source does not have: UIKit's
    /// exception ends the app, and the data source is never asked for that item.
    @Test func anAppsLayoutPlacingAMissingItemEndsTheApp() throws {
        let script = try Scenario.parse(Self.script, file: "broken.yaml", asAppScript: true)
        let made = MadeScreen()
        let frames = Array(Reel(scenario: script.showing {
            let screen = OverreachingGridViewController(collectionViewLayout: OverreachingLayout())
            made.screen = screen
            return screen
        }).frames())
        #expect(frames[0].trace.console.first == "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
                + "reason: 'UICollectionView received layout attributes for a cell with an index path that does not exist: "
                + "<NSIndexPath> {length = 2, path = 0 - 3}'")
        let asked = try #require(made.screen as? OverreachingGridViewController).asked
        #expect(!asked.isEmpty && asked.allSatisfy { $0.item < 3 })
    }

    @Test func aLaunchWithoutARootViewControllerEndsTheApp() throws {
        let script = try Scenario.parse(Self.script, file: "broken.yaml", asAppScript: true)
        let frames = Array(Reel(scenario: script.running(appDelegate: RootlessAppDelegate.self)).frames())
        #expect(frames[0].trace.console == ["*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
                + "reason: 'Application windows are expected to have a root view controller at the end of application launch'"])
    }
}

/// Headers from the app's data source, of the class it registered.
@Suite struct SupplementaryViewTests {
    @Test func headersAreTheDataSourcesViews() throws {
        let script = try Scenario.parse("name: albums\nviewport: {width: 320, height: 480, scale: 1}\nfps: 10\ntail: 0\ngestures: [{wait: 0.1}]",
                                        file: "albums.yaml", asAppScript: true)
        let reel = Reel(scenario: script.showing { SectionedGridViewController() })
        let frames = Array(reel.frames())
        let items = reel.displayList(of: frames[0]).items
        #expect(items.contains { if case .text("Album 1", CGRect(x: 16, y: 0, width: 288, height: 40), 20, _, .left, _) = $0 { true } else { false } })
        #expect(items.contains { if case .text("Album 2", _, 20, _, .left, _) = $0 { true } else { false } })
        let header = try #require(frames[0].trace.scrollViews[0].attributes.first { $0.kind == .header && $0.section == 1 })
        // 40 + two rows of three 100-pt items (10 apart) = 250.
        #expect(header.frame == CGRect(x: 0, y: 250, width: 320, height: 40))
    }
}

/// What a cell's layer says is drawn.
@Suite struct LayerDrawingTests {
    @Test func aBorderIsStrokedInsideTheLayer() throws {
        let script = try Scenario.parse("name: tile\nviewport: {width: 320, height: 480, scale: 1}\nfps: 10\ntail: 0\ngestures: [{wait: 0.1}]",
                                        file: "tile.yaml", asAppScript: true)
        let reel = Reel(scenario: script.showing { OutlinedTileViewController() })
        let items = reel.displayList(of: try #require(Array(reel.frames()).first)).items
        // The lone 100 × 60 tile, centred in its line by the flow layout (x 110): the 2-pt border
        // 1 pt inside it, its corners 10 − 1, over the cell.
        let gray = Color(red: 142, green: 142, blue: 147)
        #expect(items.contains(.stroke(CGRect(x: 111, y: 1, width: 98, height: 58), color: gray, lineWidth: 2, corners: 9)))
    }
}

/// A stack view's arranged labels, and `UIView.animate`'s completion on the clock.
@Suite(.serialized) struct StackAndAnimationTests {
    @Test func aStackViewStacksItsLabelsAndAnAnimationCompletesOnTime() throws {
        let script = try Scenario.parse("name: profiles\nviewport: {width: 320, height: 480, scale: 1}\nfps: 10\ntail: 0\ngestures: [{wait: 1}]",
                                        file: "profiles.yaml", asAppScript: true)
        let journal = Journal()
        ProfilesViewController.journal = journal
        defer { ProfilesViewController.journal = nil }
        let reel = Reel(scenario: script.showing { ProfilesViewController() })
        let frames = Array(reel.frames())
        let items = reel.displayList(of: frames[0]).items
        var texts: [String: CGRect] = [:]
        for item in items { if case let .text(text, frame, _, _, _, _) = item { texts[text] = frame } }
        // The cell is at x 10 (centred 300 in 320), the stack 12 and 10 inside it; the name's
        // line above the handle's, 4 pt apart, each as wide as its text (`.leading`).
        let name = try #require(texts["Person 1"]), handle = try #require(texts["@person1"])
        #expect(name.minX == 22 && name.minY == 10)
        #expect(abs(handle.minY - (name.maxY + 4)) < 1e-6)
        #expect(handle.width < name.width)
        // 0.2 s delay + 0.4 s from viewDidAppear at t = 0: done by the frame at 0.6 s.
        #expect(journal.entries == ["faded in true"])
    }
}

/// A registration of a list cell subclass, a layout set in viewDidLoad, a lazy diffable data
/// source: the list's rows are the registration's cells.
@Suite struct RegistrationTests {
    @Test func aRegisteredCellSubclassIsMadeAndConfigured() throws {
        let script = try Scenario.parse("name: reminders\nviewport: {width: 320, height: 480, scale: 1}\nfps: 10\ntail: 0\ngestures: [{wait: 0.1}]",
                                        file: "reminders.yaml", asAppScript: true)
        let reel = Reel(scenario: script.showing { RemindersViewController() })
        let frames = Array(reel.frames())
        let cells = frames[0].trace.scrollViews[0].attributes.filter { $0.kind == .cell }
        // The list layout set in viewDidLoad, not the flow layout made first: full-width rows.
        #expect(cells.count == 6)
        #expect(cells.first?.frame.width == 320)
        let items = reel.displayList(of: frames[0]).items
        #expect(items.contains { if case .text("Buy milk", _, 17, _, .left, _) = $0 { true } else { false } })
        #expect(items.contains { if case .text("Return books", _, 17, _, .left, _) = $0 { true } else { false } })
    }
}

/// Apps past what ScrollReel simulates are stopped with a line naming what went past it, the
/// screen kept as it was (docs/hostile-input.md, "An app's views").
@Suite(.serialized) struct AbsurdAppTests {
    static func console(_ root: @escaping @Sendable () -> UIViewController) throws -> [String] {
        try WindowTests.frames("[{wait: 0.2}]", inNavigationController: false, root).flatMap(\.trace.console)
    }

    @Test func aWindowOfTenThousandViewsIsStopped() throws {
        #expect(try Self.console { CrowdedViewController() } == [
            "ScrollReel: the app was stopped: the window holds more than 10000 views (a UIView holds 10001); ScrollReel lays out and draws at most that many",
        ])
    }

    @Test func aQuadrillionPointContentIsStopped() throws {
        #expect(try Self.console { EndlessViewController() } == [
            "ScrollReel: the app was stopped: a UIScrollView's content size is 320 × 1000000000000000 pt, past the 100000000000000 pt ScrollReel scrolls",
        ])
    }

    /// Ten trillion points, HorizonCalendar's "endless" content, is within what ScrollReel scrolls.
    @Test func aCalendarsTenTrillionPointContentScrolls() throws {
        let frames = try WindowTests.frames("[{wait: 0.1}, {drag: {from: [160, 400], by: [0, -100], duration: 0.3}}, {wait: 0.1}]",
                                            inNavigationController: false) { LongCalendarViewController() }
        #expect(frames.flatMap(\.trace.console) == [])
        let scrollView = try #require(frames.last?.trace.scrollViews.first)
        #expect(scrollView.contentSize.height == 10_000_000_000_000)
        // Dragged up 100 pt from its resting offset (−20, under the status bar), then coasting on.
        #expect(scrollView.contentOffset.y > 80)
    }

    @Test func aLayoutThatSetsWhatItShowsSettles() throws {
        #expect(try Self.console { RestatingViewController() } == [])
    }

    @Test func aLayoutThatNeverSettlesIsStopped() throws {
        #expect(try Self.console { RestlessViewController() } == [
            "ScrollReel: the app was stopped: the layout of a RestlessView did not settle: its layoutSubviews() asked for another pass 16 times running (UIKit would lay it out for ever)",
        ])
    }
}

/// A layout of four rows for a section of three: the fourth is one the data source lacks.
final class OverreachingLayout: UICollectionViewLayout {
    override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 240) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<4).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 60, width: 320, height: 50)
        return attributes
    }
}

/// Three items, each noted as the data source is asked for its cell.
final class OverreachingGridViewController: UICollectionViewController {
    var asked: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        asked.append(indexPath)
        return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}
