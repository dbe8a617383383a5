import Foundation
import ReelLayout
import Testing

/// Per-section pinning: `collectionView(_:layout:shouldPinHeaderInSection:)` and its footer twin.
@Suite struct FlowLayoutSectionPinningTests {
    /// Three sections of 5 full-width 100-high rows under 50-high headers, no line spacing:
    /// section 0 = 0–550 (rows from 50), section 1 = 550–1100 (rows from 600), section 2 = 1100–1650.
    private func makeLayout(
        headersPin: Bool = true, footer: CGFloat = 0, delegate: SizeDelegate
    ) -> (FlowLayout, TestHost) {
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 320, height: 100)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 50)
        layout.footerReferenceSize = CGSize(width: 0, height: footer)
        layout.sectionHeadersPinToVisibleBounds = headersPin
        layout.delegate = delegate
        let host = TestHost(items: [5, 5, 5])
        host.attach(layout)
        return (layout, host)
    }

    private func header(_ host: TestHost, _ layout: FlowLayout, section: Int) -> LayoutAttributes? {
        host.visibleAttributes(layout).supplementary(ElementKind.sectionHeader, section: section)
    }

    @Test func sectionAnsweringFalseDoesNotPin() {
        let delegate = SizeDelegate()
        delegate.pinsHeader = [1: false]
        let (layout, host) = makeLayout(delegate: delegate)
        // Offset 200: section 0 (nil answer) pins at 200, above the cells.
        host.scroll(layout, toY: 200)
        #expect(header(host, layout, section: 0)?.frame == rect(0, 200, 320, 50))
        #expect(header(host, layout, section: 0)?.zIndex == FlowLayout.pinnedSupplementaryZIndex)
        // Offset 560: section 1 answered false — natural 550, a plain header's zIndex.
        host.scroll(layout, toY: 560)
        #expect(header(host, layout, section: 1)?.frame == rect(0, 550, 320, 50))
        #expect(header(host, layout, section: 1)?.zIndex == FlowLayout.supplementaryZIndex)
        // Offset 700: its natural frame 550–600 has left the visible 700–1268; it is not returned.
        host.scroll(layout, toY: 700)
        #expect(header(host, layout, section: 1) == nil)
        // Offset 1200: section 2 answered true (explicitly) and pins at 1200.
        delegate.pinsHeader[2] = true
        layout.invalidateLayout()
        host.scroll(layout, toY: 1200)
        #expect(header(host, layout, section: 2)?.frame == rect(0, 1200, 320, 50))
    }

    @Test func answersAreCachedWithTheOtherMetrics() {
        let delegate = SizeDelegate()
        let (layout, host) = makeLayout(delegate: delegate)
        // One header question per section (footers do not pin, so they are not asked).
        #expect(delegate.pinRequests == 3)
        host.scroll(layout, toY: 300)
        _ = host.visibleAttributes(layout)
        host.resize(layout, to: CGSize(width: 375, height: 667))
        _ = host.visibleAttributes(layout)
        #expect(delegate.pinRequests == 3)
        // Only a full invalidation re-asks.
        layout.invalidateLayout()
        layout.prepareIfNeeded()
        #expect(delegate.pinRequests == 6)
    }

    @Test func delegateIsNotAskedWhilePinningIsOff() {
        let delegate = SizeDelegate()
        delegate.pinsHeader = [0: true]
        let (layout, host) = makeLayout(headersPin: false, delegate: delegate)
        #expect(delegate.pinRequests == 0)
        // A true answer cannot switch pinning on: the header scrolls with the content.
        host.scroll(layout, toY: 20)
        #expect(header(host, layout, section: 0)?.frame == rect(0, 0, 320, 50))
    }

    @Test func footerAnsweringFalseDoesNotPin() {
        // 30-high footers: section 0 = header 0–50, rows 50–550, footer 550–580;
        // section 1 = header 580–630, rows 630–1130, footer 1130–1160.
        let delegate = SizeDelegate()
        delegate.pinsFooter = [0: false]
        let (layout, host) = makeLayout(headersPin: false, footer: 30, delegate: delegate)
        layout.sectionFootersPinToVisibleBounds = true
        layout.prepareIfNeeded()
        #expect(delegate.pinRequests == 3)
        func footer(_ section: Int) -> CGRect? {
            host.visibleAttributes(layout).supplementary(ElementKind.sectionFooter, section: section)?.frame
        }
        // Offset 0: section 0's footer stays at 550 (visible end 568 would pin it at 538).
        #expect(footer(0) == rect(0, 550, 320, 30))
        // Offset 500: visible end 1068; section 1's footer pins at max(min(1130, 1068 − 30), 630) = 1038.
        host.scroll(layout, toY: 500)
        #expect(footer(1) == rect(0, 1038, 320, 30))
    }
}
