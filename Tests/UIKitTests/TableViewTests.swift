import Foundation
import ScrollReel
import ReelText
import Testing
import UIKit

/// A `UITableViewController` subclass run as written: its sections, titled headers, subtitle
/// cells and a tap that deletes a row.
@Suite(.serialized) struct TableViewTests {
    static func frames(journal: Journal, gestures: String = "[{wait: 0.5}]") throws -> [Frame] {
        let script = try Scenario.parse("""
            name: contacts
            viewport: iphone-se
            fps: 30
            tail: 0.5
            gestures: \(gestures)
            """, file: "contacts.yaml", asAppScript: true)
        ContactsViewController.journal = journal
        defer { ContactsViewController.journal = nil }
        return Array(Reel(scenario: script.showing(inNavigationController: true) { ContactsViewController(style: .plain) }).frames())
    }

    @Test func rowsHeadersAndCellsAreTheApps() throws {
        let journal = Journal()
        let frames = try Self.frames(journal: journal)
        let rows = frames[0].trace.scrollViews[0].attributes
        // A plain table's titled header is 28 pt; a subtitle row measures its two lines (17 and
        // 12 pt) between 11-pt margins: 58 pt with ScrollReel's fonts.
        let header = try #require(rows.first { $0.kind == .header && $0.section == 0 })
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 28))
        let first = try #require(rows.first { $0.kind == .cell && $0.section == 0 && $0.item == 0 })
        #expect(first.frame == CGRect(x: 0, y: 28, width: 320, height: 58))
        // The rows on screen were told to the delegate before they showed, in order.
        #expect(journal.entries.prefix(3) == ["willDisplay 0-0", "willDisplay 0-1", "willDisplay 0-2"])
        let items = Reel(scenario: try Scenario.parse("name: c\nviewport: iphone-se\ngestures: [{wait: 0.1}]", file: "c.yaml",
                                                      asAppScript: true)).displayList(of: frames[0]).items
        #expect(items.contains { if case .text("Ada", _, 17, _, .left, _) = $0 { true } else { false } })
        #expect(items.contains { if case .text("mobile", _, 12, _, .left, _) = $0 { true } else { false } })
        #expect(items.contains { if case .text("›", _, _, _, .center, _) = $0 { true } else { false } })
        #expect(items.contains { if case .text("Contacts", _, 17, _, .center, _) = $0 { true } else { false } })
    }

    @Test func aTapDeletesTheRowWithTheAppsAnimation() throws {
        let journal = Journal()
        // Row 0-1 (Alan) is at 64 + 28 + 58 … 64 + 28 + 116 on screen.
        let frames = try Self.frames(journal: journal, gestures: "[{wait: 0.2}, {tap: [160, 180]}, {wait: 0.5}]")
        #expect(journal.entries.contains("didSelect 0-1"))
        let deleted = try #require(frames.first { $0.trace.events?.contains { $0.hasPrefix("deleteRows") } == true })
        #expect(deleted.trace.events?.last == "deleteRows [[0, 1]] .fade")
        // Halfway through the fade, the leaving row is drawn at the alpha its attributes have
        // (the attributes are applied to the cell once, not multiplied in again).
        func leavingAlpha(_ frame: Frame) -> CGFloat? {
            frame.trace.scrollViews[0].attributes.first { $0.update == "disappearing" }?.alpha
        }
        let fading = try #require(frames.first { frame in leavingAlpha(frame).map { $0 > 0.3 && $0 < 0.7 } ?? false })
        let alpha = try #require(leavingAlpha(fading))
        let leaving = try #require(fading.viewTree.descendants.first { $0.name == "cell 0.1" && $0.alpha < 1 })
        #expect(abs(leaving.alpha - alpha) < 1e-9)
    }
}

