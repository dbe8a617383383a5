import Foundation
import ScrollReel
import Testing
import UIKit

/// Screens that are more than one full-screen scroll view, run as written: every view the app
/// made is laid out and drawn where its frame puts it, and every scroll view in the window
/// scrolls on its own (docs/facts.md, "Safe area"; docs/views.md).
@Suite(.serialized) struct WindowTests {
    static func frames(_ gestures: String, viewport: String = "iphone-se", inNavigationController: Bool = true,
                       _ root: @escaping @Sendable () -> UIViewController) throws -> [Frame] {
        let script = try Scenario.parse("""
            name: window
            viewport: \(viewport)
            fps: 30
            tail: 0
            gestures: \(gestures)
            """, file: "window.yaml", asAppScript: true)
        return Array(Reel(scenario: script.showing(inNavigationController: inNavigationController, root)).frames())
    }

    static func items(_ frame: Frame, viewport: String = "iphone-se") throws -> [DisplayItem] {
        Reel(scenario: try Scenario.parse("name: w\nviewport: \(viewport)\ngestures: [{wait: 0.1}]", file: "w.yaml", asAppScript: true))
            .displayList(of: frame).items
    }

    // MARK: - A table that is not the screen, with views beside and over it

    @Test func aTableWithItsOwnFrameRestsAtZeroBesideAPlainScrollView() throws {
        let frames = try Self.frames("[{wait: 0.2}]") { DashboardViewController() }
        let trace = frames[0].trace
        // The table where the app put it, clear of the 64 pt of status and navigation bars: its
        // safe area is empty, so it rests at 0 (UIKit: 0, not −64).
        let table = try #require(trace.scrollViews.first { $0.id == "main" })
        #expect(table.frame == CGRect(x: 0, y: 64, width: 320, height: 220))
        #expect(table.contentOffset == .zero)
        #expect(table.contentInset == .zero)
        // The strip, a plain scroll view: traced with its frame, its content size and no attributes.
        let strip = try #require(trace.scrollViews.first { $0.id == "scroll[1]" })
        #expect(strip.frame == CGRect(x: 0, y: 284, width: 320, height: 120))
        #expect(strip.contentSize == CGSize(width: 960, height: 120))
        #expect(strip.attributes.isEmpty)
        #expect(trace.scrollViews.map(\.id) == ["main", "scroll[1]"])
    }

    @Test func theViewsFormatListsEveryViewsClassAndWindowFrame() throws {
        let script = try Scenario.parse("name: dashboard\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: [{wait: 0.1}]",
                                        file: "dashboard.yaml", asAppScript: true)
        let files = try Reel(scenario: script.showing(inNavigationController: true) { DashboardViewController() }).render(formats: [.views])
        let text = try #require(files["dashboard.views.json"].flatMap { String(data: $0, encoding: .utf8) })
        let lines = text.split(separator: "\n")
        // The header, a line a frame (0 and 1), the footer.
        #expect(lines.count == 4)
        #expect(lines[0].hasPrefix(#"{"scenario":"dashboard""#))
        #expect(lines[1].hasPrefix(#"{"index":0,"time":0,"views":[{"view":"window","class":"UIWindow","frame":[0,0,320,568]}"#))
        // The table where the app put it, in window coordinates; the badge over it; a row's label.
        #expect(lines[1].contains(#"{"view":"window/layoutContainerView/view/tableView","class":"UITableView","frame":[0,64,320,220]}"#))
        #expect(lines[1].contains(#""class":"UIView","frame":[290,70,20,20]}"#))
        #expect(lines[1].contains(#"/collectionView main/cell 0.0","class":"UITableViewCell","frame":[0,64,320,44]}"#))
    }

    @Test func theViewsBesideAndOverTheTableAreDrawn() throws {
        let frames = try Self.frames("[{wait: 0.2}]") { DashboardViewController() }
        let items = try Self.items(frames[0])
        func fills(_ color: Color) -> [(CGRect, Corners)] {
            items.compactMap { if case let .fill(frame, fill, radius) = $0, fill == color { (frame, radius) } else { nil } }
        }
        // The round badge over the table's corner, drawn after (above) the table's rows.
        let red = Color(red: 255, green: 59, blue: 48)
        #expect(fills(red).map(\.0) == [CGRect(x: 290, y: 70, width: 20, height: 20)])
        #expect(fills(red).first?.1 == Corners(radius: 10))
        let badge = try #require(items.firstIndex { if case .fill(_, red, _) = $0 { true } else { false } })
        let row = try #require(items.firstIndex { if case .text("Task 1", _, _, _, _, _) = $0 { true } else { false } })
        #expect(row < badge)
        // The strip's first page inside its frame; the grey bar below everything else.
        #expect(fills(Color(red: 48, green: 176, blue: 199)).map(\.0) == [CGRect(x: 10, y: 294, width: 300, height: 100)])
        #expect(fills(Color(red: 229, green: 229, blue: 234)).map(\.0).contains(CGRect(x: 0, y: 404, width: 320, height: 164)))
    }

