import Foundation
import ReelGeometry
import ReelLayout
import ReelScroll

/// A section whose items scroll sideways inside the vertical layout, as a compositional
/// layout's orthogonal section does: UIKit embeds a horizontal scroll view across the section's
/// band, and so does ScrollReel — the outer layout reserves one full-width band (one
/// placeholder item) and this nested collection view lays the real items out inside it.
public final class OrthogonalSection {
    public let section: Int
    /// The nested scroll view; its trace id names its host: `main.section[2]`.
    public let collectionView: CollectionView
    /// The band's frame in the host's content coordinates (from the last layout pass).
    public private(set) var bandFrame: CGRect = .zero
    private let sizes: ListedSizes?
    private var attributes: [LayoutAttributes] = []

    /// A band whose cells `layout` places, `itemCount` of them.
    init(section: Int, layout: CollectionViewLayout, itemCount: Int, sizes: ListedSizes? = nil, host: CollectionView,
         height: CGFloat, displayScale: CGFloat, configure: (inout ScrollView) -> Void) {
        self.section = section
        self.sizes = sizes
        collectionView = CollectionView(
            id: "\(host.id).section[\(section)]", frame: CGRect(x: 0, y: 0, width: host.frame.width, height: height),
            layout: layout, itemCounts: [itemCount], displayScale: displayScale, configure: configure)
    }

    /// A band of the scenario's section `section`: a horizontal flow of its items.
    convenience init(section: Int, spec: CollectionSpec, host: CollectionView, displayScale: CGFloat, console: Console) {
        let content = spec.sections[section]
        let behavior = content.orthogonalScrolling ?? .continuous
        let layout = FlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = spec.itemSize
        layout.minimumLineSpacing = spec.minimumInteritemSpacing
        layout.sectionInset = EdgeInsets(top: 0, left: spec.sectionInset.left, bottom: 0, right: spec.sectionInset.right)
        layout.console = { console.log($0) }
        let sizes = content.itemList.contains { $0.size != nil } ? ListedSizes(section: content) : nil
        layout.delegate = sizes
        self.init(section: section, layout: layout, itemCount: content.items, sizes: sizes, host: host,
                  height: Self.bandHeight(spec, section: section), displayScale: displayScale) { scrollView in
            switch behavior {
            case .continuous: break
            case .paging: scrollView.isPagingEnabled = true
            case .groupPaging:
                scrollView.isPagingEnabled = true
                scrollView.pageLength = spec.itemSize.width + spec.minimumInteritemSpacing
            }
        }
    }

    /// A sideways section of a compositional layout: its band layout places the cells; paging
    /// follows the section's behaviour (group pages are one group and its spacing long).
    convenience init(section: Int, compositional band: OrthogonalBandLayout, itemCount: Int, host: CollectionView,
                     displayScale: CGFloat, console: Console) {
        band.console = { console.log($0) }
        self.init(section: section, layout: band, itemCount: itemCount, host: host, height: 0,
                  displayScale: displayScale) { scrollView in
            scrollView.isPagingEnabled = [.paging, .groupPaging, .groupPagingCentered].contains(band.behavior)
        }
    }

    /// The band's height: the tallest item.
    static func bandHeight(_ spec: CollectionSpec, section: Int) -> CGFloat {
        let content = spec.sections[section]
        return content.itemList.compactMap { $0.size?.height }.reduce(spec.itemSize.height, max)
    }

    /// Takes the band's frame from the outer layout pass (and a compositional band's group
    /// pitch as its page length).
    func follow(_ band: LayoutAttributes?) {
        guard let band else { return }
        bandFrame = band.frame
        collectionView.setFrame(CGRect(origin: .zero, size: band.frame.size))
        if let compositional = collectionView.layout as? OrthogonalBandLayout,
           compositional.behavior == .groupPaging || compositional.behavior == .groupPagingCentered {
            collectionView.updateScrollView { $0.pageLength = compositional.groupPitch }
        }
    }

    func layoutPass() -> [LayoutAttributes] {
        attributes = collectionView.layoutPass()
        return attributes
    }

    /// The nested collection view at the band's frame, with its cells.
    func viewTree(makeCell: (IndexPath, CGRect) -> ViewNode?) -> ViewNode {
        var node = ViewNode(name: "collectionView \(collectionView.id)", frame: bandFrame)
        node.boundsOrigin = collectionView.contentOffset
        node.clipsToBounds = true
        node.subviews = attributes.compactMap { makeCell(IndexPath(item: $0.indexPath.item, section: section), $0.frame) }
        return node
    }
}

/// Sizes of listed items in one orthogonal section.
final class ListedSizes: FlowLayoutDelegate {
    let section: SectionSpec

    init(section: SectionSpec) {
        self.section = section
    }

    func collectionView(_ collectionView: LayoutCollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize? {
        section.item(indexPath.item)?.size
    }
}
