import Foundation
import ReelText
import ScrollReel
import Testing
import UIKit

/// An app's own table cells, laid out and measured by their constraints.
@Suite(.serialized) struct SelfSizingCellTests {
    static func frames(pinsBottom: Bool = true, fixedAvatarHeight: CGFloat? = nil, rowHeight: CGFloat? = nil) throws -> [Frame] {
        let script = try Scenario.parse("""
            name: comments
            viewport: iphone-se
            fps: 10
            tail: 0.2
            gestures: [{wait: 0.2}]
            """, file: "comments.yaml", asAppScript: true)
        (CommentCell.pinsBottom, CommentCell.fixedAvatarHeight, CommentsViewController.rowHeight) = (pinsBottom, fixedAvatarHeight, rowHeight)
        defer { (CommentCell.pinsBottom, CommentCell.fixedAvatarHeight, CommentsViewController.rowHeight) = (true, nil, nil) }
        return Array(Reel(scenario: script.showing { CommentsViewController(style: .plain) }).frames())
    }

    private func rowHeights(_ frame: Frame) -> [CGFloat] {
        frame.trace.scrollViews[0].attributes.filter { $0.kind == .cell }.sorted { $0.item < $1.item }.map(\.frame.height)
    }

    /// 11 + 32 (avatar) + 8 + the comment's lines + 11, plus the separator's hairline (0.5 pt
    /// at @2x): the comment wraps at 320 − 2 × 16 pt.
    @Test func rowsAreAsTallAsTheirConstraintsSay() throws {
        let frames = try Self.frames()
        // A label's height is its lines' height rounded up to the point, as the scene measures it.
        func lines(_ count: Int) -> CGFloat { (CGFloat(count) * FontMetrics.lineHeight(fontSize: 17)).rounded(.up) }
        let long = FontMetrics.wrapped(CommentsViewController().comments[1].1, fontSize: 17, toFit: 288, maximumLines: 0).count
        #expect(long == 3)
        #expect(rowHeights(frames[0]) == [62 + lines(1) + 0.5, 62 + lines(long) + 0.5, 62 + lines(1) + 0.5])
        #expect(rowHeights(frames[0]) == [83.5, 124.5, 83.5])
        #expect(frames.allSatisfy { !$0.trace.console.contains { $0.contains("Warning") } })
    }

    /// Drawn where the constraints put them: the avatar's rounded square at the margin, the
    /// name 12 pt after it and centred on it, the comment under both.
    @Test func theCellsViewsAreDrawnWhereTheConstraintsPutThem() throws {
        let frames = try Self.frames()
        let reel = Reel(scenario: try Scenario.parse("name: c\nviewport: iphone-se\ngestures: [{wait: 0.1}]", file: "c.yaml",
                                                     asAppScript: true))
        let items = reel.displayList(of: frames[0]).items
        // The first row starts at the status bar (20 pt) on screen.
        #expect(items.contains { if case .fill(CGRect(x: 16, y: 31, width: 32, height: 32), _, 16) = $0 { true } else { false } })
        let name = try #require(items.lazy.compactMap { item -> CGRect? in
            if case .text("Ada", let frame, 17, _, _, _) = item { frame } else { nil } }.first)
        #expect(name.minX == 60)
        #expect(abs(name.midY - 47) <= 0.5)
        let comment = try #require(items.lazy.compactMap { item -> CGRect? in
            if case .text("Short one.", let frame, 17, _, _, _) = item { frame } else { nil } }.first)
        #expect(comment.minX == 16)
        // The label is at 20 + 11 + 32 + 8 pt; its line is centred in its rounded-up height.
        #expect(abs(comment.minY - 71) < 0.5)
    }

    /// No bottom constraint: the height is ambiguous at zero, and UIKit uses 44 pt with its
    /// warning, printed once.
    @Test func unpinnedRowsFallBackToTheStandardHeight() throws {
        let frames = try Self.frames(pinsBottom: false)
        #expect(rowHeights(frames[0]) == [44, 44, 44])
        let warnings = frames.flatMap(\.trace.console).filter { $0.contains("ambiguously suggest a height of zero") }
        #expect(warnings == ["[Warning] Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a "
            + "table view cell's content view. We're considering the collapse unintentional and using standard height instead."])
    }

    /// A fixed 60-pt row and an avatar pinned top and bottom at 100 pt: the constraints cannot
    /// all hold, so UIKit breaks the avatar's height and says which, once.
    @Test func anImpossibleConstraintIsBrokenAndReported() throws {
        let frames = try Self.frames(pinsBottom: false, fixedAvatarHeight: 100, rowHeight: 60)
        #expect(rowHeights(frames[0]) == [60, 60, 60])
        let console = frames.flatMap(\.trace.console)
        #expect(console.filter { $0 == "[LayoutConstraints] Unable to simultaneously satisfy constraints." }.count == 1)
        let list = console.drop(while: { $0 != "(" }).dropFirst().prefix(while: { $0 != ")" })
        #expect(Array(list) == [
            "    \"<NSLayoutConstraint 'UIView-Encapsulated-Layout-Height' CommentCell.height == 60   (active)>\",",
            "    \"<NSAutoresizingMaskLayoutConstraint h=-&- v=-&- UIView.height == 60   (active)>\",",
            "    \"<NSLayoutConstraint UIView.top == UIViewLayoutMarginsGuide.top   (active)>\",",
            "    \"<NSLayoutConstraint UIView.bottom == UIViewLayoutMarginsGuide.bottom   (active)>\",",
            "    \"<NSLayoutConstraint UIView.height == 100   (active)>\"",
        ])
        let broken = try #require(console.firstIndex(of: "Will attempt to recover by breaking constraint "))
        #expect(console[broken + 1] == "<NSLayoutConstraint UIView.height == 100   (active)>")
    }
}

