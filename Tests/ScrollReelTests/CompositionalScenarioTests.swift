import Foundation
import ReelScenario
import ReelScene
import ScrollReel
import ScrollReelDemos
import Testing

/// `layout: compositional` in scenario files, and the `app-store-page` demo.
@Suite struct CompositionalScenarioTests {
    static func scenario(_ compositional: String, sections: String = "[12]") -> String {
        """
        name: grid
        viewport: iphone-se
        collection:
          layout: compositional
          contentInsetAdjustmentBehavior: never
          sections: \(sections)
          compositional:
        \(compositional)
        gestures: [{wait: 0.1}]
        """
    }

    func problems(_ yaml: String) -> [String] { Fixtures.problems(yaml) }

    static let grid = """
            sections:
              - group:
                  horizontal: {width: {fractionalWidth: 1}, height: {fractionalWidth: 0.25}}
                  items: [{width: {fractionalWidth: 0.25}, height: {fractionalHeight: 1}, insets: 4}]
                interGroupSpacing: 8
                contentInsets: [10, 0, 10, 0]
        """

    @Test func aGridDescribedInTheFileLaysOutAsSwiftWould() throws {
        let scenario = try Scenario.parse(Self.scenario(Self.grid), file: "grid.yaml")
        let frame = try #require(Array(Reel(scenario: scenario).frames()).first)
        let cells = frame.trace.main.attributes.filter { $0.kind == .cell }.sorted { $0.item < $1.item }.map(\.frame)
        // Four 80-pt squares a row (0.25 × 320), each cell inset 4; rows 80 + 8 apart from y 10.
        #expect(cells.count == 12)
        #expect(cells[0] == CGRect(x: 4, y: 14, width: 72, height: 72))
        #expect(cells[5] == CGRect(x: 84, y: 102, width: 72, height: 72))
        let height: CGFloat = 10 + 3 * 80 + 2 * 8 + 10   // 276
        #expect(frame.trace.main.contentSize.height == height)
    }

