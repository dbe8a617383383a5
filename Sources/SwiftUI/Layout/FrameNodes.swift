import UIKit

/// `padding(_:)`: the content offered the proposal less the insets, and placed inside them.
final class PaddingNode: ModifierNode {
    let insets: EdgeInsets

    init(insets: EdgeInsets, content: LayoutNode) {
        self.insets = insets
        super.init(content: content)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let offer = ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.horizontal) },
                                     height: proposal.height.map { max(0, $0 - insets.vertical) })
        let size = content.sizeThatFits(offer)
        return CGSize(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    override func place(in frame: CGRect, on canvas: UIView) {
        content.place(in: insets.inset(frame), on: canvas)
    }
}

/// `frame(width:height:alignment:)`: a fixed size on the axes given (the content's own on the
/// others); the content is offered it and aligned inside.
final class FixedFrameNode: ModifierNode {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    init(width: CGFloat?, height: CGFloat?, alignment: Alignment, content: LayoutNode) {
        self.width = width
        self.height = height
        self.alignment = alignment
        super.init(content: content)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let offer = ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
        let size = (width == nil || height == nil) ? content.sizeThatFits(offer) : .zero
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    override func place(in frame: CGRect, on canvas: UIView) {
        content.place(offered: ProposedViewSize(frame.size), aligned: alignment, in: frame, on: canvas)
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`: on each
/// axis the content is offered the proposal (or the ideal) within the limits; the frame takes
/// the content's size, grown toward a larger proposal up to the maximum and shrunk toward a
/// smaller one down to the minimum (so `maxWidth: .infinity` fills what it is offered).
final class FlexibleFrameNode: ModifierNode {
    struct Limits {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?

        func clamp(_ value: CGFloat) -> CGFloat {
            var value = value
            if let max { value = Swift.min(value, max) }
            if let min { value = Swift.max(value, min) }
            return value
        }

        /// What the content is offered for `offer`.
        func offer(_ offer: CGFloat?) -> CGFloat? {
            guard let value = offer ?? ideal else { return nil }
            return clamp(value)
        }

        /// The frame's length for a content of `length` offered `offer`.
        func length(content length: CGFloat, offer: CGFloat?) -> CGFloat {
            var result = length
            let proposed = offer ?? ideal
            if let max, let proposed, proposed > result { result = Swift.min(proposed, max) }
            if let min, let proposed, proposed < result { result = Swift.max(proposed, min) }
            return clamp(result)
        }
    }

    let width: Limits
    let height: Limits
    let alignment: Alignment

    init(width: Limits, height: Limits, alignment: Alignment, content: LayoutNode) {
        self.width = width
        self.height = height
        self.alignment = alignment
        super.init(content: content)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = content.sizeThatFits(ProposedViewSize(width: width.offer(proposal.width), height: height.offer(proposal.height)))
        return CGSize(width: width.length(content: size.width, offer: proposal.width),
                      height: height.length(content: size.height, offer: proposal.height))
    }

    override func place(in frame: CGRect, on canvas: UIView) {
        content.place(offered: ProposedViewSize(width: width.offer(frame.width), height: height.offer(frame.height)),
                      aligned: alignment, in: frame, on: canvas)
    }
}

/// `background(_:alignment:)` and `overlay(_:alignment:)`: the decoration is offered the
/// content's size and drawn behind it or over it; the content alone decides the size. A
/// background style reaches on into the safe area on the edges it names where the content
/// touches it (`background(_:ignoresSafeAreaEdges:)`, `.all` by default: Apple's reference).
final class DecorationNode: ModifierNode {
    let decoration: LayoutNode
    let alignment: Alignment
    let isOverlay: Bool
    let safeAreaEdges: Edge.Set

    init(content: LayoutNode, decoration: LayoutNode, alignment: Alignment, isOverlay: Bool, safeAreaEdges: Edge.Set = []) {
        self.decoration = decoration
        self.alignment = alignment
        self.isOverlay = isOverlay
        self.safeAreaEdges = safeAreaEdges
        super.init(content: content)
    }

    override func place(in frame: CGRect, on canvas: UIView) {
        let decorationFrame = HostingView.resolving?.extending(frame, of: canvas, intoSafeArea: safeAreaEdges) ?? frame
        if !isOverlay {
            decoration.place(offered: ProposedViewSize(decorationFrame.size), aligned: alignment, in: decorationFrame, on: canvas)
        }
        content.place(in: frame, on: canvas)
        if isOverlay { decoration.place(offered: ProposedViewSize(frame.size), aligned: alignment, in: frame, on: canvas) }
    }
}

/// `aspectRatio(_:contentMode:)`: the largest size of the ratio (the content's own ideal ratio
/// when none is given) that fits the proposal, or the smallest that fills it.
final class AspectRatioNode: ModifierNode {
    let ratio: CGFloat?
    let contentMode: ContentMode

    init(ratio: CGFloat?, contentMode: ContentMode, content: LayoutNode) {
        self.ratio = ratio
        self.contentMode = contentMode
        super.init(content: content)
    }

    private func size(for proposal: ProposedViewSize) -> CGSize {
        let ideal = content.sizeThatFits(.unspecified)
        let ratio = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard ratio > 0, ratio.isFinite else { return content.sizeThatFits(proposal) }
        switch (proposal.width, proposal.height) {
        case (nil, nil):
            return CGSize(width: ideal.width, height: ideal.width / ratio)
        case (let width?, nil):
            return CGSize(width: width, height: width / ratio)
        case (nil, let height?):
            return CGSize(width: height * ratio, height: height)
        case (let width?, let height?):
            let byWidth = CGSize(width: width, height: width / ratio)
            let byHeight = CGSize(width: height * ratio, height: height)
            let fitsByWidth = byWidth.height <= height
            switch contentMode {
            case .fit: return fitsByWidth ? byWidth : byHeight
            case .fill: return fitsByWidth ? byHeight : byWidth
            }
        }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        content.sizeThatFits(ProposedViewSize(size(for: proposal)))
    }

    override func place(in frame: CGRect, on canvas: UIView) {
        content.place(offered: ProposedViewSize(size(for: ProposedViewSize(frame.size))), aligned: .center, in: frame, on: canvas)
    }
}

/// `offset(x:y:)`: drawn moved; laid out where it was.
final class OffsetNode: ModifierNode {
    let offset: CGSize

    init(offset: CGSize, content: LayoutNode) {
        self.offset = offset
        super.init(content: content)
    }

    override func place(in frame: CGRect, on canvas: UIView) {
        content.place(in: frame.offsetBy(dx: offset.width, dy: offset.height), on: canvas)
    }
}
