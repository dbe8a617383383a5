public import Foundation
import ReelGeometry
public import ReelScroll

/// The collection view as its layout sees it: `UICollectionView`'s members a layout reads (and
/// the few it sets), forwarded to the ``LayoutHost`` that really scrolls.
///
/// A layout's `collectionView` is one of these; ScrollReelUIKit names it `UICollectionView`.
/// App code may make one (`init(frame:collectionViewLayout:)`, in `viewDidLoad`); when the scene
/// runs that layout, this same view is the one that scrolls, with the delegate and data source
/// the app gave it.
open class LayoutCollectionView: ScrollingView {
    /// The host; weak, as a layout must not keep its collection view alive.
    public internal(set) final weak var host: LayoutHost?
    /// The layout this view lays out. Setting it before the view is on screen (in
    /// `viewDidLoad`) replaces the layout; on screen, the change is not simulated and the console
    /// says so.
    public var collectionViewLayout: CollectionViewLayout {
        get { currentLayout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }
    private final unowned var currentLayout: CollectionViewLayout
    /// The layout of a view the app made, kept until a host runs it (then the host keeps it).
    private final var appLayout: CollectionViewLayout?
    /// What the app set of the scroll view's bouncing, given to the host when it binds.
    private final var appBounces: (bounces: Bool?, vertical: Bool?, horizontal: Bool?) = (nil, nil, nil)
    /// The cells `visibleCells` handed out, by index path: the same object while an item stays
    /// on screen.
    package final var cellsOnScreen: [IndexPath: CollectionViewCell] = [:]
    /// Cells of items the last update deleted or reloaded, by their index path before it.
    package final var leavingCells: [IndexPath: CollectionViewCell] = [:]
    /// The app's data source's cells (`collectionView(_:cellForItemAt:)`); nil when the app gave
    /// it no data source that makes them (the scenario's cells are drawn).
    package final var cellSource: ((IndexPath) -> CollectionViewCell)?
    /// The app's header and footer views (a table's), by kind and section; nil: the scene draws
    /// the scenario's.
    package final var supplementarySource: ((String, IndexPath) -> CollectionReusableView?)?
    /// Makes a storyboard's prototype cell, by reuse identifier (before registered classes).
    package final var cellMakers: [String: (CGRect) -> CollectionViewCell] = [:]
    /// Views the app puts above and below the content (a table's header and footer views), drawn
    /// where the layout reserves room for them.
    package final var contentHeaderView: UIView?
    package final var contentFooterView: UIView?
    /// The supplementary view classes the app registered, by kind and reuse identifier.
    package final var registeredSupplementaryClasses: [String: CollectionReusableView.Type] = [:]
    /// Supplementary views made from a nib or a storyboard prototype, by kind and identifier.
    package final var supplementaryMakers: [String: (CGRect) -> CollectionReusableView] = [:]
    /// The cell classes the app registered, by reuse identifier.
    package final var registeredCellClasses: [String: CollectionViewCell.Type] = [:]
    /// The selected items (`indexPathsForSelectedItems`).
    package final var selectedItems: Set<IndexPath> = []
    /// `allowsSelection`, `allowsMultipleSelection`.
    public final var allowsSelection = true
    public final var allowsMultipleSelection = false
    /// Cells the data source made to be measured before they show, by index path.
    final var measuredCells: [IndexPath: CollectionViewCell] = [:]
    /// The cell on screen a reconfiguration asks the data source for again: dequeuing its
    /// identifier at its index path gives it back, as UIKit's `reconfigureItems` does.
    final var reconfiguringCell: (indexPath: IndexPath, cell: CollectionViewCell)?
    /// Cells that left the screen, by reuse identifier, for `dequeueReusableCell` to hand out.
    final var reusableCells: [String: [CollectionViewCell]] = [:]
    /// An object kept alive with the view: the view controller the app made it in, as the
    /// window keeps that alive on iOS (the view's delegate and data source are held weakly).
    package final var owner: AnyObject?

    /// `UICollectionView(frame:collectionViewLayout:)`: a collection view for `layout`, not on
    /// screen until the scene runs the layout.
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        currentLayout = layout
        appLayout = layout
        super.init(frame: frame)
        layout.adopt(self)
    }

    /// A collection view with a flow layout (UIKit's raises: it needs a layout).
    public required convenience init(frame: CGRect) {
        self.init(frame: frame, collectionViewLayout: FlowLayout())
    }

    /// A collection view an Interface Builder file describes, with the layout its coder gives
    /// (a storyboard's `<collectionViewFlowLayout>` or the app's layout class); nil from any
    /// other archive.
    public required init?(coder: NSCoder) {
        guard let layout = (coder as? CollectionViewLayoutCoder)?.collectionViewLayout else { return nil }
        currentLayout = layout
        appLayout = layout
        super.init(frame: .zero)
        layout.adopt(self)
    }

