import Foundation
import ReelText
import ScrollReel
import Testing
import UIKit

/// An app's own views drawn at the sizes UIKit gives them: an image from the app's resources,
/// a symbol, a switch and a button, placed by constraints in a self-sizing cell.
@Suite(.serialized) struct ViewDrawingTests {
    static func frames() throws -> [Frame] {
        var script = try Scenario.parse("name: settings\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: [{wait: 0.2}]",
                                        file: "settings.yaml", asAppScript: true)
        script.app?.resourceFolder = StoryboardTests.fixtures
        return Array(Reel(scenario: script.showing { SettingsRowsViewController() }).frames())
    }

    static func items(_ frame: Frame) throws -> [DisplayItem] {
        Reel(scenario: try Scenario.parse("name: s\nviewport: iphone-se\ngestures: [{wait: 0.1}]", file: "s.yaml", asAppScript: true))
            .displayList(of: frame).items
    }

    /// The cell is as tall as its constraints say: 8 + 20 (the @2x icon's 40 pixels) + 8 + the
    /// button (its 15-pt title's line and 6 pt above and below) + 8.
    @Test func theCellIsSizedByItsViews() throws {
        let frames = try Self.frames()
        let cells = frames[0].trace.scrollViews[0].attributes.filter { $0.kind == .cell }
        let button = FontMetrics.lineHeight(fontSize: 15).rounded(.up) + 12
        #expect(button == 31)
        #expect(cells.first?.frame.height == 8 + 20 + 8 + button + 8)
    }

    @Test func imagesSwitchesAndButtonsAreDrawn() throws {
        let frames = try Self.frames()
        let items = try Self.items(frames[0])
        let cell = try #require(frames[0].trace.scrollViews[0].attributes.first { $0.kind == .cell })
        // Two rows do not fill the collection view: it does not scroll vertically, so its
        // `.automatic` adjustment leaves the status bar out of its inset (docs/facts.md, "Safe
        // area") and the first row starts at the top of the screen.
        #expect(frames[0].trace.scrollViews[0].contentInset.top == 0)
        let origin = CGPoint(x: cell.frame.minX, y: cell.frame.minY)
        // The icon: its file, at its size in points, at the margins — the top one measured from
        // the safe area's edge, as the status bar covers the row's top 20 pt and a content
        // view insets its margins from the safe area by default (docs/facts.md, "Layout margins").
        let icon = try #require(items.lazy.compactMap { item -> CGRect? in
            if case let .image(.file(url), frame, .scaleToFill) = item, url.lastPathComponent == "avatar@2x.png" { frame } else { nil } }.first)
        #expect(icon == CGRect(x: origin.x + 8, y: origin.y + 20 + 8, width: 20, height: 20))
        // The switch: a green 51 × 31 track and the knob at its trailing end.
        let green = Color(red: 52, green: 199, blue: 89)
        let track = try #require(items.lazy.compactMap { item -> CGRect? in
            if case let .fill(frame, color, 15.5) = item, color == green { frame } else { nil } }.first)
        #expect(track.size == CGSize(width: 51, height: 31))
        #expect(items.contains { if case let .fill(frame, .white, 13.5) = $0 { frame.minX == track.minX + 22 } else { false } })
        // The button's title in its 15-pt font, the tint colour; the symbol its glyph, 20 pt
        // square, in the tint colour.
        #expect(items.contains { if case .text("Details", _, 15, _, .center, _) = $0 { true } else { false } })
        #expect(items.contains { if case let .symbol(glyph, frame, color) = $0 {
            glyph.name == "bell.fill" && frame.size == CGSize(width: 20, height: 20) && color == Color(red: 0, green: 122, blue: 255)
        } else { false } })
        // A name the resources lack is drawn as a placeholder, and said once.
        #expect(items.contains { if case .text("no-such-image", _, _, _, .center, _) = $0 { true } else { false } })
        let console = frames.flatMap(\.trace.console)
        #expect(console == ["ScrollReel: the app's resources have no image named \"no-such-image\"; it is drawn as a placeholder"])
    }
}