/// A large title: 96 pt of bar at rest, in the inset; collapsed to the standard bar once the
/// content has scrolled 52 pt.
@Suite struct LargeTitleTests {
    @Test func theLargeTitleCollapsesAsTheContentScrolls() throws {
        let script = try Scenario.parse("""
            name: mailboxes
            viewport: iphone-se
            fps: 10
            tail: 0.5
            gestures:
              - wait: 0.2
              - drag: {from: [160, 400], by: [0, -200], duration: 0.5}
              - release
            """, file: "mailboxes.yaml", asAppScript: true)
        let reel = Reel(scenario: script.showing(inNavigationController: true) { MailboxesViewController(style: .plain) })
        let frames = Array(reel.frames())
        // 20-pt status bar + 96-pt bar.
        #expect(frames[0].contentOffset.y == -116)
        func titles(_ frame: Frame) -> [(CGFloat, TextAlignment, FontWeight)] {
            reel.displayList(of: frame).items.compactMap {
                if case let .text("Mailboxes", _, size, _, alignment, weight) = $0 { (size, alignment, weight) } else { nil }
            }
        }
        // The large title is 34 pt bold; collapsed, the headline's 17 pt semibold.
        #expect(titles(frames[0]).map(\.0) == [34] && titles(frames[0]).map(\.2) == [.bold])
        // The table header view above the rows, under the bars.
        let orange = Color(red: 255, green: 128, blue: 0)
        #expect(reel.displayList(of: frames[0]).items.contains(.fill(CGRect(x: 0, y: 116, width: 320, height: 60), color: orange, corners: 0)))
        let firstRow = try #require(frames[0].trace.scrollViews[0].attributes.first { $0.kind == .cell })
        #expect(firstRow.frame.minY == 60)
        #expect(titles(frames[0]).map(\.1) == [.left])
        let scrolled = try #require(frames.last)
        #expect(scrolled.contentOffset.y > -116 + 52)
        #expect(titles(scrolled).map(\.0) == [17] && titles(scrolled).map(\.2) == [.semibold])
    }
}

/// An older app's table: in a plain view controller, cells laid out by visual formats, rows
/// stamped with `Date()` on the simulated clock.
@Suite struct StampedTableTests {
    @Test func visualFormatsBarsAndTheSimulatedDate() throws {
        let script = try Scenario.parse("name: stamped\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: [{wait: 1.3}]",
                                        file: "stamped.yaml", asAppScript: true)
        let controller = StampedTableViewController()
        let reel = Reel(scenario: script.showing(inNavigationController: true) { controller })
        let frames = Array(reel.frames())
        // viewDidLoad read the iPhone SE's 20-pt status bar and the 44-pt navigation bar.
        #expect(controller.barHeights == (20, 44))
        // The table fills the view under the bars: its content starts 64 pt down.
        #expect(frames[0].contentOffset.y == -64)
        // Each row: 20 + the 20-pt title + 8 + the stamp's line + 20, and the separator's pixel.
        let stampLine = FontMetrics.lineHeight(fontSize: 17).rounded(.up)
        let rows = frames[0].trace.scrollViews[0].attributes.filter { $0.kind == .cell }
        #expect(rows.count == 3 && rows.allSatisfy { $0.frame.height == 20 + 20 + 8 + stampLine + 20 + 0.5 })
        func texts(_ frame: Frame) -> [String: CGRect] {
            var found: [String: CGRect] = [:]
            for case let .text(text, rect, _, _, _, _) in reel.displayList(of: frame).items { found[text] = rect }
            return found
        }
        // The title 20 pt in from the cell's edges; the stamp 30 pt in (the metric), 8 below it.
        let first = texts(frames[0])
        let title = try #require(first["Alpha"])
        #expect(title.minX == 20 && title.minY == 64 + 20 && title.height == 20)
        // Rows configured at t = 0 show the simulated clock's start (9:41 PST, 9 January 2007);
        // the row that arrived at t = 1 s, a second later.
        #expect(first["1168364460"]?.minX == 30)
        let last = try #require(frames.last)
        #expect(texts(last)["1168364461"] != nil)
        // The launch set the process's zone to the simulated clock's: 9:41 in Cupertino.
        let clock = DateFormatter()
        clock.dateFormat = "HH:mm"
        #expect(clock.string(from: Date(timeIntervalSince1970: 1_168_364_460)) == "09:41")
    }

    @Test func aFormatNamingAMissingViewEndsTheApp() throws {
        let script = try Scenario.parse(BadAppTests.script, file: "broken.yaml", asAppScript: true)
        let frames = Array(Reel(scenario: script.showing {
            CellGalleryViewController<MisspelledFormatCell>(itemSize: CGSize(width: 100, height: 40))
        }).frames())
        #expect(frames[0].trace.console.first == "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', "
                + "reason: 'Unable to parse constraint format: \nlable is not a key in the views dictionary. \nH:|-[lable]-| \n     ^'")
    }
}

