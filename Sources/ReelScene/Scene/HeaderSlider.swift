package import Foundation
import ReelGraphics
import ReelLayout
package import ReelScenario
import ReelScroll

/// A horizontally paging image slider nested in header 0 and pinned to its edges — the
/// "stretchy header hosting a slider" technique, with or without its fix.
///
/// Its layout asks a delegate for the item size, which returns the nested collection view's
/// size, as the published snippet does. UIKit caches that answer: a bounds-size change re-lays
/// out with the cached size, so without the fix the cells keep their old size while the header
/// stretches. The fix calls `invalidateLayout()` on the nested layout whenever the outer layout
/// updates the header's attributes, so the delegate is asked again every time.
package final class HeaderSlider {
    package let spec: SliderSpec
    /// The nested scroll view; its trace id names its host: `main.header[0].slider`.
    package let collectionView: CollectionView
    /// Header 0's frame in the host's content coordinates (from the last layout pass).
    package private(set) var hostFrame: CGRect
    private let sizing = FillingItemSize()
    private let seed: UInt64
    private var attributes: [LayoutAttributes] = []

    init(spec: SliderSpec, host: CollectionView, seed: UInt64, displayScale: CGFloat, console: Console) {
        self.spec = spec
        self.seed = seed
        let layout = FlowLayout()
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        layout.sectionInset = .zero
        layout.console = { console.log($0) }
        let headerHeight = (host.layout as? FlowLayout)?.headerReferenceSize.height ?? 0
        hostFrame = CGRect(x: 0, y: 0, width: host.frame.width, height: headerHeight)
        collectionView = CollectionView(
            id: "\(host.id).header[0].slider", frame: CGRect(origin: .zero, size: hostFrame.size),
            layout: layout, itemCounts: [spec.items], displayScale: displayScale
        ) { scrollView in
            scrollView.isPagingEnabled = true
        }
        layout.collectionView?.delegate = sizing
        if spec.invalidatesOnHeaderUpdate, let stretchy = host.layout as? StretchyHeaderLayout {
            stretchy.onHeaderAttributesUpdate = { [weak collectionView] _ in
                collectionView?.layout.invalidateLayout()
            }
        }
    }

    /// Takes the header's frame, as the constraints pinning the slider to its edges would.
    func follow(_ header: LayoutAttributes?) {
        guard let header else { return }
        hostFrame = header.frame
        collectionView.setFrame(CGRect(origin: .zero, size: header.frame.size))
        attributes = []
    }

    /// Runs the nested layout pass (after ``follow(_:)``).
    func layoutPass() -> [LayoutAttributes] {
        attributes = collectionView.layoutPass()
        return attributes
    }

    /// The nested collection view with its image cells, in header coordinates.
    func viewTree() -> ViewNode {
        var node = ViewNode(name: "collectionView \(collectionView.id)", frame: collectionView.frame,
                            backgroundColor: spec.backgroundColor)
        node.boundsOrigin = collectionView.contentOffset
        node.clipsToBounds = true
        node.subviews = attributes.map { element in
            let item = element.indexPath.item
            var cell = ViewNode(name: "slide \(item)", frame: element.frame)
            // A seeded start hue stepped by the golden ratio: neighbouring slides never look alike.
            let hue = (SeededRandom.unit(seed: seed, 1000) + Double(item) * 0.618_034).truncatingRemainder(dividingBy: 1)
            let color = Color(hue: hue, saturation: 0.5, brightness: 0.85)
            var image = ViewNode(name: "imageView", frame: CGRect(origin: .zero, size: element.frame.size))
            image.content = .image(.procedural(.swatch(color: color, width: 640, height: 600)),
                                   contentMode: .scaleAspectFill)
            image.clipsToBounds = true
            var label = ViewNode(name: "pageLabel", frame: CGRect(x: 0, y: element.frame.height - 40,
                                                                  width: element.frame.width, height: 30))
            label.content = .label("\(item + 1) / \(spec.items)", fontSize: 15, color: .white, alignment: .center)
            cell.subviews = [image, label]
            return cell
        }
        return node
    }
}

/// The slider's delegate: every item is as large as the collection view
/// (`collectionView.frame.size` in the published snippet).
private final class FillingItemSize: FlowLayoutDelegate {
    func collectionView(_ collectionView: LayoutCollectionView, layout collectionViewLayout: CollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        collectionView.frame.size
    }
}
