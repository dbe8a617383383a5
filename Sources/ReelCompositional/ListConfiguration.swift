public import Foundation
import ReelGeometry
public import ReelLayout

/// A list's look, as `UICollectionLayoutListConfiguration`: full-width rows that size
/// themselves, separators between them, and headers and footers per section. Sections made
/// with ``LayoutSection/list(using:layoutEnvironment:)`` follow it; ``ListMetrics`` holds its
/// numbers and their sources.
public struct ListConfiguration: Sendable, Hashable {
    /// `UICollectionLayoutListConfiguration.Appearance`.
    public typealias Appearance = ListAppearance

    /// `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: String, Sendable, Hashable, CaseIterable {
        case none
        /// A header view of kind `elementKindSectionHeader` above each section.
        case supplementary
        /// Each section's item 0 is drawn as its header (outline lists); it never pins.
        case firstItemInSection
    }

    /// `UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: String, Sendable, Hashable, CaseIterable {
        case none
        /// A footer view of kind `elementKindSectionFooter` below each section.
        case supplementary
    }

    public var appearance: Appearance
    /// Whether rows are divided by hairlines.
    public var showsSeparators = true
    public var headerMode = HeaderMode.none
    public var footerMode = FooterMode.none
    /// Space above each section header; nil for the appearance's own.
    public var headerTopPadding: CGFloat?

    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// What an element of the list is told: the appearance on the phone, whether it is a
    /// header, and the margin its text starts at.
    func style(isHeader: Bool, layoutMargin: CGFloat) -> ListStyle {
        ListStyle(appearance: appearance.onPhone, isHeader: isHeader, layoutMargin: layoutMargin)
    }

    /// The element kind of the hairlines between rows (decoration views).
    public static let separatorElementKind = "ScrollReel.listSeparator"
    /// The element kind of a grouped section's white backdrop behind its rows.
    public static let backgroundElementKind = "ScrollReel.listBackground"
    /// The element kind of an inset-grouped section's rounded white backdrop.
    public static let roundedBackgroundElementKind = "ScrollReel.listRoundedBackground"
}

/// The numbers of a list, one home for them. UIKit documents the behaviour (rows self-size;
/// plain headers pin) but not the metrics; these come from Flutter's Cupertino list widgets,
/// measured from iOS 14.2–14.4 (flutter/flutter `packages/flutter/lib/src/cupertino/list_section.dart`
/// and `list_tile.dart`), with the layout margins for the side insets.
package enum ListMetrics {
    /// A row is at least this tall (`list_tile.dart`: 28 + 2 × 8), and this is its estimate.
    package static let minimumRowHeight: CGFloat = 44
    /// A row's size: the full width, its height estimated.
    package static let rowSize = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(minimumRowHeight))
    /// A header's height before it measures itself.
    package static let estimatedHeaderHeight: CGFloat = 44

    /// Space above a section's header (or above its rows when it has none): 22 pt above an
    /// edge-to-edge grouped section; 16 pt above an inset-grouped header, 20 pt above
    /// inset-grouped rows with no header; none in a plain list.
    package static func spaceBefore(_ appearance: ListConfiguration.Appearance, hasHeader: Bool) -> CGFloat {
        switch appearance.onPhone {
        case .grouped: 22
        case .insetGrouped: hasHeader ? 16 : 20
        default: 0
        }
    }

    /// Space below a section's rows: 8 pt grouped, 10 pt inset-grouped, none plain.
    package static func spaceAfterRows(_ appearance: ListConfiguration.Appearance) -> CGFloat {
        switch appearance.onPhone {
        case .grouped: 8
        case .insetGrouped: 10
        default: 0
        }
    }
}

extension LayoutSection {
    /// A list section, as `NSCollectionLayoutSection.list(using:layoutEnvironment:)`: one
    /// full-width row per item, each self-sized and at least 44 pt tall; inset-grouped
    /// sections inset by the layout margins; plain headers and footers pinned.
    public static func list(using configuration: ListConfiguration, layoutEnvironment: LayoutEnvironment) -> LayoutSection {
        let row = ListMetrics.rowSize
        let section = LayoutSection(group: .horizontal(layoutSize: row, subitems: [LayoutItem(layoutSize: row)]))
        section.list = configuration
        let appearance = configuration.appearance.onPhone
        let hasHeader = configuration.headerMode != .none
        let header = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(ListMetrics.estimatedHeaderHeight))
        let pins = appearance == .plain
        var boundaries: [BoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            let item = BoundarySupplementaryItem(layoutSize: header, elementKind: ElementKind.sectionHeader, alignment: .top)
            item.pinToVisibleBounds = pins
            boundaries.append(item)
        }
        if configuration.footerMode == .supplementary {
            let item = BoundarySupplementaryItem(layoutSize: header, elementKind: ElementKind.sectionFooter, alignment: .bottom)
            item.pinToVisibleBounds = pins
            boundaries.append(item)
        }
        section.boundarySupplementaryItems = boundaries
        section.spaceBeforeBoundaries = hasHeader ? configuration.headerTopPadding ?? ListMetrics.spaceBefore(appearance, hasHeader: true)
            : ListMetrics.spaceBefore(appearance, hasHeader: false)
        section.contentInsets.bottom = ListMetrics.spaceAfterRows(appearance)
        // Inset-grouped rows — and their headers, which follow the content insets — are inset by
        // the layout margins.
        if appearance == .insetGrouped { section.contentInsetsReference = .layoutMargins }
        return section
    }
}

extension CompositionalLayout {
    /// A layout whose every section is a list, as `UICollectionViewCompositionalLayout.list(using:)`.
    public static func list(using configuration: ListConfiguration) -> CompositionalLayout {
        CompositionalLayout(sectionProvider: { _, environment in
            .list(using: configuration, layoutEnvironment: environment)
        })
    }
}
