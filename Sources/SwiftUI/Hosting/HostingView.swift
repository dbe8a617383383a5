import Combine
import UIKit

/// The UIKit view a SwiftUI view is drawn in (a hosting controller's view, a hosting
/// configuration's content view): on each layout it describes the screen again, lays the
/// description out in its bounds less its insets and adds the UIKit views that draw it. It keeps
/// the views' `@State` by identity, so a tap's change shows in the next layout.
final class HostingView: UIView {
    /// The hosting view whose description is being resolved or placed.
    nonisolated(unsafe) static var resolving: HostingView?
    /// The hosting views on screen, told when any state changes.
    nonisolated(unsafe) private static var live: [Weak] = []

    private struct Weak {
        weak var view: HostingView?
    }

    /// The root view's node, made anew for each layout.
    var makeRoot: (EnvironmentValues) -> LayoutNode {
        didSet { setNeedsDescription() }
    }
    /// The space kept around the content (a configuration's margins; a controller's safe area).
    var insets: () -> EdgeInsets = { EdgeInsets() }
    /// Where the content sits when it is smaller than the space (SwiftUI centres a root).
    var contentAlignment = Alignment.center
    private var storage: [String: StateStorage] = [:]
    private var appeared: Set<String> = []
    private var appearing: [() -> Void] = []
    private var canvas: UIView?
    /// The space inside the insets, as the last layout laid the root out in.
    private var safeSpace = CGRect.zero
    /// The objects the views observe, each watched once: about to change, the screen is
    /// described again.
    private var observed: [ObjectIdentifier: AnyCancellable] = [:]
    /// What the views on the canvas were placed for: they are placed again only when the
    /// description, the bounds or the insets change (adding views asks for another layout pass).
    private var placed: (bounds: CGRect, insets: EdgeInsets)?

    init(makeRoot: @escaping (EnvironmentValues) -> LayoutNode) {
        self.makeRoot = makeRoot
        super.init(frame: .zero)
        Self.live.removeAll { $0.view == nil }
        Self.live.append(Weak(view: self))
    }

    required init(frame: CGRect) {
        makeRoot = { _ in GroupNode(children: []) }
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        makeRoot = { _ in GroupNode(children: []) }
        super.init(coder: coder)
    }

    /// A state changed: every hosting view describes its screen again before the next frame.
    static func stateDidChange() {
        for host in live { host.view?.setNeedsDescription() }
    }

    /// The screen is described again at the next layout.
    func setNeedsDescription() {
        placed = nil
        setNeedsLayout()
    }

    /// The root's node, resolved with this view keeping the state.
    private func resolveRoot() -> LayoutNode {
        let previous = Self.resolving
        Self.resolving = self
        defer { Self.resolving = previous }
        var environment = EnvironmentValues()
        environment.displayScale = traitCollection.displayScale
        return makeRoot(environment)
    }

    /// The size the content takes offered `size` (its insets included, as padding adds them).
    func fittingSize(for proposal: ProposedViewSize) -> CGSize {
        PaddingNode(insets: insets(), content: resolveRoot()).sizeThatFits(proposal)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        fittingSize(for: ProposedViewSize(width: size.width, height: nil))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let insets = insets()
        if let placed, placed.bounds == bounds, placed.insets == insets { return }
        placed = (bounds, insets)
        // The new canvas goes in before the old one leaves, so a representable's kept view moves
        // from one to the other without leaving the window (it would hear `didMoveToWindow()`).
        let oldCanvas = canvas
        let canvas = UIView(frame: bounds)
        self.canvas = canvas
        insertSubview(canvas, at: 0)
        defer { oldCanvas?.removeFromSuperview() }
        let previous = Self.resolving
        Self.resolving = self
        let root = resolveRoot()
        let space = insets.inset(bounds)
        safeSpace = space
        root.place(offered: ProposedViewSize(space.size), aligned: contentAlignment, in: space, on: canvas)
        Self.resolving = previous
        let actions = appearing
        appearing = []
        for action in actions { action() }
    }

    /// Links a view's `@State` and `@StateObject` properties to what is kept for `identity`,
    /// and watches the objects it observes.
    func link<V>(_ view: V, at identity: String) {
        for child in Mirror(reflecting: view).children {
            (child.value as? ObservingProperty)?.observe(from: self)
            guard let property = child.value as? StoredProperty else { continue }
            let key = identity + "." + (child.label ?? "")
            property.link { initial in
                if let kept = storage[key] { return kept }
                let made = StateStorage(initial)
                storage[key] = made
                return made
            }
        }
    }

    /// Watches `object`: when it is about to change, the screen is described again at the next
    /// layout (by then the change is made).
    func observe<Object: ObservableObject>(_ object: Object) {
        let id = ObjectIdentifier(object)
        guard observed[id] == nil else { return }
        observed[id] = object.objectWillChange.sink { [weak self] _ in self?.setNeedsDescription() }
    }

    /// `frame` (in `canvas`) reaching on to the view's own edges on `edges` where it touches the
    /// safe area's: what a background that ignores the safe area covers.
    func extending(_ frame: CGRect, of canvas: UIView, intoSafeArea edges: Edge.Set) -> CGRect {
        guard !edges.isEmpty else { return frame }
        let inHost = canvas.convert(frame, to: self)
        func touches(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.5 }
        var extended = inHost
        if edges.contains(.top), touches(inHost.minY, safeSpace.minY) { extended.origin.y = bounds.minY; extended.size.height += inHost.minY - bounds.minY }
        if edges.contains(.bottom), touches(inHost.maxY, safeSpace.maxY) { extended.size.height = bounds.maxY - extended.minY }
        if edges.contains(.leading), touches(inHost.minX, safeSpace.minX) { extended.size.width += inHost.minX - bounds.minX; extended.origin.x = bounds.minX }
        if edges.contains(.trailing), touches(inHost.maxX, safeSpace.maxX) { extended.size.width = bounds.maxX - extended.minX }
        return self.convert(extended, to: canvas)
    }

    /// What is kept for `identity` (a representable's view), made the first time.
    func kept<Kept: AnyObject>(at identity: String, _ make: () -> Kept) -> Kept {
        if let kept = storage[identity]?.value as? Kept { return kept }
        let made = make()
        storage[identity] = StateStorage(made)
        return made
    }

    /// A view with `onAppear` was placed: its action runs after this layout, the first time only.
    func viewAppeared(_ identity: String, action: @escaping () -> Void) {
        guard appeared.insert(identity).inserted else { return }
        appearing.append(action)
    }
}
