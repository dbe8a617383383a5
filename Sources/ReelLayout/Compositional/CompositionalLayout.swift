public import Foundation

/// A layout built from items, groups and sections, as `UICollectionViewCompositionalLayout`.
///
/// Each section's group is repeated down the layout until every item of the section has a cell
/// frame; headers and footers (`boundarySupplementaryItems`) take room above and below, and
/// sections follow each other with `interSectionSpacing` between them. Pinned headers and
/// footers move with the visible bounds, so the layout invalidates on every bounds change when
/// it has one (as UIKit does).
///
/// ScrollReel lays compositional layouts out vertically, left to right, with estimated sizes at
/// their estimates; sideways (orthogonal) sections, list configurations and self-sizing are not
/// modelled yet.
open class CompositionalLayout: CollectionViewLayout {
    /// The section for a section index, from the environment (`NSCollectionLayoutSectionProvider`).
    public typealias SectionProvider = (Int, LayoutEnvironment) -> LayoutSection?

    private let sectionProvider: SectionProvider
    /// What applies to the whole layout; setting it invalidates the layout.
    public var configuration: CompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    /// The frames of the last `prepare()`.
    private var geometry = CompositionalGeometry()

    /// The same section for every section index.
    public convenience init(section: LayoutSection) {
        self.init(section: section, configuration: CompositionalLayoutConfiguration())
    }

    public convenience init(section: LayoutSection, configuration: CompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A section made by `sectionProvider` for each index, asked on every `prepare()`.
    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: CompositionalLayoutConfiguration())
    }

    public init(sectionProvider: @escaping SectionProvider, configuration: CompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// Archived layouts are not supported.
    public required init?(coder: NSCoder) { nil }

    // MARK: - Layout

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            geometry = CompositionalGeometry()
            return
        }
        geometry = CompositionalGeometry(collectionView: collectionView, configuration: configuration,
                                         sectionProvider: sectionProvider)
    }

    open override var collectionViewContentSize: CGSize { geometry.contentSize }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let bounds = collectionView?.bounds else { return false }
        return geometry.hasPinnedItems || newBounds.size != bounds.size
    }

    /// - Complexity: O(elements of the layout).
    open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
        var result: [LayoutAttributes] = []
        for (section, frames) in geometry.cells.enumerated() {
            for (item, frame) in frames.enumerated() where frame.intersects(rect) {
                result.append(cellAttributes(frame, IndexPath(item: item, section: section)))
            }
        }
        for boundary in geometry.boundaries {
            let frame = placed(boundary)
            if frame.intersects(rect) { result.append(boundaryAttributes(boundary, frame)) }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard geometry.cells.indices.contains(indexPath.section),
              geometry.cells[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return cellAttributes(geometry.cells[indexPath.section][indexPath.item], indexPath)
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> LayoutAttributes? {
        geometry.boundaries.first { $0.kind == elementKind && $0.indexPath == indexPath }
            .map { boundaryAttributes($0, placed($0)) }
    }

    // MARK: - Attributes

    private func cellAttributes(_ frame: CGRect, _ indexPath: IndexPath) -> LayoutAttributes {
        let attributes = makeAttributes(forCellWith: indexPath)
        attributes.frame = frame
        return attributes
    }

    private func boundaryAttributes(_ boundary: CompositionalGeometry.Boundary, _ frame: CGRect) -> LayoutAttributes {
        let attributes = makeAttributes(forSupplementaryViewOfKind: boundary.kind, with: boundary.indexPath)
        attributes.frame = frame
        attributes.zIndex = boundary.zIndex
        return attributes
    }

    /// A boundary item's frame now: a pinned header stays at the top of the visible area (below
    /// the content insets) while its section is there, a pinned footer at the bottom.
    private func placed(_ boundary: CompositionalGeometry.Boundary) -> CGRect {
        guard boundary.pins, let collectionView else { return boundary.frame }
        let visible = collectionView.bounds, insets = collectionView.adjustedContentInset
        var frame = boundary.frame
        if boundary.isHeader {
            let top = visible.minY + insets.top
            frame.origin.y = min(max(frame.minY, top), boundary.container.maxY - frame.height)
        } else {
            let bottom = visible.maxY - insets.bottom
            frame.origin.y = max(min(frame.minY, bottom - frame.height), boundary.container.minY)
        }
        return frame
    }
}
