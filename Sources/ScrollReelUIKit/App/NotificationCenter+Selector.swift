public import Foundation
import ReelLayout

extension NotificationCenter {
    /// `addObserver(_:selector:name:object:)`: each matching notification calls the selector's
    /// method on `observer` with the notification, on the posting thread; the observer is not
    /// retained, and one that is gone receives nothing (UIKit docs: "If your app targets iOS 9.0
    /// and later … you don't need to unregister an observer"). A selector made from a name
    /// alone cannot be called on Linux and is named in the console when it would be.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        let held = WeakObserver(observer as AnyObject)
        _ = addObserver(forName: aName, object: anObject, queue: nil) { notification in
            guard let target = held.object else { return }
            if !aSelector.send(to: target, from: notification, event: nil) {
                AppContext.current?.log("ScrollReel: \(aSelector.name) of \(String(describing: type(of: target))) not called for "
                                        + "\(notification.name.rawValue): a selector made from a name alone cannot be sent on Linux")
            }
        }
    }
}

/// The observer a selector-based registration calls, not retained; notifications arrive on the
/// posting thread, the app's main one here.
private final class WeakObserver: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
