package import Foundation
import ReelCompositional
import ReelGeometry
import ReelGraphics
package import ReelLayout
package import ReelScenario
import ReelScroll
import ReelText

/// A window holding the scenario's collection (or table) view, and, when the first header hosts
/// a paging image slider, that nested collection view.
package final class CollectionScreen: Screen {
    package let scenario: Scenario
    /// The outer scroll view, trace id `main`.
    package let main: CollectionView
    /// The slider nested in header 0, if the scenario has one.
    package let slider: HeaderSlider?
    /// The sections that scroll sideways, in section order.
    package let orthogonalSections: [OrthogonalSection]
    /// Makes the scenario's views: its data source's cells and headers, and the layout's own
    /// decorations.
    private let factory: ElementViewFactory
    /// Which item sits at each index path, as data changes move them.
    private let data: DataModel
    private let console: Console
    /// Whether the app ended with an exception.
    package private(set) var hasEnded = false
    /// Kept here because the collection view holds its delegate weakly, as UIKit does.
    private let layoutDelegate: ScenarioLayoutDelegate?
    private var attributes: [LayoutAttributes] = []
    /// What fills the collection view: the scenario's colour, or the app's view's.
    private let collectionBackground: Color
    /// The data source's header and footer views, by element: made once, moved with their
    /// sections through an update, made again after a reload.
    private var supplementaries: [ElementKey: CollectionReusableView?] = [:]
    /// The views of sections the last update deleted or reloaded, by their element before it.
    private var leavingSupplementaries: [ElementKey: CollectionReusableView?] = [:]
    /// The app's decoration views, by kind and index path (made from the classes it registered).
    private var appDecorations: [ElementKey: CollectionReusableView] = [:]

    package init(scenario: Scenario, console: Console) {
        self.scenario = scenario
        // Fonts at the scenario's Dynamic Type size: what cells draw and measure.
        var spec = scenario.collection.scalingFonts(to: scenario.contentSizeCategory)
        let layout: CollectionViewLayout
        if let custom = scenario.customLayout?() {
            // The settings the file wrote apply over the layout's own, as an app configures a
            // layout after creating it.
            if let flow = custom as? FlowLayout {
                spec.configure(flow, only: spec.explicitFlowSettings)
                if let pinned = spec.pinnedSections { flow.pinnedSections = Set(pinned) }
            }
            layout = custom
        } else {
            layout = spec.makeLayout()
        }
        layout.console = { console.log($0) }
        // An app's own collection view says how it adjusts its inset and what fills it; its
        // containers' bars are in its safe area.
        var safeArea = scenario.contentSafeArea
        var background = spec.backgroundColor
        if scenario.app != nil, let appView = layout.collectionView {
            spec.contentInsetAdjustmentBehavior = appView.contentInsetAdjustmentBehavior == .never ? .never : .automatic
            spec.contentInset = appView.contentInset
            background = appView.backgroundColor.map(Color.init(viewColor:)) ?? scenario.theme.systemBackground
            let bars = AppContext.current?.bars?() ?? AppContext.Bars()
            if bars.navigationTitle != nil, scenario.overlays.navigationBar == nil {
                safeArea.top += bars.largeTitle ? Scenario.largeTitleNavigationBarHeight : Scenario.navigationBarHeight
            }
            if bars.tabTitles != nil { safeArea.bottom += Scenario.tabBarHeight }
        }
        collectionBackground = background
        // iOS 8's tables forgot every measured height on any data change.
        (layout as? TableLayout)?.keepsHeightsThroughBatchUpdates = scenario.iOSVersion >= TableLayout.heightsSurviveBatchUpdatesSince
        // The app's data source, when it set one, decides the counts (the scenario's sections
        // then only style the elements).
        let counts = layout.collectionView?.reportedCounts?() ?? spec.sections.map(\.items)
        let data = DataModel(counts: counts)
        self.data = data
        self.console = console
        // The listed sizes reach the layout as UIKit's would, through the collection view's
        // delegate; a layout of the app's own may ask it for any item's size.
        let needsDelegate = spec.sections.contains { $0.itemList.contains { $0.size != nil } }
            || scenario.customLayout != nil
        layoutDelegate = needsDelegate ? ScenarioLayoutDelegate(spec: spec, data: data) : nil
        main = CollectionView(
            id: "main", frame: CGRect(origin: .zero, size: scenario.viewport.size),
            layout: layout, itemCounts: counts,
            displayScale: scenario.viewport.scale,
            safeArea: spec.adjustedContentInset(safeArea: safeArea) - spec.contentInset
        ) { scrollView in
            // ReelScroll's contentInset is the adjusted one: what the physics and layout use.
            let inset = spec.adjustedContentInset(safeArea: safeArea)
            scrollView.contentInset = inset
            scrollView.contentOffset = CGPoint(x: -inset.left, y: -inset.top)
            scrollView.bounces = spec.bounces
            scrollView.alwaysBounceVertical = spec.alwaysBounceVertical
            scrollView.alwaysBounceHorizontal = spec.alwaysBounceHorizontal
            scrollView.isPagingEnabled = spec.isPagingEnabled
            scrollView.decelerationRate = spec.decelerationRate
        }
        if let layoutDelegate, let collectionView = layout.collectionView, collectionView.delegate == nil {
            collectionView.delegate = layoutDelegate
        }
        main.layoutDirection = scenario.layoutDirection
        let host = main
        factory = ElementViewFactory(spec: spec, seed: scenario.seed, theme: scenario.theme,
                                     layoutDirection: scenario.layoutDirection, console: console,
                                     headerScroll: { [unowned host] in host.contentOffset.y + host.adjustedContentInset.top })
        let appView = scenario.app != nil ? layout.collectionView : nil
        if appView != nil {
            // The app's own views measure themselves (their labels with the scene's fonts).
            AppContext.current?.measureText = Self.measure
            AppContext.current?.baselines = Self.baselines
        }
        if let table = layout as? TableLayout, appView?.supplementarySource == nil {
            // A section with no title has no header to size, and a table no footers unless the
            // scenario titles them (a section's title is its header's, as UIKit's
            // `titleForHeaderInSection`).
            let footerTitled = !spec.footer.title.isEmpty, factory = factory
            table.sectionHasSupplementary = { kind, section in
                kind == ElementKind.sectionFooter ? footerTitled : !factory.title(isFooter: false, section: section).isEmpty
            }
            table.invalidateLayout()
        }
        // Where the app's data source makes no cells, the scenario's does: one path for both.
        if let view = layout.collectionView, view.cellSource == nil {
            ScenarioDataSource(factory: factory, data: data).fill(view)
        }
        slider = spec.header.slider.map {
            HeaderSlider(spec: $0, host: host, seed: scenario.seed, displayScale: scenario.viewport.scale,
                         console: console)
        }
        // A compositional layout's sideways sections get scroll views of their own.
        let compositional = layout as? CompositionalLayout
        orthogonalSections = compositional?.orthogonalSections().map { section, behavior in
            OrthogonalSection(section: section, band: compositional!.bandLayout(forSection: section, behavior: behavior),
                              itemCount: host.numberOfItems(inSection: section), host: host,
                              displayScale: scenario.viewport.scale, console: console)
        } ?? []
        // The app's own code changes the data through its collection view.
        main.dataChangeHandler = { [unowned self] change in
            apply(change, at: main.time)
            return !hasEnded
        }
        if let view = layout.collectionView {
            main.sizer = { [unowned self] attributes in fittingSize(attributes, in: view) }
        }
        // What UIKit raises in the app's code from now on ends the app here.
        AppContext.current?.raiseOnScreen = { [weak host] in host?.raise($0) }
        main.exceptionHandler = { [unowned self] exception in
            guard !hasEnded else { return }
            exception.consoleLines(onIOS: scenario.iOSVersion).forEach(console.log)
            hasEnded = true
        }
    }

    package var collectionViews: [CollectionView] {
        [main] + (slider.map { [$0.collectionView] } ?? []) + orthogonalSections.map(\.collectionView)
    }

    package func screenFrame(of collectionView: CollectionView) -> CGRect {
        let toScreen = { (frame: CGRect) in
            frame.offsetBy(dx: self.main.frame.minX - self.main.contentOffset.x, dy: self.main.frame.minY - self.main.contentOffset.y)
                .intersection(self.main.frame)
        }
        if let slider, collectionView === slider.collectionView {
            // Pinned to the header's edges: on screen where the header is.
            return toScreen(slider.hostFrame)
        }
        if let section = orthogonalSections.first(where: { $0.collectionView === collectionView }) {
            return toScreen(section.bandFrame)
        }
        return collectionView.frame
    }

    /// `cell S.I` or `header S`: the centre of the part of that element on screen; nil when it
    /// is not laid out in the visible rect.
    package func location(ofElement name: String) -> CGPoint? {
        let words = name.split(separator: " ")
        guard words.count == 2 else { return nil }
        let numbers = words[1].split(separator: ".").compactMap { Int($0) }
        let element: LayoutAttributes?
        switch (words[0], numbers.count) {
        case ("cell", 2):
            element = attributes.first { $0.representedElementCategory == .cell && $0.indexPath == IndexPath(item: numbers[1], section: numbers[0]) }
        case ("header", 1):
            element = attributes.first { $0.isHeader(ofSection: numbers[0]) }
        default:
            element = nil
        }
        guard let frame = element?.frame else { return nil }
        let onScreen = frame.offsetBy(dx: main.frame.minX - main.contentOffset.x, dy: main.frame.minY - main.contentOffset.y)
            .intersection(main.frame)
        return onScreen.isEmpty ? nil : CGPoint(x: onScreen.midX, y: onScreen.midY)
    }

    // MARK: - Layout

    package var headerProgress: CGFloat? {
        (main.layout as? CollapsingHeaderLayout)?.progress
    }

    package func layout(at time: TimeInterval) -> [[LayoutAttributes]] {
        attributes = main.layoutPass()
        if let view = main.layout.collectionView, !hasEnded {
            // The data source makes the cells coming on screen, in the layout pass as on iOS
            // (what it raises belongs to this frame).
            view.showCells(for: attributes.filter { element in
                element.representedElementCategory == .cell && !element.isHidden && element.updateRole != .disappearing
                    && element.frame.intersects(main.bounds)
            }.sorted { $0.indexPath < $1.indexPath })
        }
        var passes = [attributes]
        if let slider {
            // Auto Layout pins the slider to header 0's edges, so it takes the header's size
            // after the outer pass; its own pass runs after that, as a nested view's would.
            let header = attributes.first { $0.isHeader(ofSection: 0) }
            slider.follow(header)
            passes.append(slider.layoutPass())
        }
        for section in orthogonalSections {
            // The band is the section's one placeholder item; when it is off screen the outer
            // layout still knows where it is.
            section.follow(main.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: section.section)),
                           hostDecelerationRate: main.decelerationRate)
            passes.append(section.layoutPass())
            if let view = main.layout.collectionView, !hasEnded { section.showCells(from: view, update: main.updateCount) }
        }
        return passes
    }

    // MARK: - Data changes

    /// A tap lifted on a cell of the main view: UIKit selects the item and tells the delegate
    /// (`collectionView(_:didSelectItemAt:)`), and the app's code there runs.
    package func tap(at location: CGPoint, time: TimeInterval) {
        guard !hasEnded, main.frame.contains(location), let collectionView = main.layout.collectionView else { return }
        let point = CGPoint(x: location.x - main.frame.minX + main.contentOffset.x,
                            y: location.y - main.frame.minY + main.contentOffset.y)
        guard let item = collectionView.indexPathForItem(at: main.layoutPoint(point)), collectionView.allowsSelection else { return }
        // UIKit selects the item, then tells the delegate.
        collectionView.selectItem(at: item, animated: false, scrollPosition: [])
        collectionView.delegate?.collectionView(collectionView, didSelectItemAt: item)
    }

    /// Makes a data change as the app would: a batch update or an animated `apply` animates
    /// (or, when UIKit would throw, the exception goes to the console — the scenario ends
    /// there); `reloadData` and an `apply` without animation replace the data at once.
    package func perform(_ change: DataChange, at time: TimeInterval) {
        guard !hasEnded else { return }
        if case .code(let code) = change {
            if let collectionView = main.layout.collectionView { code.body(collectionView) }
            return
        }
        if scenario.app != nil, let view = main.layout.collectionView, view.reportedCounts != nil {
            performThroughTheApp(change, on: view)
            return
        }
        apply(change, at: time)
    }

    /// Applies a change to the data the screen shows — the script's own data, or what the app's
    /// UIKit calls amount to (they come here through the collection view) — and animates it.
    private func apply(_ change: DataChange, at time: TimeInterval) {
        guard !hasEnded else { return }
        // An app's screen says in its own view's words whether it is a table.
        let view = scenario.app == nil ? scenario.updateView : main.layout is TableLayout ? .table : .collection
        let (result, problems) = data.outcome(of: change, view: view)
        problems.forEach(console.log)
        let outcome: DataModel.Outcome
        switch result {
        case .failure(let error):
            error.consoleLines(onIOS: scenario.iOSVersion).forEach(console.log)
            hasEnded = true
            return
        case .success(let success):
            outcome = success
        }
        switch outcome {
        case .animated(let plan, _):
            if case let .batchUpdates(_, _, rowAnimation) = change {
                (main.layout as? TableLayout)?.rowAnimation = rowAnimation ?? .automatic
            } else {
                (main.layout as? TableLayout)?.rowAnimation = .automatic
            }
            moveSupplementaries(through: plan)
            main.performBatchUpdates(plan, at: time) { data.commit(outcome) }
        case .immediate(let plan, _):
            data.commit(outcome)
            (supplementaries, leavingSupplementaries) = ([:], [:])
            main.reloadData(counts: plan.countsAfter)
        case .reload(let counts):
            data.commit(outcome)
            (supplementaries, leavingSupplementaries) = ([:], [:])
            main.reloadData(counts: counts)
        }
    }

    /// A script's data change on a screen whose data source is the app's: made as the app's own
    /// calls would make it — the same checked update, the counts from the app's data source — so
    /// UIKit throws when they do not follow (the script cannot change the app's data). The trace
    /// names the script's step.
    private func performThroughTheApp(_ change: DataChange, on view: LayoutCollectionView) {
        switch change {
        case let .batchUpdates(update, _, rowAnimation):
            (main.layout as? TableLayout)?.rowAnimation = rowAnimation ?? .automatic
            main.performCheckedUpdate(update, named: nil, completion: nil)
        case .reloadData:
            view.reloadData()
        case .apply:
            console.log("ScrollReel: the script's `apply` changes the scenario's diffable data source; this screen's data source is the app's, so it is left alone")
        case .code:
            break
        }
    }

    // MARK: - View tree

    /// - Complexity: O(k log k) for k visible elements.
    package func viewTree() -> ViewNode {
        var window = ViewNode(name: "window", frame: CGRect(origin: .zero, size: scenario.viewport.size),
                              backgroundColor: scenario.background)
        var collection = ViewNode(name: "collectionView \(main.id)", frame: main.frame,
                                  backgroundColor: listBackground ?? collectionBackground)
        collection.boundsOrigin = main.contentOffset
        collection.clipsToBounds = true
        guard let view = main.layout.collectionView else { return window }
        collection.subviews = Self.drawingOrder(attributes).compactMap { element -> ViewNode? in
            switch element.representedElementCategory {
            case .decorationView:
                if scenario.app != nil, let kind = element.representedElementKind, let type = main.layout.registeredDecorationClasses[kind] {
                    // The app's own decoration view, made from the class it registered.
                    return ViewNode(placing: appDecoration(type, kind: kind, at: element.indexPath), at: element,
                                    name: "decoration \(kind) \(element.indexPath.section).\(element.indexPath.item)",
                                    layoutDirection: scenario.layoutDirection)
                }
                return factory.decorationView(for: element)
            case .cell:
                if let section = orthogonalSections.first(where: { $0.section == element.indexPath.section }) {
                    return section.viewTree(host: view, layoutDirection: scenario.layoutDirection, decoration: factory.decorationView(for:))
                }
                return cellView(for: element, in: view)
            case .supplementaryView:
                guard let kind = element.representedElementKind, !element.isHidden,
                      let supplementary = supplementary(kind, at: element.indexPath, leaving: element.updateRole == .disappearing,
                                                        in: view),
                      var node = ViewNode(placing: supplementary, at: element, layoutDirection: scenario.layoutDirection) else { return nil }
                if let slider, element.isHeader(ofSection: 0) {
                    node.subviews.insert(slider.viewTree(), at: 0)
                }
                return node
            }
        }
        if scenario.app != nil, let view = main.layout.collectionView, let table = main.layout as? TableLayout {
            // A table's header and footer views, behind its rows, where the table reserves room.
            let extras = [(view.contentHeaderView, table.rectForTableHeaderView, "tableHeaderView"),
                          (view.contentFooterView, table.rectForTableFooterView, "tableFooterView")]
            for case let (extra?, frame, name) in extras where frame.height > 0 && !extra.isHidden {
                extra.frame = frame
                extra.layoutIfNeeded()
                collection.subviews.insert(ViewNode(appView: extra, name: name, frame: frame, layoutDirection: scenario.layoutDirection), at: 0)
            }
        }
        window.subviews = [collection]
        return window
    }

    // MARK: - The app's own views

    /// `text` wrapped to `width` with the scene's fonts: its widest line and its lines' height.
    static func measure(_ text: DrawnText, width: CGFloat) -> CGSize {
        let block = FontMetrics.block(of: text.text, fontSize: text.pointSize, weight: text.weight, numberOfLines: text.numberOfLines,
                                      toFit: width)
        return CGSize(width: min(block.width, width).rounded(.up), height: block.height.rounded(.up))
    }

    /// Where a line of `text` sits in its line box, as the renderer centres it: the first
    /// baseline from the top, the last from the bottom.
    static func baselines(_ text: DrawnText) -> (first: CGFloat, fromBottom: CGFloat) {
        let line = FontMetrics.lineHeight(fontSize: text.pointSize)
        let ascender = FontMetrics.ascender(fontSize: text.pointSize), descender = FontMetrics.descender(fontSize: text.pointSize)
        return ((line + ascender - descender) / 2, (line - ascender + descender) / 2)
    }

    /// What the data source's view for `attributes` asks for at their size (`systemLayoutSizeFitting`).
    private func fittingSize(_ attributes: LayoutAttributes, in view: LayoutCollectionView) -> CGSize? {
        let element: CollectionReusableView?
        switch attributes.representedElementCategory {
        case .cell: element = view.cellForMeasuring(at: attributes.indexPath)
        case .supplementaryView:
            element = attributes.representedElementKind.flatMap { supplementary($0, at: attributes.indexPath, in: view) }
        case .decorationView: element = nil
        }
        guard let element else { return nil }
        element.frame = attributes.frame
        return element.preferredLayoutAttributesFitting(attributes).size
    }

    /// The app's decoration view of `kind` at `indexPath`, made once from its class and kept.
    private func appDecoration(_ type: CollectionReusableView.Type, kind: String, at indexPath: IndexPath) -> CollectionReusableView {
        let key = ElementKey(category: .decorationView, kind: kind, indexPath: indexPath)
        if let made = appDecorations[key] { return made }
        let made = type.init(frame: .zero)
        appDecorations[key] = made
        return made
    }

    /// The data source's header or footer view for an element, made once and kept (moved with
    /// its section through an update); a leaving element's is the one it had before the update.
    private func supplementary(_ kind: String, at indexPath: IndexPath, leaving: Bool = false,
                               in view: LayoutCollectionView) -> CollectionReusableView? {
        let key = ElementKey(category: .supplementaryView, kind: kind, indexPath: indexPath)
        if leaving, let made = leavingSupplementaries[key] { return made }
        if let made = supplementaries[key] { return made }
        let made = view.supplementarySource?(kind, indexPath)
        supplementaries[key] = made
        return made
    }

    /// The header and footer views follow their sections through an update, as UIKit moves
    /// them; those of deleted or reloaded sections are kept while they animate out.
    private func moveSupplementaries(through plan: UpdatePlan) {
        var moved: [ElementKey: CollectionReusableView?] = [:]
        leavingSupplementaries = [:]
        for (key, view) in supplementaries {
            var path = key.indexPath
            if let section = path.first, let destination = plan.destination(ofSection: section) {
                path[0] = destination
                moved[ElementKey(category: key.category, kind: key.kind, indexPath: path)] = view
            } else {
                leavingSupplementaries[key] = view
            }
        }
        supplementaries = moved
    }

    /// The data source's cell for `element`, placed as its attributes say; a leaving item's cell
    /// is the one it had before the update. Nil when the item has no cell on screen.
    private func cellView(for element: LayoutAttributes, in view: LayoutCollectionView) -> ViewNode? {
        let path = element.indexPath
        guard let cell = element.updateRole == .disappearing ? view.leavingCells[path] : view.cellsOnScreen[path] else { return nil }
        return ViewNode(placing: cell, at: element, layoutDirection: scenario.layoutDirection)
    }

    /// A list layout's background, which replaces the collection view's own as UIKit's list
    /// configuration does: the system background behind a plain list, the grouped one
    /// behind grouped and inset-grouped lists.
    private var listBackground: Color? {
        (main.layout as? CompositionalLayout)?.listAppearance.map {
            $0 == .plain ? scenario.theme.systemBackground : scenario.theme.groupedBackground
        }
    }

    /// Back to front: by zIndex, then decoration views (section backgrounds, which UIKit puts
    /// behind the cells), cells, supplementary views, then index path — UIKit leaves the rest of
    /// equal-zIndex order open; ScrollReel fixes one for determinism.
    static func drawingOrder(_ attributes: [LayoutAttributes]) -> [LayoutAttributes] {
        func rank(_ element: LayoutAttributes) -> Int {
            switch element.representedElementCategory {
            case .decorationView: return 0
            case .cell: return 1
            case .supplementaryView: return 2
            }
        }
        return attributes.sorted { a, b in
            if a.zIndex != b.zIndex { return a.zIndex < b.zIndex }
            if rank(a) != rank(b) { return rank(a) < rank(b) }
            // A deleted element fades out above the elements sliding into its place
            // (docs/facts.md, "Update animations").
            let aLeaves = a.updateRole == .disappearing, bLeaves = b.updateRole == .disappearing
            if aLeaves != bLeaves { return bLeaves }
            if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
            return (a.representedElementKind ?? "") < (b.representedElementKind ?? "")
        }
    }
}

/// The layout delegate a scenario implies: sizes of listed items (the others fall back to
/// `itemSize`) and which sections pin their headers.
final class ScenarioLayoutDelegate: FlowLayoutDelegate {
    let spec: CollectionSpec
    /// Which listed item sits at an index path once data changed.
    let data: DataModel

    init(spec: CollectionSpec, data: DataModel) {
        self.spec = spec
        self.data = data
    }

    /// The item's listed size, else the flow layout's `itemSize` (the scenario's, for a layout
    /// that is not a flow layout).
    func collectionView(_ collectionView: LayoutCollectionView, layout collectionViewLayout: CollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let item = data.item(at: indexPath)
        let listed = spec.sections.indices.contains(item.section) ? spec.sections[item.section].item(item.item)?.size : nil
        return listed ?? (collectionViewLayout as? FlowLayout)?.itemSize ?? spec.itemSize
    }
}