    /// Marks the data stale: at the next layout pass the layout's answers and the cells are
    /// thrown away and the data source is asked again (not now, as UIKit defers it); nothing
    /// animates.
    open func reloadData() {
        host?.reloadData()
    }

    /// What a tap that reaches the collection view does at a point of its content (its scene
    /// selects the item there); nil before it is on screen.
    package final var itemTapHandler: ((CGPoint) -> Void)?

    /// A touch lifted on a cell (not on a control in it) reaches the collection view, which
    /// selects the item there, as UIKit's selects on touch-up.
    open override func touchesEnded(_ touches: Set<ViewTouch>, with event: ViewEvent?) {
        guard let itemTapHandler, let touch = touches.first else { return super.touchesEnded(touches, with: event) }
        itemTapHandler(touch.location(in: self))
    }

    /// `setCollectionViewLayout(_:animated:)`: before the view is on screen, `layout` becomes its
    /// layout (the one the scene runs); once on screen a layout change is not simulated.
    public func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool) {
        guard layout !== currentLayout else { return }
        guard host == nil else {
            currentLayout.console?("ScrollReel: setCollectionViewLayout on a collection view on screen is not simulated; the first layout stays")
            return
        }
        currentLayout = layout
        appLayout = layout
        layout.adopt(self)
    }

    /// Puts the view on `host`, which from now on keeps the layout alive.
    final func bind(to host: LayoutHost) {
        self.host = host
        scrollHost = host
        appLayout = nil
        if let bounces = appBounces.bounces { host.apply(.bounces(bounces)) }
        if let vertical = appBounces.vertical { host.apply(.alwaysBounceVertical(vertical)) }
        if let horizontal = appBounces.horizontal { host.apply(.alwaysBounceHorizontal(horizontal)) }
        let pending = changesBeforeScreen
        changesBeforeScreen = []
        pending.forEach(host.apply)
    }

    /// Scrolls to the item the app scrolled to before the view was on screen, if it did: its
    /// host calls this at the first layout, when the content is known. Returns whether it did.
    package final func scrollToItemSetBeforeScreen() -> Bool {
        guard let (indexPath, position) = scrollToItemBeforeScreen else { return false }
        scrollToItemBeforeScreen = nil
        scrollToItem(at: indexPath, at: position, animated: false)
        return true
    }

    // MARK: - Geometry

    /// The bounds; during a bounds change (while the layout is asked whether it invalidates)
    /// still the old ones, as in UIKit. Setting them scrolls to their origin.
    open override var bounds: CGRect {
        get { boundsBeingChanged ?? host?.bounds ?? super.bounds }
        set {
            guard host != nil else { return super.bounds = newValue }
            contentOffset = newValue.origin
        }
    }

    /// The bounds before the change being reported to the layout; nil otherwise.
    final var boundsBeingChanged: CGRect?
    /// The calls of the `performBatchUpdates` block being run; nil outside one.
    final var pendingUpdate: BatchUpdate?
    /// The completions of that block and the blocks inside it.
    final var pendingCompletions: [(Bool) -> Void] = []
    /// How many `performBatchUpdates` blocks (or `beginUpdates()`) are open.
    final var collectingDepth = 0
    /// The calls of the block being run as the trace names them, and the block's own name.
    final var pendingCalls: [String] = []
    final var pendingBlockName = ""
    /// The app's data source's counts, when the app set one (ScrollReelUIKit's `dataSource`):
    /// what a batch update is checked against.
    package final var reportedCounts: (() -> [Int])?
    /// The app's data source object, held weakly as UIKit holds it.
    package final weak var appDataSource: AnyObject?

    /// `UICollectionView.delegate`, held weakly as UIKit holds it; a flow layout asks it for
    /// metrics when it is a ``FlowLayoutDelegate``. Setting it invalidates the layout.
    public override weak var delegate: CollectionViewDelegate? {
        didSet { collectionViewLayout.invalidateLayout() }
    }
    /// Whether the cells on screen are being brought up to date: a data source or delegate
    /// asked meanwhile (a table's `heightForRowAt` calling `cellForRow(at:)`) sees the cells as
    /// they were, as UIKit answers during its layout, instead of starting the update again.
    package final var isUpdatingVisibleCells = false

    /// `dragDelegate` and `dropDelegate` (`UICollectionViewDragDelegate`,
    /// `UICollectionViewDropDelegate`), held weakly: kept, never asked — a script makes no long
    /// press, so no drag begins.
    public final weak var dragDelegate: AnyObject?
    public final weak var dropDelegate: AnyObject?
    /// `dragInteractionEnabled`: false on an iPhone by default (UIKit docs).
    public final var dragInteractionEnabled = false
    /// `hasActiveDrag` and `hasActiveDrop`: false — no drag begins in a reel.
    public final var hasActiveDrag: Bool { false }
    public final var hasActiveDrop: Bool { false }
    /// `prefetchDataSource` and `isPrefetchingEnabled`: kept; the prefetching data source is not
    /// asked (a reel's data is at hand).
    public final weak var prefetchDataSource: AnyObject?
    public final var isPrefetchingEnabled = true

    /// The layout's content size: on screen, what the last layout pass set (as UIKit sets the
    /// property, so a subclass's observer sees each change; zero before the first pass), off
    /// screen the layout's answer. What the app sets lasts until the next pass.
    open override var contentSize: CGSize {
        get { host == nil ? collectionViewLayout.collectionViewContentSize : passContentSize }
        set { passContentSize = newValue }
    }
    private final var passContentSize = CGSize.zero
    public var displayScale: CGFloat { host?.displayScale ?? 1 }

    /// `contentOffset`; setting it scrolls without animation, as in UIKit. Set before the view
    /// is on screen, it is kept and applied when it is.
    open override var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard let host else {
                super.bounds.origin = newValue
                scrollToItemBeforeScreen = nil
                return changesBeforeScreen.append(.contentOffset(newValue))
            }
            host.apply(.contentOffset(newValue))
        }
    }

    public override var contentInset: UIEdgeInsets {
        get { host?.contentInset ?? insetBeforeScreen }
        set {
            guard let host else {
                insetBeforeScreen = newValue
                return changesBeforeScreen.append(.contentInset(newValue))
            }
            host.apply(.contentInset(newValue))
        }
    }

    /// On screen, the host's; before, `contentInset` alone (the layout asks it while preparing,
    /// and the safe area's part depends on what the layout prepares).
    public override var adjustedContentInset: UIEdgeInsets { host?.adjustedContentInset ?? contentInset }

    /// Scroll-view settings the app made before the view was on screen, applied when it is.
    private final var changesBeforeScreen: [ScrollViewChange] = []
    private final var insetBeforeScreen = UIEdgeInsets.zero
    /// The item the app scrolled to before the view was on screen (the layout has no data
    /// until then), scrolled to at its first layout there.
    final var scrollToItemBeforeScreen: (IndexPath, ScrollPosition)?


    // MARK: - Scrolling

    public override var isPagingEnabled: Bool {
        get { host?.isPagingEnabled ?? changesBeforeScreen.contains(.isPagingEnabled(true)) }
        set {
            guard let host else { return changesBeforeScreen.append(.isPagingEnabled(newValue)) }
            host.apply(.isPagingEnabled(newValue))
        }
    }

    /// `bounces`, `alwaysBounceVertical`, `alwaysBounceHorizontal`, as the app set them (else
    /// UIKit's defaults), applied to the scroll view — by a view not on screen yet, when it is.
    public override var bounces: Bool {
        get { appBounces.bounces ?? true }
        set { appBounces.bounces = newValue; host?.apply(.bounces(newValue)) }
    }
    public override var alwaysBounceVertical: Bool {
        get { appBounces.vertical ?? false }
        set { appBounces.vertical = newValue; host?.apply(.alwaysBounceVertical(newValue)) }
    }
    public override var alwaysBounceHorizontal: Bool {
        get { appBounces.horizontal ?? false }
        set { appBounces.horizontal = newValue; host?.apply(.alwaysBounceHorizontal(newValue)) }
    }

    public override var decelerationRate: DecelerationRate {
        get { host?.decelerationRate ?? .normal }
        set {
            guard let host else { return changesBeforeScreen.append(.decelerationRate(newValue)) }
            host.apply(.decelerationRate(newValue))
        }
    }

    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { host?.layoutDirection ?? .leftToRight }

    /// Its traits: the host's display scale and layout direction.
    open override var traitCollection: TraitCollection {
        TraitCollection(displayScale: displayScale, layoutDirection: effectiveUserInterfaceLayoutDirection)
    }

    // MARK: - Data

    public var numberOfSections: Int { host?.numberOfSections ?? 0 }

    /// The items of `section`; 0 for a section that does not exist (UIKit would throw). After
    /// `reloadData()` it asks the data source first.
    public func numberOfItems(inSection section: Int) -> Int {
        host?.layoutIfNeeded()
        guard let host, section >= 0, section < host.numberOfSections else { return 0 }
        return host.numberOfItems(inSection: section)
    }

    /// What the element `attributes` describe measures when given `attributes.size`
    /// (self-sizing); nil when unknown.
    public func preferredSize(fitting attributes: LayoutAttributes) -> CGSize? {
        host?.preferredSize(fitting: attributes)
    }

    /// `layoutIfNeeded()`: brings the data up to date — a pending `reloadData()` asks the data
    /// source now and the layout prepares — so a `contentOffset` set next lands on the new
    /// content in the same frame.
    open override func layoutIfNeeded() {
        host?.layoutIfNeeded()
        super.layoutIfNeeded()
    }

    // MARK: - Asking the layout

    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }
}

/// A coder that carries the layout of the collection view it decodes (a storyboard's).
package protocol CollectionViewLayoutCoder: AnyObject {
    var collectionViewLayout: CollectionViewLayout? { get }
}
