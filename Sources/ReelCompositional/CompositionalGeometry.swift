import Foundation
import ReelGeometry
import ReelLayout

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
        /// A list section's header or footer: how it draws.
        let listStyle: ListStyle?
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
        let properties: OrthogonalScrollingProperties
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

    /// The axis sections and their groups follow.
    private(set) var axis: ScrollAxis = .vertical
    /// Cell frames by section and item (empty for a sideways section: its band has them).
    private(set) var cells: [[CGRect]] = []
    /// The list configurations of list sections, by section.
    private(set) var lists: [Int: ListConfiguration] = [:]
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
    /// What the layout could not model as asked, for the console.
    private(set) var notes: [String] = []

    var hasPinnedItems: Bool { boundaries.contains { $0.pins } }

    init() {}

    /// What placing every section shares: the environment, the container, the axis and how
    /// views are measured.
    private struct Pass {
        let environment: LayoutEnvironment
        let container: CGSize
        let axis: ScrollAxis
        let placer: BoundaryPlacer
        let measure: (LayoutAttributes) -> CGSize?
        /// The container's length across the axis.
        var crossLength: CGFloat { axis.cross(container) }
    }

    /// Sections one after another along the configuration's scroll direction, between the
    /// layout's own headers and footers.
    /// - Complexity: O(items + sections + boundary items).
    /// - Parameter measure: what a cell or header asks for, given the attributes it would have
    ///   (self-sizing); nil keeps the estimate.
    init(collectionView: LayoutCollectionView, configuration: CompositionalLayoutConfiguration,
         sectionProvider: CompositionalLayout.SectionProvider, measure: @escaping (LayoutAttributes) -> CGSize?) {
        let environment = Self.environment(of: collectionView)
        let container = environment.container.effectiveContentSize
        let axis = configuration.scrollDirection
        (self.environment, self.axis) = (environment, axis)
        let pass = Pass(environment: environment, container: container, axis: axis,
                        placer: BoundaryPlacer(axis: axis, container: container, measure: measure), measure: measure)
        var cursor: CGFloat = 0
        let global = configuration.boundarySupplementaryItems, layoutPath = IndexPath(index: 0)
        let globalCross = Self.cross(pass.crossLength, axis: axis, insets: environment.insets(for: configuration.contentInsetsReference))
        var globalBoundaries = pass.placer.place(global, .before, at: &cursor, cross: globalCross, indexPath: layoutPath)
        for index in 0..<collectionView.numberOfSections {
            if index > 0 { cursor += configuration.interSectionSpacing }
            guard let section = sectionProvider(index, environment) else {
                cells.append([])
                continue
            }
            place(section, index: index, items: collectionView.numberOfItems(inSection: index), at: &cursor, in: pass)
        }
        globalBoundaries += pass.placer.place(global, .after, at: &cursor, cross: globalCross, indexPath: layoutPath)
        let whole = axis.rect(main: 0, cross: 0, mainLength: cursor, crossLength: pass.crossLength)
        boundaries += globalBoundaries.map { item, frame, side in
            Boundary(kind: item.elementKind, indexPath: layoutPath, frame: frame, zIndex: item.zIndex,
                     pins: item.pinToVisibleBounds, isHeader: side != .after, container: whole, listStyle: nil)
        }
        contentSize = whole.size
    }

    /// Section `index` from `cursor`, which moves past it: its headers, its groups repeated
    /// until every item has a place (a sideways section, in a vertical layout, as a band), its
    /// footers; its backgrounds, and a list's separators and backdrop.
    private mutating func place(_ section: LayoutSection, index: Int, items: Int, at cursor: inout CGFloat, in pass: Pass) {
        let (environment, container, axis) = (pass.environment, pass.container, pass.axis)
        let top = cursor, sectionPath = IndexPath(item: 0, section: index)
        cursor += section.spaceBeforeBoundaries
        // The section's insets from its reference edge, along and across the axis.
        let inset = section.contentInsets + environment.insets(for: section.contentInsetsReference)
        let edges = inset.leftToRight
        let (mainStart, mainEnd, crossStart) = (axis.mainStart(edges), axis.mainEnd(edges), axis.crossStart(edges))
        // The group's container: the section's content area.
        let content = inset.inset(CGRect(origin: .zero, size: container)).size
        let boundaryCross = section.supplementariesFollowContentInsets ? (crossStart, axis.cross(content))
            : Self.cross(pass.crossLength, axis: axis, insets: environment.insets(for: section.supplementaryContentInsetsReference))
        let boundaryItems = section.boundarySupplementaryItems
        var across = cursor
        var placed = pass.placer.place(boundaryItems, .across, at: &across, cross: boundaryCross, indexPath: sectionPath)
        placed += pass.placer.place(boundaryItems, .before, at: &cursor, cross: boundaryCross, indexPath: sectionPath)
        cursor += mainStart
        let groupSize = section.group.layoutSize.resolved(in: content)
        var frames: [PlacedCell] = []
        let sideways = section.orthogonalScrollingBehavior != .none
        if sideways, axis == .horizontal {
            notes.append("a sideways section in a horizontal layout scrolls with the layout (not modelled yet)")
        }
        // Cells measure themselves (self-sizing); a list row is never shorter than the list's minimum.
        let context = CellContext(environment: environment, section: index, items: items,
                                  measure: Self.cellMeasure(pass.measure, list: section.list, layoutMargin: environment.layoutMargins))
        if sideways, axis == .vertical {
            let band = Self.band(section, inset: inset, items: items, groupSize: groupSize, width: container.width, context: context)
            // The band holds the section's top and bottom insets (already stepped over).
            bands.append(Band(section: index, frame: CGRect(x: 0, y: cursor - mainStart, width: container.width, height: band.size.height),
                              contentSize: band.size, cells: band.cells.map(\.frame),
                              badges: Badge.of(band.cells, section: index),
                              groupPitch: band.firstGroupWidth + section.interGroupSpacing,
                              behavior: section.orthogonalScrollingBehavior, properties: section.orthogonalScrollingProperties,
                              handler: section.visibleItemsInvalidationHandler))
            cursor += band.size.height - mainStart - mainEnd
        } else if section.group.leafCount(in: groupSize, environment: environment) > 0 {
            if let handler = section.visibleItemsInvalidationHandler { handlers[index] = handler }
            while frames.count < items {
                if !frames.isEmpty { cursor += section.interGroupSpacing }
                // A self-sizing group takes the extent its cells measure, repeat by repeat.
                let size = section.group.measuredSize(groupSize, context: context, firstLeaf: frames.count)
                let slot = axis.rect(main: cursor, cross: crossStart, mainLength: axis.main(size), crossLength: axis.cross(size))
                frames += section.group.cells(in: slot, limit: items - frames.count, context: context, firstLeaf: frames.count)
                cursor += axis.main(size)
            }
        }
        cursor += mainEnd
        placed += pass.placer.place(boundaryItems, .after, at: &cursor, cross: boundaryCross, indexPath: sectionPath)
        cells.append(frames.map(\.frame))
        badges += Badge.of(frames, section: index)
        let sectionFrame = axis.rect(main: top, cross: 0, mainLength: cursor - top, crossLength: pass.crossLength)
        decorations += section.decorationItems.map { item in
            Decoration(kind: item.elementKind, indexPath: sectionPath, frame: item.contentInsets.inset(sectionFrame), zIndex: item.zIndex)
        }
        if let list = section.list {
            lists[index] = list
            decorations += Self.listDecorations(list, rows: frames.map(\.frame), section: index,
                                                hairline: 1 / max(1, environment.displayScale), margin: environment.layoutMargins)
        }
        boundaries += placed.map { item, frame, side in
            Boundary(kind: item.elementKind, indexPath: sectionPath, frame: frame, zIndex: item.zIndex,
                     pins: item.pinToVisibleBounds, isHeader: side != .after, container: sectionFrame,
                     listStyle: section.list?.style(isHeader: side != .after, layoutMargin: environment.layoutMargins))
        }
    }

    /// The room across `axis` (`length` long) inside `insets`: its start and length.
    private static func cross(_ length: CGFloat, axis: ScrollAxis, insets: DirectionalEdgeInsets) -> (CGFloat, CGFloat) {
        let edges = insets.leftToRight
        return (axis.crossStart(edges), max(0, length - axis.crossStart(edges) - axis.crossEnd(edges)))
    }

    /// The style a list section's cell draws with; nil outside lists.
    func listStyle(ofCellAt indexPath: IndexPath) -> ListStyle? {
        Self.listStyle(lists[indexPath.section], item: indexPath.item, layoutMargin: environment?.layoutMargins ?? 0)
    }

    /// The style of item `item` of a section with list configuration `list`.
    private static func listStyle(_ list: ListConfiguration?, item: Int, layoutMargin: CGFloat) -> ListStyle? {
        list.map { $0.style(isHeader: $0.headerMode == .firstItemInSection && item == 0, layoutMargin: layoutMargin) }
    }

    /// How the cells of a section are measured: with the attributes they would have (a list
    /// row's style among them), a list row never shorter than the list's minimum.
    private static func cellMeasure(_ measure: @escaping (LayoutAttributes) -> CGSize?, list: ListConfiguration?,
                                    layoutMargin: CGFloat) -> (IndexPath, CGSize, _ fixesWidth: Bool, _ fixesHeight: Bool) -> CGSize? {
        let minimum = list == nil ? 0 : ListMetrics.minimumRowHeight
        return { indexPath, size, fixesWidth, fixesHeight in
            let attributes = LayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(origin: .zero, size: size)
            attributes.fixesWidth = fixesWidth
            attributes.fixesHeight = fixesHeight
            attributes.listStyle = listStyle(list, item: indexPath.item, layoutMargin: layoutMargin)
            return measure(attributes).map { CGSize(width: $0.width, height: max($0.height, minimum)) }
        }
    }

    /// A list section's decoration views: the white backdrop behind its rows (grouped and
    /// inset-grouped; rounded when inset), and a hairline at the foot of every row but the
    /// last, from the text's leading margin to the row's end; a grouped section's rows also
    /// have full-width hairlines above and below them. An item drawn as the header is outside
    /// the backdrop and has no hairline.
    private static func listDecorations(_ list: ListConfiguration, rows: [CGRect], section: Int, hairline: CGFloat,
                                        margin: CGFloat) -> [Decoration] {
        let appearance = list.appearance.onPhone
        let boxed = list.headerMode == .firstItemInSection ? Array(rows.dropFirst()) : rows
        guard let first = boxed.first, let last = boxed.last else { return [] }
        let box = first.union(last)
        var result: [Decoration] = []
        if appearance == .grouped || appearance == .insetGrouped {
            let kind = appearance == .insetGrouped ? ListConfiguration.roundedBackgroundElementKind : ListConfiguration.backgroundElementKind
            result.append(Decoration(kind: kind, indexPath: IndexPath(item: 0, section: section), frame: box, zIndex: 0))
        }
        guard list.showsSeparators else { return result }
        var lines = boxed.dropLast().map { row in
            CGRect(x: row.minX + margin, y: row.maxY - hairline, width: max(0, row.width - margin), height: hairline)
        }
        if appearance == .grouped {
            lines += [CGRect(x: box.minX, y: box.minY, width: box.width, height: hairline),
                      CGRect(x: box.minX, y: box.maxY - hairline, width: box.width, height: hairline)]
        }
        result += lines.enumerated().map { item, frame in
            Decoration(kind: ListConfiguration.separatorElementKind, indexPath: IndexPath(item: item, section: section),
                       frame: frame, zIndex: 0)
        }
        return result
    }

    /// What a section provider is told about `collectionView`: its size, and that size less its
    /// adjusted content insets.
    static func environment(of collectionView: LayoutCollectionView) -> LayoutEnvironment {
        let bounds = collectionView.bounds, insets = DirectionalEdgeInsets(leftToRight: collectionView.adjustedContentInset)
        let effective = insets.inset(CGRect(origin: .zero, size: bounds.size)).size
        return LayoutEnvironment(
            container: .init(contentSize: bounds.size, effectiveContentSize: effective, contentInsets: insets),
            displayScale: collectionView.displayScale, layoutDirection: collectionView.effectiveUserInterfaceLayoutDirection)
    }

    /// A sideways section's cells in its band (band coordinates): groups one after another
    /// `interGroupSpacing` apart from the leading inset — from the middle for centred group
    /// paging — each as large as its cells measure (self-sizing), the band as tall as the
    /// tallest, with the section's top and bottom insets above and below them.
    /// - Complexity: O(items).
    /// - Returns: the cells, the band's content size, and the first group's width (the pitch of
    ///   group paging, with the spacing).
    private static func band(_ section: LayoutSection, inset: DirectionalEdgeInsets, items: Int, groupSize: CGSize,
                             width: CGFloat, context: CellContext) -> (cells: [PlacedCell], size: CGSize, firstGroupWidth: CGFloat) {
        let centred = section.orthogonalScrollingBehavior == .groupPagingCentered
        let margin = centred ? max(0, (width - groupSize.width) / 2) : 0
        var x = centred ? margin : inset.leading
        var cells: [PlacedCell] = []
        guard section.group.leafCount(in: groupSize, environment: context.environment) > 0 else {
            return ([], CGSize(width: width, height: inset.top + groupSize.height + inset.bottom), groupSize.width)
        }
        var height: CGFloat = items > 0 ? 0 : groupSize.height, firstGroupWidth = groupSize.width
        while cells.count < items {
            if !cells.isEmpty { x += section.interGroupSpacing }
            let size = section.group.measuredSize(groupSize, context: context, firstLeaf: cells.count)
            if cells.isEmpty { firstGroupWidth = size.width }
            cells += section.group.cells(in: CGRect(x: x, y: inset.top, width: size.width, height: size.height),
                                         limit: items - cells.count, context: context, firstLeaf: cells.count)
            x += size.width
            height = max(height, size.height)
        }
        x += centred ? margin : inset.trailing
        return (cells, CGSize(width: max(x, width), height: inset.top + height + inset.bottom), firstGroupWidth)
    }

}

