public import Foundation
public import ReelLayout

/// `NSKeyValueObservation`: an observation made with `observe(_:options:changeHandler:)`; it
/// ends when invalidated or released, as Foundation's does.
public final class NSKeyValueObservation {
    private var token: Int?
    private weak var runtime: ViewRuntime?

    init(token: Int?, runtime: ViewRuntime?) {
        self.token = token
        self.runtime = runtime
    }

    public func invalidate() {
        if let token { runtime?.removeObservedValueCheck(token) }
        token = nil
    }

    deinit { invalidate() }
}

/// `NSKeyValueObservedChange`: what a change handler is told.
public struct NSKeyValueObservedChange<Value> {
    public let kind: NSKeyValueChange
    public let newValue: Value?
    public let oldValue: Value?
    public let indexes: IndexSet? = nil
    public let isPrior = false
}

/// Foundation's name for what can be observed by key path: every `NSObject`, as on iOS (UIKit's
/// views, view controllers and responders, Foundation's `Progress`, the app's own objects). Changes are found as ``ObservedValueCheck`` says: after each turn of the
/// main run loop's work and each layout pass, before the frame is drawn.
public protocol _KeyValueCodingAndObserving: AnyObject {}

extension _KeyValueCodingAndObserving {
    /// `observe(_:options:changeHandler:)`: `changeHandler` hears each change of the value at
    /// `keyPath` until the observation returned is invalidated or released.
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let current = self[keyPath: keyPath]
        if options.contains(.initial) {
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? current : nil, oldValue: nil))
        }
        guard let runtime = ViewRuntime.running else { return NSKeyValueObservation(token: nil, runtime: nil) }
        weak let object = self
        let token = runtime.addObservedValueCheck(ObservedValueCheck(
            read: { object.map { $0[keyPath: keyPath] } },
            tell: { old, new in
                guard let object else { return }
                changeHandler(object, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? new as? Value : nil,
                                                               oldValue: options.contains(.old) ? old as? Value : nil))
            },
            last: current))
        return NSKeyValueObservation(token: token, runtime: runtime)
    }
}

extension NSObject: _KeyValueCodingAndObserving {}
extension UIViewController: KeyValueObserver {}
