package import Foundation
package import ReelLayout
package import ReelScenario
package import ReelTrace

/// One simulated screen: its scroll views, the order their layouts run in, how it draws, and
/// how it answers taps. The simulation drives any screen the same way.
package protocol Screen: AnyObject {
    /// Every scroll view, outermost first: the trace order. Touches go to the deepest that fits.
    var collectionViews: [CollectionView] { get }
    /// The scroll view the contentOffset readout shows.
    var main: CollectionView { get }
    /// Runs this frame's layout passes in dependency order (a nested view after its host) and
    /// any screen logic that follows scrolling; returns each view's attributes in trace order.
    func layout(at time: TimeInterval) -> [[LayoutAttributes]]
    /// The window's view tree for the last layout.
    func viewTree() -> ViewNode
    /// Where a scroll view is on screen (for hit testing).
    func screenFrame(of collectionView: CollectionView) -> CGRect
    /// A tap that no scroll view turned into a drag (a tab, a button).
    func tap(at location: CGPoint, time: TimeInterval)
    /// The screen centre of a named element (`tab 1`), for taps scripted by name.
    func location(ofElement name: String) -> CGPoint?
    /// The tab pager's state for the trace, on screens that have one.
    var pagerTrace: PagerTrace? { get }
    /// A collapsing header's progress: 0 collapsed, 1 expanded, above 1 stretched.
    var headerProgress: CGFloat? { get }
    /// Makes a data change the script asks for at `time`.
    func perform(_ change: DataChange, at time: TimeInterval)
    /// Whether the app ended (an uncaught exception): nothing moves any more.
    var hasEnded: Bool { get }
}

extension Screen {
    /// The scroll view with a trace id.
    package func collectionView(id: String) -> CollectionView? {
        collectionViews.first { $0.id == id }
    }

    package func tap(at location: CGPoint, time: TimeInterval) {}

    package func location(ofElement name: String) -> CGPoint? { nil }

    package var pagerTrace: PagerTrace? { nil }

    package var headerProgress: CGFloat? { nil }

    /// Screens whose data is fixed (the tab pager's) ignore data changes.
    package func perform(_ change: DataChange, at time: TimeInterval) {}

    package var hasEnded: Bool { false }
}