/// What a current app's list sets up and nothing draws — a search controller, a blur, haptics,
/// a context menu — compiles and runs; the search bar's absence is said once.
@Suite(.serialized) struct KeptControlsTests {
    @Test func aSearchableListRunsAndDrawsWhatItCan() throws {
        let script = try Scenario.parse("name: fruit\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: [{wait: 0.2}, {tap: [160, 230]}, {wait: 0.2}]",
                                        file: "fruit.yaml", asAppScript: true)
        let journal = Journal()
        SearchableListViewController.journal = journal
        defer { SearchableListViewController.journal = nil }
        let reel = Reel(scenario: script.showing(inNavigationController: true) { SearchableListViewController(style: .plain) })
        let frames = Array(reel.frames())
        let console = frames.flatMap(\.trace.console)
        #expect(console == ["ScrollReel: navigationItem.searchController's search bar is not drawn"])
        // The banner's label, in the blur view's content view, is drawn above the rows (the
        // 50-pt header under the 64 pt of bars); the tap at y 230 lands on the third row (rows of 44 from y 114).
        var texts: [String: CGRect] = [:]
        for case let .text(text, rect, _, _, _, _) in reel.displayList(of: frames[0]).items { texts[text] = rect }
        #expect(texts["In season"]?.minY == 64)
        #expect(texts["Apple"] != nil)
        #expect(journal.entries == ["selected Cherry"])
    }
}

/// A table as Interface Builder leaves it: a section header height written in (28 pt), no titles
/// or header views; titled sections in the second style asked for.
final class UntitledSectionsController: UITableViewController {
    var titled = false

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.sectionHeaderHeight = 28
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        titled ? "Section \(section)" : nil
    }
}

@Suite(.serialized) struct UntitledSectionTests {
    static func rows(style: UITableView.Style, titled: Bool) throws -> [CGRect] {
        let frames = try WindowTests.frames("[{wait: 0.1}]", inNavigationController: false) {
            let controller = UntitledSectionsController(style: style)
            controller.titled = titled
            return controller
        }
        let table = try #require(frames.last?.trace.scrollViews.first)
        return table.attributes.filter { $0.kind == .cell }.sorted { ($0.section, $0.item) < ($1.section, $1.item) }.map(\.frame)
    }

    @Test func aPlainTableShowsNoHeaderWithoutATitleWhateverItsHeight() throws {
        // Plain: the rows follow each other from the top, 44 pt each (issue reports of iPhones).
        #expect(try Self.rows(style: .plain, titled: false).map(\.minY) == [0, 44, 88, 132])
        // Titled: each section's 28-pt header before its rows.
        #expect(try Self.rows(style: .plain, titled: true).map(\.minY) == [28, 72, 144, 188])
        // Grouped: the header's height is kept without a title, as grouped tables space sections.
        #expect(try Self.rows(style: .grouped, titled: false).first?.minY == 28)
    }
}

@Suite(.serialized) struct TableSelectionTests {
    @Test func rowsSelectedFromCodeAndUIKitsScrollPositions() throws {
        nonisolated(unsafe) var made: SelectionController?
        let frames = try WindowTests.frames("[{wait: 0.5}]", inNavigationController: false) {
            let controller = SelectionController(style: .plain)
            made = controller
            return controller
        }
        func offset(at time: TimeInterval) throws -> CGFloat {
            try #require(frames.first { abs($0.time - time) < 0.005 }?.trace.scrollViews.first).contentOffset.y
        }
        // Selecting with `.none` does not scroll (UIKit docs for `selectRow`).
        #expect(try offset(at: 5 / 30) == -20)
        // `.none` scrolls as little as shows the row: row 20 (880–924) at the bottom of the
        // 548 pt below the 20-pt status bar; a row already shown does not move the table.
        #expect(try offset(at: 8 / 30) == 924 - 20 - 548)
        #expect(try offset(at: 11 / 30) == 924 - 20 - 548)
        // `.middle` puts the selected row's centre in the middle of what shows.
        #expect(try offset(at: 14 / 30) == 902 - 20 - 548 / 2)
        #expect(made?.selected == [IndexPath(row: 20, section: 0), nil])
    }
}
