import Foundation
import ReelLayout
import Testing

/// `sectionHeadersPinToVisibleBounds` / `sectionFootersPinToVisibleBounds`.
@Suite struct FlowLayoutPinningTests {
    /// Two sections of 5 full-width 100-high rows under 50-high headers, no line spacing:
    /// section 0 = header 0–50, rows 50–550; section 1 = header 550–600, rows 600–1100.
    private func makeLayout(inset: UIEdgeInsets = .zero) -> (FlowLayout, TestHost) {
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 320, height: 100)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 50)
        layout.sectionHeadersPinToVisibleBounds = true
        let host = TestHost(items: [5, 5], inset: inset)
        host.attach(layout)
        return (layout, host)
    }

    private func headerY(_ host: TestHost, _ layout: FlowLayout, section: Int) -> CGFloat? {
        host.visibleAttributes(layout).supplementary(ElementKind.sectionHeader, section: section)?.frame.minY
    }

    @Test func headerPinsToTheTopAndIsPushedOffBySectionEnd() {
        let (layout, host) = makeLayout()
        #expect(layout.collectionViewContentSize.height == 1100)
        // Offset 0: natural position.
        #expect(headerY(host, layout, section: 0) == 0)
        // Offset 200: pinned at the offset; section 1's header is still natural at 550.
        host.scroll(layout, toY: 200)
        #expect(headerY(host, layout, section: 0) == 200)
        #expect(headerY(host, layout, section: 1) == 550)
        // Offset 520: min(520, 550 − 50) = 500, pushed up by the section end.
        host.scroll(layout, toY: 520)
        #expect(headerY(host, layout, section: 0) == 500)
        // Offset 700: section 0 (ends at 550) is gone; section 1's header pins at 700.
        host.scroll(layout, toY: 700)
        #expect(headerY(host, layout, section: 0) == nil)
        #expect(headerY(host, layout, section: 1) == 700)
    }

    @Test func noPinningDuringTopOverscroll() {
        let (layout, host) = makeLayout()
        host.scroll(layout, toY: -80)
        #expect(headerY(host, layout, section: 0) == 0)
    }

    @Test func pinnedPositionIncludesTheAdjustedTopInset() {
        // Under a 64-point bar: rest offset −64 → max(0, −64 + 64) = 0; offset 100 → 164.
        let (layout, host) = makeLayout(inset: UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        host.scroll(layout, toY: -64)
        #expect(headerY(host, layout, section: 0) == 0)
        host.scroll(layout, toY: 100)
        #expect(headerY(host, layout, section: 0) == 164)
    }

    @Test func pinnedHeaderIsReturnedWhenItsNaturalFrameIsOutsideTheRect() {
        let (layout, host) = makeLayout()
        host.scroll(layout, toY: 200)
        // The query rect 200–768 does not contain the natural header (0–50).
        let header = host.visibleAttributes(layout).supplementary(ElementKind.sectionHeader, section: 0)
        #expect(header?.frame == rect(0, 200, 320, 50))
        #expect(header?.zIndex == FlowLayout.pinnedSupplementaryZIndex)
        #expect(layout.layoutAttributesForSupplementaryView(
            ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))?.frame.minY == 200)
    }

    @Test func pinnedFooterSticksToTheBottomButNeverBelowItsNaturalPosition() {
        // One section of 10 rows (0–1000) and a 30-high footer at 1000; viewport 568.
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 320, height: 100)
        layout.minimumLineSpacing = 0
        layout.footerReferenceSize = CGSize(width: 0, height: 30)
        layout.sectionFootersPinToVisibleBounds = true
        let host = TestHost(items: [10])
        host.attach(layout)
        func footerY() -> CGFloat? {
            host.visibleAttributes(layout).supplementary(ElementKind.sectionFooter, section: 0)?.frame.minY
        }
        // Offset 0: max(min(1000, 568 − 30), 0) = 538.
        #expect(footerY() == 538)
        // Offset 500: visible end 1068; min(1000, 1038) = 1000, its natural position.
        host.scroll(layout, toY: 500)
        #expect(footerY() == 1000)
    }

    @Test func horizontalHeadersPinToTheLeftEdge() {
        // Horizontal, 320 × 200: 40-wide headers, 100 × 200 columns with no line spacing.
        // Section 0 = header 0–40, columns 40…540; section 1 = header 540–580.
        let layout = FlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 200)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 40, height: 0)
        layout.sectionHeadersPinToVisibleBounds = true
        let host = TestHost(width: 320, height: 200, items: [5, 5])
        host.attach(layout)
        func header(atX x: CGFloat) -> CGRect? {
            let old = host.bounds
            host.bounds.origin.x = x
            layout.boundsDidChange(to: host.bounds, from: old)
            layout.prepareIfNeeded()
            return host.visibleAttributes(layout).supplementary(ElementKind.sectionHeader, section: 0)?.frame
        }
        #expect(header(atX: 300) == rect(300, 0, 40, 200))
        // min(520, 540 − 40) = 500: pushed left by the end of section 0.
        #expect(header(atX: 520) == rect(500, 0, 40, 200))
        #expect(header(atX: -30) == rect(0, 0, 40, 200))
    }
}
