public import Foundation
public import ReelScroll

/// `UIScrollView`: a view whose bounds origin (`contentOffset`) moves over a content of
/// `contentSize`, inset by `contentInset` and the safe area. On screen, the scene's host scrolls
/// it with ReelScroll's physics — the same for a plain scroll view, a table or a collection
/// view — and tells its delegate; before that, what the app sets is kept for the host to take.
open class ScrollingView: UIView {
    /// `UIScrollView.DecelerationRate`.
    public typealias DecelerationRate = ReelScroll.DecelerationRate
    public typealias ContentInsetAdjustmentBehavior = ContentInsetAdjustment

    /// The scene's scroll view that moves this one while it is on screen; weak, as the scene
    /// owns it.
    package weak var scrollHost: ScrollHost?
    /// The name the trace gives it in place of the one its place in the window would (a
    /// built-in screen's `pager`).
    package var traceName: String?

    /// `delegate`: told of scrolling (`scrollViewDidScroll(_:)`, drags, deceleration); held
    /// weakly, as UIKit holds it. A table's and a collection view's delegate is this one.
    open weak var delegate: CollectionViewDelegate?

    /// `contentInsetAdjustmentBehavior`: which edges of the safe area are added to
    /// `contentInset` (docs/facts.md, "Safe area").
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustment.automatic
    /// The recogniser UIKit's `panGestureRecognizer` answers, made on first use.
    package final var panRecognizer: AnyObject?

    /// The bounds: their origin is `contentOffset`, the host's while on screen. Setting an
    /// origin scrolls there without animation.
    open override var bounds: CGRect {
        get {
            guard let scrollHost else { return super.bounds }
            return CGRect(origin: scrollHost.bounds.origin, size: super.bounds.size)
        }
        set {
            if let scrollHost {
                if newValue.origin != scrollHost.bounds.origin { scrollHost.apply(.contentOffset(newValue.origin)) }
                super.bounds = CGRect(origin: super.bounds.origin, size: newValue.size)
            } else {
                super.bounds = newValue
            }
        }
    }

    /// `contentOffset`: the origin of the bounds; setting it scrolls without animation.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }
    /// `contentSize`: how far the content reaches — the app's, or on an axis where constraints
    /// from the content's views to the content area size it, theirs.
    open var contentSize: CGSize {
        get {
            let constrained = contentSizeFromConstraints
            return CGSize(width: constrained.width ?? storedContentSize.width, height: constrained.height ?? storedContentSize.height)
        }
        set { storedContentSize = newValue }
    }
    private var storedContentSize = CGSize.zero

    /// The scroll view's own observable keys, beside the view's.
    open override func value(forKey key: String) -> Any? {
        switch key {
        case "contentOffset": contentOffset
        case "contentSize": contentSize
        case "contentInset": contentInset
        default: super.value(forKey: key)
        }
    }

    /// `contentLayoutGuide`: the content area; constraints to it from the content's views make
    /// the content size.
    public var contentLayoutGuide: LayoutGuide { scrollContentGuide }
    /// `frameLayoutGuide`: the scroll view's frame; what is pinned to it does not scroll.
    public var frameLayoutGuide: LayoutGuide { scrollFrameGuide }
    /// `contentInset`, without the safe area.
    open var contentInset = UIEdgeInsets.zero
    /// `adjustedContentInset`: `contentInset` plus the safe area that the adjustment behaviour
    /// adds — the host's while on screen.
    open var adjustedContentInset: UIEdgeInsets {
        scrollHost?.adjustedContentInset ?? adjustedContentInset(forSafeArea: safeAreaInsets)
    }
    open var isPagingEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var decelerationRate = DecelerationRate.normal
    /// `isScrollEnabled`: whether the finger scrolls it (code still can).
    open var isScrollEnabled = true
    /// `isDirectionalLockEnabled`: a drag that starts along one axis stays on it.
    open var isDirectionalLockEnabled = false
    open var isTracking: Bool { scrollHost?.isTracking ?? false }
    open var isDragging: Bool { scrollHost?.isDragging ?? false }
    open var isDecelerating: Bool { scrollHost?.isDecelerating ?? false }
    // Kept, not drawn: ScrollReel draws no scroll indicators.
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var scrollsToTop = true
    open var scrollIndicatorInsets = UIEdgeInsets.zero
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    open var indicatorStyle = IndicatorStyle.default
    open var keyboardDismissMode = KeyboardDismissMode.none
    open var delaysContentTouches = true
    open var canCancelContentTouches = true
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1

