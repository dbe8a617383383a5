import Foundation
import ReelLayout
import Testing

/// The stretchy header and the cache mismatch its published snippet causes.
@Suite struct StretchyHeaderLayoutTests {
    /// A 160-high header over ten 320 × 100 rows.
    private func makeLayout(inset: UIEdgeInsets = .zero, copies: Bool = false) -> (StretchyHeaderLayout, TestHost) {
        let layout = StretchyHeaderLayout()
        layout.copiesAttributes = copies
        layout.headerReferenceSize = CGSize(width: 320, height: 160)
        layout.itemSize = CGSize(width: 320, height: 100)
        layout.minimumLineSpacing = 0
        let host = TestHost(items: [10], inset: inset)
        host.attach(layout)
        return (layout, host)
    }

    private func header(_ host: TestHost, _ layout: FlowLayout) -> CGRect? {
        host.visibleAttributes(layout).supplementary(ElementKind.sectionHeader, section: 0)?.frame
    }

    @Test func headerStretchesByTheOverscroll() {
        let (layout, host) = makeLayout()
        host.scroll(layout, toY: 0)
        #expect(header(host, layout) == rect(0, 0, 320, 160))
        // Δ = 50: y 0 − 50, height 160 + 50.
        host.scroll(layout, toY: -50)
        #expect(header(host, layout) == rect(0, -50, 320, 210))
        host.scroll(layout, toY: -100)
        #expect(header(host, layout) == rect(0, -100, 320, 260))
        // Back at rest, no stretch.
        host.scroll(layout, toY: 0)
        #expect(header(host, layout) == rect(0, 0, 320, 160))
    }

    @Test func stretchIsMeasuredFromTheAdjustedTopInset() {
        // Rest offset is −44 under a 44-point inset; Δ = −44 − offset.y.
        let (layout, host) = makeLayout(inset: UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        host.scroll(layout, toY: -44)
        #expect(header(host, layout) == rect(0, 0, 320, 160))
        host.scroll(layout, toY: -94)  // Δ 50: top at −50 = −94 + 44, the top of the visible area
        #expect(header(host, layout) == rect(0, -50, 320, 210))
        host.scroll(layout, toY: -144)
        #expect(header(host, layout) == rect(0, -100, 320, 260))
    }

    @Test func alwaysInvalidatesOnBoundsChange() {
        let (layout, host) = makeLayout()
        #expect(layout.shouldInvalidateLayout(forBoundsChange: rect(0, -10, 320, 568)))
        _ = host
    }

    @Test func inPlaceModificationLogsTheCacheMismatchOnce() {
        let (layout, host) = makeLayout()
        let console = ConsoleSpy()
        console.attach(to: layout)
        host.scroll(layout, toY: -50)
        _ = host.visibleAttributes(layout)
        #expect(console.lines.isEmpty)
        // Next frame: the flow layout finds its cached header at the stretched frame.
        host.scroll(layout, toY: -100)
        _ = host.visibleAttributes(layout)
        #expect(console.lines == [
            "Logging only once for UICollectionViewFlowLayout cache mismatched frame",
            "UICollectionViewFlowLayout has cached frame mismatch for index path <0 - 0> - cached value: {{0, -50}, {320, 210}}; expected value: {{0, 0}, {320, 160}}",
            "This is likely occurring because the flow layout subclass StretchyHeaderLayout is modifying attributes returned by UICollectionViewFlowLayout without copying them",
        ])
        // Only once per layout, and the stretch does not accumulate.
        host.scroll(layout, toY: -60)
        #expect(header(host, layout) == rect(0, -60, 320, 220))
        layout.invalidateLayout()
        layout.prepareIfNeeded()
        #expect(console.lines.count == 3)
    }

    @Test func mismatchIsAlsoFoundWhenTheCacheIsDiscarded() {
        let (layout, host) = makeLayout()
        let console = ConsoleSpy()
        console.attach(to: layout)
        host.scroll(layout, toY: -30)
        _ = host.visibleAttributes(layout)
        layout.invalidateLayout()  // checks the vended objects before dropping them
        #expect(console.lines.count == 3)
        #expect(console.lines[1].hasSuffix("cached value: {{0, -30}, {320, 190}}; expected value: {{0, 0}, {320, 160}}"))
    }

    @Test func copyingFirstLogsNothing() {
        let (layout, host) = makeLayout(copies: true)
        let console = ConsoleSpy()
        console.attach(to: layout)
        for y: CGFloat in [-50, -100, -20, 0] {
            host.scroll(layout, toY: y)
            _ = host.visibleAttributes(layout)
        }
        layout.invalidateLayout()
        #expect(console.lines.isEmpty)
        host.scroll(layout, toY: -40)
        #expect(header(host, layout) == rect(0, -40, 320, 200))
    }

    @Test func reportsEveryHeaderUpdate() {
        let (layout, host) = makeLayout()
        var reported: [CGRect] = []
        layout.onHeaderAttributesUpdate = { reported.append($0.frame) }
        for y: CGFloat in [0, -25] {
            host.scroll(layout, toY: y)
            _ = host.visibleAttributes(layout)
        }
        #expect(reported == [rect(0, 0, 320, 160), rect(0, -25, 320, 185)])
    }

    @Test func headerIsReturnedWhenOnlyItsStretchedFrameMeetsTheRect() {
        let (layout, host) = makeLayout()
        host.scroll(layout, toY: -100)
        // −100…−50 misses the natural header (0…160) but meets the stretched one (−100…160).
        let found = (layout.layoutAttributesForElements(in: rect(0, -100, 320, 50)) ?? [])
        #expect(LayoutDump.text(found) == "header 0.0 {{0, -100}, {320, 260}} z10")
    }
}
