package import Foundation
import ReelGeometry
import ReelGraphics
package import ReelLayout
package import ReelScenario
import ReelScroll
package import ReelTrace

/// A window and every view in it: the screen as UIKit draws it. The app's window (its root view
/// controller's views, laid out by frames, autoresizing masks, constraints and `layoutSubviews`),
/// or the scenario's own window holding its collection view or its tab-pager screen — one
/// runtime for all.
///
/// Each frame the window lays out, then every scroll view in it runs its pass in tree order —
/// a collection or table view through its ``CollectionPane``, a plain scroll view through its
/// ``ScrollViewHost`` — a scroll view nested in a cell after the cell's collection view. The
/// view tree drawn is the window's, each view where its frame puts it.
package final class WindowScreen {
    package let scenario: Scenario
    /// The window whose view tree is the screen.
    package let window: UIView
    private let console: Console
    /// What shows where no view draws: the scenario's colour behind its own window; behind an
    /// app's, the window's own colour, else black, as an iPhone shows a window without one.
    private let background: Color
    /// Whether the window is the app's (else the scenario's own).
    private let isApp: Bool
    /// The scenario's collection view when a view controller holds it (a layout tried with the
    /// controller around it): shown filling the window, though it is not the window's subview.
    private var borrowedView: UIView?
    /// The scenario's tab-pager screen, whose code runs each frame before layout.
    package private(set) var pagerMenu: PagerMenu?
    /// The panes of the collection views met so far, by view.
    private var panes: [ObjectIdentifier: CollectionPane] = [:]
    /// The hosts of the plain scroll views met so far, by view.
    private var plainHosts: [ObjectIdentifier: ScrollViewHost] = [:]
    /// The panes on screen after the last layout, in tree order.
    private var panesOnScreen: [CollectionPane] = []
    package private(set) var scrollViews: [ScrollViewHost] = []
    /// Where each scroll view's visible part was in the window after the last layout.
    private var windowFrames: [ObjectIdentifier: CGRect] = [:]
    package private(set) var hasEnded = false

    /// The scenario's own window: its collection view fills it, or its tab-pager screen's
    /// views are in it.
    package init(scenario: Scenario, console: Console) {
        self.scenario = scenario
        self.console = console
        isApp = false
        background = scenario.background
        let viewport = CGRect(origin: .zero, size: scenario.viewport.size)
        window = UIView(frame: viewport)
        window.safeAreaSource = .init(screen: scenario.contentSafeArea)
        if let spec = scenario.pager {
            pagerMenu = PagerMenu(scenario: scenario, spec: spec, window: window)
            findScrollViews()
            return
        }
        let pane = CollectionPane(scenario: scenario, console: console)
        if let view = pane.view {
            // A layout taken from a view controller keeps its collection view where the
            // controller put it; the window shows it all the same.
            if view.superview == nil { window.addSubview(view) } else { borrowedView = view }
            panes[ObjectIdentifier(view)] = pane
        }
        panesOnScreen = [pane]
        scrollViews = pane.scrollViews
        pane.onEnd = { [unowned self] in hasEnded = true }
    }

    /// The app's window, which `launch` makes: the app launches in UIKit's order and its key
    /// window is the screen.
    package init(scenario: Scenario, console: Console, launch: () -> UIView) {
        self.scenario = scenario
        self.console = console
        isApp = true
        // The app's own views measure their text with the scene's fonts.
        AppContext.current?.measureText = CollectionPane.measure
        AppContext.current?.baselines = CollectionPane.baselines
        window = launch()
        background = window.backgroundColor.map(Color.init(viewColor:)) ?? .black
        // What UIKit raises in the app's code from now on ends the app here.
        AppContext.current?.raiseOnScreen = { [weak self] exception in self?.end(with: exception) }
        findScrollViews()
    }

    /// The scroll views the window holds at launch, for the script's first steps (their first
    /// layout passes run with the first frame's).
    private func findScrollViews() {
        var walk = Walk()
        visit(window, naming: ScrollViewNaming(), walk: &walk, time: 0, runningPasses: false)
        (scrollViews, panesOnScreen, windowFrames) = (walk.scrollViews, walk.panes, walk.windowFrames)
    }

    /// The app ends with UIKit's exception: the console says it, nothing moves any more.
    private func end(with exception: UncaughtException) {
        guard !hasEnded else { return }
        exception.consoleLines(onIOS: scenario.iOSVersion).forEach(console.log)
        hasEnded = true
        panesOnScreen.forEach { $0.end() }
    }

    /// ScrollReel stops the app, which went past what it simulates: the console says why,
    /// naming the view's class; the screen keeps the last frame drawn.
    private func stop(_ reason: String) {
        guard !hasEnded else { return }
        console.log("\(Console.stoppedAppPrefix) \(reason)")
        hasEnded = true
        isStopped = true
        panesOnScreen.forEach { $0.end() }
    }

    /// Whether ScrollReel stopped the app (its window is not drawn again).
    private var isStopped = false
    /// The last view tree drawn, shown again once the app is stopped.
    private var lastTree: ViewNode?

    /// What ScrollReel simulates of an app's window at most (docs/hostile-input.md, "An app's
    /// views"): an iPhone screen rarely holds more than a few hundred views; a scroll view may be
    /// very long — HorizonCalendar's is 10^13 pt, which it keeps scrolled near the middle — but
    /// past 10^14 pt a `CGFloat` no longer resolves a pixel at @3x closely (1/64 pt).
    package static let maximumViews = 10_000
    package static let maximumContentLength: CGFloat = 100_000_000_000_000

    /// The window's tree past ``maximumViews``: why, naming the view with the most subviews.
    /// - Complexity: O(min(v, maximumViews)).
    private func tooManyViews() -> String? {
        var count = 0, stack = [window]
        var crowded: (view: UIView, subviews: Int)?
        while let view = stack.popLast() {
            count += 1
            if view.subviews.count > crowded?.subviews ?? 0 { crowded = (view, view.subviews.count) }
            guard count <= Self.maximumViews else {
                let owner = crowded.map { "a \(UIView.className(of: $0.view)) holds \($0.subviews)" } ?? ""
                return "the window holds more than \(Self.maximumViews) views (\(owner)); ScrollReel lays out and draws at most that many"
            }
            stack.append(contentsOf: view.subviews)
        }
        return nil
    }

    /// The first scroll view (trace id `main`): the one the contentOffset readout shows.
    package var main: ScrollViewHost? { scrollViews.first }

    /// The scroll view with a trace id.
    package func scrollView(id: String) -> ScrollViewHost? {
        scrollViews.first { $0.id == id }
    }
    package var mainPane: CollectionPane? { panesOnScreen.first }
    package var mainCollectionView: CollectionView? { mainPane?.host }
    package var headerProgress: CGFloat? { mainPane?.headerProgress }
    package var pagerTrace: PagerTrace? { pagerMenu?.pagerTrace }

    // MARK: - Layout

    package func layout(at time: TimeInterval) -> [[LayoutAttributes]] {
        if isApp, let problem = tooManyViews() {
            stop(problem)
            return scrollViews.map { _ in [] }
        }
        // The screen's own code for the frame, as a display link's runs before the layout.
        pagerMenu?.frameWillLayout(at: time)
        // The window's views first: constraints, autoresizing masks, `layoutSubviews`.
        window.layoutIfNeeded()
        if let unsettled = ViewRuntime.running?.unsettledLayout {
            stop("the layout of a \(unsettled) did not settle: its layoutSubviews() asked for another pass \(ViewRuntime.maximumLayoutRounds) times running (UIKit would lay it out for ever)")
        }
        var walk = Walk()
        if let borrowedView { visit(borrowedView, naming: ScrollViewNaming(), walk: &walk, time: time, runningPasses: true) }
        visit(window, naming: ScrollViewNaming(), walk: &walk, time: time, runningPasses: true)
        // A first pass that placed a scroll view's content past its inset moved what is pinned to
        // its frame: the window lays out again (nothing to do when nothing moved).
        window.layoutIfNeeded()
        for scrollView in walk.scrollViews {
            let size = scrollView.scrollView.contentSize
            guard max(size.width, size.height) > Self.maximumContentLength else { continue }
            let owner = scrollView.appView.map { UIView.className(of: $0) } ?? "scroll view"
            stop("a \(owner)'s content size is \(CompactNumber.text(Double(size.width)) ?? "?") × \(CompactNumber.text(Double(size.height)) ?? "?") pt, past the \(CompactNumber.text(Double(Self.maximumContentLength)) ?? "") pt ScrollReel scrolls")
            break
        }
        scrollViews = walk.scrollViews
        panesOnScreen = walk.panes
        windowFrames = walk.windowFrames
        return walk.passes
    }

    /// What a layout walk of the tree found, in tree order.
    private struct Walk {
        var scrollViews: [ScrollViewHost] = []
        var passes: [[LayoutAttributes]] = []
        var panes: [CollectionPane] = []
        var windowFrames: [ObjectIdentifier: CGRect] = [:]
        /// How many scroll views each naming prefix has met (the second is `prefix.kind[1]`).
        var counts: [String: Int] = [:]
    }

    /// Visits `view` and what is under it: a scroll view runs its pass (unless only the scroll
    /// views are being found), then the views it holds are visited with names under its own.
    private func visit(_ view: UIView, naming: ScrollViewNaming, walk: inout Walk, time: TimeInterval, runningPasses: Bool) {
        guard !view.isHidden else { return }
        if let scroll = view as? ScrollingView, scroll.contentScrollingView == nil, scroll.scrollsItsSubviews {
            let index = walk.counts[naming.prefix ?? "", default: 0]
            walk.counts[naming.prefix ?? "", default: 0] += 1
            let id = scroll.traceName ?? naming.id(kind: ScrollViewNaming.kind(of: scroll), index: index)
            if let collection = scroll as? LayoutCollectionView {
                let pane = pane(for: collection, id: id, isFirst: walk.panes.isEmpty)
                pane.rename(id)
                let passes = runningPasses ? pane.layout(at: time) : pane.scrollViews.map { _ in [] }
                walk.panes.append(pane)
                let frame = visibleWindowFrame(of: collection)
                for (host, pass) in zip(pane.scrollViews, passes) {
                    walk.scrollViews.append(host)
                    walk.passes.append(pass)
                    let nested = pane.nestedFrame(of: host).map { collection.convert($0, to: nil).intersection(frame) }
                    // A nested view scrolled out of sight has no visible part.
                    walk.windowFrames[ObjectIdentifier(host)] = nested.map { $0.isNull ? .zero : $0 } ?? frame
                }
                guard runningPasses else { return }
                // The cells and headers the pass placed, then the app's other subviews of it.
                var elements = Set<ObjectIdentifier>()
                for (element, attributes) in pane.elementViews {
                    elements.insert(ObjectIdentifier(element))
                    element.layoutIfNeeded()
                    visit(element, naming: naming.inside(id, element: attributes), walk: &walk, time: time, runningPasses: true)
                }
                for subview in collection.subviews where !elements.contains(ObjectIdentifier(subview)) && !(subview is CollectionReusableView) {
                    visit(subview, naming: naming.inside(id), walk: &walk, time: time, runningPasses: true)
                }
            } else {
                let host = plainHost(for: scroll, id: id)
                host.setFrame(scroll.frame)
                if runningPasses { host.followPlainView() }
                walk.scrollViews.append(host)
                walk.passes.append([])
                walk.windowFrames[ObjectIdentifier(host)] = visibleWindowFrame(of: scroll)
                for subview in scroll.subviews {
                    visit(subview, naming: naming.inside(id), walk: &walk, time: time, runningPasses: runningPasses)
                }
            }
            return
        }
        for subview in view.subviews { visit(subview, naming: naming, walk: &walk, time: time, runningPasses: runningPasses) }
    }

    /// The pane of the collection view `view`, made the first time it is on screen: the
    /// scenario's own pane, or one for the app's view (the first one the script's cells fill
    /// when the app gave it no data source).
    private func pane(for view: LayoutCollectionView, id: String, isFirst: Bool) -> CollectionPane {
        if let pane = panes[ObjectIdentifier(view)] { return pane }
        let pane = CollectionPane(app: view, id: id, scenario: scenario,
                                  fillsWithScenarioCells: isFirst && view.appDataSource == nil && view.cellSource == nil, console: console)
        pane.onEnd = { [unowned self] in hasEnded = true }
        panes[ObjectIdentifier(view)] = pane
        return pane
    }

    /// The host of the plain scroll view `view`, made the first time it is on screen.
    private func plainHost(for view: ScrollingView, id: String) -> ScrollViewHost {
        if let host = plainHosts[ObjectIdentifier(view)] {
            host.id = id
            return host
        }
        var physics = ReelScroll.ScrollState(viewportSize: view.frame.size, contentSize: view.contentSize)
        physics.isPagingEnabled = view.isPagingEnabled
        let host = ScrollViewHost(id: id, frame: view.frame, displayScale: scenario.viewport.scale, scrollView: physics, safeArea: .zero)
        host.plainView = view
        view.scrollHost = host
        plainHosts[ObjectIdentifier(view)] = host
        return host
    }

    /// The part of `view` on screen, in window coordinates: its bounds, clipped by every
    /// superview that clips.
    private func visibleWindowFrame(of view: UIView) -> CGRect {
        var rect = view.convert(CGRect(origin: view.bounds.origin, size: view.bounds.size), to: nil)
        var ancestor = view.superview
        while let superview = ancestor {
            if superview.clipsToBounds || superview.layer.masksToBounds {
                rect = rect.intersection(superview.convert(superview.bounds, to: nil))
            }
            ancestor = superview.superview
        }
        return rect.isNull ? .zero : rect
    }

    package func screenFrame(of scrollView: ScrollViewHost) -> CGRect {
        windowFrames[ObjectIdentifier(scrollView)] ?? .zero
    }

    /// The scroll views that contain the view under the finger (UIKit's hit test), deepest
    /// first: a scroll view's pan gesture sees only the touches of views inside it, so a button
    /// over a table is not the table's. A section scrolling sideways inside a collection view
    /// comes before it, where the finger is over it.
    package func scrollViews(under location: CGPoint) -> [ScrollViewHost] {
        let borrowed = borrowedView.flatMap { $0.hitTest($0.convert(location, from: nil), with: nil) }
        var view = borrowed ?? window.hitTest(location, with: nil)
        var found: [ScrollViewHost] = []
        while let current = view {
            if let pane = panes[ObjectIdentifier(current)], panesOnScreen.contains(where: { $0 === pane }) {
                found += pane.scrollViews.dropFirst().reversed().filter { screenFrame(of: $0).contains(location) }
                found.append(pane.host)
            } else if let host = plainHosts[ObjectIdentifier(current)], scrollViews.contains(where: { $0 === host }) {
                found.append(host)
            }
            view = current.superview
        }
        return found
    }

    // MARK: - Taps and data

    /// The view under the finger gets the touch (UIKit's hit test) as it lifts: a control sends
    /// its actions, a cell's collection view selects its item.
    package func tap(at location: CGPoint, time: TimeInterval) {
        // The navigation bar is over the window's views: a tap on one of its buttons is its.
        if !hasEnded, let context = AppContext.current, let item = context.bars?().item(at: location) {
            context.barItemTapped?(item.leading, item.index)
            return
        }
        let borrowed = borrowedView.flatMap { $0.hitTest($0.convert(location, from: nil), with: nil) }
        guard !hasEnded, let hit = borrowed ?? window.hitTest(location, with: nil) else { return }
        // What the touch's code reads of the scroll views is where they are as the finger lifts.
        for scrollView in scrollViews { scrollView.advance(to: time) }
        // A tap recogniser on the view or one above it recognises the tap first, unless the view
        // is in a control; one that cancels touches keeps them from the view.
        var recognizing: UIView? = hit
        while let view = recognizing, !view.isControl {
            for recognizer in view.tapRecognizers where recognizer.recognizeTap(at: location) { return }
            recognizing = view.superview
        }
        let touch = ViewTouch(view: hit, windowLocation: location, phase: .began, timestamp: time)
        let began = ViewEvent(touches: [touch], timestamp: time)
        hit.touchesBegan([touch], with: began)
        touch.phase = .ended
        hit.touchesEnded([touch], with: ViewEvent(touches: [touch], timestamp: time))
    }

    /// `cell S.I` or `header S` of the first collection view, or the tab-pager screen's
    /// `tab N`, in window coordinates.
    package func location(ofElement name: String) -> CGPoint? {
        if let pagerMenu, let point = pagerMenu.location(ofElement: name) { return point }
        guard let pane = mainPane, let view = pane.view, let point = pane.location(ofElement: name) else { return nil }
        return view.convert(point, to: nil)
    }

    package func perform(_ change: DataChange, at time: TimeInterval) {
        guard !hasEnded else { return }
        mainPane?.perform(change, at: time)
    }

    // MARK: - View tree

    /// - Complexity: O(v + k log k) for v views and k visible elements.
    package func viewTree() -> ViewNode {
        var root = ViewNode(name: "window", frame: window.frame, backgroundColor: background)
        root.className = UIView.className(of: window)
        // A stopped app's window is not drawn again (it may be what was too much to draw).
        if isStopped { return lastTree ?? root }
        root.subviews = ((borrowedView.map { [$0] } ?? []) + window.subviews).enumerated().compactMap { draw($1, index: $0) }
        lastTree = root
        return root
    }

    /// A view as the window draws it: a collection view by its pane, any other view with its
    /// subviews drawn the same way.
    private func draw(_ view: UIView, index: Int) -> ViewNode? {
        guard !view.isHidden else { return nil }
        if let partly = view as? PartlyDrawnView {
            // Nothing silent: what is kept and not drawn is said once, with the view's class.
            let line = "ScrollReel: \(UIView.className(of: view)) is not drawn in full; not drawn: \(partly.undrawnParts)"
            if let runtime = ViewRuntime.running, runtime.reportOnce(line) { console.log(line) }
        }
        let subviews: ViewNode.SubviewDrawing = { [unowned self] in draw($0, index: $1) }
        if let collection = view as? LayoutCollectionView, let pane = panes[ObjectIdentifier(collection)] {
            var node = pane.viewTree(name: "collectionView \(pane.host.id)", frame: collection.frame, subviews: subviews)
            node.className = UIView.className(of: collection)
            node.takeLayerStyle(of: collection)
            return node
        }
        return ViewNode(appView: view, name: ViewNode.name(of: view, index: index), frame: view.frame,
                        layoutDirection: scenario.layoutDirection, subviews: subviews)
    }
}

