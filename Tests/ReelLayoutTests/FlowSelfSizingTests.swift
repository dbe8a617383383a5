import Foundation
import ReelLayout
import Testing

/// `estimatedItemSize`: items laid out at the estimate until their cells measure themselves,
/// through the layout's preferred-attributes hooks as UIKit calls them.
@Suite struct FlowSelfSizingTests {
    /// One column of 300-wide items, 10 apart, estimated 44 tall.
    private func makeLayout<Layout: FlowLayout>(_ layout: Layout = FlowLayout()) -> (Layout, TestHost) {
        layout.estimatedItemSize = CGSize(width: 300, height: 44)
        layout.minimumLineSpacing = 10
        let host = TestHost(width: 320, height: 568, items: [6])
        host.attach(layout)
        return (layout, host)
    }

    /// What a cell's `preferredLayoutAttributesFitting(_:)` answers: its own height at the width given.
    private func preferred(_ original: LayoutAttributes, height: CGFloat) -> LayoutAttributes {
        let preferred = original.copy() as! LayoutAttributes
        preferred.frame.size.height = height
        return preferred
    }

    @Test func itemsStartAtTheEstimateAndMoveWhenOneMeasuresItself() throws {
        let (layout, host) = makeLayout()
        #expect(host.visibleAttributes(layout).cellFrames.map(\.minY) == [0, 54, 108, 162, 216, 270])
        let original = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        let taller = preferred(original, height: 90)
        #expect(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: taller, withOriginalAttributes: original))
        let context = layout.invalidationContext(forPreferredLayoutAttributes: taller, withOriginalAttributes: original)
        #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 1, section: 0)])
        #expect(context.contentSizeAdjustment == CGSize(width: 0, height: 46))
        layout.invalidateLayout(with: context)
        host.scroll(layout, toY: 0)
        // Item 1 is 90 tall now; the items after it are 46 further down.
        #expect(host.visibleAttributes(layout).cellFrames.map(\.minY) == [0, 54, 154, 208, 262, 316])
        #expect(isClose(layout.collectionViewContentSize.height, 6 * 44 + 46 + 5 * 10))
        // Asked again at its measured size, nothing changes.
        let measured = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(!layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred(measured, height: 90), withOriginalAttributes: measured))
    }

    /// A pasted layout that ignores its cells' measurements, as some do to keep fixed heights.
    final class FixedHeightLayout: FlowLayout {
        override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
                                             withOriginalAttributes originalAttributes: LayoutAttributes) -> Bool {
            false
        }
    }

    @Test func aSubclassThatSaysNoKeepsTheEstimate() throws {
        let (layout, _) = makeLayout(FixedHeightLayout())
        let original = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(!layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred(original, height: 90), withOriginalAttributes: original))
    }

    @Test func automaticSizeEstimatesWithItemSizeAndTheDataChangeForgetsTheMeasurements() throws {
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 300, height: 60)
        layout.estimatedItemSize = FlowLayout.automaticSize
        let host = TestHost(width: 320, height: 568, items: [3])
        host.attach(layout)
        #expect(host.visibleAttributes(layout).cellFrames.map(\.height) == [60, 60, 60])
        let original = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred(original, height: 80),
                                                                 withOriginalAttributes: original))
        host.scroll(layout, toY: 0)
        #expect(host.visibleAttributes(layout).cellFrames.map(\.height) == [80, 60, 60])
        let reload = InvalidationContext()
        reload.invalidateEverything = true
        reload.invalidateDataSourceCounts = true
        layout.invalidateLayout(with: reload)
        host.scroll(layout, toY: 0)
        #expect(host.visibleAttributes(layout).cellFrames.map(\.height) == [60, 60, 60])
    }
}
