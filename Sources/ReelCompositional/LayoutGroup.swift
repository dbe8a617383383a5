public import Foundation
public import ReelGeometry
import ReelLayout

/// Items (or groups) side by side or one above another, as `NSCollectionLayoutGroup`.
///
/// A group made with `subitems` repeats them, in order, for as long as the next one fits along
/// its axis (a group of one 0.2-wide item holds five: the grid of Apple's sample code); one made
/// with `count` holds exactly that many. A section repeats its group along the scroll axis until
/// every item has a place, each repeat taking as many items as the group holds (the last one
/// may be partly empty).
open class LayoutGroup: LayoutItem {
    /// The axis the subitems follow.
    public let axis: ScrollAxis
    public let subitems: [LayoutItem]
    /// Set by `horizontal(layoutSize:subitem:count:)`: the one subitem repeated, each taking an
    /// equal share of the group's length along its axis (the subitem's own size on that axis
    /// is not used).
    let repeatCount: Int?
    /// The space between subitems along the axis.
    public var interItemSpacing: LayoutSpacing?
    /// Set by `custom(layoutSize:itemProvider:)`: the cells' frames within the group.
    let itemProvider: CustomItemProvider?

    init(layoutSize: LayoutSize, axis: ScrollAxis, subitems: [LayoutItem], repeatCount: Int?,
         itemProvider: CustomItemProvider? = nil) {
        self.axis = axis
        self.subitems = subitems
        self.repeatCount = repeatCount
        self.itemProvider = itemProvider
        super.init(layoutSize: layoutSize)
    }

    /// `NSCollectionLayoutGroupCustomItemProvider`.
    public typealias CustomItemProvider = (LayoutEnvironment) -> [CustomItem]

