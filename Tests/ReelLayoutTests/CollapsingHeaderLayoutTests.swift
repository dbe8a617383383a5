import Foundation
import ReelLayout
import Testing

/// `CollapsingHeaderLayout` driven through a host, frame by frame.
///
/// Fixture: maximum 200, minimum 40 (range 160), ten and ten 320 × 100 rows without line spacing,
/// 50-high section headers. Section 0 = collapsing header 0–200, rows 200–1200; section 1 =
/// header 1200–1250, rows 1250–2250. Viewport 320 × 568.
@Suite struct CollapsingHeaderLayoutTests {
    private func makeLayout(
        pins: Bool = true, mode: CollapsingHeaderLayout.ExpansionMode = .atTop,
        cap: CGFloat? = nil, inset: UIEdgeInsets = .zero
    ) -> (CollapsingHeaderLayout, TestHost) {
        let layout = CollapsingHeaderLayout()
        layout.minimumHeaderHeight = 40
        layout.maximumHeaderHeight = 200
        layout.maximumStretch = cap
        layout.pinsCollapsedHeader = pins
        layout.expansionMode = mode
        layout.headerReferenceSize = CGSize(width: 0, height: 50)
        layout.itemSize = CGSize(width: 320, height: 100)
        layout.minimumLineSpacing = 0
        let host = TestHost(items: [10, 10], inset: inset)
        host.attach(layout)
        return (layout, host)
    }

    /// The collapsing header among the visible elements, scrolled to `y` first.
    private func header(_ layout: CollapsingHeaderLayout, _ host: TestHost, atY y: CGFloat) -> CGRect? {
        host.scroll(layout, toY: y)
        return host.visibleAttributes(layout).supplementary(ElementKind.sectionHeader, section: 0)?.frame
    }

    // MARK: - Content space

