/// `Selector`: the name of a method for target–action, and — Linux Swift has no Objective-C
/// runtime to call a method by name — the method itself, so the action can be sent. `scrollreel
/// port` rewrites `#selector(refresh(_:))` as `Selector("refresh:", Self.refresh(_:))`; a
/// selector made from a name alone (`Selector("refresh:")`) is kept and named when it would be
/// sent, as it cannot be.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    public let name: String
    /// Calls the method on a target of its class with the sender and the event; nil for a name alone.
    private let method: Method?

    public init(_ name: String) {
        self.name = name
        method = nil
    }

    public init(stringLiteral name: String) { self.init(name) }

    /// An action method without arguments: `@objc func refresh()`.
    public init<Target: AnyObject>(_ name: String, _ method: @escaping (Target) -> () -> Void) {
        self.name = name
        self.method = Method(of: Target.self) { target, _, _ in
            guard let target = target as? Target else { return false }
            method(target)()
            return true
        }
    }

    /// An action method given its sender: `@objc func refresh(_ sender: UIRefreshControl)`. A
    /// sender of another class is not passed (UIKit would pass it anyway; Swift cannot).
    public init<Target: AnyObject, Sender>(_ name: String, _ method: @escaping (Target) -> (Sender) -> Void) {
        self.name = name
        self.method = Method(of: Target.self) { target, sender, _ in
            guard let target = target as? Target, let sender = sender as? Sender else { return false }
            method(target)(sender)
            return true
        }
    }

    /// An action method given its sender and the event: `@objc func tapped(_ sender: UIButton, forEvent event: UIEvent)`.
    public init<Target: AnyObject, Sender>(_ name: String, _ method: @escaping (Target) -> (Sender, UIEvent) -> Void) {
        self.name = name
        self.method = Method(of: Target.self) { target, sender, event in
            guard let target = target as? Target, let sender = sender as? Sender, let event else { return false }
            method(target)(sender, event)
            return true
        }
    }

    /// Whether `target` has the method: it is of the class the method was taken from.
    package func isImplemented(by target: AnyObject) -> Bool {
        method?.responds(target) ?? false
    }

    /// Sends the action to `target`, as `UIApplication.sendAction(_:to:from:for:)` does; false
    /// when it cannot be sent (a name alone, or a target of another class).
    @discardableResult
    package func send(to target: AnyObject, from sender: Any?, event: UIEvent?) -> Bool {
        method?.call(target, sender, event) ?? false
    }

    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// The method a selector calls.
    private final class Method: @unchecked Sendable {
        let call: (AnyObject, Any?, UIEvent?) -> Bool
        let responds: (AnyObject) -> Bool

        init<Target: AnyObject>(of _: Target.Type, _ call: @escaping (AnyObject, Any?, UIEvent?) -> Bool) {
            self.call = call
            responds = { $0 is Target }
        }
    }
}
