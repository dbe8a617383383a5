/// `UIResponder`: the class an app delegate (and a scene delegate) inherits from. UIKit makes
/// the app's delegate from its class, so the initialiser is required. (UIKit's views and view
/// controllers are responders too; here they are not, so that their subclasses keep UIKit's
/// initialisers.)
open class UIResponder: NSObject, KeyValueObserver {
    public required override init() {}

    /// The activity the responder's interface is doing (kept; nothing continues it here).
    open var userActivity: NSUserActivity?
    open func updateUserActivityState(_ activity: NSUserActivity) {}
    open func restoreUserActivityState(_ activity: NSUserActivity) {}

    /// What an observer of a key path is told (NSObject's method; nothing by default).
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {}

    /// `next`: the responder after this one in the chain — none here, as views and view
    /// controllers are not responders (above) and an app delegate is the chain's end.
    open var next: UIResponder? { nil }

    /// Nothing is first responder: there is no keyboard.
    open var isFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { true }
}
