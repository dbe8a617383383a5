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

    /// The nested collection view at the band's frame, with its cells and their badges (each
    /// made and placed by `makeView` from attributes that carry the host's section).
    func viewTree(makeView: (LayoutAttributes) -> ViewNode?) -> ViewNode {
        var node = ViewNode(name: "collectionView \(collectionView.id)", frame: bandFrame)
        node.boundsOrigin = collectionView.contentOffset
        node.clipsToBounds = true
        node.subviews = CollectionScreen.drawingOrder(attributes).compactMap { element in
            guard let copy = element.copy() as? LayoutAttributes else { return nil }
            copy.indexPath = IndexPath(item: element.indexPath.item, section: section)
            return makeView(copy)
        }
        return node
    }
}
