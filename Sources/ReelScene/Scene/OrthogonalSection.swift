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
    public let behavior: SectionSpec.OrthogonalScrolling
    /// The nested scroll view; its trace id names its host: `main.section[2]`.
    public let collectionView: CollectionView
    /// The band's frame in the host's content coordinates (from the last layout pass).
    public private(set) var bandFrame: CGRect = .zero
    private let sizes: ListedSizes?
    private var attributes: [LayoutAttributes] = []

    init(section: Int, spec: CollectionSpec, host: CollectionView, displayScale: CGFloat, console: Console) {
        self.section = section
        let content = spec.sections[section]
        behavior = content.orthogonalScrolling ?? .continuous
        let layout = FlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = spec.itemSize
        layout.minimumLineSpacing = spec.minimumInteritemSpacing
        layout.sectionInset = EdgeInsets(top: 0, left: spec.sectionInset.left, bottom: 0, right: spec.sectionInset.right)
        layout.console = { console.log($0) }
        sizes = content.itemList.contains { $0.size != nil } ? ListedSizes(section: content) : nil
        layout.delegate = sizes
        collectionView = CollectionView(
            id: "\(host.id).section[\(section)]", frame: CGRect(x: 0, y: 0, width: host.frame.width, height: Self.bandHeight(spec, section: section)),
            layout: layout, itemCounts: [content.items], displayScale: displayScale
        ) { [behavior] scrollView in
            switch behavior {
            case .continuous: break
            case .paging: scrollView.isPagingEnabled = true
            case .groupPaging:
                scrollView.isPagingEnabled = true
                scrollView.pageLength = spec.itemSize.width + spec.minimumInteritemSpacing
            }
        }
    }

    /// The band's height: the tallest item.
    static func bandHeight(_ spec: CollectionSpec, section: Int) -> CGFloat {
        let content = spec.sections[section]
        return content.itemList.compactMap { $0.size?.height }.reduce(spec.itemSize.height, max)
    }

    /// Takes the band's frame from the outer layout pass.
    func follow(_ band: LayoutAttributes?) {
        guard let band else { return }
        bandFrame = band.frame
        collectionView.setFrame(CGRect(origin: .zero, size: band.frame.size))
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
private final class ListedSizes: FlowLayoutDelegate {
    let section: SectionSpec

    init(section: SectionSpec) {
        self.section = section
    }

    func collectionView(_ collectionView: LayoutCollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize? {
        section.item(indexPath.item)?.size
    }
}
