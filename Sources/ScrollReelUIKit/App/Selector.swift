/// `Selector`: the name of a method for target–action. Linux Swift has no Objective-C runtime
/// to call a method by name, so actions are kept, never sent; `scrollreel port` rewrites
/// `#selector(refresh(_:))` as `Selector("refresh:")`.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    public let name: String

    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }
}
