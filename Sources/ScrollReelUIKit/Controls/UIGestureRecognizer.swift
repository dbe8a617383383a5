public import Foundation
public import ReelLayout

/// `UIGestureRecognizer` and its kinds: kept on their views; their actions are selectors, which
/// cannot be sent without an Objective-C runtime, so a scripted touch does not trigger them.
open class UIGestureRecognizer {
    open var isEnabled = true
    open var cancelsTouchesInView = true
    open weak var delegate: AnyObject?
    public private(set) weak var view: View?
    public var state: State { .possible }

    public init(target: Any?, action: Selector?) {}

    open func location(in view: View?) -> CGPoint { .zero }
    open func addTarget(_ target: Any, action: Selector) {}

    func attach(to view: View) { self.view = view }

    /// `UIGestureRecognizer.State`.
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed }
}

open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
}

open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
}

open class UIPanGestureRecognizer: UIGestureRecognizer {
    open func translation(in view: View?) -> CGPoint { .zero }
    open func velocity(in view: View?) -> CGPoint { .zero }
}

open class UISwipeGestureRecognizer: UIGestureRecognizer {
    open var direction = 1
}

extension View {
    /// Kept, with the view; a scripted touch does not trigger it.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.attach(to: self)
    }

    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
}
