public import ReelScroll

/// `UIScrollView`'s place among the views: what a scroll-view delegate method is given
/// (`scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)`). The scrolling itself is
/// the host's (ReelScroll's physics); a collection view is one.
open class ScrollingView: View {
    /// `UIScrollView.DecelerationRate`.
    public typealias DecelerationRate = ReelScroll.DecelerationRate
    public typealias ContentInsetAdjustmentBehavior = ContentInsetAdjustment

    /// `contentInsetAdjustmentBehavior`: whether the safe area (status bar, navigation and tab
    /// bars) is added to `contentInset`.
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustment.automatic
}

/// `UIScrollView.ContentInsetAdjustmentBehavior`.
public enum ContentInsetAdjustment: Int, Sendable, Hashable {
    case automatic, scrollableAxes, never, always
}
