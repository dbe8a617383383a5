public import Foundation
import ReelLayout
public import ScrollReelUIKit

/// `perform(_:with:afterDelay:)` and `cancelPreviousPerformRequests`: a method sent later on
/// the simulated run loop, and withdrawn before it is sent — the debounce a search field uses.
/// NSObject has them on iOS; Linux's has neither.
extension NSObject {
    /// Sends `selector` to the receiver with `object` after `delay` seconds of simulated time.
    public func perform(_ selector: Selector, with object: Any?, afterDelay delay: TimeInterval) {
        let request = PerformRequests.Request(target: self, selector: selector, object: object)
        let work = DispatchWorkItem { [self] in
            AppContext.current?.object(PerformRequests.init).remove(request)
            // A selector made from a name alone cannot be sent: the app's method is not known.
            if !selector.send(to: self, from: object, event: nil) {
                print("ScrollReel: perform(\(selector.name)) after a delay was not sent: its selector names no method of \(type(of: self))")
            }
        }
        request.work = work
        AppContext.current?.object(PerformRequests.init).add(request)
        DispatchQueue.main.asyncAfter(deadline: .now() + delay, execute: work)
    }

    /// As `perform(_:with:afterDelay:)`; every run-loop mode is the default one here.
    public func perform(_ selector: Selector, with object: Any?, afterDelay delay: TimeInterval, inModes modes: [RunLoop.Mode]) {
        perform(selector, with: object, afterDelay: delay)
    }

    /// Withdraws every request `perform(_:with:afterDelay:)` made of `target` not yet sent.
    public class func cancelPreviousPerformRequests(withTarget target: Any) {
        AppContext.current?.object(PerformRequests.init).cancel { $0.target === target as AnyObject }
    }

    /// Withdraws the requests made of `target` with this selector and an equal object (`isEqual`,
    /// as UIKit compares them; nil matches nil).
    public class func cancelPreviousPerformRequests(withTarget target: Any, selector: Selector, object: Any?) {
        AppContext.current?.object(PerformRequests.init).cancel {
            $0.target === target as AnyObject && $0.selector == selector && PerformRequests.equal($0.object, object)
        }
    }
}

/// The app's requests to send a method later, in the order made.
final class PerformRequests {
    final class Request {
        let target: AnyObject
        let selector: Selector
        let object: Any?
        var work: DispatchWorkItem?

        init(target: AnyObject, selector: Selector, object: Any?) {
            self.target = target
            self.selector = selector
            self.object = object
        }
    }

    private var pending: [Request] = []

    func add(_ request: Request) { pending.append(request) }

    func remove(_ request: Request) { pending.removeAll { $0 === request } }

    func cancel(where matches: (Request) -> Bool) {
        for request in pending where matches(request) { request.work?.cancel() }
        pending.removeAll(where: matches)
    }

    /// NSObject's `isEqual`, else the same object, else equal values that are hashable.
    static func equal(_ lhs: Any?, _ rhs: Any?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): true
        case let (lhs as NSObject, rhs as NSObject): lhs.isEqual(rhs)
        case let (lhs as AnyHashable, rhs as AnyHashable): lhs == rhs
        case let (lhs?, rhs?): (lhs as AnyObject) === (rhs as AnyObject)
        default: false
        }
    }
}
