import Foundation
import ReelLayout
import Testing

/// Headers, footers, section stacking, content size and horizontal scrolling.
@Suite struct FlowLayoutSectionTests {
    @Test func headerAndFooterSpanTheFullWidthAndIgnoreTheInset() {
        // Header: only its height (50) is used; full width 320 at x 0 despite inset.left 20.
        // Items: 320 − 40 = 280 available, 2 of 90 fit (290 for 3 does not), so the grid has 2
        // columns: gap 280 − 180 = 100 → x = 20, 210.
        // y: header 0–50, inset.top 10 → line at 60–150, inset.bottom 30 → footer at 180, 40 high.
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        layout.headerReferenceSize = CGSize(width: 999, height: 50)
        layout.footerReferenceSize = CGSize(width: 0, height: 40)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 20)
        let host = TestHost(items: [2, 1])
        host.attach(layout)
        let all = (layout.layoutAttributesForElements(in: rect(0, 0, 320, 1000)) ?? [])
        #expect(all.supplementary(ElementKind.sectionHeader, section: 0)?.frame == rect(0, 0, 320, 50))
        #expect(all.supplementary(ElementKind.sectionFooter, section: 0)?.frame == rect(0, 180, 320, 40))
        #expect(all.supplementary(ElementKind.sectionHeader, section: 0)?.zIndex == 10)
        // Section 1 starts where section 0's footer ends: 220. Its single item is centred:
        // 20 + (280 − 90) / 2 = 115, at y 220 + 50 + 10 = 280.
        #expect(all.supplementary(ElementKind.sectionHeader, section: 1)?.frame == rect(0, 220, 320, 50))
        #expect(all.cellFrames == [rect(20, 60, 90, 90), rect(210, 60, 90, 90), rect(115, 280, 90, 90)])
        // 220 + 50 + 10 + 90 + 30 + 40 = 440.
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 440))
    }

    @Test func zeroHeaderHeightAddsNoHeader() {
        // The diffable-data-source pitfall: a (320, 0) reference size means no header at all.
        let layout = FlowLayout()
        layout.headerReferenceSize = CGSize(width: 320, height: 0)
        let host = TestHost(items: [3])
        host.attach(layout)
        let all = (layout.layoutAttributesForElements(in: rect(0, 0, 320, 568)) ?? [])
        #expect(all.allSatisfy { $0.representedElementCategory == .cell })
        #expect(all.count == 3)
        #expect(layout.layoutAttributesForSupplementaryView(
            ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0)) == nil)
        // Default 50 × 50 items start at y 0 with no header above them.
        #expect(all.first?.frame.minY == 0)
    }

    @Test func horizontalScrollingMirrorsTheLayout() {
        // 320 × 200 host, 90 × 90 items. Lines are columns: 90 + 10 + 90 = 190 ≤ 200, 290 > 200, so
        // 2 per column, justified (200 − 180) / 1 = 20 → y = 0, 110. Columns at x = 30 (after the
        // 30-wide header), 130, 230. The last column's single item keeps row 0.
        // Header: only its width is used; it spans the full height 200.
        let layout = FlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 90, height: 90)
        layout.headerReferenceSize = CGSize(width: 30, height: 999)
        let host = TestHost(width: 320, height: 200, items: [5])
        host.attach(layout)
        let all = (layout.layoutAttributesForElements(in: rect(0, 0, 1000, 200)) ?? [])
        #expect(LayoutDump.text(all) == """
            header 0.0 {{0, 0}, {30, 200}} z10
            cell 0.0 {{30, 0}, {90, 90}} z0
            cell 0.1 {{30, 110}, {90, 90}} z0
            cell 0.2 {{130, 0}, {90, 90}} z0
            cell 0.3 {{130, 110}, {90, 90}} z0
            cell 0.4 {{230, 0}, {90, 90}} z0
            """)
        // Width 30 + 3 × 90 + 2 × 10 = 320; height = the bounds height 200.
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 200))
    }

    @Test func contentSizeSubtractsTheHorizontalContentInset() {
        // The content spans the bounds minus the adjusted content insets (what the item-fit
        // rule measures against): 320 − 16 − 16 = 288 wide. 50-point items: 50·4 + 10·3 = 230,
        // 5 need 290 > 288, so 4 per line and 8 items make 2 lines: 50 + 10 + 50 = 110 high.
        let layout = FlowLayout()
        let host = TestHost(items: [8], inset: UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        host.attach(layout)
        #expect(layout.collectionViewContentSize == CGSize(width: 288, height: 110))
    }

    @Test func delegateSuppliesPerSectionValues() {
        // Section 0: defaults (50 × 50 items, spacing 10, no header).
        // Section 1: inset (5, 0, 5, 0), line spacing 20, interitem 0, header 30, footer 12.
        let delegate = SizeDelegate()
        delegate.insets[1] = UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
        delegate.lineSpacings[1] = 20
        delegate.interitemSpacings[1] = 0
        delegate.headerSizes[1] = CGSize(width: 0, height: 30)
        delegate.footerSizes[1] = CGSize(width: 0, height: 12)
        delegate.sizeForItem = { _, path in path.section == 1 ? CGSize(width: 160, height: 40) : nil }
        let layout = FlowLayout()
        let host = TestHost(items: [1, 3])
        host.attach(layout)
        layout.collectionView?.delegate = delegate
        let all = (layout.layoutAttributesForElements(in: rect(0, 0, 320, 568)) ?? [])
        // Section 0: one 50 × 50 item centred at 135; ends at 50.
        // Section 1: header 50–80, inset 5 → line 1 at 85 (160 + 0 + 160 = 320 fits exactly,
        // x = 0, 160), line 2 at 85 + 40 + 20 = 145 (last line, 1 item, uniform grid → column 0),
        // inset 5 → footer at 190, 12 high; total 202.
        #expect(LayoutDump.text(all) == """
            cell 0.0 {{135, 0}, {50, 50}} z0
            header 1.0 {{0, 50}, {320, 30}} z10
            cell 1.0 {{0, 85}, {160, 40}} z0
            cell 1.1 {{160, 85}, {160, 40}} z0
            cell 1.2 {{0, 145}, {160, 40}} z0
            footer 1.0 {{0, 190}, {320, 12}} z10
            """)
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 202))
    }

    @Test func emptySectionStillHasItsHeaderAndInsets() {
        // PSTGridLayoutSection adds header, inset.top, no lines, inset.bottom, footer.
        let layout = FlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        layout.sectionInset = UIEdgeInsets(top: 4, left: 0, bottom: 6, right: 0)
        let host = TestHost(items: [0, 1])
        host.attach(layout)
        // Section 0: 20 + 4 + 6 = 30; section 1 header at 30, item at 30 + 20 + 4 = 54.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == rect(135, 54, 50, 50))
        let height: CGFloat = 30 + 20 + 4 + 50 + 6  // 110
        #expect(layout.collectionViewContentSize.height == height)
    }
}
