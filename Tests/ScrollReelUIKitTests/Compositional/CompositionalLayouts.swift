import ScrollReelUIKit

// Compositional layouts written here the way iOS apps write them (the file imports only
// ScrollReelUIKit, as an app's file imports UIKit), each leaning on a part of the API the tests
// check: fractions, insets, spacing, boundary and supplementary items, decorations, sideways
// sections, lists.

/// Square photo tiles, four to a row, each drawn 4 pt inside its square.
func photoTileGridLayout() -> UICollectionViewLayout {
    // A quarter of the width serves twice: the tile's share of its row, and the row's height.
    let quarter = NSCollectionLayoutDimension.fractionalWidth(0.25)
    let tile = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: quarter,
                                                                        heightDimension: .fractionalHeight(1)))
    tile.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    let row = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: quarter),
        subitems: [tile])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
}

/// Rows in titled sections, as a form or a settings page: 40-pt rows 4 pt apart inside 8/12-pt
/// insets, a 28-pt title above each section and an 18-pt note below it, sections 20 pt apart.
/// The titles can stay pinned while their section scrolls.
func titledSectionsLayout(pinnedTitles: Bool = false) -> UICollectionViewLayout {
    let fullWidth = NSCollectionLayoutDimension.fractionalWidth(1)
    func boundaryItem(_ kind: String, height: CGFloat, at edge: NSRectAlignment) -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: fullWidth, heightDimension: .absolute(height)),
            elementKind: kind, alignment: edge)
    }

    let rowSize = NSCollectionLayoutSize(widthDimension: fullWidth, heightDimension: .absolute(40))
    let section = NSCollectionLayoutSection(
        group: .vertical(layoutSize: rowSize, subitems: [NSCollectionLayoutItem(layoutSize: rowSize)]))
    section.interGroupSpacing = 4
    section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)

    let title = boundaryItem(UICollectionView.elementKindSectionHeader, height: 28, at: .top)
    title.pinToVisibleBounds = pinnedTitles
    title.zIndex = 5   // over the rows that scroll beneath a pinned title
    let note = boundaryItem(UICollectionView.elementKindSectionFooter, height: 18, at: .bottom)
    section.boundarySupplementaryItems = [title, note]

    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 20
    return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
}

/// Three equal cells a row with 10 pt between them, and under them a big cell beside two
/// stacked ones (a nested vertical group), then a row spaced flexibly.
func nestedGroupsLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { (sectionIndex: Int, _: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
        switch sectionIndex {
        case 0:
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100)),
                repeatingSubitem: item, count: 3)
            group.interItemSpacing = .fixed(10)
            return NSCollectionLayoutSection(group: group)
        case 1:
            let big = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)))
            let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
            let pair = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)),
                subitem: small, count: 2)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(200)),
                subitems: [big, pair])
            return NSCollectionLayoutSection(group: group)
        default:
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(80), heightDimension: .absolute(50)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50)),
                subitems: [item, item, item])
            group.interItemSpacing = .flexible(10)
            return NSCollectionLayoutSection(group: group)
        }
    }
}

/// Columns from the environment: one on the first section, as many 100-pt columns as fit after.
func environmentColumnsLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
        let columns = sectionIndex == 0 ? 1 : Int(layoutEnvironment.container.effectiveContentSize.width / 100)
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(60)),
            subitem: item, count: columns)
        let section = NSCollectionLayoutSection(group: group)
        if layoutEnvironment.traitCollection.horizontalSizeClass == .compact {
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        }
        return section
    }
}

/// An App-Store-style page: a centred carousel whose side cards shrink (the visible-items
/// handler), then a shelf that comes to rest on a card's leading edge, then a paged shelf.
func appStoreLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { sectionIndex, _ in
        switch sectionIndex {
        case 0:
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .groupPagingCentered
            section.interGroupSpacing = 10
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                let width = environment.container.contentSize.width
                for item in items {
                    let distance = abs(item.frame.midX - offset.x - width / 2)
                    let scale = max(1 - distance / width, 0.8)
                    item.transform = CGAffineTransform(scaleX: scale, y: scale)
                }
            }
            return section
        case 1:
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
            // iOS 17: what the main scroll view does anyway, spelled out as apps do.
            section.orthogonalScrollingProperties.decelerationRate = .normal
            section.orthogonalScrollingProperties.bounce = .automatic
            section.interGroupSpacing = 10
            section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
            return section
        default:
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(140), heightDimension: .absolute(80)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .groupPaging
            section.interGroupSpacing = 12
            return section
        }
    }
}

/// The decoration kind `cardBackdropLayout()` puts behind each section.
let cardBackdropKind = "card-backdrop"

/// Each section drawn as a card: a backdrop decoration behind the whole section, its title
/// included, 6 pt in from the section's edges; 40-pt rows 4 pt apart inside 12-pt insets.
func cardBackdropLayout() -> UICollectionViewLayout {
    let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))
    let section = NSCollectionLayoutSection(
        group: .horizontal(layoutSize: rowSize, subitems: [NSCollectionLayoutItem(layoutSize: rowSize)]))
    section.interGroupSpacing = 4
    section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12)
    section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(28)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]

    let card = NSCollectionLayoutDecorationItem.background(elementKind: cardBackdropKind)
    card.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
    section.decorationItems = [card]

    let layout = UICollectionViewCompositionalLayout(section: section)
    // An app registers its backdrop view class here; the kind is what the layout needs.
    layout.register(nil, forDecorationViewOfKind: cardBackdropKind)
    return layout
}

