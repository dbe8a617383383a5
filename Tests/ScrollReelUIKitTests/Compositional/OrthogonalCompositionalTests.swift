import Foundation
import ReelTrace
import ScrollReel
import Testing

/// Sideways sections of a compositional layout: each is one band in the page with a scroll view
/// of its own (trace id `main.section[N]`), as UIKit embeds one, and comes to rest as its
/// `orthogonalScrollingBehavior` says.
@Suite struct OrthogonalCompositionalTests {
    static func frames() throws -> [FrameTrace] {
        try CompositionalLayoutTests.frames("[6, 8, 8]", gestures: """
            [{wait: 0.2},
             {fling: {from: [200, 100], velocity: [-900, 0]}}, {wait: 1.2},
             {fling: {from: [200, 260], velocity: [-1100, 0]}}, {wait: 1.6},
             {fling: {from: [200, 370], velocity: [-700, 0]}}, {wait: 1.2}]
            """, layout: appStoreLayout)
    }

    static func band(_ frame: FrameTrace, _ section: Int) -> ScrollViewTrace {
        frame.scrollViews.first { $0.id == "main.section[\(section)]" }!
    }

    @Test func eachSidewaysSectionIsABandWithItsOwnScrollView() throws {
        let first = try Self.frames()[0]
        #expect(first.scrollViews.map(\.id) == ["main", "main.section[0]", "main.section[1]", "main.section[2]"])
        // In the page, each band is item 0 of its section, across the width: 200, 8 + 100 + 8, 80 tall.
        let bands = first.scrollViews[0].attributes.filter { $0.kind == .cell }.map(\.frame)
        #expect(bands == [CGRect(x: 0, y: 0, width: 320, height: 200), CGRect(x: 0, y: 200, width: 320, height: 116),
                          CGRect(x: 0, y: 316, width: 320, height: 80)])
        // The shelf: 150-pt groups 10 apart from the 16-pt leading inset, 8 pt down (two in view).
        let shelf = Self.band(first, 1)
        let cells = shelf.attributes.filter { $0.kind == .cell }.sorted { $0.item < $1.item }.map(\.frame)
        #expect(cells == [16, 176].map { CGRect(x: $0, y: 8, width: 150, height: 100) })
        #expect(shelf.contentSize == CGSize(width: 16 + 8 * 150 + 7 * 10 + 16, height: 116))
        // The carousel: 0.8 × 320 = 256-pt groups, the first centred (32 pt each side).
        let carousel = Self.band(first, 0)
        #expect(carousel.attributes.first { $0.item == 0 }?.frame == CGRect(x: 32, y: 0, width: 256, height: 200))
    }

    @Test func eachBandComesToRestAsItsBehaviourSays() throws {
        let frames = try Self.frames()
        let last = frames.last!
        // Centred group paging: pages of a group and its spacing, 266 pt.
        let carousel = Self.band(last, 0).contentOffset.x
        #expect(carousel > 0 && carousel.truncatingRemainder(dividingBy: 266) == 0)
        // Leading-boundary coasting: a group's leading edge at the inset, a multiple of 160.
        let shelf = Self.band(last, 1).contentOffset.x
        #expect(shelf > 160 && shelf.truncatingRemainder(dividingBy: 160) == 0)
        // Group paging: a page of 140 + 12.
        #expect(Self.band(last, 2).contentOffset.x == 152)
        // The page itself did not move.
        #expect(last.scrollViews[0].contentOffset.y == 0)
    }

    @Test func theVisibleItemsHandlerShrinksTheSideCards() throws {
        let last = try Self.frames().last!
        let carousel = Self.band(last, 0)
        let offset = carousel.contentOffset.x
        let cells = carousel.attributes.filter { $0.kind == .cell }
        // The centred card is full size; its neighbours, 266 pt off centre, are scaled to
        // max(1 − 266 / 320, 0.8) = 0.8.
        let centred = try #require(cells.first { abs($0.frame.midX - offset - 160) < 1 })
        #expect(centred.transform == .identity)
        let side = try #require(cells.first { abs($0.frame.midX - offset - 160 - 266) < 1 })
        #expect(side.transform == CGAffineTransform(scaleX: 0.8, y: 0.8))
    }
}
