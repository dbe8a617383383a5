import Foundation
import ReelLayout
import Testing

/// The published custom sticky-header snippet, and how it differs from built-in pinning.
@Suite struct StickyHeadersLayoutTests {
    /// Six sections of three 320 × 100 rows under 50-high headers, no line spacing, viewport
    /// 320 × 568. Section s: header 350s…350s+50, rows at 350s+50, +150, +250, end 350s+350;
    /// content height 6 × 350 = 2100. Sticky: y = min(max(offset, 350s), 350s + 300).
    private func configure(_ layout: FlowLayout, sectionInset: UIEdgeInsets = .zero) {
        layout.itemSize = CGSize(width: 320, height: 100)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 50)
        layout.sectionInset = sectionInset
    }

    private func makeSticky(
        inset: UIEdgeInsets = .zero, sectionInset: UIEdgeInsets = .zero, copies: Bool = false
    ) -> (StickyHeadersLayout, TestHost) {
        let layout = StickyHeadersLayout()
        layout.copiesAttributes = copies
        configure(layout, sectionInset: sectionInset)
        let host = TestHost(items: Array(repeating: 3, count: 6), inset: inset)
        host.attach(layout)
        return (layout, host)
    }

    private func makePinned(inset: UIEdgeInsets = .zero, sectionInset: UIEdgeInsets = .zero) -> (FlowLayout, TestHost) {
        let layout = FlowLayout()
        configure(layout, sectionInset: sectionInset)
        layout.sectionHeadersPinToVisibleBounds = true
        let host = TestHost(items: Array(repeating: 3, count: 6), inset: inset)
        host.attach(layout)
        return (layout, host)
    }

    /// The y of each returned header, by section, after scrolling to `y`.
    private func headerYs(_ layout: FlowLayout, _ host: TestHost, at y: CGFloat) -> [Int: CGFloat] {
        host.scroll(layout, toY: y)
        var ys: [Int: CGFloat] = [:]
        for element in host.visibleAttributes(layout) where element.representedElementKind == ElementKind.sectionHeader {
            ys[element.indexPath.section] = element.frame.minY
        }
        return ys
    }

    // MARK: - The formula

    @Test func atTheTopHeadersSitAtTheirNaturalPositions() {
        let (layout, host) = makeSticky()
        #expect(layout.collectionViewContentSize.height == 2100)
        // Rect 0–568 meets sections 0 and 1. Header 0: min(max(0, 50 − 50), 350 − 50) = 0;
        // header 1: min(max(0, 400 − 50), 700 − 50) = 350.
        #expect(headerYs(layout, host, at: 0) == [0: 0, 1: 350])
    }

    @Test func midSectionTheHeaderSticksToTheOffset() {
        let (layout, host) = makeSticky()
        // Rect 500–1068 meets sections 1, 2, 3 (section 0 ends at 350). Header 1: min(max(500, 350), 650)
        // = 500; header 2 natural 700; header 3 (1050–1100, returned by super though no cell of
        // section 3 is visible): min(max(500, 1050), 1350) = 1050.
        #expect(headerYs(layout, host, at: 500) == [1: 500, 2: 700, 3: 1050])
        let header = host.visibleAttributes(layout).supplementary(ElementKind.sectionHeader, section: 1)
        #expect(header?.zIndex == 1024)
    }

    @Test func theNextSectionPushesTheHeaderOff() {
        let (layout, host) = makeSticky()
        // Last cell of section 0 ends at 350: header 0 stops at 350 − 50 = 300 and sits on top of
        // header 1 (350); header 2 (700) is inside every rect from 300 on.
        #expect(headerYs(layout, host, at: 300) == [0: 300, 1: 350, 2: 700])
        #expect(headerYs(layout, host, at: 320) == [0: 300, 1: 350, 2: 700])
        #expect(headerYs(layout, host, at: 349) == [0: 300, 1: 350, 2: 700])
        // At 350 no cell of section 0 overlaps 350–918 (edges do not count): header 0 is gone.
        #expect(headerYs(layout, host, at: 350) == [1: 350, 2: 700])
    }

    @Test func pullPastTheTopKeepsTheHeaderAtFirstCellMinusHeight() {
        let (layout, host) = makeSticky()
        // max(contentOffset.y, first.minY − h) = max(−80, 50 − 50) = 0: the snippet's max() is a
        // floor at the first cell, so the header scrolls down with the content (it does not
        // follow the negative offset).
        #expect(headerYs(layout, host, at: -80) == [0: 0, 1: 350])
    }

    @Test func pinsAtTheOffsetIgnoringTheContentInset() {
        // Under a 64-point bar: offset 100 → y = 100, not 100 + 64 (it slides under the bar).
        let (layout, host) = makeSticky(inset: UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        #expect(headerYs(layout, host, at: 100)[0] == 100)
        // Resting offset −64: max(−64, 0) = 0.
        #expect(headerYs(layout, host, at: -64)[0] == 0)
    }

    @Test func boundsAreTheFirstAndLastCellsNotTheSectionExtent() {
        // sectionInset top 10, bottom 20: section 0 = header 0–50, rows 60–360, end 380.
        let (layout, host) = makeSticky(sectionInset: UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
        // At rest: max(0, 60 − 50) = 10, lowered onto the first cell.
        #expect(headerYs(layout, host, at: 0)[0] == 10)
        // Push-off: min(330, 360 − 50) = 310.
        #expect(headerYs(layout, host, at: 330)[0] == 310)
    }

    @Test func alwaysInvalidatesOnBoundsChange() {
        let (layout, host) = makeSticky()
        #expect(layout.shouldInvalidateLayout(forBoundsChange: rect(0, 10, 320, 568)))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: host.bounds))
    }

    // MARK: - Compared with sectionHeadersPinToVisibleBounds

    @Test func agreesWithBuiltInPinningMidScrollWithoutInsets() {
        let (sticky, stickyHost) = makeSticky()
        let (pinned, pinnedHost) = makePinned()
        // Offsets 200 (pinned), 320 (pushed off: both min(…, 300)), 500, 1234 (section 3: 1050–1400,
        // y 1234; sections 4 and 5 natural at 1400 and 1750).
        for y: CGFloat in [0, 200, 320, 500, 1234] {
            #expect(headerYs(sticky, stickyHost, at: y) == headerYs(pinned, pinnedHost, at: y))
        }
        #expect(headerYs(sticky, stickyHost, at: 1234) == [3: 1234, 4: 1400, 5: 1750])
    }

    @Test func pullPastTheTopAgreesWithoutSectionInsets() {
        // Both keep header 0 at its natural 0 in a −80 pull: the built-in rule "never above its
        // natural position" and the snippet's floor first.minY − h coincide when sectionInset.top = 0.
        let (sticky, stickyHost) = makeSticky()
        let (pinned, pinnedHost) = makePinned()
        #expect(headerYs(sticky, stickyHost, at: -80)[0] == 0)
        #expect(headerYs(pinned, pinnedHost, at: -80)[0] == 0)
    }

    @Test func differsFromBuiltInPinningUnderAContentInset() {
        let inset = UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0)
        let (sticky, stickyHost) = makeSticky(inset: inset)
        let (pinned, pinnedHost) = makePinned(inset: inset)
        // Offset 100: snippet 100; built-in 100 + 64 = 164.
        #expect(headerYs(sticky, stickyHost, at: 100)[0] == 100)
        #expect(headerYs(pinned, pinnedHost, at: 100)[0] == 164)
    }

    @Test func differsFromBuiltInPinningWithSectionInsets() {
        let sectionInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        let (sticky, stickyHost) = makeSticky(sectionInset: sectionInset)
        let (pinned, pinnedHost) = makePinned(sectionInset: sectionInset)
        // Pull of −80: snippet max(−80, 60 − 50) = 10; built-in stays at its natural 0.
        #expect(headerYs(sticky, stickyHost, at: -80)[0] == 10)
        #expect(headerYs(pinned, pinnedHost, at: -80)[0] == 0)
        // Offset 330: snippet min(330, 360 − 50) = 310; built-in min(330, 380 − 50) = 330.
        #expect(headerYs(sticky, stickyHost, at: 330)[0] == 310)
        #expect(headerYs(pinned, pinnedHost, at: 330)[0] == 330)
    }

    // MARK: - Missing headers

    @Test func addsTheHeaderOfASectionWithAVisibleCellEvenOutsideTheRect() {
        let (layout, host) = makeSticky()
        host.scroll(layout, toY: 0)
        // 260–280 meets only cell 0.2 (250–350); header 0 (0–50) is outside but is added.
        let found = (layout.layoutAttributesForElements(in: rect(0, 260, 320, 20)) ?? [])
        #expect(LayoutDump.text(found) == """
            cell 0.2 {{0, 250}, {320, 100}} z0
            header 0.0 {{0, 0}, {320, 50}} z1024
            """)
    }

    @Test func missingHeadersAreAppendedAfterSuperElements() {
        let (layout, host) = makeSticky()
        host.scroll(layout, toY: 200)
        // Rect 200–768: super returns cells 0.1, 0.2, header 1, cells 1.x, header 2, cell 2.0
        // (750–850); header 0 is added last at min(max(200, 0), 300) = 200.
        #expect(LayoutDump.text(host.visibleAttributes(layout)) == """
            cell 0.1 {{0, 150}, {320, 100}} z0
            cell 0.2 {{0, 250}, {320, 100}} z0
            header 1.0 {{0, 350}, {320, 50}} z1024
            cell 1.0 {{0, 400}, {320, 100}} z0
            cell 1.1 {{0, 500}, {320, 100}} z0
            cell 1.2 {{0, 600}, {320, 100}} z0
            header 2.0 {{0, 700}, {320, 50}} z1024
            cell 2.0 {{0, 750}, {320, 100}} z0
            header 0.0 {{0, 200}, {320, 50}} z1024
            """)
    }

    @Test func noHeaderIsAddedWhenTheSectionHasNone() {
        let (layout, host) = makeSticky()
        layout.headerReferenceSize = .zero
        host.scroll(layout, toY: 200)
        #expect(host.visibleAttributes(layout).allSatisfy { $0.representedElementCategory == .cell })
    }

    // MARK: - In place or copied

    @Test func inPlaceEditingLogsTheCacheMismatchOnce() {
        let (layout, host) = makeSticky()
        let console = ConsoleSpy()
        console.attach(to: layout)
        host.scroll(layout, toY: 200)
        let first = host.visibleAttributes(layout)
        #expect(console.lines.isEmpty)
        // The returned header 0 IS the flow layout's cached object.
        let header = first.supplementary(ElementKind.sectionHeader, section: 0)
        #expect(header === layout.layoutAttributesForSupplementaryView(
            ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0)))
        // Next frame: the cached header 0 is found at the sticky 200 instead of its computed 0.
        host.scroll(layout, toY: 250)
        #expect(host.visibleAttributes(layout).supplementary(ElementKind.sectionHeader, section: 0)?.frame.minY == 250)
        #expect(console.lines == [
            "Logging only once for UICollectionViewFlowLayout cache mismatched frame",
            "UICollectionViewFlowLayout has cached frame mismatch for index path <0 - 0> - cached value: {{0, 200}, {320, 50}}; expected value: {{0, 0}, {320, 50}}",
            "This is likely occurring because the flow layout subclass StickyHeadersLayout is modifying attributes returned by UICollectionViewFlowLayout without copying them",
        ])
        // Only once, however many frames follow.
        for y: CGFloat in [280, 300, 120, 0] {
            host.scroll(layout, toY: y)
            _ = host.visibleAttributes(layout)
        }
        layout.invalidateLayout()
        layout.prepareIfNeeded()
        #expect(console.lines.count == 3)
    }

    @Test func copyingFirstLogsNothingAndLeavesTheCacheAlone() {
        let (layout, host) = makeSticky(copies: true)
        let console = ConsoleSpy()
        console.attach(to: layout)
        for y: CGFloat in [200, 250, 320, 500, 0, -40] {
            host.scroll(layout, toY: y)
            _ = host.visibleAttributes(layout)
        }
        layout.invalidateLayout()
        layout.prepareIfNeeded()
        #expect(console.lines.isEmpty)
        host.scroll(layout, toY: 200)
        let header = host.visibleAttributes(layout).supplementary(ElementKind.sectionHeader, section: 0)
        let cached = layout.layoutAttributesForSupplementaryView(
            ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == rect(0, 200, 320, 50))
        #expect(cached?.frame == rect(0, 0, 320, 50))
        #expect(header !== cached)
    }
}
