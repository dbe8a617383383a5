// A masonry ("waterfall") grid in the usual app shape: a `UICollectionViewLayout` subclass that
// asks a delegate for each item's height, drops every item into the shortest column, keeps the
// result in a cache built by `prepare()`, and hands out attributes of its own class.
import ScrollReelUIKit

/// Supplies the variable part of each tile: the media height for a column width, and the
/// caption underneath it.
protocol WaterfallLayoutDelegate: AnyObject {
    func waterfallLayout(_ layout: WaterfallLayout, mediaHeightForItemAt indexPath: IndexPath,
                         columnWidth: CGFloat) -> CGFloat
    func waterfallLayout(_ layout: WaterfallLayout, captionHeightForItemAt indexPath: IndexPath) -> CGFloat
}

/// Attributes that also carry the media height, so a cell can size its image view in
/// `apply(_:)` without asking the delegate again.
final class WaterfallLayoutAttributes: UICollectionViewLayoutAttributes {
    var mediaHeight: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! WaterfallLayoutAttributes
        copy.mediaHeight = mediaHeight
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? WaterfallLayoutAttributes, other.mediaHeight == mediaHeight else { return false }
        return super.isEqual(other)
    }
}

/// Columns of equal width separated (and framed) by `spacing`; section 0 only, as most photo
/// feeds are. Made by a storyboard, so it is configured through its inspectable properties.
final class WaterfallLayout: UICollectionViewLayout {
    weak var delegate: WaterfallLayoutDelegate?

    @IBInspectable var columnCount: Int = 2
    @IBInspectable var spacing: CGFloat = 8

    private var tiles: [WaterfallLayoutAttributes] = []
    private var contentHeight: CGFloat = 0
    /// The width `tiles` were computed for; a different width means a new pass.
    private var preparedWidth: CGFloat?

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override class var layoutAttributesClass: AnyClass {
        WaterfallLayoutAttributes.self
    }

    private var availableWidth: CGFloat {
        guard let collectionView = collectionView else { return 0 }
        return collectionView.bounds.width - collectionView.contentInset.left - collectionView.contentInset.right
    }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView, let delegate = delegate else { return }
        let width = availableWidth
        if preparedWidth == width, !tiles.isEmpty { return }
        preparedWidth = width
        tiles.removeAll()

        let columns = max(columnCount, 1)
        let columnWidth = (width - spacing * CGFloat(columns + 1)) / CGFloat(columns)
        // The next free y of every column; each item goes where it is smallest (leftmost on a tie).
        var columnBottoms = Array(repeating: spacing, count: columns)
        let itemCount = collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
        for item in 0..<itemCount {
            let indexPath = IndexPath(item: item, section: 0)
            let media = delegate.waterfallLayout(self, mediaHeightForItemAt: indexPath, columnWidth: columnWidth)
            let caption = delegate.waterfallLayout(self, captionHeightForItemAt: indexPath)
            guard let column = columnBottoms.indices.min(by: { columnBottoms[$0] < columnBottoms[$1] }) else { break }

            let tile = WaterfallLayoutAttributes(forCellWith: indexPath)
            tile.mediaHeight = media
            tile.frame = CGRect(x: spacing + CGFloat(column) * (columnWidth + spacing), y: columnBottoms[column],
                                width: columnWidth, height: media + caption)
            tiles.append(tile)
            columnBottoms[column] = tile.frame.maxY + spacing
        }
        contentHeight = columnBottoms.max() ?? 0
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: availableWidth, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        tiles.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        indexPath.section == 0 && tiles.indices.contains(indexPath.item) ? tiles[indexPath.item] : nil
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }

    /// A reload (or any full invalidation) forgets the cache; a bounds change keeps it unless
    /// the width changed, which `prepare()` notices itself.
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts {
            preparedWidth = nil
        }
        super.invalidateLayout(with: context)
    }
}
