import Foundation
import ReelLayout
import Testing

/// Bounds-change invalidation, delegate-metric caching and the item-fit warning.
@Suite struct FlowLayoutInvalidationTests {
    /// A paging slider: horizontal, no line spacing, each page sized to the collection view.
    private func makeSlider(height: CGFloat) -> (FlowLayout, TestHost, SizeDelegate) {
        let delegate = SizeDelegate()
        delegate.sizeForItem = { host, _ in host.bounds.size }
        let layout = FlowLayout()
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 0
        let host = TestHost(width: 320, height: height, items: [3])
        host.attach(layout)
        layout.collectionView?.delegate = delegate
        layout.prepareIfNeeded()
        return (layout, host, delegate)
    }

    private func firstPage(_ layout: FlowLayout) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
    }

    @Test func boundsSizeChangeKeepsCachedDelegateSizes() {
        let (layout, host, delegate) = makeSlider(height: 160)
        #expect(delegate.sizeRequests == 3)
        #expect(firstPage(layout) == rect(0, 0, 320, 160))

        // The header stretches the slider to 210 high: geometry is recomputed with the new
        // bounds but the cached 320 × 160 sizes (not asked again) — the paging-slider bug.
        // One 160-high item per column (160 + 10 + 160 > 210), centred: y = (210 − 160) / 2 = 25.
        host.resize(layout, to: CGSize(width: 320, height: 210))
        #expect(delegate.sizeRequests == 3)
        #expect(firstPage(layout) == rect(0, 25, 320, 160))
        #expect(layout.collectionViewContentSize == CGSize(width: 960, height: 210))

        // A full invalidation re-asks: 3 more requests, pages now 320 × 210.
        layout.invalidateLayout()
        layout.prepareIfNeeded()
        #expect(delegate.sizeRequests == 6)
        #expect(firstPage(layout) == rect(0, 0, 320, 210))
    }

    @Test func metricsContextReasksButAttributesOnlyContextDoesNot() {
        let (layout, host, delegate) = makeSlider(height: 160)
        let attributesOnly = FlowLayoutInvalidationContext()
        attributesOnly.invalidateFlowLayoutDelegateMetrics = false
        layout.invalidateLayout(with: attributesOnly)
        layout.prepareIfNeeded()
        #expect(delegate.sizeRequests == 3)
        layout.invalidateLayout(with: FlowLayoutInvalidationContext())  // both flags default true
        layout.prepareIfNeeded()
        #expect(delegate.sizeRequests == 6)
        _ = host
    }

    @Test func boundsChangeContextFlags() {
        let layout = FlowLayout()
        let host = TestHost(items: [10])
        host.attach(layout)
        // Scrolling an unpinned flow layout never invalidates it.
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: rect(0, 100, 320, 568)))
        // A size change does, recomputing attributes but keeping delegate metrics.
        let resized = rect(0, 0, 375, 568)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: resized))
        let sizeContext = layout.invalidationContext(forBoundsChange: resized) as? FlowLayoutInvalidationContext
        #expect(sizeContext?.invalidateFlowLayoutAttributes == true)
        #expect(sizeContext?.invalidateFlowLayoutDelegateMetrics == false)
        #expect(sizeContext?.invalidateEverything == false)
        // With pinned headers a pure scroll invalidates, but only for query-time pinning.
        layout.sectionHeadersPinToVisibleBounds = true
        layout.prepareIfNeeded()
        let scrolled = rect(0, 100, 320, 568)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: scrolled))
        let pinContext = layout.invalidationContext(forBoundsChange: scrolled) as? FlowLayoutInvalidationContext
        #expect(pinContext?.invalidateFlowLayoutAttributes == false)
        #expect(pinContext?.invalidateFlowLayoutDelegateMetrics == false)
        _ = host
    }

    @Test func pinOnlyScrollKeepsTheVendedObjectsButResizeReplacesThem() {
        let layout = FlowLayout()
        layout.sectionHeadersPinToVisibleBounds = true
        let host = TestHost(items: [10])
        host.attach(layout)
        let before = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        host.scroll(layout, toY: 30)
        #expect(layout.needsPrepare == false)
        // No geometry pass ran: the cache (and so the object) survived.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) === before)
        host.resize(layout, to: CGSize(width: 375, height: 568))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) !== before)
    }

    @Test func invalidateLayoutUsesAnEverythingContext() {
        final class Recorder: FlowLayout {
            var contexts: [InvalidationContext] = []
            override func invalidateLayout(with context: InvalidationContext) {
                contexts.append(context)
                super.invalidateLayout(with: context)
            }
        }
        let layout = Recorder()
        layout.invalidateLayout()
        #expect(layout.contexts.count == 1)
        #expect(layout.contexts.first?.invalidateEverything == true)
        #expect(layout.contexts.first is FlowLayoutInvalidationContext)
    }

    // MARK: - Fit warning

    @Test func itemTallerThanAHorizontalCollectionViewLogsTheHeightWarning() {
        // 200 > 160 − 0 − 0: UIKit's three lines, once per pass even with 3 offending items.
        let layout = FlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 200)
        let console = ConsoleSpy()
        console.attach(to: layout)
        let host = TestHost(width: 320, height: 160, items: [3])
        host.attach(layout)
        #expect(console.lines == [
            "The behavior of the UICollectionViewFlowLayout is not defined because:",
            "the item height must be less than the height of the UICollectionView minus the section insets top and bottom values, minus the content insets top and bottom values.",
            "Please check the values returned by the delegate.",
        ])
        // A second pass (full invalidation) logs again.
        layout.invalidateLayout()
        layout.prepareIfNeeded()
        #expect(console.lines.count == 6)
    }

    @Test func fitWarningCountsSectionAndContentInsets() {
        // 160 − 10 − 10 (section) − 10 − 10 (content) = 120: a 120-high item fits, 121 does not.
        let layout = FlowLayout()
        layout.scrollDirection = .horizontal
        layout.sectionInset = UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
        layout.itemSize = CGSize(width: 100, height: 120)
        let console = ConsoleSpy()
        console.attach(to: layout)
        let host = TestHost(width: 320, height: 160, items: [2],
                            inset: UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0))
        host.attach(layout)
        #expect(console.lines.isEmpty)
        layout.itemSize = CGSize(width: 100, height: 121)
        layout.prepareIfNeeded()
        #expect(console.lines.count == 3)
    }

    @Test func itemWiderThanAVerticalCollectionViewLogsTheWidthWarning() {
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 330, height: 50)
        let console = ConsoleSpy()
        console.attach(to: layout)
        let host = TestHost(items: [1])
        host.attach(layout)
        #expect(console.lines == [
            "The behavior of the UICollectionViewFlowLayout is not defined because:",
            "the item width must be less than the width of the UICollectionView minus the section insets left and right values, minus the content insets left and right values.",
            "Please check the values returned by the delegate.",
        ])
    }
}
