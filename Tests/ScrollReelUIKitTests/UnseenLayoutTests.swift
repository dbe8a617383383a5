import Foundation
import ReelTrace
import ScrollReel
import ScrollReelUIKit
import Testing

/// Open-source layouts from iOS apps and libraries, copied from their repositories with only the
/// import changed (`Unseen/`, provenance in each file's header), run under a scripted scroll.
@Suite struct UnseenLayoutTests {
    static func frames(_ yaml: String, _ layout: @escaping Scenario.LayoutFactory) throws -> [Frame] {
        Array(Reel(scenario: try Scenario.parse(yaml, file: "unseen.yaml"), layout: layout).frames())
    }

    // MARK: - UPCarouselFlowLayout: targetContentOffset, transform3D, alpha, zIndex

    static let carouselYAML = """
        name: up-carousel
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

    @Test func upCarouselSnapsOntoCardsAndShrinksAndFadesTheSideCards() throws {
        let frames = try Self.frames(Self.carouselYAML) {
            let layout = UPCarouselFlowLayout()
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 200, height: 300)
            return layout
        }
        // prepare() centres the 200-pt cards (60-pt side insets) and sets the line spacing to
        // 40 − (200 − 0.6·200)/2 = 0: a card every 200 pt, card i centred at offset 200·i.
        let offsets = frames.map { $0.trace.scrollViews[0].contentOffset.x }
        let beforeFling = try #require(frames.last { $0.time < 2.4 }).trace.scrollViews[0].contentOffset.x
        #expect(beforeFling == 200)
        let rest = try #require(offsets.last)
        #expect(rest > 200 && rest.truncatingRemainder(dividingBy: 200) == 0)
        // The layout's DecelerationRate(5.0) is clamped to .normal, as UIKit restricts the rate.
        #expect(frames.last!.time > 2.5 && offsets.suffix(10).allSatisfy { $0 == rest })

        let cards = try #require(frames.last).trace.scrollViews[0].attributes.filter { $0.kind == .cell }
        let centre = try #require(cards.first { $0.item == Int(rest / 200) })
        let side = try #require(cards.first { $0.item == Int(rest / 200) + 1 })
        #expect(centre.alpha == 1 && centre.transform.isIdentity && centre.zIndex == 10)
        #expect(side.alpha == 0.6 && side.transform == CGAffineTransform(scaleX: 0.6, y: 0.6) && side.zIndex == 6)
    }

    // MARK: - AlignedCollectionViewFlowLayout: copies, left alignment

    @Test func alignedFlowLayoutPacksEveryLineToTheLeft() throws {
        let yaml = """
            name: aligned
            viewport: iphone-se
            fps: 30
            collection:
              contentInsetAdjustmentBehavior: never
              sectionInset: [10, 10, 10, 10]
              minimumInteritemSpacing: 8
              sections:
                - items: [{size: [90, 30]}, {size: [120, 30]}, {size: [60, 30]}, {size: [150, 30]},
                          {size: [40, 30]}, {size: [200, 30]}, {size: [70, 30]}]
            gestures: [{wait: 0.1}]
            """
        let frames = try Self.frames(yaml) { AlignedCollectionViewFlowLayout(horizontalAlignment: .left, verticalAlignment: .top) }
        let cells = try #require(frames.first).trace.scrollViews[0].attributes.filter { $0.kind == .cell }.map(\.frame)
        // Lines of 300 pt: [90 120 60], [150 40], [200 70]; each starts at the inset and each
        // next cell follows after exactly 8 pt (the flow layout alone would spread them).
        #expect(cells.map(\.minX) == [10, 108, 236, 10, 168, 10, 218])
    }

    // MARK: - A sticky header through invalidation contexts

    @Test func animeDetourStickyHeaderStaysOnTopUnderItsOwnKind() throws {
        let yaml = """
            name: anime-detour
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
        let frames = try Self.frames(yaml) { AnimeDetourStickyHeaderFlowLayout() }
        let kind = AttributeTrace.Kind(rawValue: AnimeDetourStickyHeaderFlowLayout.StickyHeaderElementKind)
        for frame in frames {
            let view = frame.trace.scrollViews[0]
            let header = try #require(view.attributes.first { $0.kind == kind })
            #expect(header.frame == CGRect(x: 0, y: max(view.contentOffset.y, 0), width: 320, height: 50))
            #expect(header.zIndex == 100)
            // Every cell is pushed down by the header's 50 pt.
            let first = view.attributes.first { $0.kind == .cell && $0.item == 0 }
            #expect(first.map { $0.frame.minY == 50 } ?? true)
        }
        #expect(try #require(frames.last).trace.scrollViews[0].contentOffset.y >= 280)
    }

    // MARK: - Pinterest: layoutAttributesClass, a custom attributes subclass, init(coder:)

    final class PhotoHeights: PinterestLayoutDelegate {
        func collectionView(_ collectionView: UICollectionView, heightForPhotoAt indexPath: IndexPath, with width: CGFloat) -> CGFloat {
            [100, 160, 120, 80][indexPath.item % 4]
        }
        func collectionView(_ collectionView: UICollectionView, heightForAnnotationAt indexPath: IndexPath, with width: CGFloat) -> CGFloat {
            20
        }
    }

    @Test func pinterestLayoutStacksColumnsWithItsOwnAttributesClass() throws {
        let yaml = """
            name: pinterest
            viewport: iphone-se
            fps: 30
            collection:
              contentInsetAdjustmentBehavior: never
              sections: [8]
            gestures: [{wait: 0.1}]
            """
        nonisolated(unsafe) var made: PinterestLayout?
        let frames = try Self.frames(yaml) {
            // The tutorial's layout is made by a storyboard: it has only init(coder:).
            let layout = PinterestLayout(coder: NSCoder())!
            layout.delegate = PhotoHeights()
            made = layout
            return layout
        }
        let cells = try #require(frames.first).trace.scrollViews[0].attributes.filter { $0.kind == .cell }
        // Two 160-pt columns, 6-pt padding: heights 6 + photo + 20 + 6, alternating columns.
        #expect(cells.prefix(4).map(\.frame) == [
            CGRect(x: 6, y: 6, width: 148, height: 120), CGRect(x: 166, y: 6, width: 148, height: 180),
            CGRect(x: 6, y: 138, width: 148, height: 140), CGRect(x: 166, y: 198, width: 148, height: 100),
        ])
        let attributes = try #require(made?.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 200)))
        #expect(attributes.allSatisfy { $0 is PinterestLayoutAttributes })
        #expect((attributes.first as? PinterestLayoutAttributes)?.photoHeight == 100)
        let copy = try #require(attributes.first?.copy() as? PinterestLayoutAttributes)
        #expect(copy.photoHeight == 100 && copy.isEqual(attributes.first) && copy !== attributes.first)
    }
}
