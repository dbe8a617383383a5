public import Foundation
import ReelGeometry

/// Drives a layout the way `UICollectionView` does in `layoutSubviews`, so the scene, the tests
/// and a custom layout's author run the same sequence (docs/facts.md, "Layout invalidation"):
///
/// 1. when the bounds differ from the last pass: `boundsDidChange(to:from:)`, which asks
///    `shouldInvalidateLayout(forBoundsChange:)` and invalidates with its context if true;
/// 2. after an invalidation: the attributes held so far are dropped and `prepare()` runs once;
/// 3. `collectionViewContentSize`, then `layoutAttributesForElements(in:)` — but only for the
///    parts of the visible area no earlier query covered. Like UIKit, the driver asks for whole
///    pages (bounds-sized tiles on a grid from the content origin) and keeps what the layout
///    answered until the next invalidation: a layout that changes its answers without
///    invalidating is not asked again, and what is on screen goes stale.
public struct LayoutPassDriver {
    /// The layout driven.
    public let layout: CollectionViewLayout
    /// The bounds of the last pass; nil before the first.
    public private(set) var lastBounds: CGRect?
    /// The attributes the layout answered since the last invalidation, in answer order.
    private var held: [LayoutAttributes] = []
    /// The keys of `held`, so a later page does not add an element twice.
    private var heldKeys: Set<ElementKey> = []
    /// The pages asked for since the last invalidation.
    private var askedPages: Set<Page> = []
    /// How many times the layout was asked for the elements in a rect (for tests and the trace).
    public private(set) var elementQueryCount = 0
    /// Right to left, for a layout the view mirrors: the content width the view mirrors about.
    /// The layout is asked for the mirror image of the visible area, where its (left-to-right)
    /// elements for it are.
    package var mirrorWidth: CGFloat?

    public init(layout: CollectionViewLayout) {
        self.layout = layout
    }

    /// Steps 1 and 2: tells the layout about a bounds change (when there is one) and prepares it.
    /// - Complexity: what the layout's invalidation and `prepare()` cost.
    public mutating func update(bounds: CGRect) {
        if let lastBounds, lastBounds != bounds {
            layout.boundsDidChange(to: bounds, from: lastBounds)
        }
        lastBounds = bounds
        if layout.needsPrepare { dropHeldAttributes() }
        layout.prepareIfNeeded()
        // A `prepare()` that invalidates again (it set a property) is already reflected: the
        // flow layout recomputes lazily, so what it answers next uses the new value.
    }

    /// One whole pass at `bounds`: the content size and the attributes of the elements whose
    /// frames intersect `bounds`.
    /// - Complexity: what the layout's queries cost for the pages not asked yet, plus O(h) over
    ///   the held attributes.
    public mutating func pass(bounds: CGRect) -> (contentSize: CGSize, attributes: [LayoutAttributes]) {
        update(bounds: bounds)
        let contentSize = layout.collectionViewContentSize
        var visible = bounds
        if let width = mirrorWidth { visible.origin.x = width - bounds.maxX }
        let pages = Page.covering(visible).filter { !askedPages.contains($0) }
        if !pages.isEmpty {
            askedPages.formUnion(pages)
            hold(layout.layoutAttributesForElements(in: Page.rect(spanning: pages, size: visible.size) ?? visible) ?? [])
        }
        return (contentSize, held.filter { $0.frame.overlaps(visible) })
    }

    /// Forgets everything held, as an invalidation does.
    public mutating func dropHeldAttributes() {
        held.removeAll()
        heldKeys.removeAll()
        askedPages.removeAll()
    }

    private mutating func hold(_ answer: [LayoutAttributes]) {
        elementQueryCount += 1
        for attributes in answer where heldKeys.insert(ElementKey(attributes)).inserted {
            held.append(attributes)
        }
    }
}

/// One bounds-sized tile of the content plane, by column and row.
private struct Page: Hashable {
    let column: Int
    let row: Int

    /// The tiles `bounds` overlaps; one pseudo-tile for empty or non-finite bounds.
    static func covering(_ bounds: CGRect) -> [Page] {
        let width = bounds.width, height = bounds.height
        guard width > 0, height > 0, bounds.minX.isFinite, bounds.minY.isFinite else { return [Page(column: 0, row: 0)] }
        let columns = index(bounds.minX, width)...index(bounds.maxX.nextDown, width)
        let rows = index(bounds.minY, height)...index(bounds.maxY.nextDown, height)
        return rows.flatMap { row in columns.map { Page(column: $0, row: row) } }
    }

    /// The rect spanning `pages` (adjacent: what one pass needs); nil for an empty page size.
    static func rect(spanning pages: [Page], size: CGSize) -> CGRect? {
        guard size.width > 0, size.height > 0 else { return nil }
        return pages.map { CGRect(x: CGFloat($0.column) * size.width, y: CGFloat($0.row) * size.height,
                                  width: size.width, height: size.height) }
            .reduce(CGRect.null) { $0.union($1) }
    }

    private static func index(_ value: CGFloat, _ length: CGFloat) -> Int {
        let page = (value / length).rounded(.down)
        return Int(max(min(page, CGFloat(Int32.max)), CGFloat(Int32.min)))
    }
}
