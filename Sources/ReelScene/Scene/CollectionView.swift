package import Foundation
package import ReelGeometry
package import ReelLayout
package import ReelScenario
package import ReelScroll

/// A collection (or table) view of the scene: a scroll view whose content a layout places.
///
/// It is the layout's `LayoutHost` and drives it the way `UICollectionView` does: after each
/// bounds change it asks the layout whether to invalidate, then prepares and queries it for the
/// visible rect.
package final class CollectionView: ScrollViewHost, LayoutHost {
    package let layout: CollectionViewLayout
    /// Items per section (the data source).
    package var itemCounts: [Int]
    /// Runs the layout's passes as UICollectionView does.
    private var driver: LayoutPassDriver
    /// Measures a cell or a header for self-sizing layouts (the screen's views know their content).
    package var sizer: ((LayoutAttributes) -> CGSize?)?
    /// The batch update being animated, until its animation ends.
    package private(set) var transition: UpdateTransition?
    /// Makes a data change the app's code asked for (its pane owns the data); false when the
    /// app ended there (UIKit threw).
    package var dataChangeHandler: ((DataChange) -> Bool)?

    /// A view whose scroll view `configure` sets up; its `contentInset` is the scroll view's less
    /// `safeArea`. The layout is attached last, so what it sets on its collection view while
    /// attached (`invalidateLayout(with:)` runs then) stands.
    package init(id: String, frame: CGRect, layout: CollectionViewLayout, itemCounts: [Int],
                displayScale: CGFloat, safeArea: UIEdgeInsets = .zero, configure: (inout ScrollState) -> Void = { _ in }) {
        self.layout = layout
        driver = LayoutPassDriver(layout: layout)
        self.itemCounts = itemCounts
        var scrollView = ScrollState(viewportSize: frame.size)
        configure(&scrollView)
        super.init(id: id, frame: frame, displayScale: displayScale, scrollView: scrollView, safeArea: safeArea)
        layout.attach(to: self)
        if let view = layout.collectionView, view.frame != frame { view.frame = frame }
    }

    /// The collection view the app (or the scenario's data source) fills: the layout's.
    package override var appView: ScrollingView? { layout.collectionView }

    /// An item the app scrolled to before the view was on screen is scrolled to first, now
    /// that the content is known.
    package override func placeContentAtFirstLayout() -> Bool {
        guard !hasLaidOut else { return false }
        isPlacingContent = true
        let scrolled = layout.collectionView?.scrollToItemSetBeforeScreen() ?? false
        isPlacingContent = false
        return super.placeContentAtFirstLayout() || scrolled
    }
    private var isPlacingContent = false
    package override var hasPlacedContent: Bool { hasLaidOut || isPlacingContent }

    // MARK: - LayoutHost

    package var numberOfSections: Int { itemCounts.count }
    package func numberOfItems(inSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }
    package func preferredSize(fitting attributes: LayoutAttributes) -> CGSize? {
        sizer?(attributes)
    }
    /// `effectiveUserInterfaceLayoutDirection`; the scene sets it before the first pass.
    package var layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight

    /// A release is handed to the layout, as UICollectionView does: momentum ends exactly where
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` says.
    package override func targetContentOffset(forProposed proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        layout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }

    package override func didResize() { resizedSinceLastPass = true }

    /// Whether the size changed since the last layout pass: the next pass is a layout change,
    /// after which UIKit lets the layout move the content (`targetContentOffset(forProposedContentOffset:)`).
    private var resizedSinceLastPass = false

    // MARK: - Data changes

    /// The app's code ended a `performBatchUpdates` block (or made one call outside a block):
    /// checked against the counts its data source reports, if it set one. Its completion waits
    /// for the end of the animation the update started (or runs on the next turn of the run
    /// loop when nothing animates).
    package func performBatchUpdates(_ update: BatchUpdate, call: String, completion: ((Bool) -> Void)?) {
        performCheckedUpdate(update, named: call, completion: completion)
    }

    /// Brings the data up to date (a pending reload reads the data source), then hands `update`
    /// on with the counts the data source reports after it, for the screen to check and animate.
    /// `call` names it in the trace; nil when the caller already named it (a script's step).
    package func performCheckedUpdate(_ update: BatchUpdate, named call: String?, completion: ((Bool) -> Void)?) {
        flushPendingReload()
        let before = updateCount
        // A table's rows animate as the app's call said (`insertRows(at:with: .fade)`).
        let animation = (layout as? TableLayout)?.rowAnimation
        let change = DataChange.batchUpdates(update, sections: layout.collectionView?.reportedCounts?(),
                                             rowAnimation: animation == .automatic ? nil : animation)
        if let call { appCodeEvents.append(call) }
        guard dataChangeHandler?(change) ?? true, let completion else { return }
        complete(updatesAfter: before, with: completion)
    }

    /// Runs `completion` when the change made since update `before` finishes: with the update
    /// it started, when that animation ends; on the next turn of the run loop when it started
    /// none (nothing animates, or it was a reload).
    package func complete(updatesAfter before: Int, with completion: @escaping (Bool) -> Void) {
        if updateCount != before, transition != nil {
            updateCompletions.append(completion)
        } else {
            schedule(after: 0) { completion(true) }
        }
    }

    /// The app's code called `reloadData()`: the data is stale until the next layout pass, or
    /// a call that needs the counts first (docs/facts.md, "Reloading").
    package func reloadData() {
        pendingReload = true
    }

    /// `layoutIfNeeded()`: a pending reload reads the data source now.
    package func layoutIfNeeded() {
        flushPendingReload()
    }

    package func performOnMainRunLoop(after delay: TimeInterval, _ work: @escaping () -> Void) {
        schedule(after: delay, work)
    }

    /// Ends the app with UIKit's exception (the screen logs it).
    package var exceptionHandler: ((UncaughtException) -> Void)?

    package func raise(_ exception: UncaughtException) {
        exceptionHandler?(exception)
    }

    /// The data changes the app's own code made since the simulation last took them, as the
    /// trace names them (`performBatchUpdates {insertItems [0-0]}`).
    package var appCodeEvents: [String] = []

    /// Whether the app called `reloadData()` and the data source was not asked since.
    private var pendingReload = false

    /// Asks the data source for its counts and reloads, if the data is stale.
    private func flushPendingReload() {
        guard pendingReload else { return }
        pendingReload = false
        let counts = layout.collectionView?.reportedCounts?()
        appCodeEvents.append(DataChange.reloadDescription(sections: counts))
        _ = dataChangeHandler?(.reloadData(sections: counts))
    }

    // MARK: - Completions

    /// How many animated updates and reloads this view has started: an update's completions
    /// are due when its animation ends, unless another one started since; a completion attached
    /// after a change compares with it (``complete(updatesAfter:with:)``).
    package private(set) var updateCount = 0
    /// The completions of the update animating now.
    private var updateCompletions: [(Bool) -> Void] = []

    /// The animating update's completions run, on the run loop, with `finished` — false when
    /// another update or a reload cut its animation short (ScrollReel's reading of UIKit's
    /// "interrupted", docs/facts.md, "Completions").
    private func finishUpdateCompletions(_ finished: Bool) {
        let completions = updateCompletions
        updateCompletions = []
        guard !completions.isEmpty else { return }
        schedule(after: 0) { completions.forEach { $0(finished) } }
    }

    /// Performs a batch update that `plan` describes at `time`, as `performBatchUpdates` does
    /// once its block ran: `applyData` changes the app's data, the counts become the plan's,
    /// and the elements animate (``LayoutPassDriver/performUpdate(_:at:bounds:applyData:settle:)``).
    package func performBatchUpdates(_ plan: UpdatePlan, at time: TimeInterval, applyData: () -> Void) {
        sizesBeforeMeasuring.removeAll()
        finishUpdateCompletions(false)
        updateCount += 1
        let number = updateCount
        defer {
            if let end = transition?.endTime {
                if AnimationState.current?.animationsEnabled == false {
                    // `performWithoutAnimation`, or a transaction without actions: the update
                    // lands at once.
                    transition = nil
                    driver.dropHeldAttributes()
                } else {
                    AnimationState.current?.animationStarted(endingAt: end)
                    runLoop?.schedule(at: end) { [weak self] in
                        guard let self, updateCount == number else { return }
                        finishUpdateCompletions(true)
                    }
                }
            }
        }
        layout.collectionView?.moveCellsOnScreen(through: plan)
        transition = driver.performUpdate(plan, at: time, bounds: bounds, applyData: {
            itemCounts = plan.countsAfter
            applyData()
        }, settle: { contentSize in
            scrollView.contentSize = contentSize
            settleAfterDataChange(askingLayout: true)
            return bounds
        })
    }

    package override func contentSizeDidChange() {
        layout.collectionView?.contentSize = scrollView.contentSize
    }

    /// `reloadData()`: the counts become `counts`, the layout is invalidated and any update
    /// animation ends at once; nothing animates.
    package func reloadData(counts: [Int]) {
        transition = nil
        updateCount += 1
        finishUpdateCompletions(false)
        sizesBeforeMeasuring.removeAll()
        itemCounts = counts
        layout.collectionView?.discardCellsOnScreen()
        layout.invalidateForDataChange()
        driver.dropHeldAttributes()
        layout.prepareIfNeeded()
        scrollView.contentSize = layout.collectionViewContentSize
        settleAfterDataChange(askingLayout: false)
    }

    /// Where the content rests after a data change (docs/facts.md, "Batch updates"): the offset
    /// is kept — so content inserted above the visible items pushes them down — unless the
    /// content became too short for it, when it is clamped; then, after an animated update, the
    /// layout's `targetContentOffset(forProposedContentOffset:)` may move it. While a finger
    /// holds the content or it is still moving, the offset is left to the physics.
    private func settleAfterDataChange(askingLayout: Bool) {
        guard !scrollView.isTracking, !scrollView.isDecelerating else { return }
        let proposed = scrollView.clampedContentOffset(scrollView.contentOffset)
        var target = proposed
        if askingLayout {
            let asked = layout.targetContentOffset(forProposedContentOffset: proposed)
            if asked.x.isFinite, asked.y.isFinite { target = asked }
        }
        if target != scrollView.contentOffset { scrollView.contentOffset = target }
    }

    // MARK: - Self-sizing

    /// The cells, headers and footers that measured themselves since the last data change, with
    /// the size each had before (UIKit asks a view when it is about to show; once its size is the
    /// one it asked for, asking again changes nothing).
    private var sizesBeforeMeasuring: [ElementKey: CGSize] = [:]

    /// Asks each cell, header and footer about to show for its preferred attributes, as UIKit
    /// does with `preferredLayoutAttributesFitting(_:)`, and hands them to the layout
    /// (`shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`, then
    /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`); repeats for
    /// the views that come on screen as the others grow or shrink. Only self-sizing layouts (flow
    /// layouts and tables) are asked. Returns whether the layout was invalidated.
    /// - Complexity: O(k) measurements for k views on screen, each pass.
    private func selfSizes(_ attributes: [LayoutAttributes]) -> Bool {
        guard layout.measuresViewsAsTheyShow, let sizer else { return false }
        var invalidated = false
        var visible = attributes
        for _ in 0..<Self.selfSizingRounds {
            var changed = false
            for original in visible where original.representedElementCategory != .decorationView {
                let key = ElementKey(original)
                guard sizesBeforeMeasuring[key] == nil else { continue }
                sizesBeforeMeasuring[key] = original.size
                guard let size = sizer(original) else { continue }
                let preferred = original.copied()
                preferred.frame.size = size
                guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else { continue }
                layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred,
                                                                         withOriginalAttributes: original))
                changed = true
            }
            guard changed else { break }
            invalidated = true
            visible = driver.pass(bounds: bounds).attributes
        }
        return invalidated
    }

    /// How many times a pass measures the cells that came on screen (each round's growth can
    /// bring new ones); enough for a screen of cells at any estimate.
    private static let selfSizingRounds = 8

    // MARK: - Right to left

    /// Whether the view mirrors its layout's answers: right to left, with a layout that flips
    /// (`flipsHorizontallyInOppositeLayoutDirection`) and was written left to right.
    private var mirrorsLayout: Bool {
        layoutDirection == .rightToLeft && layout.flipsHorizontallyInOppositeLayoutDirection
            && layout.developmentLayoutDirection == .leftToRight
    }

    /// The width the view mirrors its layout about: the content's, or the bounds' when wider.
    private var mirrorWidth: CGFloat { max(layout.collectionViewContentSize.width, bounds.width) }

    /// A point in the view's content as its layout has it: mirrored when the view mirrors
    /// the layout (a tap's hit test).
    package func layoutPoint(_ point: CGPoint) -> CGPoint {
        mirrorsLayout ? CGPoint(x: mirrorWidth - point.x, y: point.y) : point
    }

    /// Whether the first pass has put a mirrored horizontal view at its right end.
    private var placedAtLeadingEdge = false

    /// Mirrored copies of `attributes` about the middle of a content `width` wide: x becomes
    /// `width − maxX`, and a transform is mirrored too (its b, c and tx negate).
    /// - Complexity: O(k).
    private static func mirrored(_ attributes: [LayoutAttributes], width: CGFloat) -> [LayoutAttributes] {
        attributes.map { original in
            let copy = original.copied()
            copy.frame.origin.x = width - original.frame.maxX
            let t = original.transform
            if t != .identity { copy.transform = CGAffineTransform(a: t.a, b: -t.b, c: -t.c, d: t.d, tx: -t.tx, ty: t.ty) }
            copy.sizing = original.sizing
            copy.estimatedSize = original.estimatedSize
            copy.updateRole = original.updateRole
            return copy
        }
    }

    // MARK: - Layout pass

    /// One `layoutSubviews` (see ``LayoutPassDriver``); the content size goes to the scroll view.
    ///
    /// - Complexity: what the layout's query costs: O(log n + k) for the built-in layouts.
    package func layoutPass() -> [LayoutAttributes] {
        flushPendingReload()
        let mirrors = mirrorsLayout
        driver.mirrorWidth = mirrors ? mirrorWidth : nil
        var pass = driver.pass(bounds: bounds)
        if mirrors, !placedAtLeadingEdge {
            // A right-to-left view starts at its leading edge: the right end of its content.
            placedAtLeadingEdge = true
            if pass.contentSize.width > bounds.width {
                scrollView.contentSize = pass.contentSize
                scrollView.contentOffset = scrollView.clampedContentOffset(CGPoint(x: .greatestFiniteMagnitude, y: scrollView.contentOffset.y))
                pass = driver.pass(bounds: bounds)
            }
        }
        scrollView.contentSize = pass.contentSize
        if selfSizes(pass.attributes) {
            pass = driver.pass(bounds: bounds)
            scrollView.contentSize = pass.contentSize
        }
        // What the trace says of each self-sizing element: measured once it was asked, whether
        // or not its size changed, and the size it had before.
        for element in pass.attributes where element.sizing != nil {
            let before = sizesBeforeMeasuring[ElementKey(element)]
            element.sizing = before == nil && element.sizing == .estimated ? .estimated : .measured
            element.estimatedSize = before
        }
        if resizedSinceLastPass {
            resizedSinceLastPass = false
            // After a layout change the layout may move the content (docs/facts.md, "Target
            // content offset"); not while a finger holds it.
            let proposed = contentOffset
            let target = layout.targetContentOffset(forProposedContentOffset: proposed)
            if target != proposed, target.x.isFinite, target.y.isFinite, !scrollView.isTracking {
                scrollView.contentOffset = target
                pass = driver.pass(bounds: bounds)
                scrollView.contentSize = pass.contentSize
            }
        }
        var shown = pass.attributes
        if let transition {
            if transition.isFinished(at: time) { self.transition = nil } else { shown = transition.presented(pass.attributes, at: time) }
        }
        return mirrors ? Self.mirrored(shown, width: mirrorWidth) : shown
    }
}
