import Foundation
public import ReelLayout

// What UIKit's classes inherit from NSObject and app code relies on: identity equality and
// hashing (`Set<UIView>`, `==`), and class tests (`isKind(of:)`).

extension View: Hashable {
    public static func == (lhs: View, rhs: View) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Whether the view is an instance of `aClass` or of a subclass of it.
    public func isKind(of aClass: AnyClass) -> Bool { Self.isSubclass(type(of: self), of: aClass) }
    /// Whether the view is an instance of exactly `aClass`.
    public func isMember(of aClass: AnyClass) -> Bool { type(of: self) == aClass }

    /// `classForCoder`: the view's own class (apps name reuse identifiers after it).
    public var classForCoder: AnyClass { type(of: self) }
    public static func classForCoder() -> AnyClass { self }
}

extension UIViewController: Hashable {
    public static func == (lhs: UIViewController, rhs: UIViewController) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public func isKind(of aClass: AnyClass) -> Bool { View.isSubclass(type(of: self), of: aClass) }
    public func isMember(of aClass: AnyClass) -> Bool { type(of: self) == aClass }

    /// `classForCoder`: the view controller's own class.
    public var classForCoder: AnyClass { type(of: self) }
    public static func classForCoder() -> AnyClass { self }
}

extension UIGestureRecognizer {
    /// Whether the recogniser is an instance of `aClass` or of a subclass of it.
    public func isKind(of aClass: AnyClass) -> Bool { View.isSubclass(type(of: self), of: aClass) }
    public func isMember(of aClass: AnyClass) -> Bool { type(of: self) == aClass }
}

extension View {
    /// Whether `type` is `ancestor` or inherits from it.
    static func isSubclass(_ type: AnyClass, of ancestor: AnyClass) -> Bool {
        var current: AnyClass? = type
        while let candidate = current {
            if candidate == ancestor { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }
}
