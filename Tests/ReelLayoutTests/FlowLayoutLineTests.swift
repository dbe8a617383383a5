import Foundation
import ReelLayout
import Testing

/// Line breaking, justification and alignment inside one section of a vertical flow layout.
@Suite struct FlowLayoutLineTests {
    /// A vertical flow layout with `itemSize`, attached to a 320-wide host.
    private func makeLayout(items: Int, itemSize: CGSize, inset: UIEdgeInsets = .zero,
                            delegate: SizeDelegate? = nil) -> (FlowLayout, TestHost) {
        let layout = FlowLayout()
        layout.itemSize = itemSize
        layout.sectionInset = inset
        let host = TestHost(items: [items])
        host.attach(layout)
        layout.collectionView?.delegate = delegate
        return (layout, host)
    }

    private func frames(_ layout: FlowLayout, count: Int) -> [CGRect] {
        (0..<count).compactMap { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
    }

    @Test func lineBreakingAndJustification() {
        // 320 available: 90, 90 + 10 + 90 = 190, 190 + 10 + 90 = 290 fits, 390 does not: 3 a line.
        // Justified: (320 − 3 × 90) / 2 = 25 between items → x = 0, 115, 230.
        // Lines at y = 0, 90 + 10 = 100, 200.
        let (layout, host) = makeLayout(items: 7, itemSize: CGSize(width: 90, height: 90))
        #expect(frames(layout, count: 7) == [
            rect(0, 0, 90, 90), rect(115, 0, 90, 90), rect(230, 0, 90, 90),
            rect(0, 100, 90, 90), rect(115, 100, 90, 90), rect(230, 100, 90, 90),
            rect(0, 200, 90, 90),  // last line keeps column 0
        ])
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 290))
        _ = host
    }

    @Test func sectionInsetNarrowsTheLineAndLastLineKeepsColumns() {
        // 320 − 10 − 10 = 300 available; 3 × 90 + 2 × 10 = 290 fits; gap (300 − 270) / 2 = 15:
        // x = 10, 10 + 90 + 15 = 115, 220. The last line's 2 items stay in columns 0 and 1.
        let (layout, host) = makeLayout(items: 5, itemSize: CGSize(width: 90, height: 90),
                                        inset: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
        #expect(frames(layout, count: 5) == [
            rect(10, 0, 90, 90), rect(115, 0, 90, 90), rect(220, 0, 90, 90),
            rect(10, 100, 90, 90), rect(115, 100, 90, 90),
        ])
        _ = host
    }

    @Test func singleLineNotFullUsesTheGridColumns() {
        // Only 2 of a possible 3 items: laid out as if the line had 3, so x = 0 and 115
        // (not packed at 0 and 100, not spread to 0 and 230).
        let (layout, host) = makeLayout(items: 2, itemSize: CGSize(width: 90, height: 90))
        #expect(frames(layout, count: 2) == [rect(0, 0, 90, 90), rect(115, 0, 90, 90)])
        _ = host
    }

    @Test func singleItemSectionIsCentred() {
        // One item of 100 in 320 − 20 − 0 = 300: x = 20 + (300 − 100) / 2 = 120.
        let (layout, host) = makeLayout(items: 1, itemSize: CGSize(width: 100, height: 50),
                                        inset: UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0))
        #expect(frames(layout, count: 1) == [rect(120, 0, 100, 50)])
        _ = host
    }

    @Test func loneItemInALineIsCentred() {
        // 200 + 10 + 200 = 410 > 320: one item per line, each centred at (320 − 200) / 2 = 60,
        // the last one too (a completed last line would still hold one item).
        let (layout, host) = makeLayout(items: 3, itemSize: CGSize(width: 200, height: 40))
        #expect(frames(layout, count: 3) == [rect(60, 0, 200, 40), rect(60, 50, 200, 40), rect(60, 100, 200, 40)])
        _ = host
    }

    @Test func differingSizesJustifyFullLinesAndPackTheLastLineLeft() {
        // Widths 100, 120, 60 | 80, 60: 100 + 10 + 120 + 10 + 60 = 300 fits, + 10 + 80 = 390 does
        // not. Line 1 justified: (320 − 280) / 2 = 20 → x = 0, 120, 260.
        // Line 2 is the last line with differing sizes: packed left with 10 → x = 0, 90.
        // Heights 50, 100, 70 in line 1 (height 100) are centred: y = 25, 0, 15.
        // Line 2 at y = 100 + 10 = 110, both 40 high.
        let delegate = SizeDelegate(sizes: [
            CGSize(width: 100, height: 50), CGSize(width: 120, height: 100), CGSize(width: 60, height: 70),
            CGSize(width: 80, height: 40), CGSize(width: 60, height: 40),
        ])
        let (layout, host) = makeLayout(items: 5, itemSize: .zero, delegate: delegate)
        #expect(frames(layout, count: 5) == [
            rect(0, 25, 100, 50), rect(120, 0, 120, 100), rect(260, 15, 60, 70),
            rect(0, 110, 80, 40), rect(90, 110, 60, 40),
        ])
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 150))
        _ = host
    }

    @Test func wideFirstItemGetsALineOfItsOwnCentred() {
        // 250 then 100: 250 + 10 + 100 = 360 > 320, so 250 is alone (centred at 35); the last line
        // 100, 100 (differing sizes in the section) packs left: x = 0, 110.
        let delegate = SizeDelegate(sizes: [
            CGSize(width: 250, height: 30), CGSize(width: 100, height: 30), CGSize(width: 100, height: 30),
        ])
        let (layout, host) = makeLayout(items: 3, itemSize: .zero, delegate: delegate)
        #expect(frames(layout, count: 3) == [rect(35, 0, 250, 30), rect(0, 40, 100, 30), rect(110, 40, 100, 30)])
        _ = host
    }

    @Test func delegateGivingEqualSizesBehavesLikeItemSize() {
        // Same sizes from the delegate: a uniform grid, so the last line keeps its columns.
        let delegate = SizeDelegate(sizes: Array(repeating: CGSize(width: 90, height: 90), count: 4))
        let (layout, host) = makeLayout(items: 4, itemSize: .zero, delegate: delegate)
        #expect(frames(layout, count: 4).map(\.minX) == [0, 115, 230, 0])
        _ = host
    }
}