/// Views on the cell itself, a text view that sizes to its text, image buttons in a stack.
@Suite(.serialized) struct TextViewCellTests {
    @Test func aNonScrollingTextViewSizesTheRow() throws {
        var script = try Scenario.parse("name: posts\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: [{wait: 0.2}]",
                                        file: "posts.yaml", asAppScript: true)
        script.app?.resourceFolder = StoryboardTests.fixtures
        let frames = Array(Reel(scenario: script.showing { PostsViewController(style: .plain) }).frames())
        let rows = frames[0].trace.scrollViews[0].attributes.filter { $0.kind == .cell }.sorted { $0.item < $1.item }
        // 5 + the name's line + 5 + the text view (its lines at 320 − 85 − 10 pt, 8 pt above and
        // below) + 44 + 5, and the separator.
        func lines(_ text: String) -> CGFloat {
            let count = FontMetrics.wrapped(text, fontSize: 17, toFit: 225, maximumLines: 0).count
            return (CGFloat(count) * FontMetrics.lineHeight(fontSize: 17)).rounded(.up)
        }
        let name = FontMetrics.lineHeight(fontSize: 17).rounded(.up)
        let posts = PostsViewController().posts
        #expect(FontMetrics.wrapped(posts[1].1, fontSize: 17, toFit: 225, maximumLines: 0).count == 3)
        #expect(rows.map(\.frame.height) == posts.map { 5 + name + 5 + lines($0.1) + 16 + 44 + 5 + 0.5 })
        let items = try ViewDrawingTests.items(frames[0])
        // The text view's green box spans the name's width, under it; pinned to the cell itself,
        // it also takes the separator's half point, which the row adds below the content.
        let green = Color(red: 52, green: 199, blue: 89)
        let boxes = items.compactMap { item -> CGRect? in if case let .fill(frame, color, 0) = item, color == green { frame } else { nil } }
        #expect(boxes.first == CGRect(x: 55, y: rows[0].frame.minY + 20 + 5 + name + 5, width: 235, height: lines(posts[0].1) + 16 + 0.5))
        #expect(frames.allSatisfy { $0.trace.console.isEmpty })
    }
}

/// Dynamic Type: the app's `preferredFont(forTextStyle:)` labels at the script's text size,
/// and the rows that size themselves from them grow.
@Suite(.serialized) struct DynamicTypeCellTests {
    @Test func preferredFontsFollowTheScriptsTextSize() throws {
        let script = try Scenario.parse("""
            name: comments
            viewport: iphone-se
            fps: 10
            tail: 0.2
            contentSizeCategory: accessibilityExtraExtraExtraLarge
            gestures: [{wait: 0.2}]
            """, file: "comments.yaml", asAppScript: true)
        let frames = Array(Reel(scenario: script.showing { CommentsViewController(style: .plain) }).frames())
        let rows = frames[0].trace.scrollViews[0].attributes.filter { $0.kind == .cell }.sorted { $0.item < $1.item }
        // Body at the largest accessibility size is 53 pt (Apple's Human Interface Guidelines).
        let lines = FontMetrics.wrapped("Short one.", fontSize: 53, toFit: 288, maximumLines: 0).count
        #expect(rows.first?.frame.height == 62 + (CGFloat(lines) * FontMetrics.lineHeight(fontSize: 53)).rounded(.up) + 0.5)
        let items = try ViewDrawingTests.items(frames[0])
        #expect(items.contains { if case .text("Ada", _, 53, _, _, _) = $0 { true } else { false } })
    }
}

