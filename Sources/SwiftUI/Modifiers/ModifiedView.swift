/// A view with a modifier applied: the modifier changes the environment its content is resolved
/// in, or wraps the content's node in one of its own (padding, a frame, a background).
struct ModifiedView<Content: View>: View, PrimitiveView {
    let content: Content
    let modify: (EnvironmentValues, (EnvironmentValues) -> LayoutNode) -> LayoutNode

    var body: Never { bodyOfPrimitive("ModifiedView") }
    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        modify(environment) { SwiftUI.makeNode(content, in: $0) }
    }
}

extension View {
    /// This view resolved in an environment `change` changed.
    func transformingEnvironment(_ change: @escaping (inout EnvironmentValues) -> Void) -> ModifiedView<Self> {
        ModifiedView(content: self) { environment, resolve in
            var environment = environment
            change(&environment)
            return resolve(environment)
        }
    }

    /// This view's node wrapped by `wrap`.
    func wrappingNode(_ wrap: @escaping (LayoutNode, EnvironmentValues) -> LayoutNode) -> ModifiedView<Self> {
        ModifiedView(content: self) { environment, resolve in wrap(resolve(environment), environment) }
    }
}

/// `ViewModifier`: an app's own modifier, applied with `modifier(_:)`: its body is made from the
/// content it is given.
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// The content a `ViewModifier`'s body wraps.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let resolve: (EnvironmentValues) -> LayoutNode

    public var body: Never { bodyOfPrimitive("ViewModifier.Content") }
    func makeNode(in environment: EnvironmentValues) -> LayoutNode { resolve(environment) }
}

/// `ModifiedContent`: a view with an app's modifier.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, PrimitiveView {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    public var body: Never { bodyOfPrimitive("ModifiedContent") }
    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let content = content
        let wrapped = _ViewModifier_Content<Modifier> { SwiftUI.makeNode(content, in: $0) }
        return SwiftUI.makeNode(modifier.body(content: wrapped), in: environment)
    }
}

extension View {
    public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
