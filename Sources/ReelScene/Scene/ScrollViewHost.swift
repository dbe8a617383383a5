package import Foundation
package import ReelGeometry
package import ReelLayout
package import ReelScroll

/// A scroll view of the scene: ReelScroll's physics moving a `UIScrollView`'s bounds, and its
/// delegate told as UIKit tells it. A plain scroll view is one of these; a collection or table
/// view is a ``CollectionView``, which adds a layout.
package class ScrollViewHost: ScrollHost {
    /// The id used in traces (`main`, or one naming its place in the tree: `main.cell[0.3].collection`).
    package var id: String
    /// Where the view sits in its superview.
    package private(set) var frame: CGRect
    /// Scrolling state and physics.
    package var scrollView: ScrollState {
        didSet { if scrollView.contentSize != oldValue.contentSize { contentSizeDidChange() } }
    }

    /// Tells the view the app sees that its content size changed (a collection view subclass's
    /// `contentSize` observer runs, as UIKit sets the property).
    package func contentSizeDidChange() {}
    /// Pixels per point of the screen.
    package let displayScale: CGFloat
    /// The simulated time of the frame being made.
    package private(set) var time: TimeInterval = 0
    /// The main run loop, where completions wait for their time.
    package var runLoop: MainRunLoop?
    /// `contentInset` without the safe area.
    package var contentInset: UIEdgeInsets
    /// Whether the first layout placed the content yet (and told the delegate it scrolled).
    package var hasLaidOut = false
    package var hasPlacedContent: Bool { hasLaidOut }
    /// Whether the app set the offset before the first layout: it then stays where the app put it.
    private var offsetSetBeforeFirstLayout = false

    package init(id: String, frame: CGRect, displayScale: CGFloat, scrollView: ScrollState, safeArea: UIEdgeInsets) {
        self.id = id
        self.frame = frame
        self.displayScale = displayScale
        self.scrollView = scrollView
        contentInset = scrollView.contentInset - safeArea
    }

    /// The UIKit view the app holds: its delegate hears of scrolling. A plain scroll view's
    /// host keeps it weakly (the window holds it); a collection view's is its layout's.
    package var appView: ScrollingView? { plainView }
    package weak var plainView: ScrollingView?

    // MARK: - Geometry

    /// The bounds as UIKit reports them: UIScrollView keeps `contentOffset` on the pixel grid
    /// (multiples of 1/scale), so layouts, drawing and the trace all see the rounded offset
    /// while the physics runs on the exact one.
    package var bounds: CGRect {
        scrollView.bounds.originRoundedToPixels(scale: displayScale)
    }

    /// `contentOffset` as UIKit reports it (pixel-aligned).
    package var contentOffset: CGPoint { bounds.origin }
    /// ReelScroll's inset is the adjusted one: what the physics and the layout use.
    package var adjustedContentInset: UIEdgeInsets { scrollView.contentInset }
    package var isPagingEnabled: Bool { scrollView.isPagingEnabled }
    package var decelerationRate: DecelerationRate { scrollView.decelerationRate }
    package var isTracking: Bool { scrollView.isTracking }
    package var isDragging: Bool { scrollView.isDragging }
    package var isDecelerating: Bool { scrollView.isDecelerating }

    /// Resizes the view, as setting `frame` does; the app's view follows.
    package func setFrame(_ newFrame: CGRect) {
        if newFrame.size != frame.size { didResize() }
        frame = newFrame
        scrollView.bounds.size = newFrame.size
        if let view = appView, view.frame != newFrame { view.frame = newFrame }
    }

    /// The size changed: a collection view asks its layout again.
    package func didResize() {}

    /// A scroll-view property the app or the layout set: applied at once, as on the real view.
    package func apply(_ change: ScrollViewChange) {
        switch change {
        case .contentOffset(let offset):
            if !hasLaidOut { offsetSetBeforeFirstLayout = true }
            updateScrollView { $0.contentOffset = offset }
        case let .scroll(offset, animated, clamped):
            if !hasLaidOut { offsetSetBeforeFirstLayout = true }
            let before = scrollView.animatedScrollsStarted
            updateScrollView {
                $0.setContentOffset(clamped ? $0.clampedContentOffset(offset) : offset, animated: animated, at: time)
            }
            if scrollView.animatedScrollsStarted != before { tellWhenScrollAnimationEnds() }
        case .contentInset(let inset):
            let safeArea = scrollView.contentInset - contentInset
            contentInset = inset
            scrollView.contentInset = inset + safeArea
        case .decelerationRate(let rate):
            scrollView.decelerationRate = rate
        case .isPagingEnabled(let enabled):
            scrollView.isPagingEnabled = enabled
        case .bounces(let bounces):
            scrollView.bounces = bounces
        case .alwaysBounceVertical(let bounces):
            scrollView.alwaysBounceVertical = bounces
        case .alwaysBounceHorizontal(let bounces):
            scrollView.alwaysBounceHorizontal = bounces
        }
    }

    /// The safe area the adjusted inset adds: `adjustedContentInset` becomes `contentInset`
    /// plus it (the offset stays where it is).
    package func setSafeArea(_ safeArea: UIEdgeInsets) {
        let adjusted = contentInset + safeArea + UIEdgeInsets(top: refreshInset)
        if adjusted != scrollView.contentInset { scrollView.contentInset = adjusted }
        appView?.safeAreaUsedByContentInset = safeArea
    }

    // MARK: - Refresh control

    /// The top inset the refresh control holds now (its height while it refreshes).
    private var refreshInset: CGFloat = 0

    /// The app's refresh control on this scroll view, if any: its held height goes into the top
    /// inset — when it ends, the content scrolls back over UIKit's 0.33 s, unless a finger holds
    /// it — and it learns how much of it shows and whether a finger is pulling.
    package func followRefreshControl() {
        guard let control = appView?.attachedRefreshControl as? PullToRefreshControl else { return }
        let held = control.heldInset
        if held != refreshInset {
            scrollView.contentInset.top += held - refreshInset
            let shrank = held < refreshInset
            refreshInset = held
            if shrank, !scrollView.isTracking {
                let target = scrollView.clampedContentOffset(scrollView.contentOffset)
                if target != scrollView.contentOffset {
                    updateScrollView { $0.setContentOffset(target, animated: true, at: time) }
                }
            }
        }
        let revealed = -(contentOffset.y + scrollView.contentInset.top) + held
        control.scrollViewPulled(revealing: revealed, width: frame.width, tracking: scrollView.isTracking)
    }

    // MARK: - Scrolling

    /// Moves the view's clock to `time`: the scroll physics advance, and animations read it.
    package func advance(to time: TimeInterval) {
        self.time = time
        updateScrollView { $0.advance(to: time) }
    }

    /// Where momentum after a release comes to rest, before the delegate may change it: where
    /// the physics proposes (a collection view asks its layout).
    package func targetContentOffset(forProposed proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

    /// Applies a change to the scroll state (a touch, the clock, a programmatic scroll).
    ///
    /// A release is then handed to ``targetContentOffset(forProposed:velocity:)``: momentum ends
    /// exactly where it says.
    ///
    /// The delegate hears of it as UIKit tells it: a drag beginning, the finger lifting (where
    /// the delegate may move the resting offset), the drag's end, momentum coming to rest, and
    /// the offset changing.
    package func updateScrollView(_ change: (inout ScrollState) -> Void) {
        let wasDragging = scrollView.isDragging, wasDecelerating = scrollView.isDecelerating
        let offsetBefore = contentOffset
        change(&scrollView)
        let view = appView, delegate = view?.delegate
        if !wasDragging, scrollView.isDragging, let delegate, let view { delegate.scrollViewWillBeginDragging(view) }
        if let release = scrollView.takeReleaseProposal() {
            // UIKit passes points per millisecond here, as to scrollViewWillEndDragging.
            let velocity = CGPoint(x: release.velocity.x / 1000, y: release.velocity.y / 1000)
            var target = targetContentOffset(forProposed: release.proposedContentOffset, velocity: velocity)
            if let delegate, let view {
                delegate.scrollViewWillEndDragging(view, withVelocity: velocity, targetContentOffset: &target)
            }
            if target != release.proposedContentOffset, target.x.isFinite, target.y.isFinite {
                scrollView.decelerate(toRestAt: target)
            }
        }
        if contentOffset != offsetBefore || wasDragging != scrollView.isDragging { followRefreshControl() }
        // A scroll view lays out again as it scrolls (what is pinned to its frame stays put).
        if contentOffset != offsetBefore { plainView?.setNeedsLayout() }
        guard let delegate, let view else { return }
        if wasDragging, !scrollView.isDragging { delegate.scrollViewDidEndDragging(view, willDecelerate: scrollView.isDecelerating) }
        if wasDecelerating, !scrollView.isDecelerating, !scrollView.isTracking { delegate.scrollViewDidEndDecelerating(view) }
        if contentOffset != offsetBefore {
            ViewRuntime.callingApp("scrollViewDidScroll(_:)", on: delegate) { delegate.scrollViewDidScroll(view) }
        }
    }

    /// Queues `work` on the run loop `delay` seconds from the view's time (at once without one).
    package func schedule(after delay: TimeInterval, _ work: @escaping () -> Void) {
        guard let runLoop else { return work() }
        runLoop.schedule(at: max(time, runLoop.now) + delay, work)
    }

    /// Tells the delegate when the animated scroll just started runs to its end
    /// (`scrollViewDidEndScrollingAnimation(_:)`, after `ScrollView.animatedScrollDuration`).
    private func tellWhenScrollAnimationEnds() {
        let number = scrollView.animatedScrollsStarted
        // Just past the end, so the animation has surely finished when the scroll view gets there.
        runLoop?.schedule(at: time + ScrollState.animatedScrollDuration + 1e-9) { [weak self] in
            guard let self, scrollView.lastAnimatedScrollFinished == number, let view = appView else { return }
            view.delegate?.scrollViewDidEndScrollingAnimation(view)
        }
    }

    // MARK: - A plain scroll view's content

    /// A plain scroll view's layout pass: its content size, inset and switches are the app's
    /// view's (read each frame, as the app may set them any time); the first pass puts the
    /// content at its top-left, past the adjusted inset, and tells the delegate it scrolled.
    package func followPlainView() {
        guard let view = plainView else { return }
        scrollView.contentSize = view.contentSize
        if view.contentInset != contentInset { apply(.contentInset(view.contentInset)) }
        setSafeArea(view.adjustedContentInset(forSafeArea: view.safeAreaInsets) - view.contentInset)
        followSwitches(of: view)
        followRefreshControl()
        placeContentAtFirstLayout()
    }

    /// The scrolling switches the app may flip any time, read from its view.
    package func followSwitches(of view: ScrollingView) {
        scrollView.isScrollEnabled = view.isScrollEnabled
        scrollView.isDirectionalLockEnabled = view.isDirectionalLockEnabled
        if view.isPagingEnabled != scrollView.isPagingEnabled { scrollView.isPagingEnabled = view.isPagingEnabled }
        scrollView.bounces = view.bounces
        scrollView.alwaysBounceVertical = view.alwaysBounceVertical
        scrollView.alwaysBounceHorizontal = view.alwaysBounceHorizontal
        scrollView.decelerationRate = view.decelerationRate
    }

    /// The first layout rests the content at the adjusted inset's top-left, unless the app set
    /// an offset before, and the delegate hears `scrollViewDidScroll` (docs/facts.md, "Safe
    /// area"); returns whether the offset moved.
    @discardableResult
    package func placeContentAtFirstLayout() -> Bool {
        guard !hasLaidOut else { return false }
        hasLaidOut = true
        let inset = scrollView.contentInset
        let start = offsetSetBeforeFirstLayout ? scrollView.contentOffset : CGPoint(x: -inset.left, y: -inset.top)
        let moves = scrollView.contentOffset != start
        if moves {
            scrollView.contentOffset = start
            plainView?.setNeedsLayout()
        }
        if let view = appView { view.delegate?.scrollViewDidScroll(view) }
        return moves
    }
}
