public import Foundation
public import ReelLayout

/// A layout built from items, groups and sections, as `UICollectionViewCompositionalLayout`.
///
/// Each section's group is repeated down the layout until every item of the section has a cell
/// frame; headers and footers (`boundarySupplementaryItems`) take room above and below, and
/// sections follow each other with `interSectionSpacing` between them. Pinned headers and
/// footers move with the visible bounds, so the layout invalidates on every bounds change when
/// it has one (as UIKit does).
///
/// A section with an `orthogonalScrollingBehavior` is one band across the layout; its cells
/// are laid out by an ``OrthogonalBandLayout`` in a scroll view of its own, as UIKit embeds one.
///
/// Sections follow the configuration's scroll direction. Estimated sizes are measured by the
/// cells and the headers (self-sizing), a sideways band as tall as its tallest group. List sections
/// (``LayoutSection/list(using:layoutEnvironment:)``) add their separators and backdrops as
/// decoration views and mark their elements' attributes with the list's style. ScrollReel lays
/// out left to right.
open class CompositionalLayout: CollectionViewLayout {

    /// True, as UIKit's own layouts answer: in a right-to-left language the collection view
    /// mirrors what this layout computes left to right.
    override open var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// The section for a section index, from the environment (`NSCollectionLayoutSectionProvider`).
    public typealias SectionProvider = (Int, LayoutEnvironment) -> LayoutSection?

