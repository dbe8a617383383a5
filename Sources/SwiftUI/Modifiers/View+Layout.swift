public import Foundation

/// SwiftUI's padding on iOS where no length is given (*our reading* of its default, 16 pt:
/// docs/facts.md, "SwiftUI").
let defaultPadding: CGFloat = 16

extension View {
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(EdgeInsets(edges, length ?? defaultPadding))
    }

    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    public func padding(_ insets: EdgeInsets) -> some View {
        wrappingNode { node, _ in PaddingNode(insets: insets, content: node) }
    }

    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        wrappingNode { node, _ in FixedFrameNode(width: width, height: height, alignment: alignment, content: node) }
    }

    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        wrappingNode { node, _ in
            FlexibleFrameNode(width: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
                              height: .init(min: minHeight, ideal: idealHeight, max: maxHeight),
                              alignment: alignment, content: node)
        }
    }

    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        wrappingNode { node, _ in AspectRatioNode(ratio: aspectRatio, contentMode: contentMode, content: node) }
    }

    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }

    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

    public func offset(_ offset: CGSize) -> some View {
        wrappingNode { node, _ in OffsetNode(offset: offset, content: node) }
    }

    public func layoutPriority(_ value: Double) -> some View {
        wrappingNode { node, _ in
            node.layoutPriority = value
            return node
        }
    }

    /// `fixedSize()`: the view's ideal size whatever it is offered.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        wrappingNode { node, _ in FixedSizeNode(horizontal: horizontal, vertical: vertical, content: node) }
    }

    /// (Disfavoured: `background(Color.red)` is the style's, which reaches into the safe area,
    /// as SwiftUI chooses it.)
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        decorated(by: background, alignment: alignment, isOverlay: false)
    }

    public func background<Background: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Background) -> some View {
        decorated(by: content(), alignment: alignment, isOverlay: false)
    }

    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        decorated(by: style.resolvedColor, alignment: .center, isOverlay: false, safeAreaEdges: edges)
    }

    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        decorated(by: shape.fill(style), alignment: .center, isOverlay: false)
    }

    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        decorated(by: overlay, alignment: alignment, isOverlay: true)
    }

    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> some View {
        decorated(by: content(), alignment: alignment, isOverlay: true)
    }

    private func decorated<Decoration: View>(by decoration: Decoration, alignment: Alignment, isOverlay: Bool,
                                             safeAreaEdges: Edge.Set = []) -> some View {
        wrappingNode { node, environment in
            DecorationNode(content: node, decoration: SwiftUI.makeNode(decoration, in: environment), alignment: alignment,
                           isOverlay: isOverlay, safeAreaEdges: safeAreaEdges)
        }
    }
}

/// `FillStyle`.
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// `fixedSize(horizontal:vertical:)`: offered its ideal size on the fixed axes.
final class FixedSizeNode: ModifierNode {
    let horizontal: Bool
    let vertical: Bool

    init(horizontal: Bool, vertical: Bool, content: LayoutNode) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(content: content)
    }

    private func offer(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { content.sizeThatFits(offer(proposal)) }
}
