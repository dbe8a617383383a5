package import Foundation
import ReelCompositional
import ReelGeometry
import ReelLayout
import ReelScenario
import ReelScroll

/// A compositional section whose items scroll sideways inside the vertical layout: UIKit embeds
/// a horizontal scroll view across the section's band, and so does ScrollReel — the outer layout
/// vends one full-width band (the section's item 0) and this nested collection view, laid out by
/// the section's ``OrthogonalBandLayout``, holds the real items.
package final class OrthogonalSection {
    package let section: Int
    /// The nested scroll view; its trace id names its host: `main.section[2]`.
    package let collectionView: CollectionView
    /// The band's frame in the host's content coordinates (from the last layout pass).
    package private(set) var bandFrame: CGRect = .zero
    private let band: OrthogonalBandLayout
    private var attributes: [LayoutAttributes] = []
    /// The band's cells on screen, by item: made by the host's data source as they come on
    /// screen (UIKit's orthogonal cells are the collection view's own), kept while they stay.
    private var cells: [Int: CollectionViewCell] = [:]
    /// The band's supplementary views (badges), by kind and item, made once.
    private var supplementaries: [ElementKey: CollectionReusableView?] = [:]
    /// The host's update the views were made after: a later data change makes them again.
    private var viewsUpdate = 0

    /// The band of `section`, whose cells `band` places; paging follows the section's behaviour
    /// (group pages are one group and its spacing long).
    init(section: Int, band: OrthogonalBandLayout, itemCount: Int, host: CollectionView, displayScale: CGFloat,
         console: Console) {
        self.section = section
        self.band = band
        band.console = { console.log($0) }
        collectionView = CollectionView(
            id: "\(host.id).section[\(section)]", frame: CGRect(x: 0, y: 0, width: host.frame.width, height: 0),
            layout: band, itemCounts: [itemCount], displayScale: displayScale
        ) { scrollView in
            scrollView.isPagingEnabled = [.paging, .groupPaging, .groupPagingCentered].contains(band.behavior)
        }
        // Right to left, the band starts at its right end, as the section around it is mirrored.
        collectionView.layoutDirection = host.layoutDirection
    }

    /// The band's item under `point` (the host's layout coordinates), the frontmost where cells
    /// overlap: the band's own scroll offset taken into account. Nil outside the band or over no
    /// cell.
    func item(at point: CGPoint) -> Int? {
        guard bandFrame.contains(point) else { return nil }
        let offset = collectionView.contentOffset
        let local = collectionView.layoutPoint(CGPoint(x: point.x - bandFrame.minX + offset.x, y: point.y - bandFrame.minY + offset.y))
        return attributes.filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(local) }
            .max { $0.zIndex < $1.zIndex }?.indexPath.item
    }

    /// Takes the band's frame from the outer layout pass, the group pitch as the page length
    /// of group paging, and the section's bounce and deceleration (an automatic rate is the
    /// host's).
    func follow(_ frame: LayoutAttributes?, hostDecelerationRate: DecelerationRate) {
        guard let frame else { return }
        bandFrame = frame.frame
        collectionView.setFrame(CGRect(origin: .zero, size: frame.frame.size))
        let band = band
        collectionView.updateScrollView { scrollView in
            if band.behavior == .groupPaging || band.behavior == .groupPagingCentered { scrollView.pageLength = band.groupPitch }
            scrollView.bounces = band.bounce != .never
            scrollView.alwaysBounceHorizontal = band.bounce == .always
            scrollView.decelerationRate = band.decelerationRate.rate ?? hostDecelerationRate
        }
    }

    func layoutPass() -> [LayoutAttributes] {
        attributes = collectionView.layoutPass()
        return attributes
    }

    /// The band's cells for the items in its bounds, from `host`'s data source: cells that stay
    /// keep their object; those that left go back to the host's reuse queue. After a data
    /// change (the host's update `update`) the data source makes them all again.
    /// - Complexity: O(k log k) for k cells in the band's bounds.
    func showCells(from host: LayoutCollectionView, update: Int) {
        if update != viewsUpdate {
            viewsUpdate = update
            supplementaries = [:]
            cells.values.forEach(host.enqueueReusableCell)
            cells = [:]
        }
        let bounds = collectionView.bounds
        let shown = Set(attributes.filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.intersects(bounds) }
            .map(\.indexPath.item))
        for (item, cell) in cells.sorted(by: { $0.key < $1.key }) where !shown.contains(item) {
            cells[item] = nil
            host.enqueueReusableCell(cell)
        }
        for item in shown.sorted() where cells[item] == nil {
            cells[item] = host.cellSource?(IndexPath(item: item, section: section))
        }
    }

    /// The nested collection view at the band's frame, with its cells and their badges: the
    /// host's data source's views, placed by attributes that carry the host's section, and
    /// the layout's decorations from `decoration`.
    func viewTree(host: LayoutCollectionView, layoutDirection: UIUserInterfaceLayoutDirection,
                  decoration: (LayoutAttributes) -> ViewNode?, subviews draw: @escaping ViewNode.SubviewDrawing) -> ViewNode {
        var node = ViewNode(name: "collectionView \(collectionView.id)", frame: bandFrame)
        node.boundsOrigin = collectionView.contentOffset
        node.clipsToBounds = true
        node.subviews = CollectionPane.drawingOrder(attributes).compactMap { element in
            guard let copy = element.copy() as? LayoutAttributes else { return nil }
            let path = IndexPath(item: element.indexPath.item, section: section)
            copy.indexPath = path
            switch element.representedElementCategory {
            case .cell:
                return cells[path.item].flatMap { ViewNode(placing: $0, at: copy, layoutDirection: layoutDirection, subviews: draw) }
            case .supplementaryView:
                guard let kind = element.representedElementKind else { return nil }
                let key = ElementKey(category: .supplementaryView, kind: kind, indexPath: path)
                if supplementaries[key] == nil { supplementaries[key] = .some(host.supplementarySource?(kind, path)) }
                return supplementaries[key]!.flatMap { ViewNode(placing: $0, at: copy, layoutDirection: layoutDirection, subviews: draw) }
            case .decorationView:
                return decoration(copy)
            }
        }
        return node
    }
}
