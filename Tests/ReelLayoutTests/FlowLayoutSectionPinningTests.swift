import Foundation
import ReelLayout
import Testing

/// Per-section pinning (a scenario's `pinnedSections`): only the listed sections' headers and
/// footers pin while pinning is on.
@Suite struct FlowLayoutSectionPinningTests {
    /// Three sections of 5 full-width 100-high rows under 50-high headers, no line spacing:
    /// section 0 = 0–550 (rows from 50), section 1 = 550–1100 (rows from 600), section 2 = 1100–1650.
    private func makeLayout(
        headersPin: Bool = true, footer: CGFloat = 0, pinned: Set<Int>?
    ) -> (FlowLayout, TestHost) {
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 320, height: 100)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 50)
        layout.footerReferenceSize = CGSize(width: 0, height: footer)
        layout.sectionHeadersPinToVisibleBounds = headersPin
        layout.pinnedSections = pinned
        let host = TestHost(items: [5, 5, 5])
        host.attach(layout)
        return (layout, host)
    }

    private func header(_ host: TestHost, _ layout: FlowLayout, section: Int) -> LayoutAttributes? {
        host.visibleAttributes(layout).supplementary(ElementKind.sectionHeader, section: section)
    }

    @Test func aSectionNotListedDoesNotPin() {
        let (layout, host) = makeLayout(pinned: [0])
        // Offset 200: section 0 (listed) pins at 200, above the cells.
        host.scroll(layout, toY: 200)
        #expect(header(host, layout, section: 0)?.frame == rect(0, 200, 320, 50))
        #expect(header(host, layout, section: 0)?.zIndex == FlowLayout.pinnedSupplementaryZIndex)
        // Offset 560: section 1 is not listed — natural 550, a plain header's zIndex.
        host.scroll(layout, toY: 560)
        #expect(header(host, layout, section: 1)?.frame == rect(0, 550, 320, 50))
        #expect(header(host, layout, section: 1)?.zIndex == FlowLayout.supplementaryZIndex)
        // Offset 700: its natural frame 550–600 has left the visible 700–1268; it is not returned.
        host.scroll(layout, toY: 700)
        #expect(header(host, layout, section: 1) == nil)
        // Listing section 2 invalidates the layout; at offset 1200 it pins.
        layout.pinnedSections = [0, 2]
        host.scroll(layout, toY: 1200)
        #expect(header(host, layout, section: 2)?.frame == rect(0, 1200, 320, 50))
    }

    @Test func aListedSectionDoesNotPinWhilePinningIsOff() {
        let (layout, host) = makeLayout(headersPin: false, pinned: [0])
        host.scroll(layout, toY: 20)
        #expect(header(host, layout, section: 0)?.frame == rect(0, 0, 320, 50))
    }

    @Test func aFooterNotListedDoesNotPin() {
        // 30-high footers: section 0 = header 0–50, rows 50–550, footer 550–580;
        // section 1 = header 580–630, rows 630–1130, footer 1130–1160.
        let (layout, host) = makeLayout(headersPin: false, footer: 30, pinned: [1, 2])
        layout.sectionFootersPinToVisibleBounds = true
        layout.prepareIfNeeded()
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
