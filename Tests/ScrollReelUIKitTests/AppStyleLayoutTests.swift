import Foundation
import ReelTrace
import ScrollReel
import ScrollReelUIKit
import Testing

/// Layouts written the way iOS apps write them (`AppStyleLayouts/`, each importing only
/// ScrollReelUIKit as an app's file imports UIKit), run under a scripted scroll and checked on
/// values worked out from their geometry.
@Suite struct AppStyleLayoutTests {
    static func frames(_ yaml: String, _ layout: @escaping Scenario.LayoutFactory) throws -> [Frame] {
        Array(Reel(scenario: try Scenario.parse(yaml, file: "app-style.yaml"), layout: layout).frames())
    }

    static func cells(_ frame: Frame) -> [AttributeTrace] {
        frame.trace.scrollViews[0].attributes.filter { $0.kind == .cell }.sorted { $0.item < $1.item }
    }

    // MARK: - ScalingCarouselLayout: prepare, DecelerationRate(rawValue:), targetContentOffset, transform3D

    static let carouselYAML = """
        name: scaling-carousel
        viewport: iphone-se          # 320 × 568 pt at @2x
        fps: 30
        collection:
          contentInsetAdjustmentBehavior: never
          sections: [8]
        gestures:
          - wait: 0.2
          - drag: {from: [250, 300], by: [-150, 0], duration: 0.5}
          - hold: 0.3
          - release                                   # at rest: to the nearest card
          - wait: 1.5
          - fling: {from: [250, 300], velocity: [-1200, 0]}
          - wait: 3
        """

