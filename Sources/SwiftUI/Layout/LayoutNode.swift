import UIKit

/// A view resolved for layout: it answers the size it takes for a proposal (SwiftUI's layout:
/// the parent proposes, the child chooses, the parent places) and, placed, adds the UIKit views
/// that draw it to a canvas view.
class LayoutNode {
    /// The size this view takes when offered `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }

    /// Adds the views that draw this one to `canvas`, filling `frame` (in the canvas's
    /// coordinates), which the parent sized by ``sizeThatFits(_:)``.
    func place(in frame: CGRect, on canvas: UIView) {}

    /// Places this view at the size it takes when offered `offer`, aligned in `frame` (a frame
    /// modifier's content, a `ZStack`'s views, a hosted root).
    final func place(offered offer: ProposedViewSize, aligned alignment: Alignment, in frame: CGRect, on canvas: UIView) {
        let size = sizeThatFits(offer)
        place(in: CGRect(origin: alignment.origin(of: size, in: frame), size: size), on: canvas)
    }

    /// The views a stack lays out one by one for this one: a group's are its children's.
    var stackChildren: [LayoutNode] { [self] }

    /// `layoutPriority(_:)`: a stack offers its space to higher priorities first.
    var layoutPriority: Double = 0
}

/// A view that is several (a `@ViewBuilder` block, `Group`, `ForEach`): a stack lays out each
/// one; alone, they stand in a vertical stack, as SwiftUI lays out a root of several views.
final class GroupNode: LayoutNode {
    let children: [LayoutNode]

    init(children: [LayoutNode]) {
        self.children = children
    }

    override var stackChildren: [LayoutNode] { children.flatMap(\.stackChildren) }

    private lazy var implicitStack = StackNode(axis: .vertical, alignment: 0.5, spacing: nil, children: children)

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        implicitStack.sizeThatFits(proposal)
    }

    override func place(in frame: CGRect, on canvas: UIView) {
        implicitStack.place(in: frame, on: canvas)
    }
}

/// A view drawn by one UIKit view: text, an image, a shape, a control.
class LeafNode: LayoutNode {
    /// The view that draws it, made for each placement.
    func makeView() -> UIView { UIView() }

    override func place(in frame: CGRect, on canvas: UIView) {
        let view = makeView()
        view.frame = frame
        canvas.addSubview(view)
    }
}

/// A view that modifies one other (padding, a frame, a background, a tap): it has that view's
/// layout priority and, unless it says otherwise, its size and place.
class ModifierNode: LayoutNode {
    let content: LayoutNode

    init(content: LayoutNode) {
        self.content = content
        super.init()
        layoutPriority = content.layoutPriority
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { content.sizeThatFits(proposal) }

    override func place(in frame: CGRect, on canvas: UIView) {
        content.place(in: frame, on: canvas)
    }
}

/// A view whose size its content decides, drawn in a container that its modifiers change
/// (opacity, clipping, corners, offset): the content is placed inside the container.
final class ContainerNode: ModifierNode {
    let configure: (UIView) -> Void

    init(content: LayoutNode, configure: @escaping (UIView) -> Void) {
        self.configure = configure
        super.init(content: content)
    }

    override func place(in frame: CGRect, on canvas: UIView) {
        let container = UIView(frame: frame)
        configure(container)
        canvas.addSubview(container)
        content.place(in: CGRect(origin: .zero, size: frame.size), on: container)
    }
}
