public import Foundation
import ReelCompositional
public import ReelGeometry
public import ReelGraphics
public import ReelLayout
public import ReelScroll

/// The main scrolling view of a scenario: its layout, scrolling options and content.
public struct CollectionSpec: Sendable {
    /// Which layout class lays the content out.
    public enum LayoutKind: String, Sendable, CaseIterable {
        /// `UICollectionViewFlowLayout`.
        case flow
        /// A flow layout whose first header stretches on pull-down overscroll.
        case stretchyHeader = "stretchy-header"
        /// A flow layout with the classic custom sticky-header algorithm.
        case stickyHeaders = "sticky-headers"
        /// A flow layout whose first header collapses between a minimum and maximum height.
        case collapsingHeader = "collapsing-header"
        /// A plain-style `UITableView`.
        case tablePlain = "table-plain"
        /// A grouped-style `UITableView`.
        case tableGrouped = "table-grouped"
        /// `UICollectionViewCompositionalLayout`, as `compositional` describes it.
        case compositional
    }

    public var layout: LayoutKind = .flow
    /// The compositional layout (`layout: compositional`).
    public var compositional = CompositionalSpec()
    public var scrollDirection: ScrollAxis = .vertical
    public var itemSize = CGSize(width: 50, height: 50)
    /// `flow`: self-sizing cells' estimate (`FlowLayout.automaticSize` for `automatic`); zero: off.
    public var estimatedItemSize = CGSize.zero
    public var minimumLineSpacing: CGFloat = 10
    public var minimumInteritemSpacing: CGFloat = 10
    public var sectionInset = UIEdgeInsets.zero
    public var headerReferenceSize = CGSize.zero
    public var footerReferenceSize = CGSize.zero
    public var sectionHeadersPinToVisibleBounds = false
    public var sectionFootersPinToVisibleBounds = false
    /// With pinning on: only these sections pin (the layout delegate answers the rest false).
    public var pinnedSections: [Int]?
    /// The collapsing header's options (`collapsing-header` layout).
    public var collapsingHeader = CollapsingHeaderSpec()
    /// For the header layouts that change attributes from `super`: copy them first (true) or
    /// change them in place as the published snippets do (false), which logs UIKit's
    /// cache-mismatch lines.
    public var copiesAttributes = false
    /// Table row height (table layouts only).
    public var rowHeight: CGFloat = TableLayout.automaticDimension
    /// Tables with `rowHeight: automatic`: the rows' estimate (automatic: the table's own, 44;
    /// 0: none, every row measured up front).
    public var estimatedRowHeight: CGFloat = TableLayout.automaticDimension
    /// Self-sizing tables: measured heights survive data changes (the cached-heights fix).
    public var keepsMeasuredRowHeights = false
    /// Tables: the section header height (`automatic`: self-sizing); nil takes `headerReferenceSize`'s.
    public var sectionHeaderHeight: CGFloat?
    /// Tables with self-sizing headers: their estimate; 0 measures them all before layout.
    public var estimatedSectionHeaderHeight: CGFloat = 28
    /// Tables: the section footer height (`automatic`: self-sizing); nil takes `footerReferenceSize`'s.
    public var sectionFooterHeight: CGFloat?
    /// Tables with self-sizing footers: their estimate; 0 measures them all before layout.
    public var estimatedSectionFooterHeight: CGFloat = 28

    public var contentInset = UIEdgeInsets.zero
    /// Whether the safe area is added to `contentInset` (UIKit's default `.automatic`) or not.
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    public var bounces = true
    public var alwaysBounceVertical = false
    public var alwaysBounceHorizontal = false
    public var isPagingEnabled = false
    public var decelerationRate = DecelerationRate.normal

