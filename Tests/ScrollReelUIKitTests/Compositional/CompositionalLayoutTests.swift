import Foundation
import ReelTrace
import ScrollReel
import Testing

/// Compositional layouts written as apps write them, checked on frames computed from UIKit's
/// rules (WWDC 2019 session 215; `NSCollectionLayoutDimension`, `NSCollectionLayoutGroup`,
/// `NSCollectionLayoutSection` documentation): fractions of the container, content insets that
/// shrink an item inside its slot, groups repeated down the section, spacing, boundary items.
@Suite struct CompositionalLayoutTests {
    static func frames(_ sections: String, gestures: String = "[{wait: 0.1}]",
                       layout: @escaping Scenario.LayoutFactory) throws -> [FrameTrace] {
        let yaml = """
            name: compositional
            viewport: iphone-se
            fps: 30
            background: white
            collection:
              contentInsetAdjustmentBehavior: never
              backgroundColor: white
              sections: \(sections)
            gestures: \(gestures)
            """
        return Array(Reel(scenario: try Scenario.parse(yaml, file: "compositional.yaml"), layout: layout).frames())
            .map(\.trace)
    }

    /// The first frame of scenario `yaml`, laid out by `layout`, drawn.
    static func firstImage(_ yaml: String, layout: @escaping Scenario.LayoutFactory) throws -> RasterImage {
        let reel = Reel(scenario: try Scenario.parse(yaml, file: "drawn.yaml"), layout: layout)
        let frame = try #require(Array(reel.frames()).first)
        return try RasterRenderer().render(reel.displayList(of: frame))
    }

    static func cells(_ frame: FrameTrace, section: Int = 0) -> [CGRect] {
        let cells: [AttributeTrace] = frame.main.attributes.filter { $0.kind == .cell && $0.section == section }
        return cells.sorted { $0.item < $1.item }.map(\.frame)
    }

    /// 296-pt rows 40 tall at x 12 (a 320-pt section inset 12 on each side).
    static func rows(_ ys: [CGFloat]) -> [CGRect] {
        ys.map { CGRect(x: 12, y: $0, width: 296, height: 40) }
    }

    @Test func aGridOfFractionsWithInsetItems() throws {
        let first = try Self.frames("[10]", layout: photoTileGridLayout)[0]
        // 320 pt: tiles 0.25 × 320 = 80 pt wide; the row is 0.25 of the width tall (80 pt);
        // each cell inset 4 pt inside its 80-pt square. 10 items: rows of 4, 4, 2.
        let expected: [CGRect] = (0..<10).map { (item: Int) -> CGRect in
            let column = CGFloat(item % 4), row = CGFloat(item / 4)
            return CGRect(x: column * 80 + 4, y: row * 80 + 4, width: 72, height: 72)
        }
        #expect(Self.cells(first) == expected)
        #expect(first.main.contentSize == CGSize(width: 320, height: 3 * 80))
    }

    @Test func headersFootersInsetsAndSpacing() throws {
        let first = try Self.frames("[3, 3]", layout: { titledSectionsLayout() })[0]
        // Section 0: title 0…28, inset 8, rows 40 tall 4 apart (36, 80, 124), inset 8 → 172,
        // note 172…190. Boundary items follow the section's insets: x 12, 296 wide.
        #expect(Self.cells(first) == Self.rows([36, 80, 124]))
        let header0 = first.main.attributes.first { $0.kind == .header && $0.section == 0 }!
        let footer0 = first.main.attributes.first { $0.kind == .footer && $0.section == 0 }!
        #expect(header0.frame == CGRect(x: 12, y: 0, width: 296, height: 28))
        #expect(header0.zIndex == 5)
        #expect(footer0.frame == CGRect(x: 12, y: 172, width: 296, height: 18))
        // Section 1 starts 20 pt later (interSectionSpacing): title 210…238, rows from 246.
        #expect(Self.cells(first, section: 1) == Self.rows([246, 290, 334]))
        let height: CGFloat = 210 + 28 + 8 + 3 * 40 + 2 * 4 + 8 + 18   // 400
        #expect(first.main.contentSize.height == height)
    }