/// A label's attributed text: its string, and its first run's font and colour.
@Suite struct AttributedTextTests {
    @Test func theFirstRunsFontAndColourAreTheLabels() {
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "Due today", attributes: [.font: UIFont.systemFont(ofSize: 20),
                                                                                    .foregroundColor: UIColor.systemRed])
        #expect(label.text == "Due today")
        #expect(label.font.pointSize == 20)
        #expect(label.textColor == .systemRed)
        #expect(label.drawnText?.pointSize == 20)
    }

    /// A label's weight picks the bundled face it is drawn in: Bold for `boldSystemFont`, SemiBold
    /// for the headline style, Regular for the light weights (none is bundled).
    @Test func theFontsWeightPicksTheFace() {
        let label = UILabel()
        label.text = "Settings"
        label.font = .boldSystemFont(ofSize: 17)
        #expect(label.drawnText?.weight == .bold)
        label.font = .preferredFont(forTextStyle: .headline)
        #expect(label.drawnText?.weight == .semibold)
        label.font = .systemFont(ofSize: 17, weight: .light)
        #expect(label.drawnText?.weight == .regular)
        label.font = .systemFont(ofSize: 17, weight: .medium)
        #expect(label.drawnText?.weight == .medium)
    }
}

/// List cells: a background configuration's colour and corners, accessories at the trailing
/// edge with the content view ending before them.
@Suite struct ListCellDrawingTests {
    @Test func backgroundConfigurationsAndAccessoriesAreDrawn() throws {
        let script = try Scenario.parse("name: tags\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: [{wait: 0.2}]",
                                        file: "tags.yaml", asAppScript: true)
        let frames = Array(Reel(scenario: script.showing { TagsViewController() }).frames())
        let items = try ViewDrawingTests.items(frames[0])
        let yellow = Color(red: 255, green: 204, blue: 0)
        let rows = items.compactMap { item -> CGRect? in if case let .fill(frame, color, 12) = item, color == yellow { frame } else { nil } }
        #expect(rows.count == 3)
        #expect(rows.first?.size == CGSize(width: 300, height: 50))
        #expect(items.contains { if case .text("✓ ›", _, 17, _, .right, _) = $0 { true } else { false } })
        #expect(items.filter { if case .text("›", _, 17, _, .right, _) = $0 { true } else { false } }.count == 1)
        // The header row: its count in the body font before the chevron; the delete control
        // waits for editing and the hidden indicator is not drawn.
        #expect(items.contains { if case .text("⌄", _, 17, _, .right, _) = $0 { true } else { false } })
        let count = items.compactMap { item -> CGRect? in if case let .text("3 items", frame, 17, _, .right, _) = item { frame } else { nil } }
        #expect(count.count == 1 && count.first.map { $0.maxX + 8 + 24 + 16 } == 310)
    }
}

/// A custom layout's decoration views, made from the class the app registered and given their
/// attributes: the section cards behind the items.
@Suite struct DecorationViewTests {
    @Test func registeredDecorationClassesAreMadeAndDrawn() throws {
        let script = try Scenario.parse("name: cards\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: [{wait: 0.2}]",
                                        file: "cards.yaml", asAppScript: true)
        let frames = Array(Reel(scenario: script.showing { CardsViewController() }).frames())
        let items = try ViewDrawingTests.items(frames[0])
        let teal = Color(red: 48, green: 176, blue: 199)
        let cards = items.compactMap { item -> CGRect? in if case let .fill(frame, color, 14) = item, color == teal { frame } else { nil } }
        // Section 0's three 40-pt items from y = 20, 8 pt apart, with 8 pt around them. The
        // content is shorter than the screen, so `.automatic` adds no status bar to the inset
        // (docs/facts.md, "Safe area").
        #expect(cards.first == CGRect(x: 12, y: 12, width: 296, height: 3 * 40 + 2 * 8 + 16))
        #expect(cards.count == 2)
        // Behind the cells: the first card is drawn before the first white cell.
        let firstCard = try #require(items.firstIndex { if case .fill(_, teal, 14) = $0 { true } else { false } })
        let firstCell = try #require(items.firstIndex {
            if case let .fill(frame, .white, 0) = $0 { frame.size == CGSize(width: 280, height: 40) } else { false } })
        #expect(firstCard < firstCell)
    }
}

