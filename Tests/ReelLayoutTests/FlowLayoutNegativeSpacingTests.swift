import Foundation
import ReelLayout
import Testing

/// UIKit accepts negative spacings; overlapping carousels are built on a negative
/// `minimumLineSpacing` in a horizontal flow layout.
@Suite struct FlowLayoutNegativeSpacingTests {
    @Test func aNegativeLineSpacingOverlapsTheCardsOfACarousel() {
        // Horizontal: each line is one 300 × 200 card in a 320 × 200 view; lines step by
        // 300 − 40 = 260 pt.
        let layout = FlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 300, height: 200)
        layout.minimumLineSpacing = -40
        let host = TestHost(width: 320, height: 200, items: [5])
        host.attach(layout)
        #expect(LayoutDump.text(layout, in: CGRect(x: 0, y: 0, width: 2000, height: 200)) == """
            cell 0.0 {{0, 0}, {300, 200}} z0
            cell 0.1 {{260, 0}, {300, 200}} z0
            cell 0.2 {{520, 0}, {300, 200}} z0
            cell 0.3 {{780, 0}, {300, 200}} z0
            cell 0.4 {{1040, 0}, {300, 200}} z0
            """)
        #expect(layout.collectionViewContentSize == CGSize(width: 1340, height: 200))
        // A rect inside the overlap of cards 1 and 2 finds both.
        #expect(LayoutDump.text(layout, in: CGRect(x: 530, y: 0, width: 20, height: 10))
            == "cell 0.1 {{260, 0}, {300, 200}} z0\ncell 0.2 {{520, 0}, {300, 200}} z0")
    }

    @Test func linesThatStepBackwardsAreStillFound() {
        // A line spacing below −(line length) moves each line back: 100-pt rows at y = 0, −50, −100.
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 320, height: 100)
        layout.minimumLineSpacing = -150
        let host = TestHost(items: [3])
        host.attach(layout)
        let rows = (layout.layoutAttributesForElements(in: CGRect(x: 0, y: -200, width: 320, height: 400)) ?? [])
        #expect(rows.map(\.frame.minY) == [0, -50, -100])
        // Rows 0 (0…100) and 1 (−50…50) cover y = 10…20; row 2 (−100…0) does not.
        #expect((layout.layoutAttributesForElements(in: CGRect(x: 0, y: 10, width: 320, height: 10)) ?? []).map(\.indexPath.item) == [0, 1])
    }

    @Test func aNegativeInteritemSpacingOverlapsItemsOfALine() {
        // 320 available, 120-wide items, spacing −20: 120 + 3 × 100 = 420 > 320, so 3 fit
        // (120 + 2 × 100 = 320); a full line is justified, and 320 − 360 < 0 spreads them
        // exactly −20 apart: x = 0, 100, 200.
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 120, height: 50)
        layout.minimumInteritemSpacing = -20
        let host = TestHost(items: [4])
        host.attach(layout)
        #expect((0..<4).compactMap { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.origin }
            == [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 200, y: 0), CGPoint(x: 0, y: 60)])
    }
}
