import Foundation

/// `NSKeyValueObservingOptions`: what a key-value observer is told.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

/// `NSKeyValueChange`: how an observed value changed (a property is always set).
public enum NSKeyValueChange: UInt, Sendable { case setting = 1, insertion, removal, replacement }

/// `NSKeyValueChangeKey`: the keys of a change dictionary.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let kindKey = NSKeyValueChangeKey("kind")
    public static let newKey = NSKeyValueChangeKey("new")
    public static let oldKey = NSKeyValueChangeKey("old")
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}

/// An object told of observed values by key path string, as NSObject's subclasses are:
/// `observeValue(forKeyPath:of:change:context:)`.
public protocol KeyValueObserver: AnyObject {
    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?)
}

/// Key-value observing without an Objective-C runtime: an observed value is read again after
/// each piece of work the main run loop runs and after each layout pass, and its observer is told
/// when it differs — so an observer hears a change before the frame that shows it is drawn,
/// once per change however many times it was set in between.
package struct ObservedValueCheck {
    /// Reads the value now; nil when the observed object is gone.
    package var read: () -> Any??
    /// Tells the observer of a change from the first value to the second.
    package var tell: (Any?, Any?) -> Void
    package var last: Any?

    package init(read: @escaping () -> Any??, tell: @escaping (Any?, Any?) -> Void, last: Any?) {
        self.read = read
        self.tell = tell
        self.last = last
    }
}

extension ViewRuntime {
    /// Starts checking a value; returns the token that stops it.
    package func addObservedValueCheck(_ check: ObservedValueCheck) -> Int {
        nextObservationToken += 1
        observedValueChecks.append((nextObservationToken, check))
        return nextObservationToken
    }

    package func removeObservedValueCheck(_ token: Int) {
        observedValueChecks.removeAll { $0.token == token }
    }

    /// Reads every observed value, in the order they were observed, and tells the observers of
    /// those that changed; answers whether any did.
    /// - Complexity: O(n) in the observations, besides the observers' work.
    package func checkObservedValues() -> Bool {
        var changed = false
        for (token, check) in observedValueChecks {
            guard let value = check.read() else {
                removeObservedValueCheck(token)
                continue
            }
            guard !Self.same(value, check.last) else { continue }
            if let index = observedValueChecks.firstIndex(where: { $0.token == token }) { observedValueChecks[index].check.last = value }
            changed = true
            check.tell(check.last, value)
        }
        return changed
    }

    /// Whether two observed values are the same: equal when they can be compared, the same
    /// object, else the same description.
    static func same(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        case let (a?, b?):
            if let a = a as? AnyHashable, let b = b as? AnyHashable { return a == b }
            if type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
            return String(describing: a) == String(describing: b)
        }
    }
}

extension UIView {
    /// `addObserver(_:forKeyPath:options:context:)`: the observer's
    /// `observeValue(forKeyPath:of:change:context:)` hears the value at `keyPath` (a key
    /// ``value(forKey:)`` answers) when it changes, checked as ``ObservedValueCheck`` says.
    public func addObserver(_ observer: AnyObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {
        guard let runtime = ViewRuntime.running else { return }
        weak let object = self
        weak let told = observer as? KeyValueObserver
        let initial = value(forKeyPath: keyPath)
        let token = runtime.addObservedValueCheck(ObservedValueCheck(
            read: { object.map { $0.value(forKeyPath: keyPath) } },
            tell: { old, new in
                guard let object else { return }
                told?.observeValue(forKeyPath: keyPath, of: object, change: Self.change(old: old, new: new, options: options), context: context)
            },
            last: initial))
        keyValueObservers.append((ObjectIdentifier(observer), keyPath, token))
        if options.contains(.initial) {
            // The initial notification has no old value (Foundation's `.initial`).
            told?.observeValue(forKeyPath: keyPath, of: self, change: Self.change(old: nil, new: initial, options: options.subtracting(.old)),
                               context: context)
        }
    }

    /// A change dictionary as Foundation makes one: the kind, and the values `options` asks for
    /// (`NSNull` for nil).
    private static func change(old: Any?, new: Any?, options: NSKeyValueObservingOptions) -> [NSKeyValueChangeKey: Any] {
        var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
        if options.contains(.new) { change[.newKey] = new ?? NSNull() }
        if options.contains(.old) { change[.oldKey] = old ?? NSNull() }
        return change
    }

    public func removeObserver(_ observer: AnyObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        removeObserver(observer, forKeyPath: keyPath)
    }

    public func removeObserver(_ observer: AnyObject, forKeyPath keyPath: String) {
        for entry in keyValueObservers where entry.observer == ObjectIdentifier(observer) && entry.keyPath == keyPath {
            ViewRuntime.running?.removeObservedValueCheck(entry.token)
        }
        keyValueObservers.removeAll { $0.observer == ObjectIdentifier(observer) && $0.keyPath == keyPath }
    }

    /// The value at a dotted key path: each key after the first is read from the view the key
    /// before answers (a path through anything else ends there).
    public func value(forKeyPath keyPath: String) -> Any? {
        let keys = keyPath.split(separator: ".").map(String.init)
        guard let first = keys.first else { return nil }
        var value = self.value(forKey: first)
        for key in keys.dropFirst() {
            guard let view = value as? UIView else { return value }
            value = view.value(forKey: key)
        }
        return value
    }
}

extension UIView: KeyValueObserver {}
