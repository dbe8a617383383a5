public import Foundation
import ReelGeometry
public import ReelScroll

/// What a layout's collection view is made of; the scene (and a test's scripted host) implements
/// it, and layouts see it through ``LayoutCollectionView``, UIKit's shape.
///
/// The host owns scrolling: it moves `bounds`, then drives the layout (``LayoutPassDriver``).
/// The scroll-view members have defaults for hosts that do not scroll (a test's fixed host).
public protocol LayoutHost: ScrollHost {
    /// The number of sections the data source reports.
    var numberOfSections: Int { get }
    /// The number of items (rows) the data source reports for `section`.
    func numberOfItems(inSection section: Int) -> Int
    /// Pixels per point of the screen (`traitCollection.displayScale`): flow layouts report
    /// origins on this pixel grid.
    var displayScale: CGFloat { get }

    // MARK: Scroll view (defaults below)

    /// Where the view sits in its superview.
    var frame: CGRect { get }
    /// `UIScrollView.contentInset`, without the safe area.
    var contentInset: UIEdgeInsets { get }
    /// `UIScrollView.isPagingEnabled`.
    var isPagingEnabled: Bool { get }
    /// `UIScrollView.decelerationRate`.
    var decelerationRate: DecelerationRate { get }
    /// `effectiveUserInterfaceLayoutDirection`.
    var layoutDirection: UIUserInterfaceLayoutDirection { get }
    /// The size the cell, header or footer `attributes` describe asks for when its layout gives
    /// it `attributes.size` (what Auto Layout answers in `preferredLayoutAttributesFitting(_:)`,
    /// which sees the attributes — a list's style among them); nil when the host cannot say.
    func preferredSize(fitting attributes: LayoutAttributes) -> CGSize?
    /// Performs the calls of an app's `performBatchUpdates` block (or one call made outside a
    /// block), as UIKit does when the block ends: the data is brought up to date first (a
    /// pending `reloadData()` reads the data source now), then the update is checked and
    /// animated. `completion` runs on the main run loop when the animation ends (`true`), or
    /// when another update or a reload interrupts it (`false`); never when the app ends there.
    /// `call` is what the app called, as the trace names it (`insertItems [[0, 0]]`).
    func performBatchUpdates(_ update: BatchUpdate, call: String, completion: ((Bool) -> Void)?)
    /// The app called `reloadData()`: the data is stale, and the data source is asked at the
    /// next layout pass (or when a call needs the counts first).
    func reloadData()
    /// Brings the data and the layout up to date now (`layoutIfNeeded()`): a pending reload
    /// reads the data source.
    func layoutIfNeeded()
    /// Runs `work` on the main run loop `delay` seconds from now on the simulated clock (0: once
    /// the code running now returns), as `DispatchQueue.main.asyncAfter` would.
    func performOnMainRunLoop(after delay: TimeInterval, _ work: @escaping () -> Void)
    /// UIKit raised `exception` in the app's code: the app ends here, the exception in the console.
    func raise(_ exception: UncaughtException)
    /// Whether the first layout on screen placed the content yet: until then an item scrolled
    /// to waits for it (the content is not known).
    var hasPlacedContent: Bool { get }
}

extension LayoutHost {
    /// Hosts that measure no views.
    public func preferredSize(fitting attributes: LayoutAttributes) -> CGSize? { nil }
}

/// A scroll-view property a layout set on its collection view.
public enum ScrollViewChange: Sendable, Hashable {
    case contentOffset(CGPoint)
    /// `setContentOffset(_:animated:)` or `scrollToItem(at:at:animated:)` (whose target stops at
    /// the content's edges).
    case scroll(to: CGPoint, animated: Bool, clampedToContent: Bool)
    case contentInset(UIEdgeInsets)
    case decelerationRate(DecelerationRate)
    case isPagingEnabled(Bool)
    case bounces(Bool)
    case alwaysBounceVertical(Bool)
    case alwaysBounceHorizontal(Bool)
}


extension LayoutHost {
    /// `UIScrollView.contentOffset`: the origin of `bounds`.
    public var contentOffset: CGPoint { bounds.origin }

    public var frame: CGRect { CGRect(origin: .zero, size: bounds.size) }
    public var contentInset: UIEdgeInsets { adjustedContentInset }
    public var isPagingEnabled: Bool { false }
    public var decelerationRate: DecelerationRate { .normal }
    public var layoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    /// A host without data changes (a test's fixed host) ignores the app's; a completion runs
    /// at once.
    public func performBatchUpdates(_ update: BatchUpdate, call: String, completion: ((Bool) -> Void)?) { completion?(true) }
    public func reloadData() {}
    public func layoutIfNeeded() {}
    public var hasPlacedContent: Bool { true }
    /// A host without a clock runs the work at once.
    public func performOnMainRunLoop(after delay: TimeInterval, _ work: @escaping () -> Void) { work() }
    /// A host without an app ignores it.
    public func raise(_ exception: UncaughtException) {}
}