/// Places boundary supplementary items (headers and footers) along a layout's axis.
struct BoundaryPlacer {
    let axis: ScrollAxis
    /// The layout's container: fractional sizes are resolved in it, across as long as the room given.
    let container: CGSize
    /// What a supplementary view measures, given its attributes (self-sizing headers); nil:
    /// keep the estimate.
    let measure: (LayoutAttributes) -> CGSize?

    /// The items on `side`, one after another from `cursor`, which moves past those that take
    /// room of their own; across the axis, each is aligned within `cross` (start and length).
    /// Items with an estimated side take what their view measures.
    func place(_ items: [BoundarySupplementaryItem], _ side: BoundarySide, at cursor: inout CGFloat,
               cross: (start: CGFloat, length: CGFloat), indexPath: IndexPath) -> [(BoundarySupplementaryItem, CGRect, BoundarySide)] {
        items.filter { $0.alignment.side(along: axis) == side }.map { item in
            let room = axis.rect(main: 0, cross: 0, mainLength: axis.main(container), crossLength: cross.length).size
            var size = item.layoutSize.resolved(in: room)
            let estimatedWidth = item.layoutSize.widthDimension.isEstimated, estimatedHeight = item.layoutSize.heightDimension.isEstimated
            let proposed = LayoutAttributes(forSupplementaryViewOfKind: item.elementKind, with: indexPath)
            proposed.frame = CGRect(origin: .zero, size: size)
            if estimatedWidth || estimatedHeight, let measured = measure(proposed) {
                size = CGSize(width: estimatedWidth ? measured.width : size.width, height: estimatedHeight ? measured.height : size.height)
            }
            let crossPosition = cross.start + (cross.length - axis.cross(size)) * item.alignment.crossFraction(along: axis)
            let slot = axis.rect(main: cursor, cross: crossPosition, mainLength: axis.main(size), crossLength: axis.cross(size))
            // Content insets take from the item's own size, not its neighbours'.
            let frame = item.contentInsets.inset(slot).offsetBy(dx: item.offset.x, dy: item.offset.y)
            if item.extendsBoundary, side != .across { cursor += axis.main(size) }
            return (item, frame, side)
        }
    }
}
