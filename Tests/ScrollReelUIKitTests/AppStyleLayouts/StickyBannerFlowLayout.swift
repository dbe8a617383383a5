// One banner above everything, the way apps add a filter bar or a notice to a grid: a flow layout
// subclass with a supplementary kind of its own that follows the scroll offset, every other
// element moved down to make room for it, and invalidation contexts that name just the banner.
import ScrollReelUIKit

final class StickyBannerFlowLayout: UICollectionViewFlowLayout {
    /// The banner's element kind; a collection view registers its view for this kind.
    static let bannerKind = "StickyBanner"
    static let bannerIndexPath = IndexPath(item: 0, section: 0)

    /// Above the flow layout's pinned headers (1024).
    static let bannerZIndex = 1100

    @IBInspectable var showsBanner: Bool = true {
        didSet { if showsBanner != oldValue { invalidateLayout() } }
    }

    @IBInspectable var bannerHeight: CGFloat = 50 {
        didSet { if bannerHeight != oldValue { invalidateLayout() } }
    }

    /// How far below the top of the visible area the banner sits, e.g. to clear a bar drawn
    /// over the collection view. Only the banner moves, so only the banner is invalidated.
    @IBInspectable var bannerTopMargin: CGFloat = 0 {
        didSet {
            guard bannerTopMargin != oldValue else { return }
            let context = UICollectionViewFlowLayoutInvalidationContext()
            context.invalidateFlowLayoutDelegateMetrics = false
            context.invalidateFlowLayoutAttributes = false
            context.invalidateSupplementaryElements(ofKind: Self.bannerKind, at: [Self.bannerIndexPath])
            invalidateLayout(with: context)
        }
    }

    /// How far every element of the flow is moved down.
    private var contentShift: CGFloat { showsBanner ? bannerHeight : 0 }

    override var collectionViewContentSize: CGSize {
        var size = super.collectionViewContentSize
        size.height += contentShift
        return size
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        // The flow's elements are drawn `contentShift` lower than the flow put them, so the ones
        // in `rect` are those the flow has in `rect` moved up by as much.
        var elements = (super.layoutAttributesForElements(in: rect.offsetBy(dx: 0, dy: -contentShift)) ?? [])
            .map(movedDown)
        if let banner = bannerAttributes(), banner.frame.intersects(rect) {
            elements.append(banner)
        }
        return elements
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForItem(at: indexPath).map(movedDown)
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                       at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard elementKind == Self.bannerKind else {
            return super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath).map(movedDown)
        }
        return indexPath == Self.bannerIndexPath ? bannerAttributes() : nil
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        // The banner follows the vertical offset.
        if showsBanner && newBounds.minY != collectionView?.bounds.minY { return true }
        return super.shouldInvalidateLayout(forBoundsChange: newBounds)
    }

    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        context.invalidateSupplementaryElements(ofKind: Self.bannerKind, at: [Self.bannerIndexPath])
        return context
    }

    // MARK: - Helpers

    /// A copy of a flow element, lowered under the banner (the flow's cached objects stay as
    /// the flow made them).
    private func movedDown(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        copy.frame.origin.y += contentShift
        return copy
    }

    /// The banner at the top of the visible area; pulled down past the top, it stays on the
    /// content instead of floating away from it.
    private func bannerAttributes() -> UICollectionViewLayoutAttributes? {
        guard showsBanner, let collectionView = collectionView, collectionView.numberOfSections > 0 else { return nil }
        let banner = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: Self.bannerKind, with: Self.bannerIndexPath)
        let y = max(collectionView.contentOffset.y, 0) + bannerTopMargin
        banner.frame = CGRect(x: 0, y: y, width: collectionView.bounds.width, height: bannerHeight)
        banner.zIndex = Self.bannerZIndex
        return banner
    }
}
