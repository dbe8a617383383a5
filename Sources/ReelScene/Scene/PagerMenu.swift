package import Foundation
import ReelGeometry
import ReelGraphics
package import ReelLayout
package import ReelScenario
import ReelText
package import ReelTrace

/// The scenario's tab-pager screen, written as an app's would be: views in the scenario's
/// window — a menu table (trace id `main`) under a horizontal tab pager (`pager`), an optional
/// collapsing header over both — that the window lays out, scrolls and draws as any other.
/// The table's title rows drive the selected tab (scroll-spy), the underline follows it, and
/// a tap on a tab scrolls the table to its category.
///
/// Its code runs each frame before layout, as a display link's would: the header follows the
/// table's scroll, the scroll-spy rule picks the tab, the underline moves.
package final class PagerMenu: FlowLayoutDelegate {
    package let scenario: Scenario
    package let spec: PagerSpec
    /// The menu table.
    package let tableView: LayoutCollectionView
    /// The tab pager.
    package let pagerView: LayoutCollectionView
    /// The underline: a subview of the pager, in its content.
    let underlineView = UIView()
    /// The collapsing header and its picture, when the spec has one.
    let headerView: UIView?
    let menu: MenuTable
    /// The selected category (tab).
    package internal(set) var selectedIndex = 0
    /// The underline's frame in the pager's content coordinates, after the last frame's code.
    package var underlineFrame: CGRect { underlineView.frame }
    /// The collapsing header's height on screen (0 without one); the pager sits under it.
    package var headerHeight: CGFloat { headerView?.frame.height ?? 0 }
    var underlineAnimation: (from: CGRect, to: Int, start: TimeInterval)?
    /// Each title's width in the pager's font.
    let titleWidths: [CGFloat]
    /// Each tab's width, for the pager's flow layout.
    private let tabWidths: [CGFloat]

    /// How long the underline takes to reach a newly selected tab (`UIView.animate` 0.3 s).
    package static let underlineDuration: TimeInterval = 0.3

    /// Makes the screen's views and puts them in `window`, back to front: table, pager, header.
    package init(scenario: Scenario, spec: PagerSpec, window: UIView) {
        self.scenario = scenario
        self.spec = spec
        menu = MenuTable(categories: spec.categories)
        let viewport = scenario.viewport
        // Everything sits below the status bar (the safe area's top) and the navigation bar when
        // there is one, as a view controller's content in a navigation controller does.
        let top = scenario.contentSafeArea.top
        // With a collapsing header the table fills the screen below that and starts below header
        // and pager (its top inset); without one it sits below the pager.
        let chrome = spec.header.map { $0.maximumHeight + spec.height }
        let tableFrame = chrome == nil
            ? CGRect(x: 0, y: top + spec.height, width: viewport.width, height: viewport.height - top - spec.height)
            : CGRect(x: 0, y: top, width: viewport.width, height: viewport.height - top)
        let tableLayout = TableLayout(style: .plain)
        tableLayout.rowHeight = scenario.collection.rowHeight
        tableView = LayoutCollectionView(frame: tableFrame, collectionViewLayout: tableLayout)
        tableView.backgroundColor = ViewColor(color: scenario.theme.systemBackground)
        tableView.decelerationRate = scenario.collection.decelerationRate
        if let chrome { tableView.contentInset = UIEdgeInsets(top: chrome) }
        titleWidths = spec.categories.map { FontMetrics.width(of: $0.title, fontSize: spec.fontSize).rounded(.up) }
        tabWidths = Self.tabWidths(spec, titleWidths: titleWidths, pagerWidth: viewport.width)

        let tabs = FlowLayout()
        tabs.scrollDirection = .horizontal
        tabs.minimumLineSpacing = spec.tabSpacing
        tabs.sectionInset = UIEdgeInsets(top: 0, left: spec.resolvedMenuInset, bottom: 0, right: spec.resolvedMenuInset)
        pagerView = LayoutCollectionView(frame: CGRect(x: 0, y: top, width: viewport.width, height: spec.height),
                                         collectionViewLayout: tabs)
        pagerView.backgroundColor = ViewColor(color: scenario.theme.systemBackground)
        pagerView.traceName = "pager"
        // The technique's shadow: dark grey, radius 10, opacity 0.2, offset (0, 30).
        pagerView.layer.shadowColor = CGColor(ViewColor(color: Color(red: 64, green: 64, blue: 64)))
        pagerView.layer.shadowRadius = 10
        pagerView.layer.shadowOpacity = 0.2
        pagerView.layer.shadowOffset = CGSize(width: 0, height: 30)
        underlineView.backgroundColor = ViewColor(color: spec.tint)
        pagerView.addSubview(underlineView)

        headerView = spec.header.map { header in
            let view = UIView(frame: CGRect(x: 0, y: top, width: viewport.width, height: header.maximumHeight))
            view.backgroundColor = ViewColor(color: header.color)
            view.clipsToBounds = true
            if let image = header.image {
                let picture = BuiltInImageView(frame: view.bounds, source: image, mode: .scaleAspectFill)
                picture.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                view.addSubview(picture)
            }
            return view
        }
        connectDataSources()
        window.addSubview(tableView)
        window.addSubview(pagerView)
        if let headerView { window.addSubview(headerView) }
    }

    /// The table's rows and the pager's tabs, as the app's data sources would make them; no
    /// section headers (the menu's titles are rows).
    private func connectDataSources() {
        let rows = menu.rows.count, tabCount = spec.categories.count
        tableView.reportedCounts = { [rows] in [rows] }
        tableView.cellSource = { [unowned self] path in MenuRowCell(row: menu.rows[path.item], theme: scenario.theme) }
        tableView.supplementarySource = { _, _ in nil }
        pagerView.reportedCounts = { [tabCount] in [tabCount] }
        pagerView.cellSource = { [unowned self] path in
            let index = path.item
            let cell = TabCell(title: spec.categories[index].title, fontSize: spec.fontSize)
            // The title's colour follows the selection and the scroll, as of the frame drawn.
            cell.drawingUpdate = { [unowned self, unowned cell] in cell.titleColor = titleColor(forTab: index) }
            return cell
        }
        pagerView.supplementarySource = { _, _ in nil }
        pagerView.delegate = self
    }

    /// The scroll view the window runs for the pager, once it has found it.
    package var pager: ScrollViewHost? { pagerView.scrollHost as? ScrollViewHost }

    package var pagerTrace: PagerTrace { PagerTrace(selectedIndex: selectedIndex, underline: underlineFrame) }

    // MARK: - Each frame

    /// The screen's code for the frame at `time`, before layout: the header collapses with the
    /// table's scroll (the pager under it), the scroll-spy rule picks the tab, the underline
    /// moves toward it.
    package func frameWillLayout(at time: TimeInterval) {
        if let header = spec.header, let headerView {
            // Collapses with the scroll down to its minimum, where it and the pager stick;
            // a pull past the top stretches it: the collapsing header's own geometry, expanding
            // at the top only, outside the content (the table's inset makes room for it).
            headerView.frame.size.height = CollapsingHeaderLayout.headerState(
                contentOffsetY: tableView.contentOffset.y, topInset: tableView.adjustedContentInset.top,
                minimumHeight: header.minimumHeight, maximumHeight: header.maximumHeight, maximumStretch: nil,
                expansionMode: .atTop, pinsCollapsedHeader: false, previous: nil, width: tableView.frame.width
            ).frame.height
            pagerView.frame.origin.y = scenario.contentSafeArea.top + headerHeight
        }
        let spied = scrollSpy(current: selectedIndex)
        if spied != selectedIndex { select(spied, at: time) }
        underlineView.frame = underline(at: time)
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
        pagerView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: index, section: 0))?.frame ?? .zero
    }

    /// The frame of category `index`'s title row in the table's content coordinates (the
    /// layout prepared first: the screen's code runs before the first layout pass).
    func titleRowFrame(_ index: Int) -> CGRect {
        let layout = tableView.collectionViewLayout as! TableLayout
        layout.prepareIfNeeded()
        return layout.rectForRow(at: IndexPath(row: menu.titleRows[index], section: 0))
    }

    /// The content y at the top of what the user sees of the table: below the header and the
    /// pager when they float over it.
    var visibleTop: CGFloat {
        tableView.contentOffset.y + (spec.header == nil ? 0 : headerHeight + spec.height)
    }

    /// The title rows the table shows now, top to bottom: (category, row frame).
    var visibleTitleRows: [(category: Int, frame: CGRect)] {
        let visible = tableView.bounds
        return spec.categories.indices.map { ($0, titleRowFrame($0)) }.filter { $0.frame.overlaps(visible) }
    }

    // MARK: - FlowLayoutDelegate

    /// Tab `i` is as wide as its width mode says.
    package func collectionView(_ collectionView: LayoutCollectionView, layout collectionViewLayout: CollectionViewLayout,
                                sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: tabWidths[indexPath.item], height: spec.height)
    }

    /// A tap on a tab selects it and scrolls the table to its category: `scrollToRow(at:at:
    /// .top, animated: true)`, clamped — under the collapsed header and the pager when there is
    /// a header.
    package func collectionView(_ collectionView: LayoutCollectionView, didSelectItemAt indexPath: IndexPath) {
        guard collectionView === pagerView, let time = pager?.time else { return }
        select(indexPath.item, at: time)
        let obscured = spec.header.map { $0.minimumHeight + spec.height } ?? tableView.adjustedContentInset.top
        tableView.scrollHost?.apply(.scroll(to: CGPoint(x: 0, y: titleRowFrame(indexPath.item).minY - obscured),
                                            animated: true, clampedToContent: true))
    }

    // MARK: - Taps by name

    /// `tab N` (1-based): the centre of the part of tab N that is on screen, in the window;
    /// nil when the pager has scrolled it out of sight.
    package func location(ofElement name: String) -> CGPoint? {
        let words = name.split(separator: " ")
        guard words.count == 2, words[0] == "tab", let number = Int(words[1]),
              spec.categories.indices.contains(number - 1)
        else { return nil }
        let frame = pagerView.frame, offset = pagerView.contentOffset
        let tab = tabFrame(number - 1).offsetBy(dx: frame.minX - offset.x, dy: frame.minY - offset.y)
        let visible = tab.intersection(frame)
        return visible.isEmpty ? nil : CGPoint(x: visible.midX, y: visible.midY)
    }
}
