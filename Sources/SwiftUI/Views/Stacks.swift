/// `VStack`: views one above the other.
public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { bodyOfPrimitive("VStack") }
    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        StackNode(axis: .vertical, alignment: alignment.fraction, spacing: spacing, children: [SwiftUI.makeNode(content, in: environment)])
    }
}

/// `HStack`: views side by side.
public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { bodyOfPrimitive("HStack") }
    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        StackNode(axis: .horizontal, alignment: alignment.fraction, spacing: spacing, children: [SwiftUI.makeNode(content, in: environment)])
    }
}

/// `ZStack`: views over one another.
public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { bodyOfPrimitive("ZStack") }
    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        OverlayStackNode(alignment: alignment, children: [SwiftUI.makeNode(content, in: environment)])
    }
}

/// `LazyVStack` and `LazyHStack`: laid out as the stacks are (a reel shows what is on screen
/// either way).
public typealias LazyVStack = VStack
public typealias LazyHStack = HStack

/// `Spacer`: as much space as its stack has left, at least `minLength` (8 pt by default).
public struct Spacer: View, PrimitiveView {
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    public var body: Never { bodyOfPrimitive("Spacer") }
    func makeNode(in environment: EnvironmentValues) -> LayoutNode { SpacerNode(minLength: minLength) }
}

/// `Divider`: a hairline across its stack (a separator-coloured line of one pixel at @2x,
/// *our reading* of its thickness), as wide as it is offered.
public struct Divider: View, PrimitiveView {
    public init() {}

    public var body: Never { bodyOfPrimitive("Divider") }
    func makeNode(in environment: EnvironmentValues) -> LayoutNode { DividerNode() }
}

final class DividerNode: LeafNode {
    static let thickness: CGFloat = 0.5

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width ?? 0, height: Self.thickness)
    }

    override func makeView() -> UIView {
        let view = UIView()
        view.backgroundColor = .separator
        return view
    }
}

/// `ForEach`: a view for each element of a collection, laid out by the stack it is in.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0[keyPath: id] }
        self.content = content
    }

    public var body: Never { bodyOfPrimitive("ForEach") }
    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        GroupNode(children: data.map { element in
            SwiftUI.makeNode(content(element), in: environment.identified(by: id(element)))
        })
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0.id }
        self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.id = { $0 }
        self.content = content
    }
}
