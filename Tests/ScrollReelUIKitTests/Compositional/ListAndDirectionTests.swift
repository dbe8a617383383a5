import Foundation
import ReelTrace
import ScrollReel
import ScrollReelUIKit
import Testing

/// List sections (`UICollectionLayoutListConfiguration`), horizontal compositional layouts,
/// `contentInsetsReference` and item anchors, written as apps write them and checked on frames
/// computed from the facts in `docs/facts.md` ("Lists"): rows at least 44 pt, inset-grouped
/// sections inset by the 16-pt layout margins of a 320-pt phone, 16 pt above an inset-grouped
/// header and 10 pt below its rows, 22 pt above a grouped section and 8 pt below, hairline
/// separators from the text's margin.
@Suite struct ListAndDirectionTests {
    /// A scenario whose collection view has the keys `collection` (indented two spaces).
    static func yaml(_ collection: String, viewport: String = "iphone-se", gestures: String = "[{wait: 0.1}]") -> String {
        """
        name: lists
        viewport: \(viewport)
        fps: 30
        background: white
        collection:
          contentInsetAdjustmentBehavior: never
        \(collection)
        gestures: \(gestures)
        """
    }

    static func frames(_ collection: String, viewport: String = "iphone-se", gestures: String = "[{wait: 0.1}]",
                       layout: @escaping Scenario.LayoutFactory) throws -> [FrameTrace] {
        let scenario = try Scenario.parse(yaml(collection, viewport: viewport, gestures: gestures), file: "lists.yaml")
        return Array(Reel(scenario: scenario, layout: layout).frames()).map(\.trace)
    }

    static func elements(_ frame: FrameTrace, kind: String, section: Int = 0) -> [CGRect] {
        frame.scrollViews[0].attributes.filter { $0.kind.rawValue == kind && $0.section == section }
            .sorted { $0.item < $1.item }.map(\.frame)
    }

    static let titled = """
          sections: [3, 2]
          cell: {label: "Row {item}"}
          header: {title: "Section {section}", fontSize: 13}
          footer: {title: "A note", fontSize: 13}
        """

