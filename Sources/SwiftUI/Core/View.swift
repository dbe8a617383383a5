import UIKit

/// `View`: a description of part of a screen. A view is a value; its `body` describes it by
/// other views, down to the primitive ones (text, images, shapes, stacks) that ScrollReel lays
/// out and draws.
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

/// A primitive view: its body is never asked for; it resolves to a layout node itself.
protocol PrimitiveView {
    func makeNode(in environment: EnvironmentValues) -> LayoutNode
}

extension PrimitiveView {
    /// What SwiftUI does when a primitive's body is asked for.
    func bodyOfPrimitive(_ name: String) -> Never {
        fatalError("\(name) is a primitive view and has no body")
    }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// Resolves `view` to its layout node: a primitive makes its own; any other view is its body,
/// asked for with the environment it is in (what `@Environment` properties read), once its
/// `@State` properties are linked to what the hosting view keeps for its identity and the
/// objects it observes are watched.
/// - Complexity: O(n) in the views the description holds.
func makeNode<V: View>(_ view: V, in environment: EnvironmentValues) -> LayoutNode {
    if let primitive = view as? PrimitiveView { return primitive.makeNode(in: environment) }
    if let represented = RepresentableResolution.node(view, in: environment.identified(by: String(describing: V.self))) { return represented }
    let environment = environment.identified(by: String(describing: V.self))
    return EnvironmentValues.withCurrent(environment) {
        HostingView.resolving?.link(view, at: environment.identity)
        return makeNode(view.body, in: environment)
    }
}

/// `EmptyView`: nothing, taking no space.
public struct EmptyView: View, PrimitiveView {
    public init() {}
    public var body: Never { bodyOfPrimitive("EmptyView") }
    func makeNode(in environment: EnvironmentValues) -> LayoutNode { GroupNode(children: []) }
}

/// `AnyView`: a view of any type.
public struct AnyView: View, PrimitiveView {
    private let resolve: (EnvironmentValues) -> LayoutNode

    public init<V: View>(_ view: V) {
        resolve = { SwiftUI.makeNode(view, in: $0) }
    }

    public init<V: View>(erasing view: V) { self.init(view) }

    public var body: Never { bodyOfPrimitive("AnyView") }
    func makeNode(in environment: EnvironmentValues) -> LayoutNode { resolve(environment) }
}

/// `TupleView`: the views a `@ViewBuilder` block lists, in order.
public struct TupleView<T>: View, PrimitiveView {
    public var value: T
    private let children: [(EnvironmentValues) -> LayoutNode]

    public init(_ value: T) {
        self.value = value
        children = []
    }

    init(_ value: T, children: [(EnvironmentValues) -> LayoutNode]) {
        self.value = value
        self.children = children
    }

    public var body: Never { bodyOfPrimitive("TupleView") }
    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        GroupNode(children: children.enumerated().map { index, child in child(environment.identified(by: index)) })
    }
}

/// `_ConditionalContent`: one of two views, as an `if`/`else` in a `@ViewBuilder` chose.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    public var body: Never { bodyOfPrimitive("_ConditionalContent") }
    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        switch storage {
        case .trueContent(let view): SwiftUI.makeNode(view, in: environment.identified(by: "if"))
        case .falseContent(let view): SwiftUI.makeNode(view, in: environment.identified(by: "else"))
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("Optional is a primitive view and has no body") }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        map { SwiftUI.makeNode($0, in: environment) } ?? GroupNode(children: [])
    }
}

/// `Group`: several views treated as one, laid out by the stack they are in.
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { bodyOfPrimitive("Group") }
    func makeNode(in environment: EnvironmentValues) -> LayoutNode { SwiftUI.makeNode(content, in: environment) }
}