    /// `setContentOffset(_:animated:)`: animated over UIKit's 0.33 s on ease-in-ease-out.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard let scrollHost else { return self.contentOffset = contentOffset }
        scrollHost.apply(.scroll(to: contentOffset, animated: animated, clampedToContent: false))
    }

    /// `scrollRectToVisible(_:animated:)`: scrolls as little as shows `rect` (content
    /// coordinates), within the content.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let visible = bounds.inset(by: adjustedContentInset)
        func shift(_ minimum: CGFloat, _ maximum: CGFloat, _ visibleMinimum: CGFloat, _ visibleMaximum: CGFloat) -> CGFloat {
            if minimum < visibleMinimum { return minimum - visibleMinimum }
            if maximum > visibleMaximum { return min(maximum - visibleMaximum, minimum - visibleMinimum) }
            return 0
        }
        let offset = CGPoint(x: contentOffset.x + shift(rect.minX, rect.maxX, visible.minX, visible.maxX),
                             y: contentOffset.y + shift(rect.minY, rect.maxY, visible.minY, visible.maxY))
        guard let scrollHost else { return contentOffset = offset }
        scrollHost.apply(.scroll(to: offset, animated: animated, clampedToContent: true))
    }

    /// `flashScrollIndicators()`: no indicators are drawn.
    open func flashScrollIndicators() {}

    /// The refresh control the app set (`refreshControl`, ScrollReelUIKit's type): a subview at
    /// the back, which the host shows when the content is pulled down past the top.
    package var attachedRefreshControl: UIView? {
        didSet {
            guard attachedRefreshControl !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let attachedRefreshControl { insertSubview(attachedRefreshControl, at: 0) }
        }
    }

    /// A scroll view clips its content to its bounds (`clipsToBounds` is true by default).
    public required init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        scrollsContent = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
        scrollsContent = true
    }

    /// The view that really scrolls for this one (a table's rows); nil: this one does.
    package weak var contentScrollingView: ScrollingView?

    /// Whether the scene scrolls its subviews (a text view draws its text as a label instead).
    package var scrollsItsSubviews = true

    /// Whether the view owns a navigation or tab bar controller's content (it is, or is the
    /// first subview of, the root view of a view controller they show): `.automatic` then
    /// adjusts top and bottom even when the content does not scroll vertically.
    package var isContainedContent = false

    /// `contentInset` plus the parts of `safeArea` its adjustment behaviour adds: `.never` none,
    /// `.always` all, `.scrollableAxes` the edges of the axes it scrolls along (its content
    /// longer than its bounds, or always bouncing), `.automatic` as `.scrollableAxes`, and top
    /// and bottom whenever it is a container's content (Apple's documentation of
    /// `UIScrollView.ContentInsetAdjustmentBehavior`; docs/facts.md, "Safe area").
    package func adjustedContentInset(forSafeArea safeArea: UIEdgeInsets) -> UIEdgeInsets {
        let size = super.bounds.size
        let vertical = alwaysBounceVertical || contentSize.height > size.height
        let horizontal = alwaysBounceHorizontal || contentSize.width > size.width
        switch contentInsetAdjustmentBehavior {
        case .never:
            return contentInset
        case .always:
            return contentInset + safeArea
        case .scrollableAxes, .automatic:
            let adjustsVertically = vertical || (contentInsetAdjustmentBehavior == .automatic && isContainedContent)
            return contentInset + UIEdgeInsets(top: adjustsVertically ? safeArea.top : 0, left: horizontal ? safeArea.left : 0,
                                             bottom: adjustsVertically ? safeArea.bottom : 0, right: horizontal ? safeArea.right : 0)
        }
    }
}

extension ScrollingView {
    /// `UIScrollView.KeyboardDismissMode` (there is no keyboard: kept).
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory }
    /// `UIScrollView.IndicatorStyle` (no indicators are drawn: kept).
    public enum IndicatorStyle: Int, Sendable { case `default`, black, white }
}

/// What a scroll view's refresh control answers its scroll view (`UIRefreshControl`).
public protocol PullToRefreshControl: AnyObject {
    /// The content shows `revealed` points above its top (past the adjusted inset, the control's
    /// held height included) across `width`; `tracking` while a finger holds it.
    func scrollViewPulled(revealing revealed: CGFloat, width: CGFloat, tracking: Bool)
    /// The top inset the control holds (its height while it refreshes; 0 otherwise).
    var heldInset: CGFloat { get }
}

/// `UIScrollView.ContentInsetAdjustmentBehavior`.
public enum ContentInsetAdjustment: Int, Sendable, Hashable {
    case automatic, scrollableAxes, never, always
}

/// What moves a scroll view on screen: the scene's scroll view with its physics. A layout's
/// host is one (``LayoutHost``).
public protocol ScrollHost: AnyObject {
    /// The visible rectangle in content coordinates: origin is `contentOffset`, size the viewport.
    var bounds: CGRect { get }
    /// `contentInset` plus the safe area, as `UIScrollView.adjustedContentInset`.
    var adjustedContentInset: UIEdgeInsets { get }
    /// `UIScrollView.isTracking`, `isDragging`, `isDecelerating`.
    var isTracking: Bool { get }
    var isDragging: Bool { get }
    var isDecelerating: Bool { get }
    /// Applies a change the app or a layout made to a scroll-view property.
    func apply(_ change: ScrollViewChange)
}

extension ScrollHost {
    public var isTracking: Bool { false }
    public var isDragging: Bool { false }
    public var isDecelerating: Bool { false }
    /// A host that does not scroll ignores the change.
    public func apply(_ change: ScrollViewChange) {}
}
