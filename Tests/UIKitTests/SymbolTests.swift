import Foundation
import ReelSymbols
import ScrollReel
import Testing
import UIKit

/// SF Symbols drawn as their Material Icons stand-ins: sizes from the point size and scale,
/// weights growing the stroke, the tint, the bars' symbols, and nil for a name with no stand-in.
@Suite(.serialized) struct SymbolTests {
    static func reel() throws -> Reel {
        let script = try Scenario.parse("name: symbols\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: [{wait: 0.1}]",
                                        file: "symbols.yaml", asAppScript: true)
        return Reel(scenario: script.showing { SymbolTabsController() })
    }

    static func symbols(in list: DisplayList) -> [(name: String, box: CGRect, color: Color)] {
        list.items.compactMap { item in
            if case let .symbol(glyph, box, color) = item { (glyph.name, box, color) } else { nil }
        }
    }

    /// A body symbol is 20 pt square (our reading); a 34-pt one twice that; the small scale is
    /// 20 % under medium and the large 30 % over (Apple's `SymbolScale` documentation).
    @Test func aSymbolsSizeFollowsItsPointSizeAndScale() throws {
        #expect(UIImage(systemName: "heart")?.size == CGSize(width: 20, height: 20))
        let big = UIImage.SymbolConfiguration(pointSize: 34, weight: .bold)
        #expect(UIImage(systemName: "plus", withConfiguration: big)?.size == CGSize(width: 40, height: 40))
        #expect(UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(scale: .small))?.size
            == CGSize(width: 16, height: 16))
        #expect(UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(scale: .large))?.size
            == CGSize(width: 26, height: 26))
        // A configuration applied over another keeps what the new one leaves unset.
        let applied = UIImage(systemName: "plus", withConfiguration: big)?.withConfiguration(UIImage.SymbolConfiguration(scale: .small))
        #expect(applied?.size == CGSize(width: 32, height: 32))
        #expect(applied?.symbolConfiguration?.weight == .bold)
        // Not a symbol: no symbol configuration applies.
        #expect(UIImage().applyingSymbolConfiguration(big) == nil)
    }

    @Test func aNameWithNoStandInIsNilAndSaidOnce() throws {
        let reel = try Self.reel()
        let frames = Array(reel.frames())
        let console = frames.flatMap(\.trace.console)
        #expect(console.filter { $0.contains("no.such.symbol") }
            == ["ScrollReel: no SF Symbol named \"no.such.symbol\" is drawn (ScrollReel draws \(SymbolCatalog.count) of them); UIImage(systemName:) answers nil"])
        // Nothing that looks like a glyph is drawn in its place: no outlined box, no name.
        let list = reel.displayList(of: try #require(frames.first))
        #expect(!list.items.contains { if case .text("no.such.symbol", _, _, _, _, _) = $0 { true } else { false } })
        #expect(!list.items.contains { if case .stroke = $0 { true } else { false } })
    }

    /// The image views' glyphs in their tint, each square centred in its 48-pt view (content
    /// mode `.center`), at the image's size.
    @Test func imageViewsDrawTheirGlyphsInTheirTint() throws {
        let reel = try Self.reel()
        let list = reel.displayList(of: try #require(Array(reel.frames()).first))
        let drawn = Self.symbols(in: list)
        let blue = Color(red: 0, green: 122, blue: 255), red = Color(red: 255, green: 59, blue: 48)
        let views = drawn.filter { (100..<500).contains($0.box.minY) }
        #expect(views.map(\.name) == ["chevron.right", "heart", "heart.fill", "plus", "plus", "plus", "star.fill", "star.fill", "star.fill"])
        #expect(views.map(\.color) == [blue, blue, red, blue, blue, blue, blue, blue, blue])
        // The first view is at (16, 120), 48 pt square: a 20-pt glyph sits 14 pt in.
        #expect(views[0].box == CGRect(x: 30, y: 134, width: 20, height: 20))
        #expect(views.map(\.box.width) == [20, 20, 20, 40, 40, 40, 16, 20, 26])
        // Pixels (the list is @2x): the filled heart's middle is the tint; the outlined heart's
        // is the background.
        let image = try RasterRenderer().render(list)
        #expect(list.scale == 2)
        #expect(image.pixel(x: Int(views[2].box.midX * 2), y: Int(views[2].box.midY * 2)) == red)
        #expect(image.pixel(x: Int(views[1].box.midX * 2), y: Int(views[1].box.midY * 2)) == .white)
    }

    /// The navigation bar's glyph buttons (a symbol image, the compose system item) and the tab
    /// bar's symbols are drawn as glyphs, the selected tab's selected image in the tint colour.
    @Test func barsDrawTheirSymbols() throws {
        let reel = try Self.reel()
        let list = reel.displayList(of: try #require(Array(reel.frames()).first))
        let drawn = Self.symbols(in: list)
        #expect(drawn.filter { $0.box.minY < 64 }.map(\.name) == ["gearshape", "square.and.pencil"])
        #expect(!list.items.contains { if case .text("square.and.pencil", _, _, _, _, _) = $0 { true } else { false } })
        let tabs = drawn.filter { $0.box.minY > 500 }
        #expect(tabs.map(\.name) == ["square.grid.2x2.fill", "gearshape"])
        #expect(tabs.map(\.box.size) == [CGSize(width: 25, height: 25), CGSize(width: 25, height: 25)])
        #expect(tabs.map(\.color) == [Color(red: 0, green: 122, blue: 255), Color(red: 153, green: 153, blue: 153)])
    }
}

/// A table cell's `imageView` and a list content configuration's image: the symbol at the
/// leading margin, the text 16 pt after it, the separator starting with the text.
@Suite(.serialized) struct SymbolRowTests {
    @Test func aRowsImageSitsBeforeItsText() throws {
        let script = try Scenario.parse("name: rows\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: [{wait: 0.1}]",
                                        file: "rows.yaml", asAppScript: true)
        let reel = Reel(scenario: script.showing { SymbolRowsViewController() })
        let list = reel.displayList(of: try #require(Array(reel.frames()).first))
        let symbols = SymbolTests.symbols(in: list)
        #expect(symbols.map(\.name) == ["wifi", "antenna.radiowaves.left.and.right", "bell", "wifi", "antenna.radiowaves.left.and.right", "bell"])
        // 44-pt rows: a 20-pt symbol 16 pt in, 12 pt down.
        #expect(symbols.map(\.box.minX) == [16, 16, 16, 16, 16, 16])
        let rowTops = symbols.map { $0.box.minY - 12 }
        #expect(rowTops[1] - rowTops[0] == 44)
        // The cell's image in the tint, the configuration's in its image tint colour.
        #expect(symbols.map(\.color) == Array(repeating: Color(red: 0, green: 122, blue: 255), count: 3)
            + Array(repeating: Color(red: 255, green: 149, blue: 0), count: 3))
        // The titles start 16 pt after the 20-pt symbol.
        let titles = list.items.compactMap { item -> (String, CGRect)? in
            if case let .text(text, frame, _, _, _, _) = item, ["Wi-Fi", "Bluetooth", "Notifications"].contains(text) { (text, frame) } else { nil }
        }
        #expect(titles.count == 6)
        #expect(titles.allSatisfy { $0.1.minX == 52 })
        // The separators under the rows start with the text, in both kinds.
        let separators = list.items.compactMap { item -> CGRect? in
            if case let .fill(frame, _, _) = item, frame.height == 0.5, frame.width == 268 { frame } else { nil }
        }
        #expect(separators.count == 6)
        #expect(separators.allSatisfy { $0.minX == 52 })
    }
}