    /// The collection view's own background.
    public var backgroundColor = Theme.light.groupedBackground
    public var sections: [SectionSpec] = [SectionSpec(items: 20)]
    /// Where cells and headers come from.
    public var dataSource = DataSourceKind.plain
    /// With a diffable data source: whether a supplementary-view provider is set.
    public var hasSupplementaryViewProvider = true
    public var cell = CellStyle()
    public var header = SupplementaryStyle()
    public var footer = SupplementaryStyle()
    /// How the elements of a layout's own supplementary and decoration kinds look, by kind
    /// (`UICollectionView.elementKindSectionHeader`/`Footer` use `header`/`footer`).
    public var elementKinds: [String: SupplementaryStyle] = [:]
    /// How a kind missing from `elementKinds` looks: a plain `systemGray5` view.
    public var unstyledElementKind = SupplementaryStyle()
    /// The flow-layout settings the scenario file wrote (`itemSize`, `sectionInset`, …): the ones
    /// applied over a custom layout's own values.
    public var explicitFlowSettings: Set<String> = []
    /// The stretchy-header layout's answer to `shouldInvalidateLayout(forBoundsChange:)`.
    public var shouldInvalidateLayoutForBoundsChange = true
    /// `flow`: what the layout's `targetContentOffset(forProposedContentOffset:)` does after a
    /// batch update.
    public var targetContentOffset = TargetContentOffset.proposed

    /// What a flow layout's `targetContentOffset(forProposedContentOffset:)` answers after an update.
    public enum TargetContentOffset: String, Sendable, Hashable, CaseIterable {
        /// The proposal, as UIKit's flow layout: the offset stays, so content inserted above
        /// the visible items pushes them down.
        case proposed
        /// The offset that keeps the first visible item where it was (``AnchoredFlowLayout``).
        case keepFirstVisibleItem
    }

    public init() {}

    /// The defaults of a theme: grouped background, headers in the label colour.
    public init(theme: Theme) {
        backgroundColor = theme.groupedBackground
        header.color = .fixed(theme.groupedBackground)
        header.titleColor = theme.label
        footer = header
        unstyledElementKind.color = .fixed(theme.namedColors["systemGray5"] ?? theme.groupedBackground)
    }

    /// The axis the collection view scrolls along: a compositional layout's own, else the
    /// flow layout's `scrollDirection` (tables scroll vertically, which is its default).
    public var scrollAxis: ScrollAxis {
        layout == .compositional ? compositional.scrollDirection : scrollDirection
    }

    /// `adjustedContentInset` for a screen with this safe area.
    public func adjustedContentInset(safeArea: UIEdgeInsets) -> UIEdgeInsets {
        switch contentInsetAdjustmentBehavior {
        case .never: return contentInset
        // A vertical scroll view adjusts top and bottom; a horizontal one left and right.
        case .automatic where scrollAxis == .vertical:
            return contentInset + UIEdgeInsets(top: safeArea.top, left: 0, bottom: safeArea.bottom, right: 0)
        case .automatic:
            return contentInset + UIEdgeInsets(top: 0, left: safeArea.left, bottom: 0, right: safeArea.right)
        }
    }
}

/// `UIScrollView.ContentInsetAdjustmentBehavior`, the two values that matter full screen.
public enum ContentInsetAdjustmentBehavior: String, Sendable, CaseIterable {
    /// Adds the safe area to `contentInset` along the scrolling axis.
    case automatic
    /// Uses `contentInset` as it is: content goes under the status bar (stretchy headers do this).
    case never
}

/// Where a collection view's cells and headers come from.
public enum DataSourceKind: String, Sendable, CaseIterable {
    /// A classic data source: counts and index paths.
    case plain
    /// A diffable data source: a snapshot of seeded identifiers, a cell provider and (optionally)
    /// a supplementary-view provider. Labels may use `{sectionID}` and `{itemID}` (5 characters).
    case diffable
}

/// One section: how many items and what its header says.
public struct SectionSpec: Sendable, Hashable {
    public var items: Int
    /// Header title; `{section}` is replaced by the section index.
    public var title: String?
    /// Items listed one by one, overriding the cell style; empty when given by count.
    public var itemList: [ItemSpec]
    public init(items: Int, title: String? = nil) {
        self.items = items
        self.title = title
        itemList = []
    }

    public init(itemList: [ItemSpec], title: String? = nil) {
        items = itemList.count
        self.title = title
        self.itemList = itemList
    }

    /// The explicit item at `index`, if the section lists its items.
    public func item(_ index: Int) -> ItemSpec? {
        itemList.indices.contains(index) ? itemList[index] : nil
    }
}