/// `layer.maskedCorners` and `layer.cornerCurve`: only the corners the app names are rounded,
/// on the continuous curve.
@Suite struct MaskedCornerTests {
    @Test func onlyTheMaskedCornersAreRoundedOnTheContinuousCurve() throws {
        let script = try Scenario.parse("name: cards\nviewport: {width: 320, height: 260, scale: 1}\nfps: 10\ntail: 0\ngestures: [{wait: 0.1}]",
                                        file: "cards.yaml", asAppScript: true)
        let reel = Reel(scenario: script.showing {
            CellGalleryViewController<CardRowCell>(itemSize: CGSize(width: 280, height: 60), lineSpacing: 0, inset: UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20), count: 3) { cell, path in
                cell.round(first: path.item == 0, last: path.item == 2)
            }
        })
        let frame = try #require(Array(reel.frames()).first)
        let list = reel.displayList(of: frame)
        let blue = Color(red: 0, green: 122, blue: 255)
        let rows = list.items.compactMap { item -> (CGRect, Corners)? in
            if case let .fill(rect, color, corners) = item, color == blue { (rect, corners) } else { nil }
        }
        #expect(rows.map(\.0) == [CGRect(x: 20, y: 20, width: 280, height: 60), CGRect(x: 20, y: 80, width: 280, height: 60),
                                  CGRect(x: 20, y: 140, width: 280, height: 60)])
        #expect(rows.map(\.1) == [Corners(radius: 16, mask: [.layerMinXMinYCorner, .layerMaxXMinYCorner], curve: .continuous),
                                  Corners(radius: 0, mask: [], curve: .continuous),
                                  Corners(radius: 16, mask: [.layerMinXMaxYCorner, .layerMaxXMaxYCorner], curve: .continuous)])
        // Pixels: the card's outer corners are white, where its rows meet they are blue.
        let image = try RasterRenderer().render(list)
        #expect(image.pixel(x: 20, y: 20) == .white)
        #expect(image.pixel(x: 299, y: 199) == .white)
        #expect(image.pixel(x: 20, y: 79) == blue)
        #expect(image.pixel(x: 299, y: 140) == blue)
        // The continuous curve reaches 16 × 1.529 = 24.5 px along the edge: 30 px along, the top
        // edge is straight; 16.5 px along, the curve has already left it (by 0.12 px), where a
        // 16-pt quarter circle would still be straight.
        #expect(image.pixel(x: 50, y: 20) == blue)
        let leaving = image.pixel(x: 36, y: 20)
        #expect(leaving != blue && leaving.blue == blue.blue)
    }
}

/// A shape layer as a view's mask: a rounded rectangle filling the view clips it to those
/// corners; a shape the scene cannot draw leaves the view unmasked, said once.
@Suite struct LayerMaskTests {
    @Test func aRoundedRectangleMaskRoundsItsCorners() throws {
        let script = try Scenario.parse("name: banner\nviewport: {width: 320, height: 160, scale: 1}\nfps: 10\ntail: 0\ngestures: [{wait: 0.1}]",
                                        file: "banner.yaml", asAppScript: true)
        let reel = Reel(scenario: script.showing { CellGalleryViewController<MaskedBannerCell>(itemSize: CGSize(width: 280, height: 100), inset: UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)) })
        let frames = Array(reel.frames())
        let items = reel.displayList(of: try #require(frames.first)).items
        let orange = Color(red: 255, green: 149, blue: 0)
        let banner = items.compactMap { item -> Corners? in
            if case let .fill(rect, color, corners) = item, color == orange, rect == CGRect(x: 20, y: 20, width: 280, height: 100) { corners } else { nil }
        }
        #expect(banner == [Corners(radius: 20, mask: [.layerMinXMaxYCorner, .layerMaxXMaxYCorner], curve: .continuous)])
        // The content view clips to the same shape.
        #expect(items.contains { if case .pushClip(CGRect(x: 20, y: 20, width: 280, height: 100), banner.first ?? .square) = $0 { true } else { false } })
        // The triangle badge is drawn square, and the console says why.
        #expect(items.contains { if case .fill(CGRect(x: 28, y: 28, width: 20, height: 20), .white, .square) = $0 { true } else { false } })
        #expect(frames.flatMap(\.trace.console) == ["ScrollReel: a layer mask that is not a rectangle, rounded rectangle or circle filling its view is not drawn; UIView is drawn unmasked"])
        let image = try RasterRenderer().render(reel.displayList(of: frames[0]))
        #expect(image.pixel(x: 20, y: 20) == orange)
        #expect(image.pixel(x: 20, y: 119) == .white)
    }
}

