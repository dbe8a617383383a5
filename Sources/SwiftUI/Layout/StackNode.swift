import UIKit

/// `HStack` and `VStack` laid out as SwiftUI lays them out: the spacing between the views is
/// taken off the proposal first, then each view, least flexible first (by the difference
/// between its largest and smallest size along the axis), is offered an equal share of what is
/// left and takes what it takes. Across the axis each view is offered the stack's proposal and
/// placed by the alignment (docs/facts.md, "SwiftUI").
final class StackNode: LayoutNode {
    /// The spacing SwiftUI's stacks put between views when none is given, and a `Spacer`'s
    /// smallest length.
    static let defaultSpacing: CGFloat = 8

    let axis: Axis
    /// Where across the axis a view sits: 0 leading or top, 0.5 centre, 1 trailing or bottom.
    let alignment: CGFloat
    let spacing: CGFloat
    let children: [LayoutNode]

    init(axis: Axis, alignment: CGFloat, spacing: CGFloat?, children: [LayoutNode]) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing ?? Self.defaultSpacing
        self.children = children.flatMap(\.stackChildren).map { child in
            (child as? SpacerNode)?.along(axis) ?? child
        }
    }

    /// The size of each view for `proposal`: the views of a higher `layoutPriority` first,
    /// offered what is left less the smallest lengths of the lower ones; within a priority, the
    /// least flexible first, each offered an equal share of what is left to the group.
    /// - Complexity: O(n log n) in the views, each asked three times.
    private func sizes(for proposal: ProposedViewSize) -> [CGSize] {
        guard let length = proposal[axis] else { return children.map { $0.sizeThatFits(proposal) } }
        var remaining = max(0, length - spacing * CGFloat(max(0, children.count - 1)))
        var smallest = proposal, largest = proposal
        smallest[axis] = 0
        largest[axis] = .infinity
        let minimum = children.map { $0.sizeThatFits(smallest)[axis] }
        let flexibility = children.indices.map { index -> CGFloat in
            let range = children[index].sizeThatFits(largest)[axis] - minimum[index]
            return range.isNaN ? .infinity : range
        }
        let priorities = Set(children.map(\.layoutPriority)).sorted(by: >)
        var sizes = Array(repeating: CGSize.zero, count: children.count)
        for priority in priorities {
            let group = children.indices.filter { children[$0].layoutPriority == priority }
                .sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
            let reservedForLower = children.indices.filter { children[$0].layoutPriority < priority }.reduce(0) { $0 + minimum[$1] }
            var available = max(0, remaining - reservedForLower)
            for (done, index) in group.enumerated() {
                var offer = proposal
                offer[axis] = available / CGFloat(group.count - done)
                let size = children[index].sizeThatFits(offer)
                sizes[index] = size
                available = max(0, available - size[axis])
                remaining = max(0, remaining - size[axis])
            }
        }
        return sizes
    }

    /// The views' sizes for the proposal the stack was last sized for, and the size it took:
    /// placed at that size, the stack places them as they were measured (a stack that overflows
    /// what it was offered is not measured again at its own size).
    private var lastLayout: (size: CGSize, sizes: [CGSize])?

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let sizes = sizes(for: proposal)
        var size = CGSize.zero
        size[axis] = sizes.reduce(0) { $0 + $1[axis] } + spacing * CGFloat(max(0, sizes.count - 1))
        size[axis.other] = sizes.map { $0[axis.other] }.max() ?? 0
        lastLayout = (size, sizes)
        return size
    }

    override func place(in frame: CGRect, on canvas: UIView) {
        let sizes = lastLayout.flatMap { $0.size == frame.size ? $0.sizes : nil } ?? sizes(for: ProposedViewSize(frame.size))
        var position = axis == .horizontal ? frame.minX : frame.minY
        for (child, size) in zip(children, sizes) {
            let cross = axis == .horizontal
                ? frame.minY + (frame.height - size.height) * alignment
                : frame.minX + (frame.width - size.width) * alignment
            let origin = axis == .horizontal ? CGPoint(x: position, y: cross) : CGPoint(x: cross, y: position)
            child.place(in: CGRect(origin: origin, size: size), on: canvas)
            position += size[axis] + spacing
        }
    }
}

/// `ZStack`: every view offered the whole proposal and laid over the one before, aligned.
final class OverlayStackNode: LayoutNode {
    let alignment: Alignment
    let children: [LayoutNode]

    init(alignment: Alignment, children: [LayoutNode]) {
        self.alignment = alignment
        self.children = children.flatMap(\.stackChildren)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        children.reduce(CGSize.zero) { size, child in
            let childSize = child.sizeThatFits(proposal)
            return CGSize(width: max(size.width, childSize.width), height: max(size.height, childSize.height))
        }
    }

    override func place(in frame: CGRect, on canvas: UIView) {
        for child in children {
            child.place(offered: ProposedViewSize(frame.size), aligned: alignment, in: frame, on: canvas)
        }
    }
}

/// `Spacer`: as long as it is offered along its stack (at least `minLength`), nothing across.
final class SpacerNode: LayoutNode {
    let minLength: CGFloat
    /// The axis of the stack it is in; outside a stack it grows both ways.
    let axis: Axis?

    init(minLength: CGFloat?, axis: Axis? = nil) {
        self.minLength = minLength ?? StackNode.defaultSpacing
        self.axis = axis
    }

    func along(_ axis: Axis) -> SpacerNode { SpacerNode(minLength: minLength, axis: axis) }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        func length(_ offer: CGFloat?) -> CGFloat { max(minLength, offer ?? minLength) }
        switch axis {
        case .horizontal: return CGSize(width: length(proposal.width), height: 0)
        case .vertical: return CGSize(width: 0, height: length(proposal.height))
        case nil: return CGSize(width: length(proposal.width), height: length(proposal.height))
        }
    }
}