    @Test func mistakesAreLocated() {
        let badDimension = Self.scenario("""
                sections:
                  - group:
                      horizontal: {width: {fractionalWidht: 1}, height: 50}
                      items: [{width: 10, height: 10}]
            """)
        #expect(problems(badDimension).contains {
            $0.contains("bad.yaml:10:") && $0.contains("collection.compositional.sections[0].group.horizontal.width")
                && $0.contains("did you mean 'fractionalWidth'?")
        })
        let twoAxes = Self.scenario("""
                sections:
                  - group: {horizontal: {width: 10, height: 10}, vertical: {width: 10, height: 10}, items: [{width: 1, height: 1}]}
            """)
        #expect(problems(twoAxes).contains { $0.contains("exactly one of 'horizontal' or 'vertical'") })
        let behaviour = Self.scenario("""
                sections:
                  - group: {horizontal: {width: 10, height: 10}, items: [{width: 1, height: 1}]}
                    orthogonalScrolling: groupPagingCenterd
            """)
        #expect(problems(behaviour).contains { $0.contains("did you mean 'groupPagingCentered'?") })
        let missing = """
            name: x
            collection: {layout: compositional}
            gestures: [{wait: 0.1}]
            """
        // Located at the key, and saying what to do when the layout comes from Swift instead.
        #expect(problems(missing).contains("bad.yaml:2:22: collection.layout: layout compositional needs a 'compositional' description of its sections; if your Swift code makes the layout (a UICollectionViewCompositionalLayout it builds), drop `layout: compositional` from the scenario: the layout the code gives is the one drawn"))
    }

    @Test func deepNestingAndTinyItemsAreRefused() throws {
        var nested = "{width: 1, height: 1}"
        for _ in 0..<10 { nested = "{horizontal: {width: 100, height: 100}, items: [\(nested)]}" }
        let deep = Self.scenario("""
                sections:
                  - group: \(nested)
            """)
        #expect(problems(deep).contains { $0.contains("nest more than 8 deep") })
        // 0.001-pt items: hundreds of thousands on screen at once.
        let tiny = Self.scenario("""
                sections:
                  - group: {horizontal: {width: {fractionalWidth: 1}, height: 0.5}, items: [{width: 0.5, height: 0.5}]}
            """, sections: "[50000]")
        #expect(problems(tiny).contains { $0.contains("elements would be on screen at once") })
        // Four groups of 1,000 repeats each stand for 10¹² cells a repeat: counted once per
        // subitem, not walked, so the file decodes (ten items) instead of hanging.
        var counted = "{width: 1, height: 1}"
        for _ in 0..<4 { counted = "{horizontal: {width: 10, height: 10}, items: [\(counted)], count: 1000}" }
        let repeats = Self.scenario("""
                sections:
                  - group: \(counted)
            """, sections: "[10]")
        #expect(problems(repeats).isEmpty)
        let frame = try #require(Array(Reel(scenario: try Scenario.parse(repeats, file: "repeats.yaml")).frames()).first)
        #expect(frame.trace.main.attributes.filter { $0.kind == .cell }.count == 10)
        // `count` repeats one item; a second would be dropped unseen.
        let two = Self.scenario("""
                sections:
                  - group: {horizontal: {width: 10, height: 10}, items: [{width: 1, height: 1}, {width: 2, height: 2}], count: 3}
            """)
        #expect(problems(two).contains { $0.contains("group.count") && $0.contains("count repeats one item; this group lists 2") })
    }

    @Test func theAppStorePageComesToRestAsItsSectionsSay() throws {
        let frames = Array(Reel(scenario: try BuiltInDemos.scenario(named: "app-store-page")).frames()).map(\.trace)
        let last = try #require(frames.last)
        func band(_ section: Int) -> ScrollViewTrace { last.scrollViews.first { $0.id == "main.section[\(section)]" }! }
        // Carousel: two one-card pages of 0.8 × 320 + 12 = 268 pt.
        #expect(abs(band(0).contentOffset.x - 2 * 268) < 0.01)
        // Shelf: at rest on a 140 + 10 = 150-pt card boundary, after coasting several.
        let shelf = band(1).contentOffset.x
        #expect(shelf >= 300 && shelf.truncatingRemainder(dividingBy: 150) == 0)
        // The side cards of the carousel are drawn at the minimum scale, 0.85.
        let cards = band(0).attributes.filter { $0.kind == .cell }
        #expect(cards.contains { $0.transform == CGAffineTransform(scaleX: 0.85, y: 0.85) })
        #expect(cards.contains { $0.transform.isIdentity })
        // The grid's header pinned below the status bar once its section reached the top.
        let pinned = frames.contains { frame in
            frame.main.attributes.contains { $0.kind == .header && $0.section == 2 && $0.frame.minY == frame.main.contentOffset.y + 20 }
        }
        #expect(pinned)
    }

    @Test func theAppStoreGridSizesItsCellsToTheirWrappedLabels() throws {
        let frames = Array(Reel(scenario: try BuiltInDemos.scenario(named: "app-store-page")).frames()).map(\.trace)
        var grid: [Int: CGRect] = [:]
        for frame in frames {
            for cell in frame.main.attributes where cell.kind == .cell && cell.section == 2 { grid[cell.item] = cell.frame }
        }
        // Cells (320 − 2 × 16 − 10) / 2 = 139 wide, their 17-pt labels wrapped in 139 − 16:
        // "Maps" one line (21 + 16), "Weather radar and alerts" two (42 + 16), "Notes" one,
        // "Photo editor with filters and frames" three (62 + 16). A row is as tall as its
        // taller cell, rows 10 apart.
        let first = try #require(grid[0]), second = try #require(grid[1])
        #expect([0, 1, 2, 3].compactMap { grid[$0]?.height } == [37, 58, 37, 78])
        #expect(first.width == 139 && second.minX == 16 + 139 + 10)
        #expect(grid[2]?.minY == first.minY + 58 + 10 && grid[3]?.minY == grid[2]?.minY)
    }

    @Test func nestedGroupsThatDoNotFitKeepOnlyTheFirst() throws {
        /// The sideways band of demo `name` once its first flick has paged one screen on; its
        /// two flicks end two pages on.
        func secondPage(_ name: String) throws -> ScrollViewTrace {
            let bands = Array(Reel(scenario: try BuiltInDemos.scenario(named: name)).frames())
                .compactMap { $0.trace.scrollViews.first { $0.id == "main.section[0]" } }
            #expect(bands.last?.contentOffset.x == 640)
            return try #require(bands.first { $0.contentOffset.x == 320 })
        }
        func card(_ item: Int, on band: ScrollViewTrace) -> CGRect? {
            band.attributes.first { $0.kind == .cell && $0.item == item }?.frame
        }
        // The pitfall: the full-width single-card subgroup never fits after the full-width pair,
        // so every repeat is a pair: the second page shows cards 2 and 3, each half of 320 less
        // 2 × 6.
        let pitfall = try secondPage("nested-groups-pitfall")
        #expect(card(2, on: pitfall) == CGRect(x: 326, y: 6, width: 148, height: 188))
        #expect(card(3, on: pitfall) == CGRect(x: 486, y: 6, width: 148, height: 188))
        // The fix: the outer group is 640 wide, so pair, then the single card (320 less 2 × 6).
        let fixed = try secondPage("nested-groups-fixed")
        #expect(card(2, on: fixed) == CGRect(x: 326, y: 6, width: 308, height: 188))
    }

    static func attributes(_ yaml: String, kind: String, section: Int = 0) throws -> [CGRect] {
        let frame = try #require(Array(Reel(scenario: try Scenario.parse(yaml, file: "file.yaml")).frames()).first)
        return frame.trace.main.attributes.filter { $0.kind.rawValue == kind && $0.section == section }
            .sorted { $0.item < $1.item }.map(\.frame)
    }

    @Test func aListSectionInTheFile() throws {
        let yaml = """
            name: settings
            viewport: iphone-se
            collection:
              layout: compositional
              contentInsetAdjustmentBehavior: never
              sections: [{title: General, items: 3}]
              cell: {label: "Row {item}"}
              header: {fontSize: 13}
              compositional:
                sections:
                  - list: {appearance: insetGrouped, headerMode: supplementary}
            gestures: [{wait: 0.1}]
            """
        // As `.list(using:)` with an inset-grouped configuration: 16 pt, the 32-pt header, rows
        // of 44 inset by the 16-pt margins, hairlines between them.
        #expect(try Self.attributes(yaml, kind: "header") == [CGRect(x: 16, y: 16, width: 288, height: 32)])
        #expect(try Self.attributes(yaml, kind: "cell") == [48, 92, 136].map { CGRect(x: 16, y: $0, width: 288, height: 44) })
        #expect(try Self.attributes(yaml, kind: "ScrollReel.listSeparator").count == 2)
    }

    @Test func badgesAndAHorizontalLayoutInTheFile() throws {
        let badged = Self.scenario("""
                sections:
                  - group:
                      horizontal: {width: {fractionalWidth: 1}, height: 100}
                      items:
                        - width: {fractionalWidth: 0.5}
                          height: {fractionalHeight: 1}
                          insets: 20
                          badges: [{kind: badge, width: 16, height: 12, edges: [top, trailing], itemEdges: [bottom, leading]},
                                   {kind: dot, width: 10, height: 10, edges: [bottom], fractionalOffset: [0, 0.5]}]
            """, sections: "[1]")
        // The cell (20, 20, 120, 60): the badge hangs off its top-right corner, the dot sits
        // centred on its bottom edge, moved half its height down.
        #expect(try Self.attributes(badged, kind: "badge") == [CGRect(x: 140, y: 8, width: 16, height: 12)])
        #expect(try Self.attributes(badged, kind: "dot") == [CGRect(x: 75, y: 75, width: 10, height: 10)])
        let horizontal = Self.scenario("""
                scrollDirection: horizontal
                sections:
                  - group:
                      vertical: {width: 100, height: {fractionalHeight: 1}}
                      items: [{width: {fractionalWidth: 1}, height: {fractionalHeight: 0.5}}]
                    header: {width: 30}
            """, sections: "[4]")
        // Columns of two 284-pt cells after a 30-pt header the full 568-pt height.
        #expect(try Self.attributes(horizontal, kind: "header") == [CGRect(x: 0, y: 0, width: 30, height: 568)])
        #expect(try Self.attributes(horizontal, kind: "cell") == [
            CGRect(x: 30, y: 0, width: 100, height: 284), CGRect(x: 30, y: 284, width: 100, height: 284),
            CGRect(x: 130, y: 0, width: 100, height: 284), CGRect(x: 130, y: 284, width: 100, height: 284),
        ])
    }

    @Test func listAndBadgeMistakesAreLocated() {
        let listWithGroup = Self.scenario("""
                sections:
                  - list: insetGrouped
                    interGroupSpacing: 4
            """)
        #expect(problems(listWithGroup).contains {
            $0.contains("bad.yaml:9:") && $0.contains("collection.compositional.sections[0]") && $0.contains("not 'interGroupSpacing'")
        })
        let appearance = Self.scenario("""
                sections:
                  - list: {appearance: insetGroupd}
            """)
        #expect(problems(appearance).contains { $0.contains("sections[0].list.appearance") && $0.contains("did you mean 'insetGrouped'?") })
        let badge = Self.scenario("""
                sections:
                  - group:
                      horizontal: {width: 100, height: 100}
                      items: [{width: 10, height: 10, badges: [{kind: b, width: 5, height: 5, edges: [top, trailling]}]}]
            """)
        #expect(problems(badge).contains { $0.contains("badges[0].edges[1]") && $0.contains("did you mean 'trailing'?") })
        let horizontalHeader = Self.scenario("""
                scrollDirection: horizontal
                sections:
                  - group: {horizontal: {width: 10, height: 10}, items: [{width: 1, height: 1}]}
                    header: {height: 40}
            """)
        #expect(problems(horizontalHeader).contains { $0.contains("sections[0].header.width") && $0.contains("missing required key") })
        // Every cell's label is measured (and wrapped): 100,000 labels of 30 characters are too
        // much text; 20 characters (2,000,000) are not.
        func labels(_ length: Int) -> String {
            """
            name: x
            viewport: iphone-se
            collection:
              sections: [100000]
              cell: {label: "\(String(repeating: "w", count: length))", numberOfLines: 0}
            gestures: [{wait: 0.1}]
            """
        }
        #expect(problems(labels(30)).contains { $0.contains("collection.sections") && $0.contains("3000000 characters") })
        #expect(!problems(labels(20)).contains { $0.contains("characters") })
    }

    @Test func aSidewaysBandIsAsTallAsItsCellsMeasure() throws {
        let yaml = Self.scenario("""
                sections:
                  - group:
                      horizontal: {width: 150, height: {estimated: 100}}
                      items: [{width: {fractionalWidth: 1}, height: {estimated: 100}}]
                    orthogonalScrolling: continuous
                    contentInsets: [10, 0, 10, 0]
                  - group:
                      horizontal: {width: {fractionalWidth: 1}, height: 50}
                      items: [{width: {fractionalWidth: 1}, height: {fractionalHeight: 1}}]
            """, sections: "[6, 2]")
        let frame = try #require(Array(Reel(scenario: try Scenario.parse(yaml, file: "band.yaml")).frames()).first)
        // The cells measure their one-line label: 21 + 16 = 37 tall, not the 100-pt estimate;
        // the band holds them and its 10-pt insets (57), and section 1 starts below it.
        let band = try #require(frame.trace.scrollViews.first { $0.id == "main.section[0]" })
        #expect(band.attributes.filter { $0.kind == .cell }.map(\.frame.height).allSatisfy { $0 == 37 })
        #expect(band.contentSize.height == 57)
        #expect(frame.trace.main.attributes.first { $0.kind == .cell && $0.section == 1 }?.frame.minY == 57)
    }

    @Test func aBandBouncesAndDeceleratesAsItsPropertiesSay() throws {
        func band(_ properties: String, gestures: String) throws -> [ScrollViewTrace] {
            let yaml = """
                name: band
                viewport: iphone-se
                fps: 60
                collection:
                  layout: compositional
                  contentInsetAdjustmentBehavior: never
                  sections: [20]
                  compositional:
                    sections:
                      - group:
                          horizontal: {width: 100, height: 100}
                          items: [{width: {fractionalWidth: 1}, height: {fractionalHeight: 1}}]
                        orthogonalScrolling: continuous
                        orthogonalScrollingProperties: \(properties)
                gestures: \(gestures)
                """
            return Array(Reel(scenario: try Scenario.parse(yaml, file: "band.yaml")).frames())
                .compactMap { $0.trace.scrollViews.first { $0.id == "main.section[0]" } }
        }
        // A pull past the leading edge rubber-bands by default and not with bounce never.
        let pull = "[{wait: 0.1}, {drag: {from: [100, 50], by: [120, 0], duration: 0.5}}, {wait: 0.5}]"
        #expect(try band("{}", gestures: pull).map(\.contentOffset.x).min()! < -20)
        #expect(try band("{bounce: never}", gestures: pull).allSatisfy { $0.contentOffset.x == 0 })
        // The same flick (the drag, then 600 pt/s) coasts less when fast: from 600 down to the
        // 10 pt/s stop a coast covers 590 / k, k = 1000 ln(1/d) — 294.7 pt at the main view's
        // normal d 0.998, 58.7 pt at the fast 0.99: 236 pt apart.
        let flick = "[{wait: 0.1}, {fling: {from: [250, 50], velocity: [-600, 0]}}, {wait: 2.5}]"
        let normal = try #require(try band("{}", gestures: flick).last).contentOffset.x
        let fast = try #require(try band("{decelerationRate: fast}", gestures: flick).last).contentOffset.x
        #expect(abs(normal - fast - 236) <= 1)
    }

    @Test func aDiffableListDrawsTheLayoutsOwnDecorations() throws {
        let yaml = """
            name: diffable-list
            viewport: iphone-se
            background: white
            collection:
              layout: compositional
              contentInsetAdjustmentBehavior: never
              dataSource: diffable
              supplementaryViewProvider: false
              sections: [3]
              compositional:
                sections:
                  - list: insetGrouped
            gestures: [{wait: 0.1}]
            """
        let reel = Reel(scenario: try Scenario.parse(yaml, file: "diffable-list.yaml"))
        let frame = try #require(Array(reel.frames()).first)
        // Separators and the backdrop are decoration views: UIKit never asks the data source for
        // them, so nothing is missing from it and the console stays empty.
        #expect(frame.trace.console.isEmpty)
        let fills = reel.displayList(of: frame).items.compactMap { item -> (CGRect, Color)? in
            if case let .fill(rect, color, _) = item { return (rect, color) }
            return nil
        }
        #expect(fills.contains { $0.0 == CGRect(x: 32, y: 63.5, width: 272, height: 0.5) && $0.1 == Color(red: 60, green: 60, blue: 67, alpha: 73) })
        #expect(fills.contains { $0.0 == CGRect(x: 16, y: 20, width: 288, height: 132) && $0.1 == .white })
    }
}