/// Layers an app adds to a layer are kept in order and leave it when removed (not drawn).
@Suite struct SublayerTests {
    @Test func sublayersAreKeptAndRemoved() {
        let view = UIView(), gradient = CALayer(), overlay = CAShapeLayer()
        view.layer.addSublayer(gradient)
        view.layer.insertSublayer(overlay, at: 0)
        #expect(view.layer.sublayers?.map(ObjectIdentifier.init) == [ObjectIdentifier(overlay), ObjectIdentifier(gradient)])
        #expect(gradient.superlayer === view.layer)
        gradient.removeFromSuperlayer()
        #expect(view.layer.sublayers?.count == 1 && gradient.superlayer == nil)
    }
}

/// A label's `lineBreakMode`: the middle of a file name cut with "…", or the name run on and
/// cut at the label's edge.
@Suite struct LineBreakModeTests {
    @Test func labelsAreCutAsTheirLineBreakModeSays() throws {
        let script = try Scenario.parse("name: files\nviewport: {width: 320, height: 120, scale: 1}\nfps: 10\ntail: 0\ngestures: [{wait: 0.1}]",
                                        file: "files.yaml", asAppScript: true)
        let reel = Reel(scenario: script.showing { CellGalleryViewController<LineBreakCell>(itemSize: CGSize(width: 300, height: 80)) })
        let items = reel.displayList(of: try #require(Array(reel.frames()).first)).items
        let texts = items.compactMap { item -> (String, CGRect)? in if case let .text(text, frame, _, _, _, _) = item { (text, frame) } else { nil } }
        let name = "IMG_20240611_final_final_v3.jpeg"
        let middle = try #require(texts.first { $0.0.contains("…") })
        let halves = middle.0.split(separator: "…")
        #expect(halves.count == 2 && name.hasPrefix(halves[0]) && name.hasSuffix(halves[1]))
        #expect(FontMetrics.width(of: middle.0, fontSize: 17) <= 150.5)
        // The clipped name is whole, in a frame as wide as it, inside a clip of the label's frame.
        let clipped = try #require(texts.first { $0.0 == name })
        #expect(clipped.1.width > 150 && clipped.1.minX == middle.1.minX)
        let clipIndex = try #require(items.firstIndex { if case let .pushClip(rect, .square) = $0 { rect.width == 150 && rect.minY == clipped.1.minY } else { false } })
        #expect(items[clipIndex + 1] == .text(name, in: clipped.1, fontSize: 17, color: .black, alignment: .left))
    }
}

/// A section that scrolls sideways shows the app's own cells, dequeued from its data source as
/// they come into the shelf and reused once they leave it, as UIKit's orthogonal sections do.
@Suite struct OrthogonalAppCellTests {
    @Test func theShelfShowsTheAppsCellsAndReusesThem() throws {
        let script = try Scenario.parse("""
            name: shelves
            viewport: {width: 320, height: 480, scale: 1}
            fps: 10
            tail: 0
            gestures:
              - wait: 0.1
              - drag: {from: [300, 160], by: [-260, 0], duration: 0.5}
              - release
              - wait: 1
            """, file: "shelves.yaml", asAppScript: true)
        let controller = ShelvesViewController()
        let frames = Array(Reel(scenario: script.showing { controller }).frames())
        func cardTitles(_ frame: Frame) -> [String] {
            let shelf = frame.viewTree.descendants.first { $0.name == "collectionView main.section[1]" }
            return (shelf?.subviews ?? []).compactMap(\.firstLabelText)
        }
        // At rest: the first cards, 120 pt wide and 10 apart, the third cut by the edge.
        #expect(cardTitles(frames[0]) == ["Card 1", "Card 2", "Card 3"])
        // Swiped left: later cards show, with the app's titles.
        let last = try #require(frames.last)
        #expect(last.trace.scrollViews[1].contentOffset.x > 260)
        let titles = cardTitles(last)
        #expect(titles.count >= 2 && titles.allSatisfy { $0.hasPrefix("Card ") } && !titles.contains("Card 1"))
        // Every card that passed was configured by the app, but no more cells were made than the
        // shelf shows at once: the ones that left were reused.
        #expect(controller.configured[1] >= 5)
        #expect(controller.shelfCells.count <= 5)
    }
}

/// A tap selects the item before the delegate hears of it, and the cell's configuration
/// updates for its new state; the app's random numbers come from the script's seed.
@Suite struct SelectionAndSeedTests {
    static func render(seed: Int, tapping: Bool = true) throws -> (PickerListViewController, Reel, [Frame]) {
        let gestures = tapping ? "[{wait: 0.2}, {tap: [160, 66]}, {wait: 0.2}]" : "[{wait: 0.2}]"
        let script = try Scenario.parse("name: picker\nviewport: {width: 320, height: 480, scale: 1}\nseed: \(seed)\nfps: 10\ntail: 0\ngestures: \(gestures)",
                                        file: "picker.yaml", asAppScript: true)
        let controller = PickerListViewController()
        let reel = Reel(scenario: script.showing { controller })
        return (controller, reel, Array(reel.frames()))
    }

