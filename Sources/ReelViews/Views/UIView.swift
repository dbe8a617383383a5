public import Foundation
public import ReelGeometry

/// `UIView` as layouts and the code around them touch it: a frame in its superview, bounds, a
/// tree of subviews and layout margins. Nothing draws it — the scene draws from the layout's
/// attributes — so it carries geometry and hierarchy only.
open class UIView: NSObject {
    private var frameInSuperview: CGRect
    private var boundsOrigin: CGPoint = .zero

    /// A view at `frame`. Required (UIKit's is only designated) because a collection view makes
    /// the cell class the app registered from its type, as UIKit does; `scrollreel port` adds
    /// `required` to an app's overrides.
    public required init(frame: CGRect) {
        frameInSuperview = frame
        super.init()
    }

    /// A view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// How a storyboard or xib makes a view of the app's class: the file's attributes are set
    /// after it returns, then its outlets, then `awakeFromNib()`.
    public required init?(coder: NSCoder) {
        frameInSuperview = .zero
        super.init()
    }

    /// Sent once a storyboard or xib has made the view and connected its outlets.
    open func awakeFromNib() {}
    /// `prepareForInterfaceBuilder()`: Interface Builder calls it when it draws a designable
    /// view on its canvas, and only then (UIKit docs) — never in a running app, so never here.
    open func prepareForInterfaceBuilder() {}

    // MARK: - Traits

    /// The view's traits: the screen's scale and the app's layout direction, an iPhone's in
    /// portrait.
    open var traitCollection: TraitCollection {
        TraitCollection(displayScale: ViewRuntime.running?.displayScale ?? 1,
                        layoutDirection: ViewRuntime.running?.isRightToLeft == true ? .rightToLeft : .leftToRight)
    }

    /// Sent when the view's traits change. A reel's traits are the script's from the first
    /// frame to the last, so UIKit (which, since iOS 13, does not send it for a view's first
    /// traits) never sends it here; an app's override is kept for when they can.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    // MARK: - Geometry

    /// The frame in the superview's coordinates; its size is the bounds' size.
    open var frame: CGRect {
        get { frameInSuperview }
        set {
            let oldSize = frameInSuperview.size
            frameInSuperview = newValue
            guard newValue.size != oldSize else { return }
            needsLayout = true
            // UIKit resizes the subviews that follow their masks at once, as the size changes.
            guard autoresizesSubviews else { return }
            for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints && !subview.autoresizingMask.isEmpty {
                subview.frame = subview.autoresizingMask.resized(subview.frame, from: oldSize, to: newValue.size)
            }
        }
    }