    private let sectionProvider: SectionProvider
    /// What applies to the whole layout; setting it invalidates the layout.
    public var configuration: CompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    /// The frames of the last `prepare()`.
    private var geometry = CompositionalGeometry()
    /// The layouts of the sideways sections' own scroll views, by section.
    private var bandLayouts: [Int: OrthogonalBandLayout] = [:]
    /// What the console was told, so each note is said once.
    private var reportedNotes: Set<String> = []
    /// What cells and headers measured, kept until the data changes, as UIKit keeps self-sized
    /// attributes: later passes (every frame, with a pinned header) ask no view again.
    private var measuredSizes: [MeasuredElement: CGSize?] = [:]

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
                                         sectionProvider: sectionProvider) { [unowned self] in measuredSize(fitting: $0) }
        // Said once, in the console the trace keeps, rather than laid out silently otherwise.
        for note in geometry.notes where reportedNotes.insert(note).inserted {
            console?("ScrollReel: \(note)")
        }
        guard let environment = geometry.environment else { return }
        for band in geometry.bands {
            bandLayout(forSection: band.section, behavior: band.behavior)
                .update(cells: band.cells, badges: band.badges, size: band.contentSize, groupPitch: band.groupPitch, behavior: band.behavior,
                        properties: band.properties, handler: band.handler, environment: environment)
        }
    }

    /// Forgets what the views measured when the data changes.
    open override func invalidateLayout(with context: InvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts { measuredSizes.removeAll() }
        super.invalidateLayout(with: context)
    }

    /// What the element `attributes` describe measures, asked of the collection view once.
    private func measuredSize(fitting attributes: LayoutAttributes) -> CGSize? {
        let key = MeasuredElement(attributes)
        if let known = measuredSizes[key] { return known }
        let size = collectionView?.preferredSize(fitting: attributes)
        measuredSizes[key] = size
        return size
    }

    // MARK: - Sideways sections

    /// The sections that scroll sideways and how, asking the section provider (for a host that
    /// embeds their scroll views before the first pass).
    package func orthogonalSections() -> [(section: Int, behavior: OrthogonalScrollingBehavior)] {
        guard let collectionView else { return [] }
        let environment = CompositionalGeometry.environment(of: collectionView)
        return (0..<collectionView.numberOfSections).compactMap { index in
            guard let behavior = sectionProvider(index, environment)?.orthogonalScrollingBehavior, behavior != .none
            else { return nil }
            return (index, behavior)
        }
    }

    /// The layout of sideways section `section`'s own scroll view (made on first use).
    @discardableResult
    package func bandLayout(forSection section: Int, behavior: OrthogonalScrollingBehavior) -> OrthogonalBandLayout {
        if let layout = bandLayouts[section] { return layout }
        let layout = OrthogonalBandLayout(section: section, behavior: behavior)
        bandLayouts[section] = layout
        return layout
    }

    open override var collectionViewContentSize: CGSize { geometry.contentSize }

    /// The appearance of the first list section on the phone: a grouped list sits on the
    /// grouped background. Nil when no section is a list.
    package var listAppearance: ListConfiguration.Appearance? {
        geometry.lists.min { $0.key < $1.key }?.value.appearance.onPhone
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let bounds = collectionView?.bounds else { return false }
        return geometry.hasPinnedItems || !geometry.handlers.isEmpty || newBounds.size != bounds.size
    }

    /// - Complexity: O(elements of the layout).
    open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
        var result: [LayoutAttributes] = []
        for (section, frames) in geometry.cells.enumerated() {
            let visible = frames.indices.filter { frames[$0].intersects(rect) }
            let cells = visible.map { cellAttributes(frames[$0], IndexPath(item: $0, section: section)) }
            if let handler = geometry.handlers[section], let environment = geometry.environment, let collectionView {
                let items = zip(visible, cells).map { VisibleItem(frame: $1.frame, indexPath: IndexPath(item: $0, section: section)) }
                handler(items, collectionView.contentOffset, environment)
                for (item, cell) in zip(items, cells) { item.apply(to: cell) }
            }
            result += cells
        }
        // A sideways section is one band here (its item 0 stands for it); the band's own scroll
        // view lays out its cells.
        for band in geometry.bands where band.frame.intersects(rect) {
            result.append(cellAttributes(band.frame, IndexPath(item: 0, section: band.section)))
        }
        for boundary in geometry.boundaries {
            let frame = placed(boundary)
            if frame.intersects(rect) { result.append(boundaryAttributes(boundary, frame)) }
        }
        for decoration in geometry.decorations where decoration.frame.intersects(rect) {
            result.append(decorationAttributes(decoration))
        }
        result += geometry.badges.filter { $0.frame.intersects(rect) }.map { badgeAttributes($0, from: self) }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        if let band = geometry.bands.first(where: { $0.section == indexPath.section }) {
            return indexPath.item == 0 ? cellAttributes(band.frame, indexPath) : nil
        }
        guard geometry.cells.indices.contains(indexPath.section),
              geometry.cells[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return cellAttributes(geometry.cells[indexPath.section][indexPath.item], indexPath)
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> LayoutAttributes? {
        if let badge = geometry.badges.first(where: { $0.kind == elementKind && $0.indexPath == indexPath }) {
            return badgeAttributes(badge, from: self)
        }
        return geometry.boundaries.first { $0.kind == elementKind && $0.indexPath == indexPath }
            .map { boundaryAttributes($0, placed($0)) }
    }

    open override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> LayoutAttributes? {
        geometry.decorations.first { $0.kind == elementKind && $0.indexPath == indexPath }.map(decorationAttributes)
    }

    // MARK: - Attributes

    private func decorationAttributes(_ decoration: CompositionalGeometry.Decoration) -> LayoutAttributes {
        let attributes = makeAttributes(forDecorationViewOfKind: decoration.kind, with: decoration.indexPath)
        attributes.frame = decoration.frame
        attributes.zIndex = decoration.zIndex
        return attributes
    }

    private func cellAttributes(_ frame: CGRect, _ indexPath: IndexPath) -> LayoutAttributes {
        let attributes = makeAttributes(forCellWith: indexPath)
        attributes.frame = frame
        attributes.listStyle = geometry.listStyle(ofCellAt: indexPath)
        return attributes
    }

    private func boundaryAttributes(_ boundary: CompositionalGeometry.Boundary, _ frame: CGRect) -> LayoutAttributes {
        let attributes = makeAttributes(forSupplementaryViewOfKind: boundary.kind, with: boundary.indexPath)
        attributes.frame = frame
        attributes.zIndex = boundary.zIndex
        attributes.listStyle = boundary.listStyle
        return attributes
    }

    /// A boundary item's frame now: a pinned header stays at the start of the visible area
    /// (inside the content insets) while its section is there — the top of a vertical layout,
    /// the left of a horizontal one — a pinned footer at the end.
    private func placed(_ boundary: CompositionalGeometry.Boundary) -> CGRect {
        guard boundary.pins, let collectionView else { return boundary.frame }
        let axis = geometry.axis, visible = collectionView.bounds, insets = collectionView.adjustedContentInset
        let length = axis.main(boundary.frame.size), current = axis.minMain(boundary.frame)
        let main = boundary.isHeader
            ? min(max(current, axis.minMain(visible) + axis.mainStart(insets)), axis.maxMain(boundary.container) - length)
            : max(min(current, axis.maxMain(visible) - axis.mainEnd(insets) - length), axis.minMain(boundary.container))
        return axis.rect(boundary.frame, movedToMain: main)
    }
}

/// The attributes of a badge (a supplementary item on a cell), made by `layout`.
func badgeAttributes(_ badge: CompositionalGeometry.Badge, from layout: CollectionViewLayout) -> LayoutAttributes {
    let attributes = layout.makeAttributes(forSupplementaryViewOfKind: badge.kind, with: badge.indexPath)
    attributes.frame = badge.frame
    attributes.zIndex = badge.zIndex
    return attributes
}

/// What a measurement depends on: the element, the size it is given and its list style.
private struct MeasuredElement: Hashable {
    let indexPath: IndexPath
    let kind: String?
    let size: CGSize
    let listStyle: ListStyle?

    init(_ attributes: LayoutAttributes) {
        (indexPath, kind, size, listStyle) = (attributes.indexPath, attributes.representedElementKind, attributes.size,
                                              attributes.listStyle)
    }
}