/// The supplementary kind of the badges `counterBadgeGridLayout()` hangs on its tiles.
let counterBadgeKind = "counter-badge"

/// Tiles three to a row, each with an 18-pt counter badge centred on its top-trailing corner
/// (half of it outside the tile); the second section scrolls sideways with the same badges.
func counterBadgeGridLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { sectionIndex, _ in
        let corner = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5))
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(18), heightDimension: .absolute(18)),
            elementKind: counterBadgeKind, containerAnchor: corner)
        let tile = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [badge])
        tile.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
            repeatingSubitem: tile, count: 3)
        let section = NSCollectionLayoutSection(group: row)
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        section.orthogonalScrollingBehavior = sectionIndex == 1 ? .continuous : .none
        return section
    }
}

/// Edge spacing, a custom group and an offset header: section 0 has 80-pt items with 10 pt fixed
/// before each and flexible space after; section 1 a custom group of a big and a small cell;
/// section 2 a header moved 8 pt right and 4 pt down.
func edgeSpacingCustomLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in
        switch sectionIndex {
        case 0:
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(80), heightDimension: .absolute(50)))
            item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(10), top: .fixed(5), trailing: .flexible(0), bottom: nil)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(60)),
                subitems: [item])
            return NSCollectionLayoutSection(group: group)
        case 1:
            let group = NSCollectionLayoutGroup.custom(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100))) { environment in
                let width = environment.container.effectiveContentSize.width
                return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: width * 2 / 3, height: 100)),
                        NSCollectionLayoutGroupCustomItem(frame: CGRect(x: width * 2 / 3, y: 50, width: width / 3, height: 50))]
            }
            return NSCollectionLayoutSection(group: group)
        default:
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(40)))
            let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: item.layoutSize, subitems: [item]))
            // A narrower header on a phone than on a pad.
            let headerWidth: CGFloat = environment.traitCollection.userInterfaceIdiom == .phone ? 100 : 200
            section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(headerWidth), heightDimension: .absolute(30)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .topLeading,
                absoluteOffset: CGPoint(x: 8, y: 4))]
            return section
        }
    })
}

/// A list whose rows size themselves: item and group heights are estimates (44 pt), as lists
/// written before `UICollectionLayoutListConfiguration` were.
func selfSizingListLayout() -> UICollectionViewLayout {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
    let item = NSCollectionLayoutItem(layoutSize: size)
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 1
    return UICollectionViewCompositionalLayout(section: section)
}

/// The list most settings screens are: `.list(using:)` with an inset-grouped configuration,
/// headers and footers.
func insetGroupedListLayout() -> UICollectionViewLayout {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    configuration.footerMode = .supplementary
    return UICollectionViewCompositionalLayout.list(using: configuration)
}

/// A plain list with pinned headers, made per section by the section provider.
func plainListLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { _, layoutEnvironment in
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
    }
}

/// A grouped list whose first item in each section is its header (an outline).
func outlineListLayout() -> UICollectionViewLayout {
    var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
    configuration.headerMode = .firstItemInSection
    return UICollectionViewCompositionalLayout.list(using: configuration)
}

/// A horizontally scrolling layout of shelves: columns of three 100-pt-wide cells, a 40-pt
/// header pinned at each section's leading edge, sections 20 pt apart.
func horizontalShelvesLayout() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0 / 3)))
    let group = NSCollectionLayoutGroup.vertical(
        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1.0)),
        subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 100, leading: 10, bottom: 168, trailing: 10)
    let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(40), heightDimension: .fractionalHeight(1.0)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .leading)
    header.pinToVisibleBounds = true
    section.boundarySupplementaryItems = [header]
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    configuration.interSectionSpacing = 20
    return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
}

/// Rows measured from the layout margins or the readable-content guide, 4 pt further in.
func referencedInsetsLayout(_ reference: UIContentInsetsReference) -> UICollectionViewLayout {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(40))
    let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
    section.contentInsetsReference = reference
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
    return UICollectionViewCompositionalLayout(section: section)
}

/// A badge hung outside its cell: its bottom-leading corner on the cell's top-trailing corner.
func hangingBadgeLayout() -> UICollectionViewLayout {
    let badge = NSCollectionLayoutSupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(16), heightDimension: .absolute(12)),
        elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]),
        itemAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading]))
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)),
        supplementaryItems: [badge])
    item.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100)),
        subitems: [item])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

/// Two cards a row whose heights their content decides: estimated (each its own), or uniform
/// across siblings (iOS 17: the row's tallest), with 10 pt between them.
func cardRowsLayout(uniform: Bool) -> UICollectionViewLayout {
    let height: NSCollectionLayoutDimension = uniform ? .uniformAcrossSiblings(estimate: 50) : .estimated(50)
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: height))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(50)),
        repeatingSubitem: item, count: 2)
    group.interItemSpacing = .fixed(10)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    section.visibleItemsInvalidationHandler = { (items: [NSCollectionLayoutVisibleItem], _: CGPoint, _: NSCollectionLayoutEnvironment) in
        for item in items where item.indexPath.item > 1 { item.alpha = 0.5 }
    }
    return UICollectionViewCompositionalLayout(section: section)
}
