package import Foundation
import ReelCompositional
import ReelGeometry
import ReelGraphics
package import ReelLayout
package import ReelScenario
import ReelScroll
import ReelText
import ReelViews

/// One collection (or table) view of a window as the scene runs it: its scroll view and layout
/// passes (``CollectionView``), the views its data source makes — cells, headers and footers —
/// and its layout's decorations, the scroll views nested in it (a paging slider in header 0,
/// sections that scroll sideways), and the data changes made to it.
///
/// Its collection view is the app's (a view in the app's window, at the frame the app gives it),
/// or, for a scenario file, the scenario's own, filling the scenario's window.
package final class CollectionPane {
    package let scenario: Scenario
    /// The scroll view and its layout.
    package let host: CollectionView
    /// The slider nested in header 0, if the scenario has one.
    package let slider: HeaderSlider?
    /// The sections that scroll sideways, in section order.
    package let orthogonalSections: [OrthogonalSection]
    /// Whether the collection view is the app's (else the scenario's own).
    private let isApp: Bool
    /// Makes the scenario's views: its data source's cells and headers, and the layout's own
    /// decorations.
    private let factory: ElementViewFactory
    /// Which item sits at each index path, as data changes move them.
    private let data: DataModel
    private let console: Console
    /// Whether the app ended with an exception.
    package private(set) var hasEnded = false
    /// Ends the app: the window's other views stop too.
    package var onEnd: (() -> Void)?
    /// Kept here because the collection view holds its delegate weakly, as UIKit does.
    private let layoutDelegate: ScenarioLayoutDelegate?
    package private(set) var attributes: [LayoutAttributes] = []
    /// What fills the collection view: the scenario's colour, or the app's view's.
    private let collectionBackground: Color
    /// The data source's header and footer views, by element: made once, moved with their
    /// sections through an update, made again after a reload.
    private var supplementaries: [ElementKey: CollectionReusableView?] = [:]
    /// The views of sections the last update deleted or reloaded, by their element before it.
    private var leavingSupplementaries: [ElementKey: CollectionReusableView?] = [:]
    /// The app's decoration views, by kind and index path (made from the classes it registered).
    private var appDecorations: [ElementKey: CollectionReusableView] = [:]

    /// The scenario's own collection view, filling a window of the viewport's size: its layout
    /// is the scenario's (or the user's own layout), its cells the scenario's.
    package convenience init(scenario: Scenario, console: Console) {
        // Fonts at the scenario's Dynamic Type size: what cells draw and measure.
        let spec = scenario.collection.scalingFonts(to: scenario.contentSizeCategory)
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
        let safeArea = spec.adjustedContentInset(safeArea: scenario.contentSafeArea) - spec.contentInset
        self.init(scenario: scenario, spec: spec, layout: layout, appView: nil, fillsWithScenarioCells: true, id: "main",
                  frame: CGRect(origin: .zero, size: scenario.viewport.size), safeArea: safeArea, console: console)
    }

    /// The app's collection view `view` (a table's rows included), at its frame with the safe
    /// area its place in the window gives it; `fillsWithScenarioCells` when the script's cells
    /// fill it because the app gave it no data source (a layout tried on its own).
    package convenience init(app view: LayoutCollectionView, id: String, scenario: Scenario, fillsWithScenarioCells: Bool,
                             console: Console) {
        var spec = scenario.collection.scalingFonts(to: scenario.contentSizeCategory)
        spec.contentInset = view.contentInset
        let layout = view.collectionViewLayout
        // The layout knows its content before the first pass: whether it scrolls decides which
        // edges of the safe area the adjustment adds.
        layout.prepareIfNeeded()
        let safeArea = view.adjustedContentInset(forSafeArea: view.safeAreaInsets) - view.contentInset
        self.init(scenario: scenario, spec: spec, layout: layout, appView: view, fillsWithScenarioCells: fillsWithScenarioCells,
                  id: id, frame: view.frame, safeArea: safeArea, console: console)
    }

    private init(scenario: Scenario, spec: CollectionSpec, layout: CollectionViewLayout, appView: LayoutCollectionView?,
                 fillsWithScenarioCells: Bool, id: String, frame: CGRect, safeArea: UIEdgeInsets, console: Console) {
        self.scenario = scenario
        isApp = appView != nil
        layout.console = { console.log($0) }
        var background = spec.backgroundColor
        if let appView {
            background = appView.backgroundColor.map(Color.init(viewColor:)) ?? scenario.theme.systemBackground
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
        // delegate; a layout of the user's own may ask it for any item's size.
        let needsDelegate = appView == nil
            && (spec.sections.contains { $0.itemList.contains { $0.size != nil } } || scenario.customLayout != nil)
        layoutDelegate = needsDelegate ? ScenarioLayoutDelegate(spec: spec, data: data) : nil
        let inset = spec.contentInset + safeArea
        host = CollectionView(
            id: id, frame: frame, layout: layout, itemCounts: counts,
            displayScale: scenario.viewport.scale, safeArea: safeArea
        ) { scrollView in
            // ReelScroll's contentInset is the adjusted one: what the physics and layout use.
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
        host.layoutDirection = scenario.layoutDirection
        // A scenario's content is placed as its host is made; an app's at its first layout.
        if !isApp { host.hasLaidOut = true }
        let host = host
        factory = ElementViewFactory(spec: spec, seed: scenario.seed, theme: scenario.theme,
                                     layoutDirection: scenario.layoutDirection, console: console,
                                     headerScroll: { [unowned host] in host.contentOffset.y + host.adjustedContentInset.top })
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
        if let view = layout.collectionView, view.cellSource == nil, fillsWithScenarioCells {
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
        host.dataChangeHandler = { [unowned self] change in
            apply(change, at: self.host.time)
            return !hasEnded
        }
        if let view = layout.collectionView {
            host.sizer = { [unowned self] attributes in fittingSize(attributes, in: view) }
            // A tap that reaches the collection view (on a cell, not a control in it) selects.
            view.itemTapHandler = { [unowned self] point in tap(at: point) }
        }
        host.exceptionHandler = { [unowned self] exception in
            guard !hasEnded else { return }
            exception.consoleLines(onIOS: scenario.iOSVersion).forEach(console.log)
            end()
        }
    }

    /// The app ends here: nothing of this pane moves any more, and the window is told.
    package func end() {
        guard !hasEnded else { return }
        hasEnded = true
        onEnd?()
    }

    /// Names the collection view by its place in the window this frame (a cell's collection
    /// view moves with its cell); the scroll views nested in it follow.
    package func rename(_ id: String) {
        guard id != host.id else { return }
        let old = host.id
        for scrollView in scrollViews { scrollView.id = id + scrollView.id.dropFirst(old.count) }
    }

    /// The collection view the app holds (or the scenario's data source fills).
    package var view: LayoutCollectionView? { host.layout.collectionView }

    /// The pane's scroll views, outermost first: the collection view, then those nested in it.
    package var scrollViews: [CollectionView] {
        [host] + (slider.map { [$0.collectionView] } ?? []) + orthogonalSections.map(\.collectionView)
    }

    /// Where a scroll view nested in this one sits, in the collection view's own coordinates
    /// (its bounds), clipped to them; nil for a scroll view that is not nested here.
    package func nestedFrame(of scrollView: ScrollViewHost) -> CGRect? {
        let visible = host.bounds
        if let slider, scrollView === slider.collectionView { return slider.hostFrame.intersection(visible) }
        if let section = orthogonalSections.first(where: { $0.collectionView === scrollView }) {
            return section.bandFrame.intersection(visible)
        }
        return nil
    }

    /// `cell S.I` or `header S`: the centre of the part of that element on screen, in the
    /// collection view's coordinates; nil when it is not laid out in the visible rect.
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
        let onScreen = frame.intersection(host.bounds)
        return onScreen.isEmpty ? nil : CGPoint(x: onScreen.midX, y: onScreen.midY)
    }

    // MARK: - Layout

    package var headerProgress: CGFloat? {
        (host.layout as? CollapsingHeaderLayout)?.progress
    }

    /// Runs this frame's layout passes — the collection view's, then those nested in it — and
    /// returns each one's attributes in ``scrollViews`` order. An app's collection view first
    /// takes the frame and safe area the app's window gives it.
    package func layout(at time: TimeInterval) -> [[LayoutAttributes]] {
        if isApp, let view {
            if view.frame != host.frame { host.setFrame(view.frame) }
            host.followSwitches(of: view)
            host.setSafeArea(view.adjustedContentInset(forSafeArea: view.safeAreaInsets) - view.contentInset)
            host.followRefreshControl()
        }
        attributes = host.layoutPass()
        // The first pass knows the content: the offset rests past the inset, the delegate hears.
        if isApp, host.placeContentAtFirstLayout() { attributes = host.layoutPass() }
        if let view = host.layout.collectionView, !hasEnded {
            // The data source makes the cells coming on screen, in the layout pass as on iOS
            // (what it raises belongs to this frame).
            view.showCells(for: attributes.filter { element in
                element.representedElementCategory == .cell && !element.isHidden && element.updateRole != .disappearing
                    && element.frame.intersects(host.bounds)
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
            section.follow(host.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: section.section)),
                           hostDecelerationRate: host.decelerationRate)
            passes.append(section.layoutPass())
            if let view = host.layout.collectionView, !hasEnded { section.showCells(from: view, update: host.updateCount) }
        }
        return passes
    }

    /// The views the pane shows for its elements this frame, in drawing order, with their
    /// attributes: what nested scroll views may be found in.
    package var elementViews: [(view: UIView, attributes: LayoutAttributes)] {
        guard let view = host.layout.collectionView else { return [] }
        return Self.drawingOrder(attributes).compactMap { element in
            switch element.representedElementCategory {
            case .cell:
                let path = element.indexPath
                let cell = element.updateRole == .disappearing ? view.leavingCells[path] : view.cellsOnScreen[path]
                return cell.map { ($0, element) }
            case .supplementaryView:
                guard let kind = element.representedElementKind, !element.isHidden else { return nil }
                return supplementary(kind, at: element.indexPath, leaving: element.updateRole == .disappearing, in: view).map { ($0, element) }
            case .decorationView:
                return nil
            }
        }
    }

    // MARK: - Taps

    /// A tap lifted on a cell (`point` in the collection view's coordinates): UIKit selects the
    /// item and tells the delegate (`collectionView(_:didSelectItemAt:)`), and the app's code
    /// there runs.
    package func tap(at point: CGPoint) {
        guard !hasEnded, let collectionView = host.layout.collectionView else { return }
        let layoutPoint = host.layoutPoint(point)
        guard var item = collectionView.indexPathForItem(at: layoutPoint), collectionView.allowsSelection else { return }
        // A sideways section's band stands for its items: the item is the band's, where it has
        // scrolled to.
        if let band = orthogonalSections.first(where: { $0.section == item.section }) {
            guard let bandItem = band.item(at: layoutPoint) else { return }
            item = IndexPath(item: bandItem, section: item.section)
        }
        // UIKit asks the delegate, selects the item, performs a storyboard cell's segue, then
        // tells the delegate.
        let delegate = collectionView.delegate
        let should = delegate.map { delegate in
            ViewRuntime.callingApp("collectionView(_:shouldSelectItemAt:)", on: delegate) {
                delegate.collectionView(collectionView, shouldSelectItemAt: item)
            }
        } ?? true
        guard should else { return }
        collectionView.selectItem(at: item, animated: false, scrollPosition: [])
        collectionView.cellForItem(at: item)?.selectionSegue?()
        guard let delegate else { return }
        ViewRuntime.callingApp("collectionView(_:didSelectItemAt:)", on: delegate) {
            delegate.collectionView(collectionView, didSelectItemAt: item)
        }
    }

    // MARK: - Data changes

    /// Makes a data change as the app would: a batch update or an animated `apply` animates
    /// (or, when UIKit would throw, the exception goes to the console — the scenario ends
    /// there); `reloadData` and an `apply` without animation replace the data at once.
    package func perform(_ change: DataChange, at time: TimeInterval) {
        guard !hasEnded else { return }
        if case .code(let code) = change {
            if let collectionView = host.layout.collectionView { code.body(collectionView) }
            return
        }
        if isApp, let view = host.layout.collectionView, view.reportedCounts != nil {
            performThroughTheApp(change, on: view)
            return
        }
        apply(change, at: time)
    }

    /// Applies a change to the data the pane shows — the script's own data, or what the app's
    /// UIKit calls amount to (they come here through the collection view) — and animates it.
    private func apply(_ change: DataChange, at time: TimeInterval) {
        guard !hasEnded else { return }
        // An app's collection view says in its own view's words whether it is a table.
        let view = !isApp ? scenario.updateView : host.layout is TableLayout ? .table : .collection
        let (result, problems) = data.outcome(of: change, view: view)
        problems.forEach(console.log)
        let outcome: DataModel.Outcome
        switch result {
        case .failure(let error):
            error.consoleLines(onIOS: scenario.iOSVersion).forEach(console.log)
            end()
            return
        case .success(let success):
            outcome = success
        }
        switch outcome {
        case .animated(let plan, _):
            if case let .batchUpdates(_, _, rowAnimation) = change {
                (host.layout as? TableLayout)?.rowAnimation = rowAnimation ?? .automatic
            } else {
                (host.layout as? TableLayout)?.rowAnimation = .automatic
            }
            moveSupplementaries(through: plan)
            host.performBatchUpdates(plan, at: time) { data.commit(outcome) }
        case .immediate(let plan, _):
            data.commit(outcome)
            discardSupplementaries()
            host.reloadData(counts: plan.countsAfter)
        case .reload(let counts):
            data.commit(outcome)
            discardSupplementaries()
            host.reloadData(counts: counts)
        }
    }

    /// A script's data change on a collection view whose data source is the app's: made as the
    /// app's own calls would make it — the same checked update, the counts from the app's data
    /// source — so UIKit throws when they do not follow (the script cannot change the app's
    /// data). The trace names the script's step.
    private func performThroughTheApp(_ change: DataChange, on view: LayoutCollectionView) {
        switch change {
        case let .batchUpdates(update, _, rowAnimation):
            (host.layout as? TableLayout)?.rowAnimation = rowAnimation ?? .automatic
            host.performCheckedUpdate(update, named: nil, completion: nil)
        case .reloadData:
            view.reloadData()
        case .apply:
            console.log("ScrollReel: the script's `apply` changes the scenario's diffable data source; this screen's data source is the app's, so it is left alone")
        case .code:
            break
        }
    }

    // MARK: - View tree

    /// The collection view as the window draws it: its background, its elements in drawing
    /// order — the data source's cells, headers and footers, the layout's decorations, a
    /// table's header and footer views — and the app's other subviews of it; `subviews` draws
    /// a view the app made (a nested collection view among its descendants is drawn by its pane).
    /// - Complexity: O(k log k) for k visible elements.
    package func viewTree(name: String, frame: CGRect, subviews draw: @escaping ViewNode.SubviewDrawing) -> ViewNode {
        var collection = ViewNode(name: name, frame: frame, backgroundColor: listBackground ?? collectionBackground)
        collection.className = view.map { UIView.className(of: $0) }
        collection.boundsOrigin = host.contentOffset
        collection.clipsToBounds = true
        guard let view = host.layout.collectionView else { return collection }
        let direction = scenario.layoutDirection
        collection.subviews = Self.drawingOrder(attributes).compactMap { element -> ViewNode? in
            switch element.representedElementCategory {
            case .decorationView:
                if isApp, let kind = element.representedElementKind, let type = host.layout.registeredDecorationClasses[kind] {
                    // The app's own decoration view, made from the class it registered.
                    return ViewNode(placing: appDecoration(type, kind: kind, at: element.indexPath), at: element,
                                    name: "decoration \(kind) \(element.indexPath.section).\(element.indexPath.item)",
                                    layoutDirection: direction, subviews: draw)
                }
                return factory.decorationView(for: element)
            case .cell:
                if let section = orthogonalSections.first(where: { $0.section == element.indexPath.section }) {
                    return section.viewTree(host: view, layoutDirection: direction, decoration: factory.decorationView(for:),
                                            subviews: draw)
                }
                return cellView(for: element, in: view, subviews: draw)
            case .supplementaryView:
                guard let kind = element.representedElementKind, !element.isHidden,
                      let supplementary = supplementary(kind, at: element.indexPath, leaving: element.updateRole == .disappearing,
                                                        in: view),
                      var node = ViewNode(placing: supplementary, at: element, layoutDirection: direction, subviews: draw) else { return nil }
                if let slider, element.isHeader(ofSection: 0) {
                    node.subviews.insert(slider.viewTree(), at: 0)
                }
                return node
            }
        }
        if isApp, let table = host.layout as? TableLayout {
            // A table's header and footer views, behind its rows, where the table reserves room.
            let extras = [(view.contentHeaderView, table.rectForTableHeaderView, "tableHeaderView"),
                          (view.contentFooterView, table.rectForTableFooterView, "tableFooterView")]
            for case let (extra?, frame, name) in extras where frame.height > 0 && !extra.isHidden {
                if extra.frame != frame { extra.frame = frame }
                extra.layoutIfNeeded()
                collection.subviews.insert(ViewNode(appView: extra, name: name, frame: frame, layoutDirection: direction, subviews: draw),
                                           at: 0)
            }
        }
        // The app's own subviews of the collection view (a background label, a refresh control)
        // in their order: what is not an element the layout places.
        let elements = Set(elementViews.map { ObjectIdentifier($0.view) })
        let others = view.subviews.enumerated().filter { _, subview in
            !(subview is CollectionReusableView) && !elements.contains(ObjectIdentifier(subview))
                && subview !== view.contentHeaderView && subview !== view.contentFooterView
        }
        for (index, subview) in others {
            guard let node = draw(subview, index) else { continue }
            if subview === view.attachedRefreshControl { collection.subviews.insert(node, at: 0) } else { collection.subviews.append(node) }
        }
        return collection
    }

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
    /// its section through an update) as a subview of the collection view; a leaving element's
    /// is the one it had before the update.
    private func supplementary(_ kind: String, at indexPath: IndexPath, leaving: Bool = false,
                               in view: LayoutCollectionView) -> CollectionReusableView? {
        let key = ElementKey(category: .supplementaryView, kind: kind, indexPath: indexPath)
        if leaving, let made = leavingSupplementaries[key] { return made }
        if let made = supplementaries[key] { return made }
        let made = view.supplementarySource?(kind, indexPath)
        if let made, made.superview !== view { view.addSubview(made) }
        supplementaries[key] = made
        return made
    }

    /// Forgets the header and footer views: after a reload the data source makes them again.
    private func discardSupplementaries() {
        for case let view?? in Array(supplementaries.values) + Array(leavingSupplementaries.values) { view.removeFromSuperview() }
        (supplementaries, leavingSupplementaries) = ([:], [:])
    }

    /// The header and footer views follow their sections through an update, as UIKit moves
    /// them; those of deleted or reloaded sections are kept while they animate out.
    private func moveSupplementaries(through plan: UpdatePlan) {
        var moved: [ElementKey: CollectionReusableView?] = [:]
        for case let view?? in leavingSupplementaries.values { view.removeFromSuperview() }
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
    private func cellView(for element: LayoutAttributes, in view: LayoutCollectionView,
                          subviews draw: @escaping ViewNode.SubviewDrawing) -> ViewNode? {
        let path = element.indexPath
        guard let cell = element.updateRole == .disappearing ? view.leavingCells[path] : view.cellsOnScreen[path] else { return nil }
        return ViewNode(placing: cell, at: element, layoutDirection: scenario.layoutDirection, subviews: draw)
    }

    /// A list layout's background, which replaces the collection view's own as UIKit's list
    /// configuration does: the system background behind a plain list, the grouped one
    /// behind grouped and inset-grouped lists.
    private var listBackground: Color? {
        (host.layout as? CompositionalLayout)?.listAppearance.map {
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
