package import Foundation
import ReelGeometry
package import ReelLayout
package import ReelScenario
import ReelScroll
import ReelText
package import ReelTrace

/// A menu table under a horizontal tab pager: the table's title rows drive the selected tab
/// (scroll-spy), the underline follows it, and tapping a tab scrolls the table to its category.
package final class PagerScreen: Screen {
    package let scenario: Scenario
    package let spec: PagerSpec
    /// The menu table, trace id `main`.
    package let table: CollectionView
    /// The tab pager, trace id `pager`.
    package let pager: CollectionView
    let menu: MenuTable
    /// The selected category (tab).
    package internal(set) var selectedIndex = 0
    /// The underline's frame in the pager's content coordinates, after the last layout.
    package internal(set) var underlineFrame: CGRect = .zero
    /// The collapsing header's height on screen (0 without one); the pager sits under it.
    package private(set) var headerHeight: CGFloat
    var underlineAnimation: (from: CGRect, to: Int, start: TimeInterval)?
    private let tabSizes: TabSizes
    /// Each title's width in the pager's font.
    let titleWidths: [CGFloat]
    /// What the last layout pass returned for each view's visible rect.
    private(set) var tableAttributes: [LayoutAttributes] = []
    private(set) var pagerAttributes: [LayoutAttributes] = []

    /// How long the underline takes to reach a newly selected tab (`UIView.animate` 0.3 s).
    package static let underlineDuration: TimeInterval = 0.3

    package init(scenario: Scenario, spec: PagerSpec, console: Console) {
        self.scenario = scenario
        self.spec = spec
        menu = MenuTable(categories: spec.categories, theme: scenario.theme)
        let viewport = scenario.viewport
        let tableLayout = TableLayout(style: .plain)
        tableLayout.rowHeight = scenario.collection.rowHeight
        tableLayout.console = { console.log($0) }
        // Everything sits below the status bar (the safe area's top) and the navigation bar when
        // there is one, as a view controller's content in a navigation controller does.
        let top = scenario.contentSafeArea.top
        // With a collapsing header the table fills the screen below that and starts below header
        // and pager (its top inset); without one it sits below the pager.
        let chrome = spec.header.map { $0.maximumHeight + spec.height }
        let tableFrame = chrome == nil
            ? CGRect(x: 0, y: top + spec.height, width: viewport.width, height: viewport.height - top - spec.height)
            : CGRect(x: 0, y: top, width: viewport.width, height: viewport.height - top)
        self.table = CollectionView(
            id: "main", frame: tableFrame, layout: tableLayout, itemCounts: [menu.rows.count], displayScale: viewport.scale
        ) { scrollView in
            scrollView.decelerationRate = scenario.collection.decelerationRate
            if let chrome {
                scrollView.contentInset = EdgeInsets(top: chrome)
                scrollView.contentOffset = CGPoint(x: 0, y: -chrome)
            }
        }
        headerHeight = spec.header?.maximumHeight ?? 0
        titleWidths = spec.categories.map { FontMetrics.width(of: $0.title, fontSize: spec.fontSize).rounded(.up) }
        tabSizes = TabSizes(widths: Self.tabWidths(spec, titleWidths: titleWidths, pagerWidth: viewport.width),
                            height: spec.height)
        let tabs = FlowLayout()
        tabs.scrollDirection = .horizontal
        tabs.minimumLineSpacing = spec.tabSpacing
        tabs.sectionInset = EdgeInsets(top: 0, left: spec.resolvedMenuInset, bottom: 0, right: spec.resolvedMenuInset)
        tabs.console = { console.log($0) }
        pager = CollectionView(
            id: "pager", frame: CGRect(x: 0, y: top, width: viewport.width, height: spec.height),
            layout: tabs, itemCounts: [spec.categories.count], displayScale: viewport.scale)
        tabs.collectionView?.delegate = tabSizes
    }

    package var scrollViews: [ScrollViewHost] { [table, pager] }
    package var main: ScrollViewHost? { table }
    package var mainCollectionView: CollectionView? { table }

    package var pagerTrace: PagerTrace? { PagerTrace(selectedIndex: selectedIndex, underline: underlineFrame) }

    package func screenFrame(of scrollView: ScrollViewHost) -> CGRect { scrollView.frame }

    // MARK: - Layout

    package func layout(at time: TimeInterval) -> [[LayoutAttributes]] {
        pagerAttributes = pager.layoutPass()
        tableAttributes = table.layoutPass()
        if let header = spec.header {
            // Collapses with the scroll down to its minimum, where it and the pager stick;
            // a pull past the top stretches it: the collapsing header's own geometry, expanding
            // at the top only, outside the content (the table's inset makes room for it).
            headerHeight = CollapsingHeaderLayout.headerState(
                contentOffsetY: table.contentOffset.y, topInset: table.adjustedContentInset.top,
                minimumHeight: header.minimumHeight, maximumHeight: header.maximumHeight, maximumStretch: nil,
                expansionMode: .atTop, pinsCollapsedHeader: false, previous: nil, width: table.frame.width
            ).frame.height
            var frame = pager.frame
            frame.origin.y = scenario.contentSafeArea.top + headerHeight
            pager.setFrame(frame)
        }
        let spied = scrollSpy(current: selectedIndex)
        if spied != selectedIndex { select(spied, at: time) }
        underlineFrame = underline(at: time)
        return [tableAttributes, pagerAttributes]
    }

    /// Tab widths for the spec's width mode; tabs are as tall as the pager.
    static func tabWidths(_ spec: PagerSpec, titleWidths: [CGFloat], pagerWidth: CGFloat) -> [CGFloat] {
        switch spec.tabWidth {
        case .text: return titleWidths
        case .textPadding(let padding): return titleWidths.map { $0 + 2 * padding }
        case .fixed(let width): return titleWidths.map { _ in width }
        case .fill:
            let count = CGFloat(titleWidths.count)
            let available = pagerWidth - 2 * spec.resolvedMenuInset - (count - 1) * spec.tabSpacing
            // Whole points, so the equal tabs do not collect rounding across the row.
            return titleWidths.map { _ in max(1, (available / count).rounded(.down)) }
        }
    }

    /// The frame of tab `index` in the pager's content coordinates.
    func tabFrame(_ index: Int) -> CGRect {
        pager.layout.layoutAttributesForItem(at: IndexPath(item: index, section: 0))?.frame ?? .zero
    }

    /// The frame of category `index`'s title row in the table's content coordinates.
    func titleRowFrame(_ index: Int) -> CGRect {
        (table.layout as! TableLayout).rectForRow(at: IndexPath(row: menu.titleRows[index], section: 0))
    }

    /// The content y at the top of what the user sees of the table: below the header and the
    /// pager when they float over it.
    var visibleTop: CGFloat {
        table.contentOffset.y + (spec.header == nil ? 0 : headerHeight + spec.height)
    }

    /// The title rows the table shows now: (category, row frame).
    var visibleTitleRows: [(category: Int, frame: CGRect)] {
        tableAttributes.compactMap { attributes in
            menu.category(ofTitleRow: attributes.indexPath.row).map { ($0, attributes.frame) }
        }.sorted { $0.frame.minY < $1.frame.minY }
    }

    // MARK: - Taps

    package func tap(at location: CGPoint, time: TimeInterval) {
        guard pager.frame.contains(location) else { return }
        let point = CGPoint(x: location.x - pager.frame.minX + pager.contentOffset.x,
                            y: location.y - pager.frame.minY + pager.contentOffset.y)
        guard let index = spec.categories.indices.first(where: { tabFrame($0).contains(point) }) else { return }
        select(index, at: time)
        // scrollToRow(at:at: .top, animated: true): the title row at the top, clamped — under
        // the collapsed header and the pager when there is a header.
        let obscured = spec.header.map { $0.minimumHeight + spec.height } ?? table.adjustedContentInset.top
        let target = CGPoint(x: 0, y: titleRowFrame(index).minY - obscured)
        table.updateScrollView { scrollView in
            scrollView.setContentOffset(scrollView.clampedContentOffset(target), animated: true, at: time)
        }
    }

    /// `tab N` (1-based): the centre of the part of tab N that is on screen; nil when the
    /// pager has scrolled it out of sight.
    package func location(ofElement name: String) -> CGPoint? {
        let words = name.split(separator: " ")
        guard words.count == 2, words[0] == "tab", let number = Int(words[1]),
              spec.categories.indices.contains(number - 1)
        else { return nil }
        let tab = tabFrame(number - 1).offsetBy(dx: pager.frame.minX - pager.contentOffset.x,
                                                dy: pager.frame.minY - pager.contentOffset.y)
        let visible = tab.intersection(pager.frame)
        return visible.isEmpty ? nil : CGPoint(x: visible.midX, y: visible.midY)
    }
}

/// The pager's delegate: tab `i` is as wide as its title.
private final class TabSizes: FlowLayoutDelegate {
    let widths: [CGFloat]
    let height: CGFloat

    init(widths: [CGFloat], height: CGFloat) {
        self.widths = widths
        self.height = height
    }

    func collectionView(_ collectionView: LayoutCollectionView, layout collectionViewLayout: CollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: widths[indexPath.item], height: height)
    }
}
