import Foundation
import ReelGeometry

/// Every frame of a compositional layout, computed once per `prepare()`.
struct CompositionalGeometry {
    /// A header or footer: where it lies at rest, and the section (or layout) it stays within
    /// when pinned.
    struct Boundary {
        let kind: String
        let indexPath: IndexPath
        let frame: CGRect
        let zIndex: Int
        let pins: Bool
        let isHeader: Bool
        let container: CGRect
    }

    /// A sideways section: one band across the layout whose groups follow each other in a
    /// scroll view of their own.
    struct Band {
        let section: Int
        /// The band in the layout's coordinates.
        let frame: CGRect
        /// The band's scrollable content and its cells, in band coordinates.
        let contentSize: CGSize
        let cells: [CGRect]
        /// Badges of the band's cells, in band coordinates.
        let badges: [Badge]
        let groupPitch: CGFloat
        let behavior: OrthogonalScrollingBehavior
        let handler: VisibleItemsInvalidationHandler?
    }

    /// A supplementary item attached to a cell (a badge), at the cell's index path.
    struct Badge {
        let kind: String
        let indexPath: IndexPath
        let frame: CGRect
        let zIndex: Int

        /// The badges of `cells`, items 0, 1, … of `section`.
        static func of(_ cells: [PlacedCell], section: Int) -> [Badge] {
            cells.enumerated().flatMap { item, cell in
                cell.supplementaryItems.map {
                    Badge(kind: $0.elementKind, indexPath: IndexPath(item: item, section: section),
                          frame: $0.frame(on: cell.frame), zIndex: $0.zIndex)
                }
            }
        }
    }

    /// A section background.
    struct Decoration {
        let kind: String
        let indexPath: IndexPath
        let frame: CGRect
        let zIndex: Int
    }

    /// Cell frames by section and item (empty for a sideways section: its band has them).
    private(set) var cells: [[CGRect]] = []
    private(set) var bands: [Band] = []
    /// Sections with a visible-items handler (not sideways ones: their band calls it).
    private(set) var handlers: [Int: VisibleItemsInvalidationHandler] = [:]
    /// The environment sections were made in.
    private(set) var environment: LayoutEnvironment?
    private(set) var boundaries: [Boundary] = []
    private(set) var decorations: [Decoration] = []
    /// Badges of the cells of vertical sections (a band's are in its band).
    private(set) var badges: [Badge] = []
    private(set) var contentSize: CGSize = .zero

    var hasPinnedItems: Bool { boundaries.contains { $0.pins } }

    init() {}

    /// - Complexity: O(items + sections + boundary items).
    init(collectionView: LayoutCollectionView, configuration: CompositionalLayoutConfiguration,
         sectionProvider: CompositionalLayout.SectionProvider) {
        let environment = Self.environment(of: collectionView)
        let container = environment.container.effectiveContentSize
        self.environment = environment
        var y: CGFloat = 0
        let global = configuration.boundarySupplementaryItems
        var globalBoundaries = Self.place(global.filter { $0.alignment.isTop }, at: &y, x: 0, width: container.width,
                                          container: container)
        for index in 0..<collectionView.numberOfSections {
            if index > 0 { y += configuration.interSectionSpacing }
            let items = collectionView.numberOfItems(inSection: index)
            guard let section = sectionProvider(index, environment) else {
                cells.append([])
                continue
            }
            let top = y
            let inset = section.contentInsets
            let contentWidth = max(0, container.width - inset.leading - inset.trailing)
            let follows = section.supplementariesFollowContentInsets
            let boundaryX = follows ? inset.leading : 0, boundaryWidth = follows ? contentWidth : container.width
            var placed = Self.place(section.boundarySupplementaryItems.filter { $0.alignment.isTop }, at: &y,
                                    x: boundaryX, width: boundaryWidth, container: container)
            y += inset.top
            // The group's container: the section's content area.
            let content = CGSize(width: contentWidth, height: max(0, container.height - inset.top - inset.bottom))
            let groupSize = section.group.layoutSize.resolved(in: content)
            var frames: [PlacedCell] = []
            if section.orthogonalScrollingBehavior != .none {
                let band = Self.band(index, section, items: items, groupSize: groupSize, width: container.width,
                                     context: CellContext(environment: environment, section: index, measure: nil))
                // The band holds the section's top and bottom insets (already stepped over).
                bands.append(Band(section: index, frame: CGRect(x: 0, y: y - inset.top, width: container.width, height: band.size.height),
                                  contentSize: band.size, cells: band.cells.map(\.frame),
                                  badges: Badge.of(band.cells, section: index),
                                  groupPitch: groupSize.width + section.interGroupSpacing,
                                  behavior: section.orthogonalScrollingBehavior, handler: section.visibleItemsInvalidationHandler))
                y += groupSize.height
            } else if section.group.leafCount(in: groupSize, environment: environment) > 0 {
                if let handler = section.visibleItemsInvalidationHandler { handlers[index] = handler }
                let context = CellContext(environment: environment, section: index,
                                          measure: { collectionView.preferredSize(ofCellAt: $0, fitting: $1) })
                while frames.count < items {
                    if !frames.isEmpty { y += section.interGroupSpacing }
                    // A self-sizing group takes the height its cells measure, repeat by repeat.
                    let size = section.group.measuredSize(groupSize, context: context, firstLeaf: frames.count)
                    frames += section.group.cells(in: CGRect(x: inset.leading, y: y, width: size.width, height: size.height),
                                                  limit: items - frames.count, context: context, firstLeaf: frames.count)
                    y += size.height
                }
            }
            y += inset.bottom
            placed += Self.place(section.boundarySupplementaryItems.filter { $0.alignment.isBottom }, at: &y,
                                 x: boundaryX, width: boundaryWidth, container: container)
            cells.append(frames.map(\.frame))
            badges += Badge.of(frames, section: index)
            let sectionFrame = CGRect(x: 0, y: top, width: container.width, height: y - top)
            decorations += section.decorationItems.map { item in
                Decoration(kind: item.elementKind, indexPath: IndexPath(item: 0, section: index),
                           frame: item.contentInsets.inset(sectionFrame), zIndex: item.zIndex)
            }
            boundaries += placed.map { item, frame in
                Boundary(kind: item.elementKind, indexPath: IndexPath(item: 0, section: index), frame: frame,
                         zIndex: item.zIndex, pins: item.pinToVisibleBounds, isHeader: item.alignment.isTop,
                         container: sectionFrame)
            }
        }
        globalBoundaries += Self.place(global.filter { $0.alignment.isBottom }, at: &y, x: 0, width: container.width,
                                       container: container)
        let whole = CGRect(x: 0, y: 0, width: container.width, height: y)
        boundaries += globalBoundaries.map { item, frame in
            Boundary(kind: item.elementKind, indexPath: IndexPath(index: 0), frame: frame, zIndex: item.zIndex,
                     pins: item.pinToVisibleBounds, isHeader: item.alignment.isTop, container: whole)
        }
        contentSize = CGSize(width: container.width, height: y)
    }