    /// The view's own coordinate space: `origin` is what its content is scrolled by, `size` the
    /// frame's.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: frame.size) }
        set {
            boundsOrigin = newValue.origin
            let center = self.center
            frame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                           width: newValue.width, height: newValue.height)
        }
    }

    /// The frame's centre, in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The fill behind the view's content; ScrollReel draws the scene's colours, not this.
    open var backgroundColor: ViewColor?
    /// `isOpaque` and `clearsContextBeforeDrawing`: kept (drawing does not depend on them).
    open var isOpaque = true
    open var clearsContextBeforeDrawing = true
    /// How the view follows its superview's size (`UIView.AutoresizingMask`).
    open var autoresizingMask: AutoresizingMask = []
    /// Whether a change of its size moves and resizes its subviews by their masks.
    open var autoresizesSubviews = true
    /// Whether the autoresizing mask becomes constraints; code that constrains a view sets false.
    open var translatesAutoresizingMaskIntoConstraints = true { didSet { superview?.needsLayout = true } }
    open var transform: CGAffineTransform = .identity
    open var alpha: CGFloat = 1
    open var isHidden = false {
        // A stack view arranges only the shown views: its constraints change with this.
        didSet { if isHidden != oldValue { superview?.needsUpdateConstraints = true; superview?.needsLayout = true } }
    }
    open var clipsToBounds = false
    /// How the view's content (an image view's picture) fills its bounds.
    open var contentMode = ContentMode.scaleToFill
    open var tag = 0
    /// `accessibilityIdentifier`: what UI tests find the view by; a reel's view tree names the
    /// view by it.
    open var accessibilityIdentifier: String?
    /// What VoiceOver would read and do: kept (a reel has no VoiceOver).
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var isAccessibilityElement = false
    open var accessibilityTraits = UIAccessibilityTraits.none
    open var accessibilityElementsHidden = false
    open var accessibilityViewIsModal = false
    open var shouldGroupAccessibilityChildren = false
    open var accessibilityElements: [Any]?

    /// `accessibilityScroll(_:)`: VoiceOver's three-finger scroll; no VoiceOver asks in a reel.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }

    /// The view's `CALayer`: its corners, border and shadow.
    /// The view's layer, of the class `layerClass` names (made on first use).
    public private(set) lazy var layer: ViewLayer = {
        let layer = (Self.layerClass as? ViewLayer.Type)?.init() ?? ViewLayer()
        layer.view = self
        return layer
    }()

    /// `layerClass`: the class of the view's layer (a `CAGradientLayer` for a gradient view).
    open class var layerClass: AnyClass { ViewLayer.self }

    /// `tintColor`: inherited from the superview, UIKit's blue at the top.
    open var tintColor: ViewColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set { ownTintColor = newValue }
    }
    /// The tint set on this view itself, not inherited.
    package final private(set) var ownTintColor: ViewColor?

    /// `safeAreaInsets`: what of the view the status bar, the home indicator and its view
    /// controllers' bars cover (View+SafeArea.swift).
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets }

    /// What the view's safe area is made of besides its superview's: a window's screen insets,
    /// a view controller's bars and additional insets; nil for most views.
    package var safeAreaSource: SafeAreaSource? { didSet { if safeAreaSource != oldValue { setNeedsLayout() } } }

    /// Brings what the view draws up to date just before it is drawn (a spinner's spokes turn
    /// with the simulated clock, as Core Animation turns them without a layout pass).
    package var drawingUpdate: (() -> Void)?

    /// What of its safe area a scroll view already added to its content inset: its subviews
    /// scroll with the content, so that part is not theirs again (the scene sets it).
    package var safeAreaUsedByContentInset = UIEdgeInsets.zero

    /// Whether the view is a scroll view: its subviews sit in its content, which its bounds
    /// origin scrolls, and constraints to its edges from them are to its content area.
    package var scrollsContent = false
    /// A scroll view's content width and height as its constraints made them (constraints to its
    /// content area from the content's views); nil on an axis they leave open.
    package var contentSizeFromConstraints: (width: CGFloat?, height: CGFloat?) = (nil, nil)

    /// Whether the view's constraints are solved apart from its superview's (a cell, which its
    /// collection view places and sizes): a layout pass of the tree above stops at it.
    package var isLayoutRoot = false

    /// `isUserInteractionEnabled`: whether touches reach the view and its subviews (UIKit's
    /// labels and image views say no).
    open var isUserInteractionEnabled = true
    /// `appearance()` (UIAppearance): the object whose settings every view of the class takes,
    /// one per class for the app. The bars read theirs (a navigation bar's tint, colours, title
    /// attributes and appearances); on other views what is set on it is kept, not applied.
    open class func appearance() -> Self {
        let key = ObjectIdentifier(self)
        if let proxy = ViewRuntime.running?.appearanceProxies[key] as? Self { return proxy }
        let proxy = self.init(frame: .zero)
        ViewRuntime.running?.appearanceProxies[key] = proxy
        return proxy
    }

    /// `appearance(whenContainedInInstancesOf:)`: settings for views inside those containers;
    /// kept, not applied.
    open class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> Self {
        self.init(frame: .zero)
    }

    /// Whether the view is its class's `appearance()` object.
    package final var isAppearanceProxy: Bool {
        ViewRuntime.running?.appearanceProxies[ObjectIdentifier(type(of: self))] === self
    }

    /// `description()` on the class, NSObject's: an app's class's name with its module
    /// (`App.ProfileCell`), UIKit's by its UIKit name (`UITableViewCell`) — apps take it for a
    /// reuse identifier.
    open class func description() -> String {
        let name = String(reflecting: self)
        guard ViewRuntime.isScrollReels(self) else { return name }
        let base = String(describing: self)
        return uikitNames[base] ?? base
    }

    /// `interactions`: what the view was given to handle a kind of touch (a long press's
    /// menu, a drop), in the order added.
    public private(set) var interactions: [Interaction] = []

    /// `addInteraction(_:)`: the interaction is told it moves to this view.
    public func addInteraction(_ interaction: Interaction) {
        interaction.willMove(to: self)
        interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// `removeInteraction(_:)`.
    public func removeInteraction(_ interaction: Interaction) {
        guard interactions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }

    /// The gesture recognisers on the view, in the order added (`gestureRecognizers`).
    package var tapRecognizers: [TapRecognizer] = []
    /// Whether the view is a control, which takes a touch before its superviews' recognisers do.
    package var isControl = false

    /// The view controller whose root view this is: next after the view in the responder chain,
    /// and told when the view lays out.
    package weak var owningController: ViewOwner?

    // Touches: a view passes what it does not handle to the next responder (View+Touches.swift).
    open func touchesBegan(_ touches: Set<ViewTouch>, with event: ViewEvent?) {
        nextTouchResponder?.touchesBegan(touches, with: event)
    }
    open func touchesMoved(_ touches: Set<ViewTouch>, with event: ViewEvent?) {
        nextTouchResponder?.touchesMoved(touches, with: event)
    }
    open func touchesEnded(_ touches: Set<ViewTouch>, with event: ViewEvent?) {
        nextTouchResponder?.touchesEnded(touches, with: event)
    }
    open func touchesCancelled(_ touches: Set<ViewTouch>, with event: ViewEvent?) {
        nextTouchResponder?.touchesCancelled(touches, with: event)
    }

    /// `hitTest(_:with:)`: the deepest view under `point` (in this view's coordinates) that takes
    /// touches — front to back among the subviews; nil when this view is hidden, takes no
    /// touches, is nearly transparent (alpha below 0.01) or `point` is outside it.
    /// - Complexity: O(v) for v views under this one.
    open func hitTest(_ point: CGPoint, with event: ViewEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            let inSubview = CGPoint(x: point.x - subview.frame.minX + subview.bounds.minX,
                                    y: point.y - subview.frame.minY + subview.bounds.minY)
            if let hit = subview.hitTest(inSubview, with: event) { return hit }
        }
        return self
    }

    /// `point(inside:with:)`: whether `point` (in this view's coordinates) is in its bounds.
    open func point(inside point: CGPoint, with event: ViewEvent?) -> Bool {
        bounds.contains(point)
    }

    // A view is a responder in UIKit; there is no keyboard here, so nothing becomes first.
    open var isFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { true }
    @discardableResult open func endEditing(_ force: Bool) -> Bool { true }

    /// UIView's default margins: 8 pt on every side. Layout uses them with the safe area and
    /// the superview's margins added as UIKit adds them (View+LayoutMargins.swift).
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet {
            needsLayout = true
            if layoutMargins != oldValue { layoutMarginsDidChange() }
        }
    }

    /// `layoutMarginsDidChange()`: the margins were set to new values.
    open func layoutMarginsDidChange() {}

    /// `insetsLayoutMarginsFromSafeArea`: whether the margins are measured from the safe
    /// area's edges rather than the view's.
    open var insetsLayoutMarginsFromSafeArea = true { didSet { needsLayout = true } }

    /// `preservesSuperviewLayoutMargins`: whether the view's margins also keep its content
    /// inside its superview's margins.
    open var preservesSuperviewLayoutMargins = false { didSet { needsLayout = true } }

    /// The least margins a view controller's root view has (`systemMinimumLayoutMargins`);
    /// nil for any other view.
    package final var minimumLayoutMargins: UIEdgeInsets? { didSet { if minimumLayoutMargins != oldValue { needsLayout = true } } }

    /// `directionalLayoutMargins`: the margins with leading and trailing (left to right here).
    open var directionalLayoutMargins: DirectionalEdgeInsets {
        get { DirectionalEdgeInsets(top: layoutMargins.top, leading: layoutMargins.left,
                                    bottom: layoutMargins.bottom, trailing: layoutMargins.right) }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading,
                                         bottom: newValue.bottom, right: newValue.trailing) }
    }

    // MARK: - Hierarchy

    /// The view this one is a subview of, held weakly as UIKit holds it.
    public private(set) weak var superview: UIView?

    /// The subviews, back to front.
    public private(set) var subviews: [UIView] = []

    /// Adds `view` on top of the subviews, taking it from its old superview.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Puts `view` at `index` among the subviews (clamped), taking it from its old superview;
    /// the view hears `willMove(toSuperview:)` and `didMoveToSuperview()`, this one
    /// `didAddSubview(_:)`, in UIKit's order, and — when it enters or leaves a window — the
    /// view and its subviews hear `didMoveToWindow()`.
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        let moving = view.superview !== self
        let oldWindow = view.windowRoot
        if moving { view.willMove(toSuperview: self) }
        view.detachFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        needsLayout = true
        if moving {
            view.didMoveToSuperview()
            didAddSubview(view)
            if view.windowRoot !== oldWindow { view.windowDidChange() }
        }
    }

    /// Puts `view` just above `sibling` (on top when `sibling` is not a subview).
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        place(view) { subviews in subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count }
    }

    /// Puts `view` just below `sibling` (on top when `sibling` is not a subview, as UIKit does).
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        place(view) { subviews in subviews.firstIndex { $0 === sibling } ?? subviews.count }
    }

    /// Moves a subview to the front; nothing for a view that is not one.
    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        place(view) { $0.count }
    }

    /// Moves a subview to the back; nothing for a view that is not one.
    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        place(view) { _ in 0 }
    }

    /// Swaps the subviews at the two indexes.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
        needsLayout = true
    }

    /// Puts `view` at the index `position` gives among the other subviews: a subview already
    /// is only reordered (UIKit tells it nothing), any other is added there.
    private func place(_ view: UIView, at position: ([UIView]) -> Int) {
        guard view.superview === self else { return insertSubview(view, at: position(subviews)) }
        subviews.removeAll { $0 === view }
        subviews.insert(view, at: min(max(0, position(subviews)), subviews.count))
        needsLayout = true
    }

    /// Takes the view out of its superview, which hears `willRemoveSubview(_:)`; the view
    /// hears `willMove(toSuperview: nil)` and `didMoveToSuperview()`.
    open func removeFromSuperview() {
        guard superview != nil else { return }
        let oldWindow = windowRoot
        willMove(toSuperview: nil)
        detachFromSuperview()
        didMoveToSuperview()
        if oldWindow != nil { windowDidChange() }
    }

    /// Whether the view is a window (`UIWindow` sets it): the root of a tree on screen.
    package final var isWindow = false

    /// The window at the top of the view's tree, if the view is in one.
    private var windowRoot: UIView? {
        var current: UIView? = self
        while let view = current {
            if view.isWindow { return view }
            current = view.superview
        }
        return nil
    }

    /// The view entered or left a window: it hears `didMoveToWindow()`, then its subviews do.
    private func windowDidChange() {
        didMoveToWindow()
        for subview in subviews { subview.windowDidChange() }
    }

    /// Out of the superview's subviews, without telling the view.
    private func detachFromSuperview() {
        guard let superview else { return }
        superview.willRemoveSubview(self)
        superview.subviews.removeAll { $0 === self }
        superview.needsLayout = true
        self.superview = nil
    }

    /// What UIKit tells a view of its place in the tree; a subclass overrides them.
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func didMoveToWindow() {}

    // MARK: - Content priorities

    open func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        huggingPriorities[axis.rawValue]
    }

    /// Open, as UIKit's: a view that overrides it keeps its priorities to itself.
    open func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        huggingPriorities[axis.rawValue] = priority
        needsLayout = true
    }

    open func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        compressionPriorities[axis.rawValue]
    }

    open func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        compressionPriorities[axis.rawValue] = priority
        needsLayout = true
    }

    /// Whether `view` is this view or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    // MARK: - Layout

    /// Lays out the subviews by hand; the default does nothing (the constraints' frames are
    /// applied before it runs, as UIKit's engine applies them in `super.layoutSubviews()`).
    open func layoutSubviews() {}

    // MARK: Key-value observing (KeyValueObserving.swift)

    /// What an observer of a key path is told (NSObject's method; nothing by default).
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {}

    /// The value of a property by its Objective-C name, for key-value observing: the geometry
    /// and appearance UIView answers; a subclass answers its own (nil: no such key).
    open func value(forKey key: String) -> Any? {
        switch key {
        case "frame": frame
        case "bounds": bounds
        case "center": center
        case "hidden", "isHidden": isHidden
        case "alpha": alpha
        case "tag": tag
        default: nil
        }
    }

    /// The key-value observations made through ``addObserver(_:forKeyPath:options:context:)``.
    final var keyValueObservers: [(observer: ObjectIdentifier, keyPath: String, token: Int)] = []

    /// `draw(_:)`: a view's own Core Graphics drawing, which ScrollReel does not run (it draws
    /// views from their properties); kept so an app's override compiles.
    open func draw(_ rect: CGRect) {}

    /// `setNeedsDisplay()`: marks the view's drawing stale; ScrollReel draws every view each
    /// frame, so nothing waits for it.
    open func setNeedsDisplay() {}
    open func setNeedsDisplay(_ invalidRect: CGRect) {}

    /// The size the view would like within `size`; by default the size it has.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// `sizeToFit()`: the view takes the size `sizeThatFits(_:)` answers for its bounds' size
    /// (UIKit's documented default), its origin kept.
    open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }

    /// `intrinsicContentSize`: none by default (`UIView.noIntrinsicMetric` on both axes).
    open var intrinsicContentSize: CGSize { CGSize(width: -1, height: -1) }

    /// Tells the engine the intrinsic size changed (a label's text did).
    open func invalidateIntrinsicContentSize() {
        needsLayout = true
        superview?.needsLayout = true
    }

    /// The size the view's content needs at `targetSize` (Auto Layout's fitting size): solved
    /// from its constraints when it has any, with both sizes at `fittingSizeLevel`; otherwise
    /// the target, as a view whose content says nothing of its size.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        guard usesAutoLayout else { return targetSize }
        return ConstraintLayout.fittingSize(of: self, target: targetSize, horizontal: .fittingSizeLevel,
                                            vertical: .fittingSizeLevel)
    }

    /// The size the view's constraints give it when its width and height are asked to be the
    /// target's at these priorities (`.required` fixes one; `.fittingSizeLevel` lets the
    /// content decide). A view without constraints answers ``systemLayoutSizeFitting(_:)``.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
                                      verticalFittingPriority: LayoutPriority) -> CGSize {
        guard usesAutoLayout else { return systemLayoutSizeFitting(targetSize) }
        return ConstraintLayout.fittingSize(of: self, target: targetSize, horizontal: horizontalFittingPriority,
                                            vertical: verticalFittingPriority)
    }

    /// Marks the view to lay out at the next `layoutIfNeeded()`.
    open func setNeedsLayout() { needsLayout = true }

    /// Brings the view's own constraints up to date before a layout pass uses them (a stack
    /// view makes its arrangement's here). Overrides call `super` last, as in UIKit.
    open func updateConstraints() {}

    /// Lays out the view's tree now, if anything in it changed: updates and solves its
    /// constraints, then runs `layoutSubviews()` top-down on the views that need it.
    open func layoutIfNeeded() {
        ConstraintLayout.layOut(self)
    }

    // MARK: - Auto Layout's state (View+AutoLayout.swift)

    /// The active constraints whose first item is this view or one of its guides.
    package var activeConstraints: [LayoutConstraint] = []
    /// The guides the app added (`addLayoutGuide(_:)`).
    package var addedLayoutGuides: [LayoutGuide] = []
    /// The margins, safe-area and readable-content guides, made on first use.
    package var systemGuides: [LayoutGuide] = []
    /// Content hugging and compression resistance, horizontal then vertical.
    package var huggingPriorities: [LayoutPriority] = [.defaultLow, .defaultLow]
    package var compressionPriorities: [LayoutPriority] = [.defaultHigh, .defaultHigh]
    /// Whether the view's layout is out of date (`setNeedsLayout()`).
    package var needsLayout = true
    /// Whether `updateConstraints()` is due (`setNeedsUpdateConstraints()`).
    package var needsUpdateConstraints = true
    package var isLayingOut = false
    /// The width the engine last gave the view: what a wrapping label measures its lines at.
    package var engineWidth: CGFloat?

    // MARK: - Converting

    /// `point`, given in this view's coordinates, in `view`'s (the window's when nil).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inWindow = windowPoint(from: point)
        return view?.localPoint(fromWindow: inWindow) ?? inWindow
    }

    /// `point`, given in `view`'s coordinates (the window's when nil), in this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        localPoint(fromWindow: view?.windowPoint(from: point) ?? point)
    }

    /// `rect`, given in this view's coordinates, in `view`'s (untransformed views).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// `rect`, given in `view`'s coordinates, in this view's (untransformed views).
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    private func windowPoint(from point: CGPoint) -> CGPoint {
        var result = point, current: UIView? = self
        while let view = current {
            result.x += view.frame.minX - view.bounds.minX
            result.y += view.frame.minY - view.bounds.minY
            current = view.superview
        }
        return result
    }

    private func localPoint(fromWindow point: CGPoint) -> CGPoint {
        let origin = windowPoint(from: .zero)
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }
}

extension UIView {
    /// `UIView.ContentMode`.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
}

extension UIView {
    /// The name a console line gives `object`'s class, as UIKit's would: the app's own class
    /// name, and `UIView` for a plain view.
    package static func className(of object: AnyObject) -> String {
        var name = String(describing: type(of: object))
        if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
        return uikitNames[name] ?? name
    }

    /// UIKit's names of the classes ScrollReel names otherwise.
    private static let uikitNames = ["ScrollingView": "UIScrollView", "LayoutCollectionView": "UICollectionView",
                                     "CollectionViewCell": "UICollectionViewCell", "CollectionReusableView": "UICollectionReusableView"]
}
