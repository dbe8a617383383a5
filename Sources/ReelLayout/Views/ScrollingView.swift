public import Foundation
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

    // What a scroll-view delegate method reads of the view it is given. A collection view (and
    // a table) answers with the scroll view that really moves; a plain scroll view keeps them.

    /// `contentOffset`: the origin of the bounds.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }
    open var contentSize: CGSize {
        get { storedContentSize }
        set { storedContentSize = newValue }
    }
    open var contentInset: EdgeInsets {
        get { storedContentInset }
        set { storedContentInset = newValue }
    }
    /// `contentInset` plus the safe area the adjustment behaviour adds.
    open var adjustedContentInset: EdgeInsets { contentInset }
    open var isPagingEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var decelerationRate = DecelerationRate.normal
    open var isTracking: Bool { false }
    open var isDragging: Bool { false }
    open var isDecelerating: Bool { false }
    // Kept, not drawn: ScrollReel draws no scroll indicators.
    open var isScrollEnabled = true
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var scrollsToTop = true
    open var scrollIndicatorInsets = EdgeInsets.zero

    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    private var storedContentSize = CGSize.zero
    private var storedContentInset = EdgeInsets.zero
}

/// `UIScrollView.ContentInsetAdjustmentBehavior`.
public enum ContentInsetAdjustment: Int, Sendable, Hashable {
    case automatic, scrollableAxes, never, always
}