    /// What a section provider is told about `collectionView`: its size, and that size less its
    /// adjusted content insets.
    static func environment(of collectionView: LayoutCollectionView) -> LayoutEnvironment {
        let bounds = collectionView.bounds, insets = collectionView.adjustedContentInset
        let effective = CGSize(width: max(0, bounds.width - insets.left - insets.right),
                               height: max(0, bounds.height - insets.top - insets.bottom))
        return LayoutEnvironment(
            container: .init(contentSize: bounds.size, effectiveContentSize: effective,
                             contentInsets: DirectionalEdgeInsets(top: insets.top, leading: insets.left,
                                                                  bottom: insets.bottom, trailing: insets.right)),
            displayScale: collectionView.displayScale, layoutDirection: collectionView.effectiveUserInterfaceLayoutDirection)
    }

    /// A sideways section's cells in its band (band coordinates): groups one after another
    /// `interGroupSpacing` apart from the leading inset — from the middle for centred group
    /// paging — with the section's top and bottom insets above and below them.
    /// - Complexity: O(items).
    private static func band(_ index: Int, _ section: LayoutSection, items: Int, groupSize: CGSize,
                             width: CGFloat, context: CellContext) -> (cells: [PlacedCell], size: CGSize) {
        let inset = section.contentInsets
        let centred = section.orthogonalScrollingBehavior == .groupPagingCentered
        let margin = centred ? max(0, (width - groupSize.width) / 2) : 0
        var x = centred ? margin : inset.leading
        var cells: [PlacedCell] = []
        guard section.group.leafCount(in: groupSize, environment: context.environment) > 0 else {
            return ([], CGSize(width: width, height: groupSize.height))
        }
        while cells.count < items {
            if !cells.isEmpty { x += section.interGroupSpacing }
            cells += section.group.cells(in: CGRect(x: x, y: inset.top, width: groupSize.width, height: groupSize.height),
                                         limit: items - cells.count, context: context, firstLeaf: cells.count)
            x += groupSize.width
        }
        x += centred ? margin : inset.trailing
        return (cells, CGSize(width: max(x, width), height: inset.top + groupSize.height + inset.bottom))
    }

    /// `items` one under another from `y`, which moves past those that take room of their own.
    private static func place(_ items: [BoundarySupplementaryItem], at y: inout CGFloat, x: CGFloat, width: CGFloat,
                              container: CGSize) -> [(BoundarySupplementaryItem, CGRect)] {
        items.map { item in
            let size = item.layoutSize.resolved(in: CGSize(width: width, height: container.height))
            let frame = Self.frame(of: item, size: size, at: y, x: x, width: width)
            if item.extendsBoundary { y += size.height }
            return (item, frame)
        }
    }

    /// A boundary item's frame with its top at `y`: sized in `width` (fractional heights in the
    /// layout container's height), aligned in it horizontally, then inset by its content insets
    /// (which take from its own size, not its neighbours').
    private static func frame(of item: BoundarySupplementaryItem, size: CGSize, at y: CGFloat, x: CGFloat,
                              width: CGFloat) -> CGRect {
        let left: CGFloat
        switch item.alignment {
        case .topLeading, .bottomLeading, .leading: left = x
        case .topTrailing, .bottomTrailing, .trailing: left = x + width - size.width
        default: left = x + (width - size.width) / 2
        }
        return item.contentInsets.inset(CGRect(x: left, y: y, width: size.width, height: size.height))
            .offsetBy(dx: item.offset.x, dy: item.offset.y)
    }
}
