public import Foundation

/// `UITouch`: one finger on the screen, as the view it landed on sees it.
public final class ViewTouch: Hashable {
    /// `UITouch.Phase`.
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }

    /// The view hit-testing found under the finger when it went down.
    public private(set) weak var view: UIView?
    public package(set) var phase: Phase
    /// Seconds on the simulated clock.
    public package(set) var timestamp: TimeInterval
    public let tapCount: Int
    /// Where the finger is, in window coordinates.
    private let windowLocation: CGPoint

    package init(view: UIView, windowLocation: CGPoint, phase: Phase, timestamp: TimeInterval, tapCount: Int = 1) {
        self.view = view
        self.windowLocation = windowLocation
        self.phase = phase
        self.timestamp = timestamp
        self.tapCount = tapCount
    }

    /// The finger's location in `view`'s coordinates (the window's when nil).
    public func location(in view: UIView?) -> CGPoint {
        view?.convert(windowLocation, from: nil) ?? windowLocation
    }

    /// A tap does not move: where it was is where it is.
    public func previousLocation(in view: UIView?) -> CGPoint { location(in: view) }

    public static func == (lhs: ViewTouch, rhs: ViewTouch) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// `UIEvent`: the touches of one moment.
public final class ViewEvent {
    public let timestamp: TimeInterval
    public let allTouches: Set<ViewTouch>?

    package init(touches: Set<ViewTouch>, timestamp: TimeInterval) {
        allTouches = touches
        self.timestamp = timestamp
    }

    public func touches(for view: UIView) -> Set<ViewTouch>? {
        allTouches?.filter { $0.view === view }
    }
}

/// What a touch travels through when the view it landed on does not handle it: a view, then
/// its view controller (when it is one's root view), then its superview — UIKit's responder
/// chain for touches.
public protocol TouchResponder: AnyObject {
    func touchesBegan(_ touches: Set<ViewTouch>, with event: ViewEvent?)
    func touchesMoved(_ touches: Set<ViewTouch>, with event: ViewEvent?)
    func touchesEnded(_ touches: Set<ViewTouch>, with event: ViewEvent?)
    func touchesCancelled(_ touches: Set<ViewTouch>, with event: ViewEvent?)
}

extension UIView: TouchResponder {}

/// A gesture recogniser on a view, as the screen asks it about a tap (`UIGestureRecognizer`).
public protocol TapRecognizer: AnyObject {
    /// A tap at `location` (window coordinates) on the view or under it: recognises it if it
    /// can, and answers whether the touch stops here (`cancelsTouchesInView`).
    func recognizeTap(at location: CGPoint) -> Bool
}

/// The view controller whose root view a view is (`UIViewController`): next after the view in
/// the responder chain, and told when its view lays out.
public protocol ViewOwner: TouchResponder {
    func viewWillLayoutSubviews()
    func viewDidLayoutSubviews()
}

extension UIView {
    /// The next responder for touches: the view controller whose root view this is, else the
    /// superview.
    package var nextTouchResponder: TouchResponder? {
        owningController ?? superview
    }
}

/// A view ScrollReel keeps for the app's code but does not draw (or draws only part of): the
/// screen names it once in the console, with what is missing.
public protocol PartlyDrawnView: UIView {
    /// What of the view is not drawn (`its thumb and track`).
    var undrawnParts: String { get }
}
