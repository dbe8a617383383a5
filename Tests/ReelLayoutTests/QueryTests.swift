import Foundation
import ReelLayout
import Testing

/// Rect queries return exactly the overlapping elements.
@Suite struct QueryTests {
    /// 30 items of 90 × 90 in 3 columns (x 0, 115, 230), 10 lines at y 0, 100, …, 900.
    private func makeGrid(items: Int = 30) -> (FlowLayout, TestHost) {
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        let host = TestHost(items: [items])
        host.attach(layout)
        return (layout, host)
    }

    private func items(_ found: [LayoutAttributes]) -> [Int] { found.map(\.indexPath.item) }

    @Test func returnsOnlyOverlappingLines() {
        let (layout, host) = makeGrid()
        // 150–250 overlaps line 1 (100–190) and line 2 (200–290): items 3…8.
        #expect(items((layout.layoutAttributesForElements(in: rect(0, 150, 320, 100)) ?? [])) == [3, 4, 5, 6, 7, 8])
        _ = host
    }

    @Test func filtersOnTheCrossAxisToo() {
        let (layout, host) = makeGrid()
        // x 120–220 only meets the middle column (115–205).
        #expect(items((layout.layoutAttributesForElements(in: rect(120, 150, 100, 100)) ?? [])) == [4, 7])
        _ = host
    }

    @Test func touchingEdgesDoNotCount() {
        let (layout, host) = makeGrid()
        // 190–200 is the gap between line 1 (ends 190) and line 2 (starts 200).
        #expect((layout.layoutAttributesForElements(in: rect(0, 190, 320, 10)) ?? []).isEmpty)
        // Beyond the content and above it.
        #expect((layout.layoutAttributesForElements(in: rect(0, 990, 320, 100)) ?? []).isEmpty)
        #expect((layout.layoutAttributesForElements(in: rect(0, -100, 320, 100)) ?? []).isEmpty)
        _ = host
    }

    @Test func largeLayoutQueriesTheMiddle() {
        // 300,000 items = 100,000 lines; line 50,000 is at y 50,000 × 100 = 5,000,000.
        let (layout, host) = makeGrid(items: 300_000)
        let height: CGFloat = 100_000 * 100 - 10  // 100,000 lines of 90 + 99,999 gaps of 10
        #expect(layout.collectionViewContentSize.height == height)
        let found = (layout.layoutAttributesForElements(in: rect(0, 5_000_000, 320, 568)) ?? [])
        // 5,000,000–5,000,568 covers lines 50,000…50,005 (line 50,005 starts at 5,000,500).
        #expect(items(found) == Array(150_000..<150_018))
        #expect(found.first?.frame == rect(0, 5_000_000, 90, 90))
        _ = host
    }

    @Test func dumpOfASmallLayout() {
        // 320 − 10 − 10 = 300 available; 3 × 90 + 2 × 10 = 290 fits; gap (300 − 270) / 2 = 15.
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        let host = TestHost(items: [4])
        host.attach(layout)
        #expect(LayoutDump.text(layout, in: host.bounds) == """
            header 0.0 {{0, 0}, {320, 40}} z10
            cell 0.0 {{10, 40}, {90, 90}} z0
            cell 0.1 {{115, 40}, {90, 90}} z0
            cell 0.2 {{220, 40}, {90, 90}} z0
            cell 0.3 {{10, 140}, {90, 90}} z0
            """)
    }
}