    @Test func aPinnedHeaderHoldsTheTopUntilItsSectionPushesItOff() throws {
        let frames = try Self.frames("[3, 12]", gestures: "[{wait: 0.2}, {drag: {from: [160, 500], by: [0, -420], duration: 1.4}}, {wait: 0.3}]",
                                     layout: { titledSectionsLayout(pinnedTitles: true) })
        // Section 0 spans 0…(28 + 8 + 3 × 40 + 2 × 4 + 8 + 18) = 0…190.
        var pinnedSeen = false, pushedSeen = false
        for frame in frames {
            let offset = frame.main.contentOffset.y
            guard let header = frame.main.attributes.first(where: { $0.kind == .header && $0.section == 0 }) else { continue }
            #expect(header.frame.minY == min(max(0, offset), 190 - 28), "offset \(offset)")
            pinnedSeen = pinnedSeen || (offset > 0 && header.frame.minY == offset)
            pushedSeen = pushedSeen || header.frame.minY == 162
        }
        #expect(pinnedSeen && pushedSeen)
    }

    @Test func repeatedSubitemsNestedGroupsAndFlexibleSpacing() throws {
        let first = try Self.frames("[3, 3, 3]", layout: nestedGroupsLayout)[0]
        // Three of one subitem share 320 − 2 × 10: 100 pt each, 10 apart.
        #expect(Self.cells(first, section: 0) == [0, 110, 220].map { CGRect(x: $0, y: 0, width: 100, height: 100) })
        // Half the width big; the other half a column of two halves of the 200-pt group.
        #expect(Self.cells(first, section: 1) == [CGRect(x: 0, y: 100, width: 160, height: 200),
                                                   CGRect(x: 160, y: 100, width: 160, height: 100),
                                                   CGRect(x: 160, y: 200, width: 160, height: 100)])
        // 3 × 80 pt in 320 with flexible spacing of at least 10: the 80 pt left shared, 40 apart.
        #expect(Self.cells(first, section: 2) == [0, 120, 240].map { CGRect(x: $0, y: 300, width: 80, height: 50) })
    }

    @Test func theSectionProviderSeesTheContainerAndTraits() throws {
        let first = try Self.frames("[2, 4]", layout: environmentColumnsLayout)[0]
        // Compact width: 20-pt side insets; section 0 one column of 280, section 1 three
        // columns (320 / 100) of 280 / 3.
        #expect(Self.cells(first, section: 0) == [0, 60].map { CGRect(x: 20, y: $0, width: 280, height: 60) })
        let third = CGFloat(280) / 3
        #expect(Self.cells(first, section: 1).map(\.minX) == [20, 20 + third, 20 + 2 * third, 20])
        #expect(Self.cells(first, section: 1).map(\.minY) == [120, 120, 120, 180])
    }

    @Test func aSectionBackgroundSpansTheSectionBehindItsCells() throws {
        let first = try Self.frames("[3, 2]", layout: cardBackdropLayout)[0]
        // Section 0: title 0…28, inset 12, rows 40, 84, 128 (40 tall), inset 12: 0…180. The
        // backdrop spans it all, the full width, less its own 6-pt insets.
        let backgrounds = first.main.attributes.filter { $0.kind.rawValue == cardBackdropKind }
        #expect(backgrounds.map(\.section) == [0, 1])
        #expect(backgrounds[0].frame == CGRect(x: 6, y: 6, width: 308, height: 168))
        // Section 1 follows at 180 (no inter-section spacing): 180…(180 + 28 + 12 + 84 + 12).
        #expect(backgrounds[1].frame == CGRect(x: 6, y: 186, width: 308, height: 124))
        // Drawn behind the cells: green where only the background is, the cell's red over it.
        let image = try Self.firstImage("""
            name: background
            viewport: iphone-se
            background: white
            collection:
              contentInsetAdjustmentBehavior: never
              backgroundColor: white
              sections: [3]
              cell: {color: "#ff0000", cornerRadius: 0, label: ""}
              header: {color: "#ffffff"}
              elementKinds: {card-backdrop: {color: "#00ff00"}}
            gestures: [{wait: 0.1}]
            """, layout: cardBackdropLayout)
        // x 8 pt is on the backdrop (from 6) but left of the rows (from 12); y 60 is in row 0
        // (40…80); x 2 pt is outside the backdrop.
        #expect(image.pixel(x: 2 * 8, y: 2 * 100) == Color(red: 0, green: 255, blue: 0))
        #expect(image.pixel(x: 2 * 160, y: 2 * 60) == Color(red: 255, green: 0, blue: 0))
        #expect(image.pixel(x: 2 * 2, y: 2 * 100) == .white)
    }

    @Test func badgesSitOnTheirCellsCornerPushedOutByTheirOffset() throws {
        let first = try Self.frames("[8, 8]", layout: counterBadgeGridLayout)[0]
        // Section 0: 288-pt content (16-pt insets), three tiles a row of 288 / 3 = 96 × 80, cells
        // inset 6: cell 0 is (22, 22, 84, 68). The badge's top-trailing corner sits on the cell's
        // (106, 22), then moves 0.5 × 18 = 9 pt right and up: (97, 13, 18, 18).
        #expect(Self.cells(first)[0] == CGRect(x: 22, y: 22, width: 84, height: 68))
        let badges = first.main.attributes.filter { $0.kind.rawValue == counterBadgeKind && $0.section == 0 }
            .sorted { $0.item < $1.item }
        #expect(badges.count == 8)
        #expect(badges[0].frame == CGRect(x: 97, y: 13, width: 18, height: 18))
        #expect(badges[4].frame == CGRect(x: 97 + 96, y: 13 + 80, width: 18, height: 18))   // second row, second column
        // In a sideways section the badges live in its band, with their cells.
        let band = try #require(first.scrollViews.first { $0.id == "main.section[1]" })
        #expect(band.attributes.contains { $0.kind.rawValue == counterBadgeKind && $0.item == 0 })
    }

    @Test func edgeSpacingCustomGroupsAndOffsetHeaders() throws {
        let frames = try Self.frames("[5, 3, 1]", layout: edgeSpacingCustomLayout)
        let first = frames[0]
        // Section 0: 80-pt items with 10 fixed before each fit three to a 320-pt row (270 + the
        // flexible space after each, which shares the 50 pt left: 50 / 3 each). 5 pt down.
        let row = Self.cells(first, section: 0)
        let share = CGFloat(50) / 3
        #expect(row.map(\.minX) == [10, 10 + 80 + share + 10, 10 + 2 * (80 + share + 10), 10, 10 + 80 + share + 10])
        #expect(row.map(\.minY) == [5, 5, 5, 65, 65])
        // Section 1 (from y 120): the custom group's frames; its third item starts a new repeat.
        let third: CGFloat = 320.0 / 3
        #expect(Self.cells(first, section: 1) == [CGRect(x: 0, y: 120, width: 2 * third, height: 100),
                                                   CGRect(x: 2 * third, y: 170, width: third, height: 50),
                                                   CGRect(x: 0, y: 220, width: 2 * third, height: 100)])
        // Section 2 (from y 320): the header at its leading corner, moved by its absolute offset,
        // 100 wide because the idiom is the phone's.
        let header = try #require(first.main.attributes.first { $0.kind == .header && $0.section == 2 })
        #expect(header.frame == CGRect(x: 8, y: 324, width: 100, height: 30))
    }

    @Test func estimatedHeightsBecomeWhatTheCellsMeasure() throws {
        func rows(fontSize: Int, label: String) throws -> [CGRect] {
            let yaml = """
                name: list
                viewport: iphone-se
                collection:
                  contentInsetAdjustmentBehavior: never
                  sections: [3]
                  cell: {label: "\(label)", fontSize: \(fontSize)}
                gestures: [{wait: 0.1}]
                """
            let scenario = try Scenario.parse(yaml, file: "list.yaml")
            let frame = try #require(Array(Reel(scenario: scenario, layout: selfSizingListLayout).frames()).first)
            return Self.cells(frame.trace)
        }
        // A label pinned to the default 8-pt layout margins: Inter's line at 17 pt is
        // 17 × 3408 / 2816 = 20.57, so 21 + 16 = 37-pt rows, 1 pt apart — not the 44-pt estimate.
        #expect(try rows(fontSize: 17, label: "Row {item}") == [0, 38, 76].map { CGRect(x: 0, y: $0, width: 320, height: 37) })
        // At 30 pt: 36.3 → 37 + 16 = 53.
        #expect(try rows(fontSize: 30, label: "Row {item}").map(\.height) == [53, 53, 53])
        // No label: just the margins.
        #expect(try rows(fontSize: 17, label: "").map(\.height) == [16, 16, 16])
    }

    @Test func aLabelWithMoreLinesWrapsAndTheCellGrows() throws {
        func heights(_ numberOfLines: Int) throws -> [CGFloat] {
            let yaml = """
                name: list
                viewport: iphone-se
                collection:
                  contentInsetAdjustmentBehavior: never
                  sections: [{items: [{label: "Wi-Fi"}, {label: "Notifications arrive quietly and are collected in the summary"}]}]
                  cell: {numberOfLines: \(numberOfLines)}
                gestures: [{wait: 0.1}]
                """
            let frame = try #require(Array(Reel(scenario: try Scenario.parse(yaml, file: "list.yaml"), layout: selfSizingListLayout).frames()).first)
            return Self.cells(frame.trace).map(\.height)
        }
        // Wrapped to 320 less the 8-pt margins (304): two lines, 2 × 20.57 → 42, plus 16.
        #expect(try heights(0) == [37, 58])
        #expect(try heights(2) == [37, 58])
        #expect(try heights(1) == [37, 37])
    }

    @Test func uniformSiblingsTakeTheTallestOfTheirRow() throws {
        func cells(uniform: Bool) throws -> [AttributeTrace] {
            let yaml = """
                name: cards
                viewport: iphone-se
                collection:
                  contentInsetAdjustmentBehavior: never
                  sections: [{items: [{label: "Wi-Fi"}, {label: "Notifications arrive quietly and are collected in the summary"}, {label: "Maps"}]}]
                  cell: {numberOfLines: 0}
                gestures: [{wait: 0.1}]
                """
            let frame = try #require(Array(Reel(scenario: try Scenario.parse(yaml, file: "cards.yaml"), layout: { cardRowsLayout(uniform: uniform) }).frames()).first)
            return frame.trace.scrollViews[0].attributes.filter { $0.kind == .cell }.sorted { $0.item < $1.item }
        }
        // 155-pt cards ((320 − 10) / 2): the long label wraps in 139 pt to four lines (82.3 → 83,
        // plus 16: 99). Estimated, each card keeps its own height; uniform, the row's tallest.
        #expect(try cells(uniform: false).map(\.frame.height) == [37, 99, 37])
        // The second row's empty slot (three items in rows of two) is not measured and sets no
        // sibling's height.
        #expect(try cells(uniform: true).map(\.frame.height) == [99, 99, 37])
        // The next row starts below the tallest, 10 pt on; the handler dims it.
        let third = try #require(try cells(uniform: true).last)
        #expect(third.frame.minY == 109 && third.alpha == 0.5)
    }

    @Test func theGridIsDrawn() throws {
        let image = try Self.firstImage("""
            name: grid
            viewport: iphone-se
            background: white
            collection:
              contentInsetAdjustmentBehavior: never
              backgroundColor: white
              sections: [{items: [{color: "#ff0000"}, {color: "#0000ff"}]}]
              cell: {cornerRadius: 0, label: ""}
            gestures: [{wait: 0.1}]
            """, layout: photoTileGridLayout)
        // @2x: cell 0 fills (4…76, 4…76) pt, cell 1 (84…156); the 4-pt insets stay white.
        #expect(image.pixel(x: 2 * 30, y: 2 * 30) == Color(red: 255, green: 0, blue: 0))
        #expect(image.pixel(x: 2 * 100, y: 2 * 30) == Color(red: 0, green: 0, blue: 255))
        #expect(image.pixel(x: 2 * 2, y: 2 * 30) == .white)
        #expect(image.pixel(x: 2 * 80, y: 2 * 30) == .white)
        #expect(image.pixel(x: 2 * 30, y: 2 * 78) == .white)
    }
}

private extension FrameTrace {
    /// The collection view's own scroll view.
    var main: ScrollViewTrace { scrollViews[0] }
}
