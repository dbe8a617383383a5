public import Foundation
import ReelGeometry

/// UIScrollView's scrolling state and physics, as a value.
///
/// Time is the caller's simulated clock in seconds: every finger call and `advance(to:)` takes
/// an absolute time, and motions are evaluated in closed form from their start, so the result
/// does not depend on how often the caller samples.
public struct ScrollState: Sendable, Hashable {
    // MARK: - Stored state

    /// The viewport size (bounds.size).
    private var viewportSize: CGSize
    /// The content offset (bounds.origin).
    private var offset: CGPoint
    /// What moves the content now; see `ScrollMotion`.
    var motion: ScrollMotion = .none
    /// The latest time seen by a finger call or `advance(to:)`; geometry changes during a motion
    /// re-plan it from this instant.
    var clockTime: TimeInterval = 0
    /// How many animated `setContentOffset` calls started an animation.
    public internal(set) var animatedScrollsStarted = 0
    /// The number of the last animated scroll that ran to its end (0: none); one cut short —
    /// by a touch, another scroll, an offset set — never does.
    public internal(set) var lastAnimatedScrollFinished = 0
    /// A release whose resting offset the owner may still change (see `takeReleaseProposal()`).
    var releaseProposal: ReleaseProposal?

    // MARK: - Initialization

    /// A scroll view at rest at offset (−inset.left, −inset.top), as UIKit lays it out.
    public init(viewportSize: CGSize, contentSize: CGSize = .zero, contentInset: UIEdgeInsets = .zero) {
        self.viewportSize = viewportSize
        self.contentSize = contentSize
        self.contentInset = contentInset
        self.offset = CGPoint(x: -contentInset.left, y: -contentInset.top)
    }

    // MARK: - Geometry

    /// The visible rectangle in content coordinates: origin == contentOffset, size == viewport.
    /// Setting a new origin behaves as setting `contentOffset`.
    public var bounds: CGRect {
        get { CGRect(origin: offset, size: viewportSize) }
        set {
            if newValue.origin != offset { contentOffset = newValue.origin }
            if newValue.size != viewportSize {
                viewportSize = newValue.size
                replanMotion()
            }
        }
    }

    /// The content offset. Setting it is immediate: it stops momentum, springs and animations
    /// (like `setContentOffset(_:animated: false)`); during a drag the finger keeps dragging from
    /// the new offset.
    public var contentOffset: CGPoint {
        get { offset }
        set { jump(to: newValue) }
    }

    /// The size of the scrollable content.
    public var contentSize: CGSize {
        didSet { if contentSize != oldValue { replanMotion() } }
    }

    /// The content inset, treated as `adjustedContentInset`.
    public var contentInset: UIEdgeInsets {
        didSet { if contentInset != oldValue { replanMotion() } }
    }

    // MARK: - Behaviour switches (UIKit defaults)

    /// Whether content can be pulled past an edge and springs back (`true`).
    public var bounces: Bool = true
    /// Whether vertical drags rubber-band even when content is not taller than the view (`false`).
    public var alwaysBounceVertical: Bool = false
    /// Whether horizontal drags rubber-band even when content is not wider than the view (`false`).
    public var alwaysBounceHorizontal: Bool = false
    /// Whether scrolling stops only on multiples of the bounds size (`false`).
    public var isPagingEnabled: Bool = false
    /// The page length along each axis when paging (nil: the bounds size, as UIScrollView).
    /// Compositional layouts' group paging pages by a group's width instead.
    public var pageLength: CGFloat?
    /// How quickly momentum dies (`.normal`).
    public var decelerationRate: DecelerationRate = .normal
    /// Whether a drag that starts along one axis moves only along it (`false`;
    /// `isDirectionalLockEnabled`: the axis the finger first moves further along).
    public var isDirectionalLockEnabled = false
    /// Whether the finger scrolls at all (`true`). Disabling it mid-drag ends the drag.
    public var isScrollEnabled: Bool = true {
        didSet {
            if !isScrollEnabled, case .tracking = motion {
                touchEnded(velocity: .zero, at: clockTime)
            }
        }
    }

    // MARK: - State

    /// What is moving the content now.
    public private(set) var phase: ScrollPhase = .idle

    /// Whether a finger is down on the scroll view (it may not have dragged yet).
    public var isTracking: Bool {
        if case .tracking = motion { return true }
        return false
    }

    /// Whether the finger is dragging the content.
    public var isDragging: Bool { phase == .dragging }

    /// Whether the content moves on its own after a drag: momentum, bounce-back or paging settle.
    public var isDecelerating: Bool {
        phase == .decelerating || phase == .bouncing || phase == .paging
    }

    // MARK: - Scrollable range

    /// The smallest resting offset: (−contentInset.left, −contentInset.top).
    public var minimumContentOffset: CGPoint {
        CGPoint(x: -contentInset.left, y: -contentInset.top)
    }

    /// The largest resting offset: max(min, contentSize + inset.bottom/right − viewport).
    public var maximumContentOffset: CGPoint {
        let minimum = minimumContentOffset
        return CGPoint(
            x: Swift.max(minimum.x, contentSize.width + contentInset.right - viewportSize.width),
            y: Swift.max(minimum.y, contentSize.height + contentInset.bottom - viewportSize.height))
    }

    /// Whether a drag along the axis moves content: the content (with insets) is larger than the
    /// viewport, or `alwaysBounce*` is set (and `bounces`, without which it could not move).
    public func canScroll(along axis: ScrollAxis) -> Bool {
        if maximumContentOffset[axis] > minimumContentOffset[axis] { return true }
        let alwaysBounce = axis == .horizontal ? alwaysBounceHorizontal : alwaysBounceVertical
        return bounces && alwaysBounce
    }

    /// The offset clamped to [minimum, maximum] contentOffset (scrollToItem / scrollToRow use it).
    public func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        return CGPoint(x: Swift.min(Swift.max(offset.x, minimum.x), maximum.x),
                       y: Swift.min(Swift.max(offset.y, minimum.y), maximum.y))
    }

    // MARK: - Internal state changes

    /// Moves the content without animation, stopping automatic motion; rebases a drag.
    mutating func jump(to newOffset: CGPoint) {
        if case .tracking(var drag) = motion {
            offset = newOffset
            for axis in ScrollAxis.allCases {
                drag.anchor[axis] = unclampedOffset(forShown: newOffset[axis], along: axis)
                    + drag.translation[axis]
            }
            motion = .tracking(drag)
        } else {
            offset = newOffset
            motion = .none
        }
        updatePhase()
    }

    /// Sets the shown offset along one axis (used by the clock and the finger).
    mutating func setOffset(_ value: CGFloat, along axis: ScrollAxis) {
        offset[axis] = value
    }

    /// Derives `phase` from the current motion.
    mutating func updatePhase() {
        phase = motion.phase
    }
}
