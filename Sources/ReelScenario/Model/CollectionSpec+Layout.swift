import Foundation
public import ReelCompositional
import ReelGeometry
public import ReelLayout

/// Turning a scenario's collection into the layout object UIKit code would build: the one home
/// of spec → layout, for the flow family, the tables and the compositional layout. The scene
/// builds its collection view around it.
extension CollectionSpec {
    /// The layout `layout` names, set up as the scenario says.
    public func makeLayout() -> CollectionViewLayout {
        let spec = self
        switch spec.layout {
        case .flow, .stretchyHeader, .stickyHeaders, .collapsingHeader:
            let flow: FlowLayout
            switch spec.layout {
            case .stretchyHeader:
                let stretchy = StretchyHeaderLayout()
                stretchy.copiesAttributes = spec.copiesAttributes
                stretchy.invalidatesOnBoundsChange = spec.shouldInvalidateLayoutForBoundsChange
                flow = stretchy
            case .stickyHeaders:
                let sticky = StickyHeadersLayout()
                sticky.copiesAttributes = spec.copiesAttributes
                flow = sticky
            case .collapsingHeader:
                let collapsing = CollapsingHeaderLayout()
                let options = spec.collapsingHeader
                collapsing.minimumHeaderHeight = options.minimumHeight
                collapsing.maximumHeaderHeight = options.maximumHeight
                collapsing.maximumStretch = options.maximumStretch
                collapsing.pinsCollapsedHeader = options.pinsCollapsedHeader
                collapsing.expansionMode = options.expansionMode
                flow = collapsing
            default:
                flow = spec.targetContentOffset == .keepFirstVisibleItem ? AnchoredFlowLayout() : FlowLayout()
            }
            spec.configure(flow, only: CollectionSpec.flowSettingKeys)
            flow.pinnedSections = spec.pinnedSections.map(Set.init)
            return flow
        case .compositional:
            return spec.compositional.makeLayout()
        case .tablePlain, .tableGrouped:
            let table = TableLayout(style: spec.layout == .tablePlain ? .plain : .grouped)
            table.rowHeight = spec.rowHeight
            table.estimatedRowHeight = spec.estimatedRowHeight
            table.keepsMeasuredRowHeights = spec.keepsMeasuredRowHeights
            // UIKit's default is automatic; a scenario that gives a reference size keeps it.
            table.sectionHeaderHeight = spec.sectionHeaderHeight
                ?? (spec.explicitFlowSettings.contains("headerReferenceSize") ? spec.headerReferenceSize.height : TableLayout.automaticDimension)
            table.estimatedSectionHeaderHeight = spec.estimatedSectionHeaderHeight
            table.sectionFooterHeight = spec.sectionFooterHeight
                ?? (spec.explicitFlowSettings.contains("footerReferenceSize") ? spec.footerReferenceSize.height : TableLayout.automaticDimension)
            table.estimatedSectionFooterHeight = spec.estimatedSectionFooterHeight
            return table
        }
    }
}

extension CompositionalSpec {
    // MARK: - Compositional

    /// The compositional layout a scenario describes.
    /// The layout the description stands for.
    public func makeLayout() -> CompositionalLayout {
        let spec = self
        let sections = spec.sections
        let configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = spec.scrollDirection
        configuration.interSectionSpacing = spec.interSectionSpacing
        return CompositionalLayout(sectionProvider: { index, environment in
            guard let layout = sections.indices.contains(index) ? sections[index] : sections.last else { return nil }
            if let list = layout.list { return .list(using: list, layoutEnvironment: environment) }
            return Self.section(layout, axis: configuration.scrollDirection)
        }, configuration: configuration)
    }

    /// The section `layout` describes; its header goes before its content along `axis` (at
    /// the top, or the leading edge of a horizontal layout), its footer after it.
    private static func section(_ layout: CompositionalSpec.SectionLayout, axis: ScrollAxis) -> LayoutSection {
        let section = LayoutSection(group: group(layout.group))
        section.interGroupSpacing = layout.interGroupSpacing
        section.contentInsets = layout.contentInsets
        section.contentInsetsReference = layout.contentInsetsReference
        section.orthogonalScrollingBehavior = layout.orthogonalScrolling
        section.orthogonalScrollingProperties.bounce = layout.orthogonalBounce
        section.orthogonalScrollingProperties.decelerationRate = layout.orthogonalDecelerationRate
        section.boundarySupplementaryItems = [
            layout.header.map { boundary($0, kind: ElementKind.sectionHeader, alignment: axis == .vertical ? .top : .leading) },
            layout.footer.map { boundary($0, kind: ElementKind.sectionFooter, alignment: axis == .vertical ? .bottom : .trailing) },
        ].compactMap { $0 }
        if let background = layout.background {
            let item = DecorationItem.background(elementKind: background.kind)
            item.contentInsets = background.insets
            item.zIndex = background.zIndex
            section.decorationItems = [item]
        }
        if let minimum = layout.visibleItemsMinimumScale {
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                let width = environment.container.contentSize.width
                guard width > 0 else { return }
                for item in items {
                    let distance = abs(item.frame.midX - offset.x - width / 2)
                    let scale = max(1 - distance / width, minimum)
                    item.transform = CGAffineTransform(scaleX: scale, y: scale)
                }
            }
        }
        return section
    }

    /// The group `spec` describes.
    /// The group `spec` describes (also what the element budget counts).
    static func group(_ spec: CompositionalSpec.Group) -> LayoutGroup {
        let subitems = spec.subitems.map(element)
        let group: LayoutGroup
        switch (spec.axis, spec.count) {
        case (.horizontal, let count?): group = .horizontal(layoutSize: spec.size, subitem: subitems[0], count: count)
        case (.horizontal, nil): group = .horizontal(layoutSize: spec.size, subitems: subitems)
        case (.vertical, let count?): group = .vertical(layoutSize: spec.size, subitem: subitems[0], count: count)
        case (.vertical, nil): group = .vertical(layoutSize: spec.size, subitems: subitems)
        }
        group.interItemSpacing = spec.spacing
        group.contentInsets = spec.insets
        return group
    }

    private static func element(_ element: CompositionalSpec.Element) -> LayoutItem {
        switch element {
        case let .item(spec):
            let item = LayoutItem(layoutSize: spec.size, supplementaryItems: spec.badges.map(badge))
            item.contentInsets = spec.insets
            return item
        case let .group(spec):
            return group(spec)
        }
    }

    private static func badge(_ spec: CompositionalSpec.Badge) -> SupplementaryItem {
        let anchor = spec.isFractionalOffset ? LayoutAnchor(edges: spec.edges, fractionalOffset: spec.offset)
            : LayoutAnchor(edges: spec.edges, absoluteOffset: spec.offset)
        let item = spec.itemEdges.map {
            SupplementaryItem(layoutSize: spec.size, elementKind: spec.kind, containerAnchor: anchor, itemAnchor: LayoutAnchor(edges: $0))
        } ?? SupplementaryItem(layoutSize: spec.size, elementKind: spec.kind, containerAnchor: anchor)
        item.zIndex = spec.zIndex
        return item
    }

    private static func boundary(_ spec: CompositionalSpec.Boundary, kind: String, alignment: RectAlignment) -> BoundarySupplementaryItem {
        let item = BoundarySupplementaryItem(layoutSize: spec.size, elementKind: kind, alignment: alignment)
        item.pinToVisibleBounds = spec.pinned
        item.zIndex = spec.zIndex
        return item
    }
}