    @Test func scalingCarouselRestsOnCardsAndShrinksFadesAndLowersTheSideCards() throws {
        let frames = try Self.frames(Self.carouselYAML) {
            let layout = ScalingCarouselLayout()
            layout.itemSize = CGSize(width: 200, height: 300)
            layout.sideItemScale = 0.7
            layout.sideItemAlpha = 0.5
            layout.sideItemOffset = 20
            layout.cardSpacing = .gap(40)
            return layout
        }
        // prepare(): side insets (320 − 200) / 2 = 60 and (568 − 300) / 2 = 134 centre the cards;
        // a side card at 0.7 is 200 × 0.3 / 2 = 30 pt shorter at each end, so a 40-pt gap needs a
        // line spacing of 10: a card every 210 pt, card n centred at offset 210 n.
        let offsets = frames.map { $0.trace.scrollViews[0].contentOffset.x }
        // Held still after dragging 150 pt: the nearest card to offset 150 is card 1.
        let beforeFling = try #require(frames.last { $0.time < 2.4 }).trace.scrollViews[0].contentOffset.x
        #expect(beforeFling == 210)
        // The flick drags 0.1 s at 1200 pt/s (to about 330) and lifts at 1200 pt/s. At the
        // layout's rate of 0.996 per ms, momentum travels 1200 / (−1000 ln 0.996) ≈ 299 pt:
        // proposed ≈ 629, nearest card 3 (630). At .normal (0.998) it would go ≈ 599 pt, to card
        // 4; at .fast (0.99) ≈ 119 pt, to card 2.
        let rest = try #require(offsets.last)
        let cardThree: CGFloat = 3 * 210
        #expect(rest == cardThree)
        #expect(frames.last!.time > 2.5 && offsets.suffix(10).allSatisfy { $0 == rest })

        let cards = Self.cells(try #require(frames.last))
        let centre = try #require(cards.first { $0.item == 3 })
        let side = try #require(cards.first { $0.item == 4 })
        // The centred card at full size and opacity, in front; the next one, a pitch away, at
        // the side values, behind it and lowered by sideItemOffset.
        #expect(centre.alpha == 1 && centre.transform.isIdentity && centre.zIndex == 100)
        #expect(centre.frame == CGRect(x: 60 + 3 * 210, y: 134, width: 200, height: 300))
        #expect(side.alpha == 0.5 && side.transform == CGAffineTransform(scaleX: 0.7, y: 0.7) && side.zIndex == 0)
        #expect(side.frame == CGRect(x: 60 + 4 * 210, y: 134 + 20, width: 200, height: 300))
    }

    // MARK: - AlignedFlowLayout: prepare, copies, line alignment

    static func alignedYAML(_ items: String) -> String {
        """
        name: aligned
        viewport: iphone-se
        fps: 30
        collection:
          contentInsetAdjustmentBehavior: never
          sectionInset: [10, 10, 10, 10]
          minimumInteritemSpacing: 8
          sections:
            - items: \(items)
        gestures: [{wait: 0.1}]
        """
    }

    @Test func alignedFlowLayoutPacksEveryLineToTheLeadingEdge() throws {
        let yaml = Self.alignedYAML("""
            [{size: [90, 30]}, {size: [120, 30]}, {size: [60, 30]}, {size: [150, 30]},
                          {size: [40, 30]}, {size: [200, 30]}, {size: [70, 30]}]
            """)
        nonisolated(unsafe) var made: AlignedFlowLayout?
        let frames = try Self.frames(yaml) {
            let layout = AlignedFlowLayout(horizontal: .leading, vertical: .top)
            made = layout
            return layout
        }
        let cells = Self.cells(try #require(frames.first)).map(\.frame)
        // Lines of 300 pt: [90 120 60], [150 40], [200 70]; each starts at the inset and each
        // next cell follows after exactly 8 pt (the flow layout alone would spread them).
        #expect(cells.map(\.minX) == [10, 108, 236, 10, 168, 10, 218])
        // 30-pt lines 10 pt apart (the flow's default line spacing) from the 10-pt inset.
        #expect(cells.map(\.minY) == [10, 10, 10, 50, 50, 90, 90])
        // It hands out copies, never the flow layout's cached objects: asked twice, it answers
        // with new objects holding the same frames.
        let layout = try #require(made)
        let rect = CGRect(x: 0, y: 0, width: 320, height: 200)
        let once = try #require(layout.layoutAttributesForElements(in: rect))
        let again = try #require(layout.layoutAttributesForElements(in: rect))
        #expect(once.count == 7 && zip(once, again).allSatisfy { $0 !== $1 && $0.frame == $1.frame })
    }

    @Test func alignedFlowLayoutPacksToTheTrailingEdgeOnACommonBottom() throws {
        let yaml = Self.alignedYAML("""
            [{size: [90, 30]}, {size: [120, 50]}, {size: [60, 30]}, {size: [150, 40]},
                          {size: [40, 20]}, {size: [200, 30]}, {size: [70, 60]}]
            """)
        let frames = try Self.frames(yaml) { AlignedFlowLayout(horizontal: .trailing, vertical: .bottom) }
        let cells = Self.cells(try #require(frames.first)).map(\.frame)
        // Left to right, trailing is right: each line ends at 320 − 10 = 310. Line widths
        // 90 + 120 + 60 + 2 × 8 = 286, 150 + 40 + 8 = 198, 200 + 70 + 8 = 278.
        // So the lines start at 24, 112 and 32, and each next cell follows after 8 pt.
        let expectedX: [CGFloat] = [24, 24 + 90 + 8, 24 + 90 + 8 + 120 + 8, 112, 112 + 150 + 8, 32, 32 + 200 + 8]
        #expect(cells.map(\.minX) == expectedX)
        #expect(cells.map(\.maxX).filter { $0 == 310 }.count == 3)
        // The flow's lines are as tall as their tallest cell: 10…60, 70…110, 120…180; every cell
        // sits on its line's bottom.
        #expect(cells.map(\.maxY) == [60, 60, 60, 110, 110, 180, 180])
        #expect(cells.map(\.minY) == [30, 10, 30, 70, 90, 150, 120])
    }

    // MARK: - StickyBannerFlowLayout: its own supplementary kind, invalidation contexts

    static let bannerYAML = """
        name: sticky-banner
        viewport: iphone-se
        fps: 30
        collection:
          contentInsetAdjustmentBehavior: never
          itemSize: [320, 80]
          sections: [30]
        gestures:
          - wait: 0.1
          - drag: {from: [160, 450], by: [0, -300], duration: 0.6}
          - hold: 0.2
          - release
          - wait: 0.2
        """

    @Test func stickyBannerStaysOnTopOfTheVisibleAreaAndPushesTheContentDown() throws {
        nonisolated(unsafe) var made: StickyBannerFlowLayout?
        let frames = try Self.frames(Self.bannerYAML) {
            let layout = StickyBannerFlowLayout()
            made = layout
            return layout
        }
        let kind = AttributeTrace.Kind(rawValue: StickyBannerFlowLayout.bannerKind)
        for frame in frames {
            let view = frame.trace.scrollViews[0]
            let banners = view.attributes.filter { $0.kind == kind }
            #expect(banners.count == 1)
            #expect(banners.first?.frame == CGRect(x: 0, y: max(view.contentOffset.y, 0), width: 320, height: 50))
            #expect(banners.first?.zIndex == 1100)
            // Full-width 80-pt rows 10 pt apart (the flow's line spacing), 50 pt lower.
            for cell in view.attributes where cell.kind == .cell {
                #expect(cell.frame == CGRect(x: 0, y: 50 + 90 * CGFloat(cell.item), width: 320, height: 80))
            }
        }
        let last = try #require(frames.last).trace.scrollViews[0]
        #expect(last.contentOffset.y >= 280)
        // The flow's 30 × 80 + 29 × 10 = 2690 pt, plus the banner.
        #expect(last.contentSize == CGSize(width: 320, height: 2690 + 50))

        // A bounds change invalidates the banner by name, on top of the flow's own context.
        let layout = try #require(made)
        let context = layout.invalidationContext(forBoundsChange: CGRect(x: 0, y: 40, width: 320, height: 568))
        #expect(context.invalidatedSupplementaryIndexPaths?[StickyBannerFlowLayout.bannerKind] == [IndexPath(item: 0, section: 0)])
        #expect((context as? UICollectionViewFlowLayoutInvalidationContext)?.invalidateFlowLayoutAttributes == false)
    }

    @Test func stickyBannerKeepsItsTopMargin() throws {
        let frames = try Self.frames(Self.bannerYAML) {
            let layout = StickyBannerFlowLayout()
            layout.bannerTopMargin = 20
            layout.bannerHeight = 44
            return layout
        }
        for frame in frames {
            let view = frame.trace.scrollViews[0]
            let banner = view.attributes.first { $0.kind.rawValue == StickyBannerFlowLayout.bannerKind }
            #expect(banner?.frame == CGRect(x: 0, y: max(view.contentOffset.y, 0) + 20, width: 320, height: 44))
            #expect(view.attributes.first { $0.kind == .cell && $0.item == 0 }.map { $0.frame.minY == 44 } ?? true)
        }
    }

    // MARK: - WaterfallLayout: layoutAttributesClass, a custom attributes subclass, init(coder:), a delegate

    final class TileHeights: WaterfallLayoutDelegate {
        var widthsAsked: Set<CGFloat> = []
        func waterfallLayout(_ layout: WaterfallLayout, mediaHeightForItemAt indexPath: IndexPath,
                             columnWidth: CGFloat) -> CGFloat {
            widthsAsked.insert(columnWidth)
            return [200, 60, 60, 100][indexPath.item % 4]
        }
        func waterfallLayout(_ layout: WaterfallLayout, captionHeightForItemAt indexPath: IndexPath) -> CGFloat {
            20
        }
    }

    @Test func waterfallLayoutFillsTheShortestColumnWithItsOwnAttributesClass() throws {
        let yaml = """
            name: waterfall
            viewport: iphone-se
            fps: 30
            collection:
              contentInsetAdjustmentBehavior: never
              sections: [8]
            gestures: [{wait: 0.1}]
            """
        nonisolated(unsafe) let heights = TileHeights()
        nonisolated(unsafe) var made: WaterfallLayout?
        let frames = try Self.frames(yaml) {
            // Made as a storyboard makes it: through init(coder:).
            let layout = WaterfallLayout(coder: NSCoder())!
            layout.delegate = heights
            made = layout
            return layout
        }
        // Two columns of (320 − 3 × 8) / 2 = 148 pt at x 8 and 164; tiles media + 20 tall, 8 apart.
        // Tile heights 220, 80, 80, 120, … go to the shorter column (the left on a tie):
        // 0 left 8…228; 1 right 8…88; 2 right 96…176; 3 right 184…304; 4 left 236…456 (the left
        // ends at 236, the right at 312); 5 right 312…392; 6 right 400…480; 7 left 464…584.
        #expect(heights.widthsAsked == [148])
        let view = try #require(frames.first).trace.scrollViews[0]
        #expect(Self.cells(try #require(frames.first)).map(\.frame) == [
            CGRect(x: 8, y: 8, width: 148, height: 220), CGRect(x: 164, y: 8, width: 148, height: 80),
            CGRect(x: 164, y: 96, width: 148, height: 80), CGRect(x: 164, y: 184, width: 148, height: 120),
            CGRect(x: 8, y: 236, width: 148, height: 220), CGRect(x: 164, y: 312, width: 148, height: 80),
            CGRect(x: 164, y: 400, width: 148, height: 80), CGRect(x: 8, y: 464, width: 148, height: 120),
        ])
        // The taller column ends at 584, plus the 8-pt spacing below it.
        #expect(view.contentSize == CGSize(width: 320, height: 592))

        let layout = try #require(made)
        #expect(type(of: layout).layoutAttributesClass == WaterfallLayoutAttributes.self)
        // Tiles 0 (8…228) and 1 (8…88) reach into the top 90 pt; tile 2 starts at 96.
        let attributes = try #require(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 90)))
        #expect(attributes.count == 2 && attributes.allSatisfy { $0 is WaterfallLayoutAttributes })
        let first = try #require(attributes.first as? WaterfallLayoutAttributes)
        #expect(first.mediaHeight == 200)
        let copy = try #require(first.copy() as? WaterfallLayoutAttributes)
        #expect(copy.mediaHeight == 200 && copy.isEqual(first) && copy !== first)
        // isEqual compares the added property too.
        copy.mediaHeight = 199
        #expect(!copy.isEqual(first))
    }
}