/// Columns of a fixed width whose cells size their height: a picture larger than the column
/// keeps its 1:1 ratio at the column's 70 pt (its size only a preference), under it the name.
@Suite struct FixedWidthColumnTests {
    @Test func aColumnsCellsAreAsTallAsTheirWidthAllows() throws {
        var script = try Scenario.parse("name: stories\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: [{wait: 0.1}]",
                                        file: "stories.yaml", asAppScript: true)
        script.app?.resourceFolder = StoryboardTests.fixtures
        let frames = Array(Reel(scenario: script.showing { StoryRowViewController() }).frames())
        let band = try #require(frames[0].trace.scrollViews.first { $0.attributes.contains { $0.kind == .cell && $0.frame.width == 70 } })
        let cells = band.attributes.filter { $0.kind == .cell }
        // 70 (the picture, square at the column's width) + 8 + the 12-pt name's line (14.5 → 15).
        #expect(cells.map(\.frame.height) == [93, 93, 93, 93])
        #expect(cells.map(\.frame.minX) == [0, 86, 172, 258])
    }

    @Test func aCellWithoutConstraintsSizesItselfBySizeThatFits() throws {
        let script = try Scenario.parse("name: posts\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: [{wait: 0.1}]",
                                        file: "posts.yaml", asAppScript: true)
        let frames = Array(Reel(scenario: script.showing { MeasuredPostsViewController() }).frames())
        let cells = try #require(frames.last?.trace.scrollViews.first?.attributes.filter { $0.kind == .cell }.sorted { $0.item < $1.item })
        // 160 (half of 320) + 20 per line; the plain cell keeps the estimate, 50.
        #expect(cells.map(\.frame.height) == [180, 200, 50, 240])
        #expect(cells.map(\.frame.minY) == [0, 190, 400, 460])
    }

    @Test func aPlainCellWithAListConfigurationSizesToItsText() throws {
        let script = try Scenario.parse("name: plain\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: [{wait: 0.1}]",
                                        file: "plain.yaml", asAppScript: true)
        let frames = Array(Reel(scenario: script.showing { ConfiguredPlainCellsViewController() }).frames())
        let cells = try #require(frames.last?.trace.scrollViews.first?.attributes.filter { $0.kind == .cell }.sorted { $0.item < $1.item })
        let configuration = UIListContentConfiguration.cell()
        let margins = configuration.directionalLayoutMargins.top + configuration.directionalLayoutMargins.bottom
        let lines = configuration.textProperties.font.pointSize * 1.2 + configuration.secondaryTextProperties.font.pointSize * 1.2
        // Two lines within the margins; one line is under the list's 44-pt minimum.
        #expect(cells.map(\.frame.height) == [(lines + margins).rounded(.up), 44, (lines + margins).rounded(.up)])
        #expect((lines + margins).rounded(.up) > 44)
    }

    @Test func aTableCellWithoutConstraintsSizesItselfBySizeThatFits() throws {
        let script = try Scenario.parse("name: rows\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: [{wait: 0.1}]",
                                        file: "rows.yaml", asAppScript: true)
        let frames = Array(Reel(scenario: script.showing { MeasuredRowsViewController(style: .plain) }).frames())
        let rows = try #require(frames.last?.trace.scrollViews.first?.attributes.filter { $0.kind == .cell }.sorted { $0.item < $1.item })
        // What each cell's sizeThatFits answers (the table's default row height, 44, does not apply).
        #expect(rows.map(\.frame.height) == [40, 60, 80])
    }

    /// A label pinned to the cell's own margins guide instead of its content view's: UIKit sizes
    /// the row by its content view, which the constraints leave without a height, so every row is
    /// 44 pt and the console has UIKit's warning once (docs/facts.md, "Auto Layout").
    @Test func aLabelPinnedToTheCellsOwnMarginsLeavesRowsAtTheStandardHeight() throws {
        let script = try Scenario.parse("name: pinned\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: [{wait: 0.1}]",
                                        file: "pinned.yaml", asAppScript: true)
        let frames = Array(Reel(scenario: script.showing { MarginPinnedRowsViewController() }).frames())
        let rows = try #require(frames.first?.trace.scrollViews.first).attributes.filter { $0.kind == .cell }
        #expect(rows.map(\.frame.height) == [44, 44, 44])
        let warning = "[Warning] Warning once only: Detected a case where constraints ambiguously suggest a height of zero "
            + "for a table view cell's content view. We're considering the collapse unintentional and using standard height instead."
        #expect(frames.flatMap(\.trace.console).filter { $0 == warning }.count == 1)
    }
}

