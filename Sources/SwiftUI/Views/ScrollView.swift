import UIKit

/// `ScrollView`: a `UIScrollView` that fills what it is offered, its content laid out at its
/// ideal length along the scrolling axis (and offered the width across it); the reel's drags
/// scroll it as they scroll UIKit's.
public struct ScrollView<Content: View>: View, PrimitiveView {
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: Never { bodyOfPrimitive("ScrollView") }
    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        ScrollNode(axes: axes, showsIndicators: showsIndicators,
                   content: StackNode(axis: .vertical, alignment: 0.5, spacing: nil, children: [SwiftUI.makeNode(content, in: environment)]))
    }
}

final class ScrollNode: LayoutNode {
    let axes: Axis.Set
    let showsIndicators: Bool
    let content: LayoutNode

    init(axes: Axis.Set, showsIndicators: Bool, content: LayoutNode) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content
    }

    /// What the content is offered: nothing along the scrolling axes (its ideal length).
    private func offer(_ size: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : size.width, height: axes.contains(.vertical) ? nil : size.height)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let content = content.sizeThatFits(offer(proposal))
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    override func place(in frame: CGRect, on canvas: UIView) {
        let scrollView = UIScrollView(frame: frame)
        scrollView.showsVerticalScrollIndicator = showsIndicators
        scrollView.showsHorizontalScrollIndicator = showsIndicators
        let size = content.sizeThatFits(offer(ProposedViewSize(frame.size)))
        scrollView.contentSize = CGSize(width: axes.contains(.horizontal) ? size.width : frame.width,
                                        height: axes.contains(.vertical) ? size.height : frame.height)
        canvas.addSubview(scrollView)
        // Narrower than the scroll view across its axis, the content is centred there.
        let origin = CGPoint(x: axes.contains(.horizontal) ? 0 : max(0, (frame.width - size.width) / 2),
                             y: axes.contains(.vertical) ? 0 : max(0, (frame.height - size.height) / 2))
        content.place(in: CGRect(origin: origin, size: size), on: scrollView)
    }
}