    /// Cells at the frames `itemProvider` gives (relative to the group), as many as it gives.
    public static func custom(layoutSize: LayoutSize, itemProvider: @escaping CustomItemProvider) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [], repeatCount: nil, itemProvider: itemProvider)
    }

    /// Subitems left to right.
    public static func horizontal(layoutSize: LayoutSize, subitems: [LayoutItem]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, repeatCount: nil)
    }

    /// `subitem` `count` times left to right, sharing the group's width equally.
    public static func horizontal(layoutSize: LayoutSize, subitem: LayoutItem, count: Int) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], repeatCount: max(1, count))
    }

    /// `horizontal(layoutSize:subitem:count:)` under its iOS 16 name.
    public static func horizontal(layoutSize: LayoutSize, repeatingSubitem subitem: LayoutItem, count: Int) -> LayoutGroup {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// `vertical(layoutSize:subitem:count:)` under its iOS 16 name.
    public static func vertical(layoutSize: LayoutSize, repeatingSubitem subitem: LayoutItem, count: Int) -> LayoutGroup {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// Subitems top to bottom.
    public static func vertical(layoutSize: LayoutSize, subitems: [LayoutItem]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, repeatCount: nil)
    }

    /// `subitem` `count` times top to bottom, sharing the group's height equally.
    public static func vertical(layoutSize: LayoutSize, subitem: LayoutItem, count: Int) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], repeatCount: max(1, count))
    }

    /// The subitems laid out in a group of `size`: the repeated one `count` times, or the
    /// subitems cycled while the next fits (at least the first, at most 10,000).
    private func arranged(in size: CGSize) -> [LayoutItem] {
        if let count = repeatCount { return Array(repeating: subitems[0], count: count) }
        guard !subitems.isEmpty else { return [] }
        let content = contentSize(in: size)
        let length = axis.main(content)
        let spacing = interItemSpacing?.spacing ?? 0
        var items: [LayoutItem] = [], used: CGFloat = 0
        while items.count < 10_000 {
            let next = subitems[items.count % subitems.count]
            let edge = edges(of: next)
            let extent = axis.main(next.layoutSize.resolved(in: content)) + (items.isEmpty ? 0 : spacing)
                + edge.before.spacing + edge.after.spacing
            guard items.isEmpty || used + extent <= length + 0.001, extent > 0 || items.isEmpty else { break }
            items.append(next)
            used += extent
        }
        return items
    }

    /// `size` with an estimated side back at its estimate: how many subitems one repeat holds
    /// was settled there, before they measured (a vertical group of one estimated item holds
    /// one item however tall it grows).
    private func estimatedSize(_ size: CGSize) -> CGSize {
        var estimated = size
        if layoutSize.widthDimension.isEstimated { estimated.width = layoutSize.widthDimension.resolved(in: size) }
        if layoutSize.heightDimension.isEstimated { estimated.height = layoutSize.heightDimension.resolved(in: size) }
        return estimated
    }

    /// The group's content when it is `size` large: less its content insets.
    private func contentSize(in size: CGSize) -> CGSize {
        effectiveContentInsets.inset(CGRect(origin: .zero, size: size)).size
    }

    /// The slot `item` gets in this group's `content`: its size resolved there, a repeated
    /// subitem sharing the length along the axis (less the spacing) with its repeats.
    private func slotSize(of item: LayoutItem, in content: CGSize) -> CGSize {
        var size = item.layoutSize.resolved(in: content)
        if let count = repeatCount {
            let share = max(0, (axis.main(content) - CGFloat(count - 1) * (interItemSpacing?.spacing ?? 0)) / CGFloat(count))
            if axis == .horizontal { size.width = share } else { size.height = share }
        }
        return size
    }

    /// Cells one repeat of this group holds when it is `size` large (a custom group's come from
    /// its provider, which needs the environment); `Int.max` when there are more than that.
    /// - Complexity: O(arranged subitems) per level: a subitem's own count is found once.
    package func leafCount(in size: CGSize, environment: LayoutEnvironment? = nil) -> Int {
        if let itemProvider { return environment.map { itemProvider($0).count } ?? 0 }
        let content = contentSize(in: size)
        var counts = LeafCounts()
        return arranged(in: size).reduce(0) { total, item in
            let (sum, overflow) = total.addingReportingOverflow(counts.of(item, in: slotSize(of: item, in: content), environment))
            return overflow ? .max : sum
        }
    }

    /// Each subitem's size in this group's content: its slot, estimated sides measured by its
    /// cells, a nested group with an estimated side measured through its own items; siblings
    /// uniform on a side then all take the largest of them there.
    private func subitemSizes(_ items: [LayoutItem], in content: CGSize, context: CellContext, firstLeaf: Int)
        -> (sizes: [CGSize], present: [Bool]) {
        var leaf = firstLeaf, counts = LeafCounts(), leaves: [Int] = []
        let sizes = items.map { item in
            let size = slotSize(of: item, in: content)
            leaves.append(leaf)
            defer { leaf = leaf.addingReportingOverflow(counts.of(item, in: size, context.environment)).partialValue }
            if let group = item as? LayoutGroup { return group.measuredSize(size, context: context, firstLeaf: leaf) }
            return context.size(of: item, proposed: size, leaf: leaf)
        }
        // A slot past the section's last item is empty: it sets no sibling's size.
        let holds = leaves.map { $0 < context.items }
        let present = items.indices.filter { holds[$0] }
        let uniformWidths = present.filter { items[$0].layoutSize.widthDimension.isUniformAcrossSiblings }
        let uniformHeights = present.filter { items[$0].layoutSize.heightDimension.isUniformAcrossSiblings }
        let widest = uniformWidths.map { sizes[$0].width }.max() ?? 0
        let tallest = uniformHeights.map { sizes[$0].height }.max() ?? 0
        let resized = sizes.indices.map { index in
            CGSize(width: uniformWidths.contains(index) ? widest : sizes[index].width,
                   height: uniformHeights.contains(index) ? tallest : sizes[index].height)
        }
        return (resized, holds)
    }

    /// The group's size when `proposed` large: an estimated height (or width) becomes what its
    /// items measure — the largest across the axis, their sum (with spacing and edge spacing)
    /// along it — plus its content insets, as UIKit sizes a self-sizing group.
    /// - Complexity: O(leaves of the group's tree).
    func measuredSize(_ proposed: CGSize, context: CellContext, firstLeaf: Int) -> CGSize {
        let estimatedWidth = layoutSize.widthDimension.isEstimated, estimatedHeight = layoutSize.heightDimension.isEstimated
        guard (estimatedWidth || estimatedHeight), context.measure != nil, itemProvider == nil else { return proposed }
        let items = arranged(in: proposed)
        let measured = subitemSizes(items, in: contentSize(in: proposed), context: context, firstLeaf: firstLeaf)
        // The group is as large as the items it holds: empty slots past the section's end count
        // for nothing (all empty: the group keeps its slots' sizes).
        let holds = measured.present.contains(true) ? measured.present : measured.present.map { _ in true }
        let sizes = zip(measured.sizes, holds).filter(\.1).map(\.0)
        let itemEdges = zip(items.map(edges(of:)), holds).filter(\.1).map(\.0)
        let along = sizes.reduce(0) { $0 + axis.main($1) } + CGFloat(max(0, sizes.count - 1)) * (interItemSpacing?.spacing ?? 0)
            + itemEdges.reduce(0) { $0 + $1.before.spacing + $1.after.spacing }
        let across = zip(sizes, itemEdges).map { axis.cross($0) + $1.across }.max() ?? 0
        let insets = effectiveContentInsets
        var size = proposed
        if estimatedHeight { size.height = (axis == .vertical ? along : across) + insets.top + insets.bottom }
        if estimatedWidth { size.width = (axis == .horizontal ? along : across) + insets.leading + insets.trailing }
        return size
    }

    /// An item's edge spacing before and after it along the group's axis, and before it across.
    private func edges(of item: LayoutItem) -> (before: LayoutSpacing, after: LayoutSpacing, across: CGFloat) {
        let spacing = item.edgeSpacing
        let zero = LayoutSpacing.fixed(0)
        return axis == .horizontal
            ? (spacing?.leading ?? zero, spacing?.trailing ?? zero, spacing?.top?.spacing ?? 0)
            : (spacing?.top ?? zero, spacing?.bottom ?? zero, spacing?.leading?.spacing ?? 0)
    }

    /// - Complexity: O(leaves of the group's tree).
    override func cells(in slot: CGRect, limit: Int, context: CellContext, firstLeaf: Int) -> [PlacedCell] {
        if let itemProvider {
            guard let environment = context.environment else { return [] }
            return itemProvider(environment).prefix(max(0, limit)).map {
                PlacedCell(frame: $0.frame.offsetBy(dx: slot.minX, dy: slot.minY), supplementaryItems: [])
            }
        }
        let content = effectiveContentInsets.inset(slot)
        let items = arranged(in: estimatedSize(slot.size))
        let spacing = interItemSpacing ?? .fixed(0)
        let sizes = subitemSizes(items, in: content.size, context: context, firstLeaf: firstLeaf).sizes
        // Flexible spacing (between items, or an item's flexible edges) shares what the items
        // and the fixed spacing leave, never less than its minimum.
        let itemEdges = items.map(edges(of:))
        let flexibleEdges = itemEdges.reduce(0) { $0 + ($1.before.isFlexibleSpacing ? 1 : 0) + ($1.after.isFlexibleSpacing ? 1 : 0) }
        let gaps = spacing.isFlexibleSpacing ? max(0, items.count - 1) : 0
        let used = sizes.reduce(0) { $0 + axis.main($1) } + itemEdges.reduce(0) { $0 + $1.before.spacing + $1.after.spacing }
            + CGFloat(max(0, items.count - 1)) * spacing.spacing
        let extra = flexibleEdges + gaps > 0 ? max(0, axis.main(content.size) - used) / CGFloat(flexibleEdges + gaps) : 0
        func amount(_ spacing: LayoutSpacing) -> CGFloat { spacing.spacing + (spacing.isFlexibleSpacing ? extra : 0) }
        var placed: [PlacedCell] = []
        var cursor = axis.minMain(content)
        let crossStart = axis.cross.minMain(content)
        for (index, (item, size)) in zip(items, sizes).enumerated() {
            guard placed.count < limit else { break }
            if index > 0 { cursor += amount(spacing) }
            let edge = itemEdges[index]
            cursor += amount(edge.before)
            let itemSlot = axis.rect(main: cursor, cross: crossStart + edge.across, mainLength: axis.main(size), crossLength: axis.cross(size))
            placed += item.cells(in: itemSlot, limit: limit - placed.count, context: context, firstLeaf: firstLeaf + placed.count)
            cursor += axis.main(size) + amount(edge.after)
        }
        return placed
    }
}

/// Leaf counts of a group's subitems, each found once: a subitem repeated a thousand times has
/// one slot size, so one count.
private struct LeafCounts {
    private var known: [ObjectIdentifier: Int] = [:]

    /// The cells `item` holds in a slot of `size`: one for an item, its leaves for a group.
    mutating func of(_ item: LayoutItem, in size: CGSize, _ environment: LayoutEnvironment?) -> Int {
        guard let group = item as? LayoutGroup else { return 1 }
        if let count = known[ObjectIdentifier(group)] { return count }
        let count = group.leafCount(in: size, environment: environment)
        known[ObjectIdentifier(group)] = count
        return count
    }
}

/// A cell of a custom group, as `NSCollectionLayoutGroupCustomItem`: its frame within the group.
public struct CustomItem: Sendable, Hashable {
    public let frame: CGRect
    public let zIndex: Int

    public init(frame: CGRect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