    @Test func headerOccupiesItsMaximumHeightOfContent() {
        let (layout, host) = makeLayout()
        // 200 + 10 × 100 + 50 + 10 × 100 = 2250; the reference height 50 is ignored for section 0.
        #expect(layout.collectionViewContentSize.height == 2250)
        let visible = host.visibleAttributes(layout)
        #expect(visible.cellFrames.first == rect(0, 200, 320, 100))
        #expect(layout.layoutAttributesForSupplementaryView(
            ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 1))?.frame == rect(0, 1200, 320, 50))
    }

    @Test func zeroMaximumMeansNoHeader() {
        let (layout, host) = makeLayout()
        layout.maximumHeaderHeight = 0
        host.scroll(layout, toY: 0)
        #expect(layout.headerState == nil)
        #expect(layout.progress == 1)
        #expect(host.visibleAttributes(layout).supplementary(ElementKind.sectionHeader, section: 0) == nil)
        #expect(layout.collectionViewContentSize.height == 2050)  // 1000 + 50 + 1000
    }

    // MARK: - Collapsing

    @Test func collapsesWithItsTopAtTheVisibleTop() {
        let (layout, host) = makeLayout()
        #expect(header(layout, host, atY: 0) == rect(0, 0, 320, 200))
        #expect(layout.progress == 1)
        // Half: h = 200 − 80 = 120, progress (120 − 40) / 160 = 0.5.
        #expect(header(layout, host, atY: 80) == rect(0, 80, 320, 120))
        #expect(layout.progress == 0.5)
        // Collapsed exactly: 200 − 160 = 40 = minimum.
        #expect(header(layout, host, atY: 160) == rect(0, 160, 320, 40))
        #expect(layout.progress == 0)
        // Far: pinned on top at the minimum height, content scrolling beneath it.
        #expect(header(layout, host, atY: 1000) == rect(0, 1000, 320, 40))
        #expect(layout.progress == 0)
        #expect(layout.headerState?.isPinned == true)
    }

    @Test func unpinnedHeaderScrollsAwayOnceCollapsed() {
        let (layout, host) = makeLayout(pins: false)
        #expect(header(layout, host, atY: 80) == rect(0, 80, 320, 120))
        // From 160 on it rides on the content start: 200 − 40 = 160…200.
        #expect(header(layout, host, atY: 170) == rect(0, 160, 320, 40))
        #expect(layout.headerState?.isPinned == false)
        // At 200 it has left the visible 200–768 (frames that only touch do not overlap).
        #expect(header(layout, host, atY: 200) == nil)
        #expect(header(layout, host, atY: 1000) == nil)
        #expect(layout.layoutAttributesForSupplementaryView(
            ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))?.frame == rect(0, 160, 320, 40))
        #expect(layout.progress == 0)
    }

    // MARK: - Stretching

    @Test func stretchesWhenPulledDown() {
        let (layout, host) = makeLayout()
        // Pulled 50: top −50, 200 + 50 = 250 high; progress (250 − 40) / 160 = 1.3125.
        #expect(header(layout, host, atY: -50) == rect(0, -50, 320, 250))
        #expect(layout.progress == 1.3125)
    }

    @Test func stretchStopsAtTheCapAndTheHeaderFollowsTheContent() {
        let (layout, host) = makeLayout(cap: 30)
        // Within the cap: pulled 20 → 220 high at −20.
        #expect(header(layout, host, atY: -20) == rect(0, -20, 320, 220))
        // Pulled 50: 200 + 30 = 230 high, bottom still on the content start 200 → top −30;
        // progress (230 − 40) / 160 = 1.1875.
        #expect(header(layout, host, atY: -50) == rect(0, -30, 320, 230))
        #expect(layout.progress == 1.1875)
        #expect(layout.headerState?.isPinned == false)
    }

    @Test func measuresFromTheAdjustedTopInset() {
        // Under a 64-point bar the rest offset is −64 and s = y + 64.
        let (layout, host) = makeLayout(inset: UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        #expect(header(layout, host, atY: -64) == rect(0, 0, 320, 200))
        #expect(layout.progress == 1)
        // y 16 → s 80: top at the visible top 80, 120 high.
        #expect(header(layout, host, atY: 16) == rect(0, 80, 320, 120))
        #expect(layout.progress == 0.5)
        // y −114 → s −50: stretched to 250 from −50.
        #expect(header(layout, host, atY: -114) == rect(0, -50, 320, 250))
        // y 1000 → pinned at 1064, just below the bar.
        #expect(header(layout, host, atY: 1000) == rect(0, 1064, 320, 40))
    }

    // MARK: - Section headers

    @Test func sectionHeadersPinBelowTheCollapsedHeader() {
        let (layout, host) = makeLayout()
        layout.sectionHeadersPinToVisibleBounds = true
        func sectionHeader(atY y: CGFloat) -> LayoutAttributes? {
            host.scroll(layout, toY: y)
            return host.visibleAttributes(layout).supplementary(ElementKind.sectionHeader, section: 1)
        }
        // Pin line = y + 0 + 40. y 1100: max(1200, 1140) = 1200, natural.
        #expect(sectionHeader(atY: 1100)?.frame == rect(0, 1200, 320, 50))
        // y 1300: max(1200, 1340) = 1340, directly below the header 1300–1340.
        #expect(sectionHeader(atY: 1300)?.frame == rect(0, 1340, 320, 50))
        #expect(sectionHeader(atY: 1300)?.zIndex == FlowLayout.pinnedSupplementaryZIndex)
        let collapsing = host.visibleAttributes(layout).supplementary(ElementKind.sectionHeader, section: 0)
        #expect(collapsing?.frame == rect(0, 1300, 320, 40))
        #expect(collapsing?.zIndex == CollapsingHeaderLayout.collapsingHeaderZIndex)
        // y 2180: min(2220, 2250 − 50) = 2200, pushed up by the end of section 1.
        #expect(sectionHeader(atY: 2180)?.frame == rect(0, 2200, 320, 50))
    }

    @Test func sectionHeadersPinAtTheTopWhenTheHeaderScrollsAway() {
        let (layout, host) = makeLayout(pins: false)
        layout.sectionHeadersPinToVisibleBounds = true
        host.scroll(layout, toY: 1300)
        let visible = host.visibleAttributes(layout)
        #expect(visible.supplementary(ElementKind.sectionHeader, section: 1)?.frame == rect(0, 1300, 320, 50))
        #expect(visible.supplementary(ElementKind.sectionHeader, section: 0) == nil)
    }

    // MARK: - Quick return

    @Test func scrollingDownExpandsImmediatelyFarFromTheTopAndCollapsesAgain() {
        let (layout, host) = makeLayout(mode: .onScrollDown)
        #expect(header(layout, host, atY: 1000) == rect(0, 1000, 320, 40))
        // Down 40: collapse 160 − 40 = 120 → 80 high; progress 40 / 160.
        #expect(header(layout, host, atY: 960) == rect(0, 960, 320, 80))
        #expect(layout.progress == 0.25)
        // Down 80 more: collapse 40 → 160 high; progress 0.75.
        #expect(header(layout, host, atY: 880) == rect(0, 880, 320, 160))
        #expect(layout.progress == 0.75)
        // Down 80 more: collapse clamps at 0 → fully expanded.
        #expect(header(layout, host, atY: 800) == rect(0, 800, 320, 200))
        #expect(layout.progress == 1)
        // Up 50: collapse 50 → 150 high; progress 110 / 160.
        #expect(header(layout, host, atY: 850) == rect(0, 850, 320, 150))
        #expect(layout.progress == 0.6875)
        // Up 150: collapse clamps at 160 → collapsed again.
        #expect(header(layout, host, atY: 1000) == rect(0, 1000, 320, 40))
        #expect(layout.progress == 0)
    }

    @Test func atTopModeStaysCollapsedWhenScrollingDownFarFromTheTop() {
        let (layout, host) = makeLayout(mode: .atTop)
        #expect(header(layout, host, atY: 1000) == rect(0, 1000, 320, 40))
        #expect(header(layout, host, atY: 960) == rect(0, 960, 320, 40))
        // It grows only once the content's top returns: y 100 → 100 high.
        #expect(header(layout, host, atY: 100) == rect(0, 100, 320, 100))
    }

    @Test func quickReturnNeverLeavesAGapAboveTheContentStart() {
        let (layout, host) = makeLayout(mode: .onScrollDown)
        _ = header(layout, host, atY: 1000)
        // One jump up to 100: collapse would be 160 − 900 → 0, and at most s = 100, so the header
        // is expanded (200 high from 100), overlapping the first 100 points of content.
        #expect(header(layout, host, atY: 100) == rect(0, 100, 320, 200))
        // Back to 140: collapse 0 + 40 = 40 ≤ 140 → 160 high.
        #expect(header(layout, host, atY: 140) == rect(0, 140, 320, 160))
    }

    @Test func sectionHeadersPinBelowAnExpandingQuickReturnHeader() {
        let (layout, host) = makeLayout(mode: .onScrollDown)
        layout.sectionHeadersPinToVisibleBounds = true
        host.scroll(layout, toY: 1300)
        // Down 40: header 1260–1340 (80 high); section 1's header pins at its bottom, 1340.
        host.scroll(layout, toY: 1260)
        let visible = host.visibleAttributes(layout)
        #expect(visible.supplementary(ElementKind.sectionHeader, section: 0)?.frame == rect(0, 1260, 320, 80))
        #expect(visible.supplementary(ElementKind.sectionHeader, section: 1)?.frame == rect(0, 1340, 320, 50))
    }

    @Test func quickReturnNeedsPinning() {
        // Unpinned, the header has scrolled away; `.onScrollDown` then behaves like `.atTop`.
        let (layout, host) = makeLayout(pins: false, mode: .onScrollDown)
        _ = header(layout, host, atY: 1000)
        #expect(header(layout, host, atY: 960) == nil)
        #expect(layout.headerState?.frame == rect(0, 160, 320, 40))
    }

    // MARK: - Vending

    @Test func headerIsReturnedFirstAndOnceWhenItsNaturalFrameIsOutsideTheRect() {
        let (layout, host) = makeLayout()
        layout.sectionHeadersPinToVisibleBounds = true
        host.scroll(layout, toY: 150)
        let visible = host.visibleAttributes(layout)
        #expect(LayoutDump.line(visible[0]) == "header 0.0 {{0, 150}, {320, 50}} z1025")
        #expect(visible.filter { $0.representedElementKind == ElementKind.sectionHeader }.count == 1)
        host.scroll(layout, toY: 1000)
        let far = (layout.layoutAttributesForElements(in: rect(0, 1000, 320, 10)) ?? [])
        #expect(LayoutDump.text(far) == """
            header 0.0 {{0, 1000}, {320, 40}} z1025
            cell 0.8 {{0, 1000}, {320, 100}} z0
            """)
    }

    @Test func copiesAttributesSoNothingIsLogged() {
        let (layout, host) = makeLayout()
        let console = ConsoleSpy()
        console.attach(to: layout)
        for y: CGFloat in [-50, 0, 80, 160, 1000, 40] {
            host.scroll(layout, toY: y)
            _ = host.visibleAttributes(layout)
        }
        layout.invalidateLayout()
        layout.prepareIfNeeded()
        #expect(console.lines.isEmpty)
        // The flow layout's cached header keeps its natural frame.
        #expect(header(layout, host, atY: 80) == rect(0, 80, 320, 120))
    }

    @Test func invalidatesOnEveryBoundsChange() {
        let (layout, host) = makeLayout()
        #expect(layout.shouldInvalidateLayout(forBoundsChange: host.bounds.offsetBy(dx: 0, dy: 1)))
        let old = host.bounds
        host.bounds.origin.y = 30
        layout.boundsDidChange(to: host.bounds, from: old)
        #expect(layout.needsPrepare)
    }

    @Test func reportsEveryHeaderUpdateWithItsProgress() {
        let (layout, host) = makeLayout()
        var reported: [(CGRect, CGFloat)] = []
        layout.onHeaderUpdate = { reported.append(($0.frame, $1)) }
        _ = header(layout, host, atY: 0)
        _ = header(layout, host, atY: 80)
        #expect(reported.map(\.0) == [rect(0, 0, 320, 200), rect(0, 80, 320, 120)])
        #expect(reported.map(\.1) == [1, 0.5])
    }
}