/// One listed item: anything it leaves out comes from the collection's `itemSize` and `cell`.
public struct ItemSpec: Sendable, Hashable {
    /// Size from the layout delegate (`collectionView(_:layout:sizeForItemAt:)`).
    public var size: CGSize?
    public var label: String?
    public var color: ColorSpec?
    /// An image filling the cell (aspect fill, clipped).
    public var image: ImageSource?

    public init(size: CGSize? = nil, label: String? = nil, color: ColorSpec? = nil, image: ImageSource? = nil) {
        self.size = size
        self.label = label
        self.color = color
        self.image = image
    }
}

/// A colour as a scenario names it: fixed, or a seeded hue that differs per element.
public enum ColorSpec: Sendable, Hashable {
    case fixed(Color)
    /// A hue drawn from the scenario seed and the element's index path.
    case seededHue(saturation: Double, brightness: Double)
}

/// How cells look.
public struct CellStyle: Sendable, Hashable {
    public var color = ColorSpec.seededHue(saturation: 0.55, brightness: 0.92)
    public var cornerRadius: CGFloat = 10
    /// `{section}` and `{item}` are replaced; empty for no label.
    public var label = "{item}"
    public var labelColor = Color.white
    public var fontSize: CGFloat = 17
    /// The label's `numberOfLines` (0: wrap to as many as the cell holds); nil for the cell's
    /// default: one line in a plain cell, as many as needed in a list row
    /// (`UIListContentConfiguration`'s text wraps).
    public var numberOfLines: Int?
    /// A self-sizing cell's `preferredLayoutAttributesFitting(_:)`: true keeps the width it was
    /// given and fits its height (the full-width pattern: its text wraps); false fits both, so
    /// a label with no width to wrap to stays one line; nil: as the layout family measures.
    public var pinsWidth: Bool?
    /// Which of `UITableViewCell`'s built-in styles lays out the label and `detail`.
    public var style = TableCellStyle.default
    /// The second text of the `subtitle`, `value1` and `value2` styles (`{section}`, `{item}`,
    /// `{item1}` replaced); empty for none.
    public var detail = ""

    public init() {}
}

/// `UITableViewCell.CellStyle`: where a cell's text and detail go — the text alone, the detail
/// under it (`subtitle`, smaller), trailing it in the secondary colour (`value1`), or the text
/// right-aligned in a narrow leading column before the detail (`value2`).
public enum TableCellStyle: String, Sendable, Hashable, CaseIterable {
    case `default`, subtitle, value1, value2
}

/// How section headers (or footers) look.
public struct SupplementaryStyle: Sendable, Hashable {
    public var color = ColorSpec.fixed(Theme.light.groupedBackground)
    /// An image filling the header with `contentMode`, clipped to it.
    public var image: ImageSource?
    public var contentMode = ContentMode.scaleAspectFill
    public var titleColor = Color.black
    public var fontSize: CGFloat = 17
    /// Default title when a section has none; `{section}` is replaced.
    public var title = ""
    /// A paging image slider nested in header 0 (headers only).
    public var slider: SliderSpec?
    /// How header 0's content (image, slider) of its resting height is placed while the header
    /// stretches or collapses.
    public var contentPlacement = HeaderContentPlacement.fill
    /// Header 0's content moves at this fraction of the scroll speed as the header scrolls away
    /// (nil: with the header).
    public var parallax: CGFloat?

    public init() {}
}

/// A header that collapses from `maximumHeight` to `minimumHeight` as the content scrolls up.
public struct CollapsingHeaderSpec: Sendable, Hashable {
    public var minimumHeight: CGFloat = 64
    public var maximumHeight: CGFloat = 240
    /// How far a pull-down may stretch it beyond the maximum (nil: no cap).
    public var maximumStretch: CGFloat?
    /// Keeps the collapsed header on top, with pinned section headers below it.
    public var pinsCollapsedHeader = true
    /// How the header grows back.
    public var expansionMode = CollapsingHeaderLayout.ExpansionMode.atTop

    public init() {}
}

/// A horizontally paging collection view of image cells nested in header 0.
public struct SliderSpec: Sendable, Hashable {
    public var items = 20
    /// The nested collection view's own background (blue in the published bug report).
    public var backgroundColor = Theme.light.systemBlue
    /// The fix: invalidate the nested layout whenever the outer layout updates the header.
    public var invalidatesOnHeaderUpdate = false

    public init() {}
}