    @Test func aSwipeOnTheStripPagesItAndLeavesTheTable() throws {
        let frames = try Self.frames("[{wait: 0.1}, {fling: {from: [250, 340], velocity: [-1200, 0]}}, {wait: 1}]") {
            DashboardViewController()
        }
        let last = try #require(frames.last).trace
        // The strip pages by its width, 320 pt; the table under nothing did not move.
        #expect(last.scrollViews.first { $0.id == "scroll[1]" }?.contentOffset == CGPoint(x: 320, y: 0))
        #expect(last.scrollViews.first { $0.id == "main" }?.contentOffset == .zero)
        // The second page is drawn where the first was.
        let items = try Self.items(try #require(frames.last))
        let orange = Color(red: 255, green: 149, blue: 0)
        #expect(items.contains { if case .fill(CGRect(x: 10, y: 294, width: 300, height: 100), orange, _) = $0 { true } else { false } })
    }

    @Test func aDragOnTheTableScrollsOnlyTheTable() throws {
        let frames = try Self.frames("[{wait: 0.1}, {drag: {from: [160, 250], by: [0, -100], duration: 0.5}}, {hold: 0.2}]") {
            DashboardViewController()
        }
        let last = try #require(frames.last).trace
        #expect(last.scrollViews.first { $0.id == "main" }?.contentOffset == CGPoint(x: 0, y: 100))
        #expect(last.scrollViews.first { $0.id == "scroll[1]" }?.contentOffset == .zero)
    }

    /// A strip scrolled to an item, or given an offset, in `viewDidLoad` (before it is on screen)
    /// shows that place in the first frame, as UIKit lays a view out off screen: card 6 of 200 pt
    /// with 20 between is at x 1320, centred in 320 pt at offset 1420 − 160 = 1260; at offset 300
    /// the bounds x 300…620 hold cards 1 (220…420) and 2 (440…640).
    @Test func aStripScrolledBeforeItIsOnScreenStartsThere() throws {
        nonisolated(unsafe) var made: CardStripsViewController?
        let frames = try Self.frames("[{wait: 0.1}]", inNavigationController: false) {
            let controller = CardStripsViewController()
            made = controller
            return controller
        }
        let first = try #require(frames.first).trace.scrollViews
        let centered = try #require(first.first { $0.frame.minY == 80 })
        #expect(centered.contentOffset == CGPoint(x: 1260, y: 0))
        #expect(centered.attributes.map(\.item) == [5, 6, 7])
        let offset = try #require(first.first { $0.frame.minY == 250 })
        #expect(offset.contentOffset == CGPoint(x: 300, y: 0))
        #expect(offset.attributes.map(\.item) == [1, 2])
        #expect(made?.heard.allSatisfy { $0 == 1260 } == true)
    }

    /// Section insets measured from the layout margins start 24 + 10 pt in: in the 320 − 68 pt
    /// left, two 100-pt items fit, the first at x 34 and the third on the next line (UIKit docs,
    /// `sectionInsetReference`). From the safe area, which has no sides upright, 10 pt in, as
    /// from the content: two fit in 300 pt (three need 300 and two 10-pt spaces), at 10 and 210.
    @Test func sectionInsetsMeasuredFromTheMarginsOrTheSafeArea() throws {
        func cells(_ reference: UICollectionViewFlowLayout.SectionInsetReference) throws -> [CGRect] {
            let frames = try Self.frames("[{wait: 0.1}]", inNavigationController: false) { MarginInsetGridViewController(reference: reference) }
            return try #require(frames.first?.trace.scrollViews.first { $0.frame.minY == 100 }).attributes.map(\.frame)
        }
        let margins = try cells(.fromLayoutMargins)
        #expect(margins.map(\.minX) == [34, 186, 34])
        #expect(margins.map(\.minY) == [0, 0, 60])
        let safe = try cells(.fromSafeArea)
        #expect(safe.map(\.minX) == [10, 210, 10])
    }

    @Test func thePlainScrollViewsDelegateHearsItScrollFromItsFirstLayout() throws {
        nonisolated(unsafe) var made: DashboardViewController?
        _ = try Self.frames("[{wait: 0.1}, {fling: {from: [250, 340], velocity: [-1200, 0]}}, {wait: 1}]") {
            let controller = DashboardViewController()
            made = controller
            return controller
        }
        let offsets = try #require(made?.stripOffsets)
        // The first layout's `scrollViewDidScroll` at rest, then the drag's and the paging's.
        #expect(offsets.first == 0)
        #expect(offsets.last == 320)
        #expect(offsets == offsets.sorted())
    }

    // MARK: - The safe area under a large title

    @Test func aCollectionViewPinnedToTheSafeAreaIsAsTallAsItsSafeArea() throws {
        nonisolated(unsafe) var made: StoriesViewController?
        let frames = try Self.frames("[{wait: 0.2}]", viewport: "iphone-15") {
            let controller = StoriesViewController()
            made = controller
            return controller
        }
        // iPhone 15: 852 pt, less the 59-pt status bar, the 96-pt large-title bar and the 34-pt
        // home indicator.
        #expect(made?.heightsRead.last == CGFloat(852 - 59 - 96 - 34), "\(made?.heightsRead ?? [])")
        let main = try #require(frames[0].trace.scrollViews.first)
        #expect(main.frame == CGRect(x: 0, y: 59 + 96, width: 393, height: 663))
        // Clear of the bars, it adds nothing to its inset; each card fills it.
        #expect(main.contentInset == .zero)
        #expect(main.attributes.first?.frame == CGRect(x: 0, y: 0, width: 393, height: 663))
    }

    // MARK: - Shelves of collection views in table cells

    @Test func eachShelfIsLaidOutDrawnAndNamedByItsRow() throws {
        let frames = try Self.frames("[{wait: 0.2}]") { ShelfTableViewController() }
        let trace = frames[0].trace
        // Rows of 100 pt under 64 pt of bars: rows 0 to 5 are on screen (row 5's top 4 pt), each
        // with its shelf.
        let shelves = trace.scrollViews.filter { $0.id.hasPrefix("main.cell[") }
        #expect(shelves.map(\.id) == (0...5).map { "main.cell[0.\($0)].collection" })
        #expect(shelves.first?.frame == CGRect(x: 0, y: 64, width: 320, height: 100))
        // Each shelf asks its own data source for the cards in its bounds: 10 + 3 × 110 > 320.
        #expect(shelves.first?.attributes.filter { $0.kind == .cell }.count == 3)
        #expect(shelves.first?.contentSize == CGSize(width: 10 + 10 * 100 + 9 * 10 + 10, height: 100))
        // Drawn: row 0's blue cards at the row's top on screen, row 1's green ones 100 pt lower.
        let items = try Self.items(frames[0])
        let blue = Color(red: 0, green: 122, blue: 255), green = Color(red: 52, green: 199, blue: 89)
        #expect(items.contains { if case .fill(CGRect(x: 10, y: 74, width: 100, height: 80), blue, _) = $0 { true } else { false } })
        #expect(items.contains { if case .fill(CGRect(x: 120, y: 174, width: 100, height: 80), green, _) = $0 { true } else { false } })
    }

    @Test func aSidewaysDragScrollsTheShelfUnderTheFingerAlone() throws {
        let frames = try Self.frames("[{wait: 0.1}, {drag: {from: [300, 214], by: [-150, 0], duration: 0.5}}, {hold: 0.2}]") {
            ShelfTableViewController()
        }
        let last = try #require(frames.last).trace
        // The finger went down on row 1 (y 164…264): its shelf moved by the drag; the others
        // and the table stayed.
        #expect(last.scrollViews.first { $0.id == "main.cell[0.1].collection" }?.contentOffset == CGPoint(x: 150, y: 0))
        #expect(last.scrollViews.first { $0.id == "main.cell[0.0].collection" }?.contentOffset == .zero)
        #expect(last.scrollViews.first { $0.id == "main" }?.contentOffset == CGPoint(x: 0, y: -64))
        // A vertical drag on the same shelf scrolls the table: the shelf cannot move up and down.
        let down = try Self.frames("[{wait: 0.1}, {drag: {from: [300, 214], by: [0, -120], duration: 0.5}}, {hold: 0.2}]") {
            ShelfTableViewController()
        }
        #expect(try #require(down.last).trace.scrollViews[0].contentOffset == CGPoint(x: 0, y: -64 + 120))
        #expect(try #require(down.last).trace.scrollViews.first { $0.id == "main.cell[0.1].collection" }?.contentOffset == .zero)
    }

    // MARK: - A stretchy header made from an image view over a table

    @Test func theHeaderIsSizedFromTheFirstLayoutAndStretches() throws {
        let frames = try Self.frames("[{wait: 0.1}, {drag: {from: [160, 300], by: [0, 90], duration: 0.5}}]",
                                     inNavigationController: false) { ProfileViewController() }
        // The table adjusts its inset by the 20-pt status bar: it rests at −220, and its delegate,
        // told at the first layout, makes the header 220 pt tall before the first frame shows.
        let teal = Color(red: 48, green: 176, blue: 199)
        func header(_ frame: Frame) throws -> CGRect? {
            try Self.items(frame).lazy.compactMap { if case let .fill(rect, color, _) = $0, color == teal { rect } else { nil } }.first
        }
        #expect(frames[0].trace.scrollViews[0].contentOffset == CGPoint(x: 0, y: -220))
        #expect(try header(frames[0]) == CGRect(x: 0, y: 0, width: 320, height: 220))
        // Pulled down, it grows with the rubber band (less than the finger's 90 pt).
        let pulled = try #require(frames.last)
        let height = try #require(try header(pulled)).height
        #expect(height == -pulled.trace.scrollViews[0].contentOffset.y)
        #expect(height > 220 && height < 310)
    }
}

/// A plain scroll view laid out by Auto Layout: its content layout guide makes its content size,
/// its frame layout guide holds what does not scroll (Apple's Auto Layout Guide, "Working with
/// Scroll Views").
@Suite(.serialized) struct ScrollViewLayoutGuideTests {
    @Test func theContentGuideSizesTheContentAndTheFrameGuideHoldsTheBadge() throws {
        let frames = try WindowTests.frames("[{wait: 0.1}, {drag: {from: [160, 400], by: [0, -300], duration: 0.5}}, {hold: 0.2}]",
                                            inNavigationController: false) { ArticleViewController() }
        let first = try #require(frames.first).trace.scrollViews[0]
        // Eight 100-pt blocks 10 pt apart with 10 pt at each end; as wide as the frame.
        #expect(first.contentSize == CGSize(width: 320, height: 8 * 110 + 10))
        // Taller than the screen: the status bar's 20 pt are in its inset.
        #expect(first.contentOffset == CGPoint(x: 0, y: -20))
        let last = try #require(frames.last)
        #expect(last.trace.scrollViews[0].contentOffset == CGPoint(x: 0, y: 280))
        // The blocks scrolled with the content; the badge stayed 40 pt from the top, 8 from the right.
        let red = Color(red: 255, green: 59, blue: 48)
        for frame in [try #require(frames.first), last] {
            let items = try WindowTests.items(frame)
            #expect(items.contains { if case .fill(CGRect(x: 288, y: 40, width: 24, height: 24), red, _) = $0 { true } else { false } })
        }
        let yellow = Color(red: 255, green: 204, blue: 0)
        let items = try WindowTests.items(last)
        #expect(items.contains { if case .fill(CGRect(x: 16, y: 10 - 280, width: 288, height: 100), yellow, _) = $0 { true } else { false } })
    }
}

/// A plain scroll view's switches, as UIKit's: directional lock, scrolling turned off.
@Suite(.serialized) struct ScrollViewSwitchTests {
    @Test func aDirectionallyLockedDragMovesAlongTheAxisItStartsOn() throws {
        let frames = try WindowTests.frames("[{wait: 0.1}, {drag: {from: [200, 450], by: [-120, -40], duration: 0.5}}, {hold: 0.2}]",
                                            inNavigationController: false) { PhotoWallViewController() }
        // Mostly sideways: only x moves, by the finger's 120 pt.
        #expect(frames.last?.trace.scrollViews.first { $0.id == "main" }?.contentOffset == CGPoint(x: 120, y: 0))
    }

    @Test func aScrollViewThatDoesNotScrollPassesTheDragToTheOneAroundIt() throws {
        let frames = try WindowTests.frames("[{wait: 0.1}, {drag: {from: [200, 340], by: [-100, 0], duration: 0.5}}, {hold: 0.2}]",
                                            inNavigationController: false) { PhotoWallViewController() }
        let last = try #require(frames.last).trace
        // The drag starts on the frozen strip (scrolling off): the wall moves instead.
        #expect(last.scrollViews.first { $0.id == "main.scroll" }?.contentOffset == .zero)
        #expect(last.scrollViews.first { $0.id == "main" }?.contentOffset == CGPoint(x: 100, y: 0))
    }
}
