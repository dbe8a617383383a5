public import Foundation
import ReelGeometry

/// The StretchyHeaderCollectionViewLayout technique: in top overscroll the first section's
/// header grows upwards so it always reaches the top of the visible area.
///
/// By default it edits the attributes `super` returned in place, exactly like the published
/// snippet, so the flow layout logs its cache-mismatch lines once; `copiesAttributes` fixes that.
open class StretchyHeaderLayout: FlowLayout {
    /// false (default) = the published snippet: modifies the attributes returned by super IN PLACE
    /// (so the flow layout logs its cache-mismatch lines once); true = copies first (logs nothing).
    public var copiesAttributes = false

    /// true (default) = the published layouts: every bounds change invalidates, so the header
    /// is asked for again and stretches; false = the classic bug of forgetting
    /// `shouldInvalidateLayout(forBoundsChange:)`: UIKit never asks again while scrolling, so the
    /// header keeps its first frame and the pulled-down content shows the background above it.
    public var invalidatesOnBoundsChange = true

    /// Called with the header's attributes each time the layout updates them (issue: a scene
    /// uses it to invalidate a nested layout when the header stretches).
    public var onHeaderAttributesUpdate: ((LayoutAttributes) -> Void)?

    /// A vertical stretchy-header layout with UIKit's flow defaults.
    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: - Overrides

    /// `invalidatesOnBoundsChange`: true, so the header's stretch follows every offset change.
    override open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        invalidatesOnBoundsChange
    }

    /// `super`'s attributes with the first section's header stretched by the top overscroll.
    override open func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
        var layoutAttributes = super.layoutAttributesForElements(in: rect) ?? []
        // The stretched header reaches above its natural frame: return it whenever `rect`
        // overlaps the stretched frame, even if `super` did not (natural frame outside `rect`).
        if !layoutAttributes.contains(where: { $0.isHeader(ofSection: 0) }),
           let header = super.layoutAttributesForSupplementaryView(
               ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0)) {
            let deltaY = stretch
            let stretched = CGRect(x: header.frame.minX, y: header.frame.minY - deltaY,
                                   width: header.frame.width, height: header.frame.height + deltaY)
            if stretched.overlaps(rect) { layoutAttributes.insert(header, at: 0) }
        }
        for (index, attributes) in layoutAttributes.enumerated() where attributes.isHeader(ofSection: 0) {
            layoutAttributes[index] = stretchedHeader(attributes)
        }
        return layoutAttributes
    }

    /// `super`'s header attributes, stretched when it is the first section's header.
    override open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> LayoutAttributes? {
        guard let attributes = super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
        else { return nil }
        return attributes.isHeader(ofSection: 0) ? stretchedHeader(attributes) : attributes
    }

    // MARK: - Stretching

    /// How far the content is pulled below its resting top: `−inset.top − offset.y` when positive.
    public var stretch: CGFloat {
        guard let collectionView else { return 0 }
        let offset = collectionView.contentOffset
        let top = collectionView.adjustedContentInset.top
        return offset.y < -top ? -top - offset.y : 0
    }

    /// Applies the stretch as the published snippet does, then reports the header.
    private func stretchedHeader(_ attributes: LayoutAttributes) -> LayoutAttributes {
        let attributes = copiesAttributes ? attributes.copied() : attributes
        let deltaY = stretch
        if deltaY > 0 {
            var frame = attributes.frame
            frame.size.height += deltaY
            frame.origin.y = frame.minY - deltaY
            attributes.frame = frame
        }
        onHeaderAttributesUpdate?(attributes)
        return attributes
    }
}