    @Test func aTappedRowIsSelectedAndItsBackgroundFollows() throws {
        let (controller, reel, frames) = try Self.render(seed: 1)
        // Rows of 44 from the top: the tap at y 66 is on row 1.
        #expect(controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        // `secondarySystemFill`: 120, 120, 128 at 16 % (41 of 255).
        let fill = Color(red: 120, green: 120, blue: 128, alpha: 41)
        let before = reel.displayList(of: frames[0]).items, after = reel.displayList(of: try #require(frames.last)).items
        func filled(_ items: [DisplayItem]) -> [CGRect] {
            items.compactMap { if case let .fill(rect, color, _) = $0, color == fill { rect } else { nil } }
        }
        #expect(filled(before).isEmpty)
        #expect(filled(after) == [CGRect(x: 0, y: 44, width: 320, height: 44)])
        controller.collectionView.deselectItem(at: IndexPath(item: 1, section: 0), animated: false)
        #expect(controller.collectionView.indexPathsForSelectedItems == [])
    }

    @Test func randomNumbersFollowTheSeed() throws {
        let first = try Self.render(seed: 7, tapping: false).0.counts
        let again = try Self.render(seed: 7, tapping: false).0.counts
        let other = try Self.render(seed: 8, tapping: false).0.counts
        #expect(first.count == 6 && first.allSatisfy { (1..<100).contains($0) })
        #expect(first == again)
        #expect(first != other)
    }
}

/// The selection follows its item through a batch update, and a reload clears it.
@Suite struct SelectionThroughUpdateTests {
    @Test func aSelectedItemStaysSelectedAsItMoves() throws {
        let script = try Scenario.parse("name: picker\nviewport: {width: 320, height: 480, scale: 1}\nfps: 10\ntail: 0\ngestures: [{wait: 0.1}]",
                                        file: "picker.yaml", asAppScript: true)
        let controller = PickerListViewController()
        _ = Array(Reel(scenario: script.showing { controller }).frames())
        let view = controller.collectionView!
        view.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        view.moveCellsOnScreen(through: try BatchUpdate(insertItems: [IndexPath(item: 0, section: 0)])
            .plan(countsBefore: [6], countsAfter: [7], view: .collection))
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        view.discardCellsOnScreen()
        #expect(view.indexPathsForSelectedItems == [])
    }
}
