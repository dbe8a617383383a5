public import Foundation
public import ReelLayout

/// `UIGestureRecognizer` and its kinds, on their views. A tap recogniser recognises a scripted
/// tap on its view (or a view under it that is no control): its actions are sent to their
/// targets, and — `cancelsTouchesInView`, the default — the view under the finger does not get
/// the touch (a tap recogniser on a collection view's superview keeps its cells from being
/// selected, as on iOS). Long presses, pans and swipes are not simulated; their recognisers are
/// kept (docs/facts.md, "Controls").
open class UIGestureRecognizer: NSObject, TapRecognizer {
    open var isEnabled = true
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var requiresExclusiveTouchType = true
    open weak var delegate: UIGestureRecognizerDelegate?
    public private(set) weak var view: UIView?
    public internal(set) var state: State = .possible
    public var numberOfTouches: Int { state == .possible ? 0 : 1 }
    /// The targets and actions, in the order added.
    private var actions: [(target: AnyObject?, action: Selector)] = []
    /// Where the recognised touch was, in window coordinates.
    private var windowLocation: CGPoint = .zero

    public init(target: Any?, action: Selector?) {
        if let action { actions.append((target as AnyObject?, action)) }
        super.init()
    }

    open func location(in view: UIView?) -> CGPoint {
        view?.convert(windowLocation, from: nil) ?? windowLocation
    }

    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { location(in: view) }

    open func addTarget(_ target: Any, action: Selector) {
        actions.append((target as AnyObject, action))
    }

    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target as AnyObject?
        actions.removeAll { (object == nil || $0.target === object) && (action == nil || $0.action == action) }
    }

    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}

    func attach(to view: UIView) { self.view = view }
    func detach() { view = nil }

    /// Whether this recogniser recognises a single tap (a tap recogniser of one tap and one touch).
    var recognizesSingleTap: Bool { false }

    // MARK: - TapRecognizer

    /// A tap at `location` (window coordinates): a tap recogniser recognises it — its state ends,
    /// its actions are sent with it as the sender — and answers whether the view keeps the touch
    /// from the views under it.
    public func recognizeTap(at location: CGPoint) -> Bool {
        guard isEnabled, recognizesSingleTap else { return false }
        // The delegate may refuse it (UIKit docs: asked "when a gesture recognizer attempts to
        // transition out of the possible state").
        guard delegate?.gestureRecognizerShouldBegin(self) ?? true else { return false }
        windowLocation = location
        state = .ended
        for (target, action) in actions {
            UIApplication.shared.sendAction(action, to: target, from: self, for: nil)
        }
        state = .possible
        return cancelsTouchesInView
    }

    /// `UIGestureRecognizer.State`.
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }
}

open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1

    override var recognizesSingleTap: Bool { numberOfTapsRequired == 1 && numberOfTouchesRequired == 1 }
}

open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    /// UIKit's defaults: 10 pt of movement, one tap before, one finger.
    open var allowableMovement: CGFloat = 10
    open var numberOfTapsRequired = 0
    open var numberOfTouchesRequired = 1
}

open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// UIKit's defaults: one finger at least, any number at most.
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    open func translation(in view: UIView?) -> CGPoint { .zero }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// `UIScreenEdgePanGestureRecognizer`: a pan from an edge of the screen; kept (a script's
/// drags scroll).
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
}

/// `UIPinchGestureRecognizer`: kept (a script makes no pinch).
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    open var velocity: CGFloat { 0 }
}

open class UISwipeGestureRecognizer: UIGestureRecognizer {
    open var direction = Direction.right

    /// `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }
}

extension UIView {
    /// The view keeps the recogniser; a tap recogniser recognises scripted taps on the view.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizer.attach(to: self)
        tapRecognizers.append(gestureRecognizer)
    }

    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        tapRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.detach()
    }

    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { tapRecognizers.compactMap { $0 as? UIGestureRecognizer } }
        set {
            for recognizer in gestureRecognizers ?? [] { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }
}

/// `UIGestureRecognizerDelegate`: every method optional, as in UIKit; a recogniser asks
/// `gestureRecognizerShouldBegin(_:)` before it recognises a tap.
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

extension ScrollingView {
    /// `panGestureRecognizer`: the scroll view's own pan recogniser, the same object each time.
    /// Kept: the scroll view's physics move it, not the recogniser (its translation and velocity
    /// read zero), and a recogniser an app makes wait for it (`require(toFail:)`) is kept too.
    public var panGestureRecognizer: UIPanGestureRecognizer {
        if let made = panRecognizer as? UIPanGestureRecognizer { return made }
        let made = UIPanGestureRecognizer(target: nil, action: nil)
        panRecognizer = made
        return made
    }

    /// `pinchGestureRecognizer`: nil, as for a scroll view that does not zoom.
    public var pinchGestureRecognizer: UIPinchGestureRecognizer? { nil }
}