    @Test func anInsetGroupedListWithHeadersAndFooters() throws {
        let first = try Self.frames(Self.titled, layout: insetGroupedListLayout)[0]
        // Headers measure their 13-pt line (13 × 3408 / 2816 = 15.7 → 16) plus 8-pt margins: 32.
        // Section 0: 16 pt of space, the header (16…48) inset by the 16-pt margins, three rows
        // (the label measures 37, a list row at least 44), 10 pt, the footer (190…222).
        #expect(Self.elements(first, kind: "header") == [CGRect(x: 16, y: 16, width: 288, height: 32)])
        #expect(Self.elements(first, kind: "cell") == [48, 92, 136].map { CGRect(x: 16, y: $0, width: 288, height: 44) })
        #expect(Self.elements(first, kind: "footer") == [CGRect(x: 16, y: 190, width: 288, height: 32)])
        // Section 1 the same from 222: header 238, rows 270 and 314, footer 368…400.
        #expect(Self.elements(first, kind: "header", section: 1) == [CGRect(x: 16, y: 238, width: 288, height: 32)])
        #expect(Self.elements(first, kind: "cell", section: 1).map(\.minY) == [270, 314])
        #expect(first.scrollViews[0].contentSize == CGSize(width: 320, height: 400))
        // Hairlines (½ pt @2x) under every row but the last, from the text's 16-pt margin; the
        // rounded backdrop behind the rows.
        #expect(Self.elements(first, kind: "ScrollReel.listSeparator") == [91.5, 135.5].map {
            CGRect(x: 32, y: $0, width: 272, height: 0.5)
        })
        #expect(Self.elements(first, kind: "ScrollReel.listRoundedBackground") == [CGRect(x: 16, y: 48, width: 288, height: 132)])
    }

    @Test func anInsetGroupedListIsDrawnOnTheGroupedBackground() throws {
        let image = try CompositionalLayoutTests.firstImage(Self.yaml("  backgroundColor: \"#ff0000\"\n" + Self.titled),
                                                            layout: insetGroupedListLayout)
        let grouped = Color(red: 242, green: 242, blue: 247)
        // The list's background replaces the collection view's red; the rows are white, their
        // rounded corner (radius 10) leaves the corner pixel grey.
        #expect(image.pixel(x: 2 * 8, y: 2 * 100) == grouped)
        #expect(image.pixel(x: 2 * 250, y: 2 * 70) == .white)
        #expect(image.pixel(x: 2 * 16, y: 2 * 48) == grouped)
        // The separator: one pixel row at y 91.5 pt (pixel 183), the separator colour
        // (60, 60, 67 at 29%) over white; the row above it is white, left of the margin too.
        let line = image.pixel(x: 2 * 100, y: 183)
        #expect(abs(Int(line.red) - 199) <= 1 && abs(Int(line.green) - 199) <= 1 && abs(Int(line.blue) - 201) <= 1)
        #expect(image.pixel(x: 2 * 100, y: 182) == .white)
        #expect(image.pixel(x: 2 * 24, y: 183) == .white)
    }

    @Test func listRowsWrapTheirTextAndGrow() throws {
        let yaml = Self.yaml("""
              sections: [{items: [{label: "Wi-Fi"}, {label: "Notifications arrive quietly and are collected in the summary"}]}]
            """)
        let reel = Reel(scenario: try Scenario.parse(yaml, file: "wrapped.yaml")) {
            UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        }
        let frame = try #require(Array(reel.frames()).first)
        // List text wraps by default: the row's text is 288 − 2 × 16 = 256 pt wide, so the long
        // label takes two lines (2 × 20.57 → 42, plus 16: 58); the short one keeps the 44-pt
        // minimum. 20 pt above rows without a header, 10 below.
        #expect(Self.elements(frame.trace, kind: "cell") == [CGRect(x: 16, y: 20, width: 288, height: 44),
                                                             CGRect(x: 16, y: 64, width: 288, height: 58)])
        #expect(frame.trace.scrollViews[0].contentSize.height == 132)
        // Drawn as two lines, one above the other, where the layout measured them.
        let lines = reel.displayList(of: frame).items.compactMap { item -> (String, CGRect)? in
            if case let .text(text, rect, _, _, _, _) = item, rect.minY > 64, rect.maxY < 122 { return (text, rect) }
            return nil
        }
        #expect(lines.map(\.0) == ["Notifications arrive quietly and", "are collected in the summary"])
        #expect(lines.map(\.1.minX) == [32, 32] && lines[1].1.minY > lines[0].1.minY)
    }

    @Test func aPlainListPinsItsHeaders() throws {
        let frames = try Self.frames("""
              sections: [12, 12]
              cell: {label: "Row {item}"}
              header: {title: "Section {section}"}
            """, gestures: "[{wait: 0.2}, {drag: {from: [160, 500], by: [0, -300], duration: 1.0}}, {wait: 0.3}]",
            layout: plainListLayout)
        // Plain: no space, no insets. Header 0 measures 21 + 16 = 37; 12 rows of 44 follow, so
        // section 0 spans 0…565 and its header pins from 0 to 565 − 37 = 528.
        let first = frames[0]
        #expect(Self.elements(first, kind: "header") == [CGRect(x: 0, y: 0, width: 320, height: 37)])
        #expect(Self.elements(first, kind: "cell")[0] == CGRect(x: 0, y: 37, width: 320, height: 44))
        #expect(Self.elements(first, kind: "header", section: 1).first?.minY == 565)
        #expect(Self.elements(first, kind: "ScrollReel.listSeparator").count == 11)
        var pinned = 0
        for frame in frames {
            let offset = frame.scrollViews[0].contentOffset.y
            guard let header = Self.elements(frame, kind: "header").first else { continue }
            #expect(header.minY == min(max(0, offset), 528))
            if offset > 1 { pinned += 1 }
        }
        #expect(pinned > 10)
    }

    @Test func aGroupedOutlineDrawsItsFirstItemAsTheHeader() throws {
        let first = try Self.frames("  sections: [3]\n  cell: {label: \"Row {item}\"}", layout: outlineListLayout)[0]
        // Grouped: 22 pt above the section, rows of 44, 8 pt below. Item 0 is the header: the
        // white backdrop and the separators start at item 1; full-width hairlines above and
        // below the boxed rows, one from the margin between them.
        #expect(Self.elements(first, kind: "cell").map(\.minY) == [22, 66, 110])
        #expect(first.scrollViews[0].contentSize.height == 162)
        #expect(Self.elements(first, kind: "ScrollReel.listBackground") == [CGRect(x: 0, y: 66, width: 320, height: 88)])
        #expect(Self.elements(first, kind: "ScrollReel.listSeparator") == [
            CGRect(x: 16, y: 109.5, width: 304, height: 0.5), CGRect(x: 0, y: 66, width: 320, height: 0.5),
            CGRect(x: 0, y: 153.5, width: 320, height: 0.5),
        ])
        // The header item's text is in the secondary label colour, the rows' in the label colour.
        let reel = Reel(scenario: try Scenario.parse(Self.yaml("  sections: [3]\n  cell: {label: \"Row {item}\"}"), file: "outline.yaml"),
                        layout: outlineListLayout)
        let frame = try #require(Array(reel.frames()).first)
        let colors = Dictionary(reel.displayList(of: frame).items.compactMap { item -> (String, Color)? in
            if case let .text(text, _, _, color, _, _) = item { return (text, color) }
            return nil
        }, uniquingKeysWith: { first, _ in first })
        #expect(colors["Row 0"] == Color(red: 60, green: 60, blue: 67, alpha: 153))
        #expect(colors["Row 1"] == .black)
    }

    @Test func aHorizontalLayoutPutsSectionsSideBySideWithPinnedLeadingHeaders() throws {
        let frames = try Self.frames("  sections: [7, 4]", gestures: "[{wait: 0.2}, {drag: {from: [300, 300], by: [-250, 0], duration: 1.0}}, {wait: 0.5}]",
                                     layout: horizontalShelvesLayout)
        let first = frames[0]
        // Content 568 − 100 − 168 = 300 tall: columns of three 100-pt cells. Section 0: its
        // 40-pt header at x 0, 10 pt, columns at 50, 160, 270 (10 apart), 10 pt → 380.
        // Section 1 20 pt later: header 400, columns 450 and 560, content 670 wide.
        let cells = Self.elements(first, kind: "cell")
        #expect(cells.count == 7)
        #expect(cells[0] == CGRect(x: 50, y: 100, width: 100, height: 100))
        #expect(cells[4] == CGRect(x: 160, y: 200, width: 100, height: 100))
        #expect(cells[6] == CGRect(x: 270, y: 100, width: 100, height: 100))
        #expect(Self.elements(first, kind: "header") == [CGRect(x: 0, y: 100, width: 40, height: 300)])
        #expect(first.scrollViews[0].contentSize == CGSize(width: 670, height: 568))
        // Scrolled to the end (350), section 1's header is in view where it rests.
        let last = try #require(frames.last)
        #expect(last.scrollViews[0].contentOffset.x == 350)
        #expect(Self.elements(last, kind: "header", section: 1) == [CGRect(x: 400, y: 100, width: 40, height: 300)])
        // The header stays at the left edge while its section passes, until 380 − 40 = 340.
        var moved = 0
        for frame in frames {
            let offset = frame.scrollViews[0].contentOffset.x
            #expect(frame.scrollViews[0].contentOffset.y == 0)
            guard let header = Self.elements(frame, kind: "header").first else { continue }
            #expect(header.minX == min(max(0, offset), 340))
            if offset > 1 { moved += 1 }
        }
        #expect(moved > 10)
    }

    @Test func insetsMeasuredFromTheLayoutMarginsOrTheReadableWidth() throws {
        func row(_ reference: UIContentInsetsReference, viewport: String = "iphone-se") throws -> CGRect {
            try #require(Self.elements(try Self.frames("  sections: [1]", viewport: viewport,
                                                        layout: { referencedInsetsLayout(reference) })[0], kind: "cell").first)
        }
        // A 320-pt phone's margins are 16 pt: 16 + 4 on each side. Its readable width is wider
        // than the screen, so the readable guide is the margins.
        #expect(try row(.automatic) == CGRect(x: 4, y: 0, width: 312, height: 40))
        #expect(try row(.layoutMargins) == CGRect(x: 20, y: 0, width: 280, height: 40))
        #expect(try row(.readableContent) == CGRect(x: 20, y: 0, width: 280, height: 40))
        // A 430-pt phone's margins are 20 pt; a 1024-pt-wide view keeps lines 672 pt long.
        #expect(try row(.layoutMargins, viewport: "iphone-15-pro-max") == CGRect(x: 24, y: 0, width: 382, height: 40))
        let wide = "{width: 1024, height: 768, scale: 1}"
        #expect(try row(.readableContent, viewport: wide) == CGRect(x: 176 + 4, y: 0, width: 672 - 8, height: 40))
    }

    @Test func aSidewaysSectionStartsAtItsReferencedInset() throws {
        let first = try Self.frames("  sections: [3]", layout: {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                 heightDimension: .fractionalHeight(1.0)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(80)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            section.contentInsetsReference = .layoutMargins
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
            return UICollectionViewCompositionalLayout(section: section)
        })[0]
        // The band's first group starts at the 16-pt margin plus the section's 4 pt.
        let band = try #require(first.scrollViews.first { $0.id == "main.section[0]" })
        #expect(band.attributes.filter { $0.kind == .cell }.map(\.frame.minX).sorted() == [20, 120, 220])
    }

    @Test func aSelfSizingGroupHoldsItsItemsEdgeSpacing() throws {
        let first = try Self.frames("  sections: [4]\n  cell: {label: \"Row {item}\"}", layout: {
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
            let item = NSCollectionLayoutItem(layoutSize: size)
            item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: .fixed(5), trailing: nil, bottom: .fixed(3))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        })[0]
        // The 44-pt estimate with its 8 pt of edge spacing leaves room for one row a group. The
        // row measures 37, and the group holds it with the 5 pt above and 3 below: 45 tall, so
        // each row starts 45 below the last (without the edges it would be 37, overlapping).
        #expect(Self.elements(first, kind: "cell").map(\.minY) == [5, 50, 95, 140])
    }

    @Test func anItemAnchorHangsTheBadgeOutsideTheCell() throws {
        let first = try Self.frames("  sections: [2]", layout: hangingBadgeLayout)[0]
        // Cell 0: the 160 × 100 slot inset 20 → (20, 20, 120, 60). The badge's bottom-leading
        // corner meets the cell's top-trailing corner (140, 20): (140, 8, 16, 12).
        #expect(Self.elements(first, kind: "cell")[0] == CGRect(x: 20, y: 20, width: 120, height: 60))
        #expect(Self.elements(first, kind: "badge") == [CGRect(x: 140, y: 8, width: 16, height: 12),
                                                        CGRect(x: 300, y: 8, width: 16, height: 12)])
    }
}
