public import Foundation
import ReelGeometry
public import ReelLayout

/// The layout of a sideways (orthogonal) section's own scroll view: the band's cells, laid out
/// by the ``CompositionalLayout`` that owns it, and where a scroll of the band comes to rest.
///
/// UIKit embeds a horizontal scroll view across an orthogonal section's band; ScrollReel does
/// the same, so the band scrolls, pages and decelerates with ScrollReel's physics.
public final class OrthogonalBandLayout: CollectionViewLayout {

    /// True, as UIKit's own layouts answer: in a right-to-left language the collection view
    /// mirrors what this layout computes left to right.
    override public var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    public let section: Int
    public private(set) var behavior: OrthogonalScrollingBehavior
    /// The band's cells, in band coordinates.
    private var cellFrames: [CGRect] = []
    /// Badges of the band's cells, in band coordinates.
    private var badges: [CompositionalGeometry.Badge] = []
    private var size: CGSize = .zero
    /// One group and the spacing after it; where the first group's leading edge rests.
    public private(set) var groupPitch: CGFloat = 0
    /// How the band's scroll view bounces and decelerates.
    public private(set) var bounce = OrthogonalScrollingProperties.Bounce.automatic
    public private(set) var decelerationRate = OrthogonalScrollingProperties.DecelerationRate.automatic
    private var handler: VisibleItemsInvalidationHandler?
    private var environment: LayoutEnvironment?

    init(section: Int, behavior: OrthogonalScrollingBehavior) {
        self.section = section
        self.behavior = behavior
        super.init()
    }

    public required init?(coder: NSCoder) { nil }

    /// Takes the band's frames from the owner's pass.
    func update(cells: [CGRect], badges: [CompositionalGeometry.Badge], size: CGSize, groupPitch: CGFloat,
                behavior: OrthogonalScrollingBehavior, properties: OrthogonalScrollingProperties,
                handler: VisibleItemsInvalidationHandler?, environment: LayoutEnvironment) {
        (bounce, decelerationRate) = (properties.bounce, properties.decelerationRate)
        let changed = cells != cellFrames || size != self.size || badges.map(\.frame) != self.badges.map(\.frame)
        (cellFrames, self.badges, self.size, self.groupPitch, self.behavior) = (cells, badges, size, groupPitch, behavior)
        (self.handler, self.environment) = (handler, environment)
        if changed || handler != nil { invalidateLayout() }
    }

    public override var collectionViewContentSize: CGSize { size }

    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        handler != nil
    }

    /// - Complexity: O(cells of the band).
    public override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
        let visible = cellFrames.indices.filter { cellFrames[$0].intersects(rect) }
        let attributes = visible.map { item in
            let attributes = makeAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = cellFrames[item]
            return attributes
        }
        if let handler, let environment, let collectionView {
            let items = visible.map { VisibleItem(frame: cellFrames[$0], indexPath: IndexPath(item: $0, section: section)) }
            handler(items, collectionView.contentOffset, environment)
            for (item, element) in zip(items, attributes) { item.apply(to: element) }
        }
        // Badges keep the section's index path; the band's cells are section 0 of its own view.
        return attributes + badges.filter { $0.frame.intersects(rect) }.map { badge in
            badgeAttributes(CompositionalGeometry.Badge(kind: badge.kind, indexPath: IndexPath(item: badge.indexPath.item, section: 0),
                                                        frame: badge.frame, zIndex: badge.zIndex), from: self)
        }
    }

    public override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard cellFrames.indices.contains(indexPath.item) else { return nil }
        let attributes = makeAttributes(forCellWith: indexPath)
        attributes.frame = cellFrames[indexPath.item]
        return attributes
    }

    /// `.continuousGroupLeadingBoundary`: the nearest group boundary to where the scroll would
    /// stop (offsets that are whole multiples of the group pitch); other behaviours keep it.
    public override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                             withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard behavior == .continuousGroupLeadingBoundary, groupPitch > 0, let collectionView else {
            return proposedContentOffset
        }
        let maximum = max(0, size.width - collectionView.bounds.width)
        let snapped = (proposedContentOffset.x / groupPitch).rounded() * groupPitch
        return CGPoint(x: min(max(snapped, 0), maximum), y: proposedContentOffset.y)
    }
}
