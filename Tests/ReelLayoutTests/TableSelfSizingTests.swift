import Foundation
import ReelLayout
import Testing

/// Self-sizing table rows (`rowHeight = automaticDimension`): at the estimate until measured.
@Suite struct TableSelfSizingTests {
    @Test func rowsStartAtTheEstimateAndTheRowsAfterAMeasuredOneMove() throws {
        let layout = TableLayout(style: .plain)
        layout.rowHeight = TableLayout.automaticDimension
        layout.estimatedRowHeight = 50
        let host = TestHost(width: 320, height: 400, items: [5])
        host.attach(layout)
        #expect(host.visibleAttributes(layout).cellFrames.map(\.minY) == [0, 50, 100, 150, 200])
        let original = try #require(layout.layoutAttributesForItem(at: IndexPath(row: 1, section: 0)))
        let preferred = original.copy() as! LayoutAttributes
        preferred.frame.size.height = 80
        #expect(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        host.scroll(layout, toY: 0)
        #expect(host.visibleAttributes(layout).cellFrames.map(\.minY) == [0, 50, 130, 180, 230])
        // A fixed-height table is not self-sizing: a measurement changes nothing.
        let fixed = TableLayout(style: .plain)
        fixed.rowHeight = 44
        TestHost(width: 320, height: 400, items: [5]).attach(fixed)
        let row = try #require(fixed.layoutAttributesForItem(at: IndexPath(row: 1, section: 0)))
        #expect(!fixed.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: row))
    }
}

/// Self-sizing section headers and footers (`sectionHeaderHeight = automaticDimension`).
@Suite struct TableSelfSizingHeaderTests {
    @Test func aHeaderStartsAtItsEstimateAndTheSectionsAfterAMeasuredOneMove() throws {
        let layout = TableLayout(style: .grouped)
        layout.rowHeight = 40
        layout.sectionHeaderHeight = TableLayout.automaticDimension
        layout.estimatedSectionHeaderHeight = 20
        let host = TestHost(width: 320, height: 400, items: [2, 2])
        host.attach(layout)
        #expect(layout.rectForHeader(inSection: 1) == CGRect(x: 0, y: 100, width: 320, height: 20))
        let original = try #require(layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: IndexPath(row: 0, section: 0)))
        #expect(original.sizing == .estimated)
        let preferred = original.copy() as! LayoutAttributes
        preferred.frame.size.height = 50
        #expect(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        host.scroll(layout, toY: 0)
        #expect(layout.rectForHeader(inSection: 1) == CGRect(x: 0, y: 130, width: 320, height: 20))
        #expect(layout.collectionViewContentSize.height == CGFloat(50 + 80 + 20 + 80))
        // Footers keep their fixed height: a footer's measurement changes nothing.
        let footer = LayoutAttributes(forSupplementaryViewOfKind: ElementKind.sectionFooter, with: IndexPath(row: 0, section: 0))
        let tallFooter = footer.copy() as! LayoutAttributes
        tallFooter.frame.size.height = 30
        #expect(!layout.shouldInvalidateLayout(forPreferredLayoutAttributes: tallFooter, withOriginalAttributes: footer))
    }
}
