package import Foundation
package import ReelLayout
package import ReelScenario
package import ReelTrace

/// One simulated screen: its scroll views, the order their layouts run in, how it draws, and
/// how it answers taps. The simulation drives any screen the same way.
package protocol Screen: AnyObject {
    /// Every scroll view on screen, in trace order: the window's tree order, a scroll view before
    /// those nested in it. Touches go to the deepest that fits.
    var scrollViews: [ScrollViewHost] { get }
    /// The first scroll view (trace id `main`): the one the contentOffset readout shows.
    var main: ScrollViewHost? { get }
    /// The collection view a script's data changes go to: the first in the window.
    var mainCollectionView: CollectionView? { get }
    /// Runs this frame's layout: the window's views, then each scroll view's pass in trace
    /// order (a nested view after its host), and any screen logic that follows scrolling;
    /// returns each scroll view's attributes, in ``scrollViews`` order.
    func layout(at time: TimeInterval) -> [[LayoutAttributes]]
    /// The window's view tree for the last layout.
    func viewTree() -> ViewNode
    /// Where a scroll view's visible part is in the window.
    func screenFrame(of scrollView: ScrollViewHost) -> CGRect
    /// The scroll views a finger at `location` (window coordinates) reaches, deepest first: those
    /// whose pan gesture sees the touch.
    func scrollViews(under location: CGPoint) -> [ScrollViewHost]
    /// A tap that no scroll view turned into a drag (a button, a cell, a tab), at `location` in
    /// the window, as the finger lifts.
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
    /// Every scroll view whose visible part is under `location`, deepest first.
    package func scrollViews(under location: CGPoint) -> [ScrollViewHost] {
        scrollViews.reversed().filter { screenFrame(of: $0).contains(location) }
    }

    /// The scroll view with a trace id.
    package func scrollView(id: String) -> ScrollViewHost? {
        scrollViews.first { $0.id == id }
    }

    package func tap(at location: CGPoint, time: TimeInterval) {}

    package func location(ofElement name: String) -> CGPoint? { nil }

    package var pagerTrace: PagerTrace? { nil }

    package var headerProgress: CGFloat? { nil }

    /// Screens whose data is fixed (the tab pager's) ignore data changes.
    package func perform(_ change: DataChange, at time: TimeInterval) {}

    package var hasEnded: Bool { false }
}