/// How the trace names a scroll view by its place in the window: the first is `main`; one
/// nested in a cell of another is named after it (`main.cell[0.3].collection`), one among a
/// scroll view's other subviews too (`main.scroll`); a second one in the same place gets an
/// index (`table[1]`, `main.cell[0.3].collection[1]`).
struct ScrollViewNaming {
    /// The name the place starts with; nil at the window's top level.
    var prefix: String?

    /// The name of the `index`th scroll view met in this place.
    func id(kind: String, index: Int) -> String {
        guard let prefix else { return index == 0 ? "main" : "\(kind)[\(index)]" }
        return index == 0 ? "\(prefix).\(kind)" : "\(prefix).\(kind)[\(index)]"
    }

    /// The place inside the scroll view `id`: in the element `attributes` describe, or among
    /// its other subviews.
    func inside(_ id: String, element attributes: LayoutAttributes? = nil) -> ScrollViewNaming {
        guard let attributes else { return ScrollViewNaming(prefix: id) }
        let path = attributes.indexPath
        let segment: String
        switch (attributes.representedElementCategory, attributes.representedElementKind) {
        case (.cell, _): segment = "cell[\(path.section).\(path.item)]"
        case (_, ElementKind.sectionHeader?): segment = "header[\(path.section)]"
        case (_, ElementKind.sectionFooter?): segment = "footer[\(path.section)]"
        case (_, let kind): segment = "\(kind ?? "element")[\(path.section).\(path.item)]"
        }
        return ScrollViewNaming(prefix: "\(id).\(segment)")
    }

    /// `collection`, `table` (a table's rows) or `scroll`.
    static func kind(of view: ScrollingView) -> String {
        guard view is LayoutCollectionView else { return "scroll" }
        return (view.superview as? ScrollingView)?.contentScrollingView === view ? "table" : "collection"
    }
}
