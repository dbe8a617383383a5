import Foundation
import ReelLayout
import Testing

/// UITableView geometry: stacking, floating plain headers, non-floating grouped headers.
@Suite struct TableLayoutTests {
    /// 100-point table header, then 2 sections of a 28-high header and 3 rows of 44:
    /// section 0 = header 100–128, rows 128, 172, 216 → 260; section 1 = header 260–288,
    /// rows 288, 332, 376 → 420. Viewport 320 × 200.
    private func makeLayout(_ style: TableLayout.Style) -> (TableLayout, TestHost) {
        let layout = TableLayout(style: style)
        layout.tableHeaderHeight = 100
        layout.sectionHeaderHeight = 28
        let host = TestHost(width: 320, height: 200, items: [3, 3])
        host.attach(layout)
        return (layout, host)
    }

    private func headerY(_ host: TestHost, _ layout: TableLayout, section: Int) -> CGFloat? {
        host.visibleAttributes(layout).supplementary(ElementKind.sectionHeader, section: section)?.frame.minY
    }

    @Test func rowsStackFullWidthUnderTheTableHeader() {
        let (layout, host) = makeLayout(.plain)
        #expect(layout.rectForRow(at: IndexPath(row: 0, section: 0)) == rect(0, 128, 320, 44))
        #expect(layout.rectForRow(at: IndexPath(row: 1, section: 1)) == rect(0, 332, 320, 44))
        #expect(layout.rectForSection(0) == rect(0, 100, 320, 160))
        #expect(layout.rectForSection(1) == rect(0, 260, 320, 160))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 420))
        #expect(layout.rectForRow(at: IndexPath(row: 3, section: 0)) == .zero)
        _ = host
    }

    @Test func plainHeadersFloatAndArePushedOff() {
        let (layout, host) = makeLayout(.plain)
        #expect(headerY(host, layout, section: 0) == 100)
        // Offset 150: min(max(100, 150), 260 − 28) = 150; section 1's header natural at 260.
        host.scroll(layout, toY: 150)
        #expect(headerY(host, layout, section: 0) == 150)
        #expect(headerY(host, layout, section: 1) == 260)
        #expect(host.visibleAttributes(layout).supplementary(ElementKind.sectionHeader, section: 0)?.zIndex == 1024)
        // Offset 240: min(240, 232) = 232, pushed up by section 1.
        host.scroll(layout, toY: 240)
        #expect(headerY(host, layout, section: 0) == 232)
        // Top overscroll: natural.
        host.scroll(layout, toY: -40)
        #expect(headerY(host, layout, section: 0) == 100)
    }

    @Test func groupedHeadersScrollWithTheirSection() {
        let (layout, host) = makeLayout(.grouped)
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: rect(0, 150, 320, 200)))
        host.scroll(layout, toY: 150)
        // Natural header 100–128 is above the visible 150–350: not returned.
        #expect(headerY(host, layout, section: 0) == nil)
        #expect(headerY(host, layout, section: 1) == 260)
        #expect(host.visibleAttributes(layout).supplementary(ElementKind.sectionHeader, section: 1)?.zIndex == 10)
    }

    @Test func queryReturnsTheVisibleRows() {
        let (layout, host) = makeLayout(.grouped)
        host.scroll(layout, toY: 150)
        // 150–350: rows 0.1 (172–216), 0.2 (216–260), header 1, rows 1.0 (288), 1.1 (332–376).
        // Row 0.0 (128–172) also overlaps 150.
        #expect(LayoutDump.text(host.visibleAttributes(layout)) == """
            cell 0.0 {{0, 128}, {320, 44}} z0
            cell 0.1 {{0, 172}, {320, 44}} z0
            cell 0.2 {{0, 216}, {320, 44}} z0
            header 1.0 {{0, 260}, {320, 28}} z10
            cell 1.0 {{0, 288}, {320, 44}} z0
            cell 1.1 {{0, 332}, {320, 44}} z0
            """)
    }

    @Test func delegateHeightsAndFloatingFooters() {
        final class Heights: TableLayoutDelegate {
            func tableLayout(_ layout: TableLayout, heightForRowAt indexPath: IndexPath) -> CGFloat? {
                indexPath.row == 0 ? 80 : nil
            }
            func tableLayout(_ layout: TableLayout, heightForFooterInSection section: Int) -> CGFloat? { 20 }
        }
        let delegate = Heights()
        let layout = TableLayout(style: .plain)
        layout.delegate = delegate
        let host = TestHost(width: 320, height: 200, items: [5])
        host.attach(layout)
        // Rows 80, 44, 44, 44, 44 → 0–256; footer natural at 256, 20 high.
        #expect(layout.rectForRow(at: IndexPath(row: 1, section: 0)) == rect(0, 80, 320, 44))
        // Offset 0: footer floats at max(min(256, 200 − 20), 0) = 180.
        #expect(host.visibleAttributes(layout).supplementary(ElementKind.sectionFooter, section: 0)?.frame
                == rect(0, 180, 320, 20))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 276))
    }
}
