public import Foundation
public import ReelGeometry

/// Items (or groups) side by side or one above another, as `NSCollectionLayoutGroup`.
///
/// A group made with `subitems` repeats them, in order, for as long as the next one fits along
/// its axis (a group of one 0.2-wide item holds five: the grid of Apple's sample code); one made
/// with `count` holds exactly that many. A section repeats its group along the scroll axis until
/// every item has a place, each repeat taking as many items as the group holds (the last one
/// may be partly empty).
open class LayoutGroup: LayoutItem {
    /// The axis the subitems follow.
    public let axis: Axis
    public let subitems: [LayoutItem]
    /// Set by `horizontal(layoutSize:subitem:count:)`: the one subitem repeated, each taking an
    /// equal share of the group's length along its axis (the subitem's own size on that axis
    /// is not used).
    let repeatCount: Int?
    /// The space between subitems along the axis.
    public var interItemSpacing: LayoutSpacing?
    /// Set by `custom(layoutSize:itemProvider:)`: the cells' frames within the group.
    let itemProvider: CustomItemProvider?

    init(layoutSize: LayoutSize, axis: Axis, subitems: [LayoutItem], repeatCount: Int?,
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
        let content = effectiveContentInsets.inset(CGRect(origin: .zero, size: size)).size
        let length = axis == .horizontal ? content.width : content.height
        let spacing = interItemSpacing?.spacing ?? 0
        var items: [LayoutItem] = [], used: CGFloat = 0
        while items.count < 10_000 {
            let next = subitems[items.count % subitems.count]
            let size = next.layoutSize.resolved(in: content)
            let extent = (axis == .horizontal ? size.width : size.height) + (items.isEmpty ? 0 : spacing)
                + edges(of: next).before.spacing + edges(of: next).after.spacing
            guard items.isEmpty || used + extent <= length + 0.001, extent > 0 || items.isEmpty else { break }
            items.append(next)
            used += extent
        }
        return items
    }

    /// Cells one repeat of this group holds when it is `size` large (a custom group's come from
    /// its provider, which needs the environment).
    package func leafCount(in size: CGSize, environment: LayoutEnvironment? = nil) -> Int {
        if let itemProvider { return environment.map { itemProvider($0).count } ?? 0 }
        return arranged(in: size).reduce(0) { total, item in
            if let group = item as? LayoutGroup {
                let inner = group.layoutSize.resolved(in: effectiveContentInsets.inset(CGRect(origin: .zero, size: size)).size)
                return total + group.leafCount(in: inner, environment: environment)
            }
            return total + 1
        }
    }

    /// Each subitem's size in this group's content: resolved against it (a repeated subitem
    /// shares the length along the axis), estimated sides measured by their cells, a nested
    /// group with an estimated side measured through its own items.
    private func subitemSizes(_ items: [LayoutItem], in content: CGSize, context: CellContext, firstLeaf: Int) -> [CGSize] {
        let length = axis == .horizontal ? content.width : content.height
        var leaf = firstLeaf
        let sizes = items.map { item in
            var size = item.layoutSize.resolved(in: content)
            if let count = repeatCount {
                let share = max(0, (length - CGFloat(count - 1) * (interItemSpacing?.spacing ?? 0)) / CGFloat(count))
                if axis == .horizontal { size.width = share } else { size.height = share }
            }
            defer { leaf += (item as? LayoutGroup)?.leafCount(in: size, environment: context.environment) ?? 1 }
            if let group = item as? LayoutGroup { return group.measuredSize(size, context: context, firstLeaf: leaf) }
            return context.size(of: item, proposed: size, leaf: leaf)
        }
        // Siblings uniform on a side all take the largest of them there.
        let uniformWidths = items.indices.filter { items[$0].layoutSize.widthDimension.isUniformAcrossSiblings }
        let uniformHeights = items.indices.filter { items[$0].layoutSize.heightDimension.isUniformAcrossSiblings }
        let widest = uniformWidths.map { sizes[$0].width }.max() ?? 0
        let tallest = uniformHeights.map { sizes[$0].height }.max() ?? 0
        return sizes.indices.map { index in
            CGSize(width: uniformWidths.contains(index) ? widest : sizes[index].width,
                   height: uniformHeights.contains(index) ? tallest : sizes[index].height)
        }
    }

    /// The group's size when `proposed` large: an estimated height (or width) becomes what its
    /// items measure — the tallest across a horizontal group, their sum (and spacing) down a
    /// vertical one — plus its content insets, as UIKit sizes a self-sizing group.
    /// - Complexity: O(leaves of the group's tree).
    func measuredSize(_ proposed: CGSize, context: CellContext, firstLeaf: Int) -> CGSize {
        let estimatedWidth = layoutSize.widthDimension.isEstimated, estimatedHeight = layoutSize.heightDimension.isEstimated
        guard (estimatedWidth || estimatedHeight), context.measure != nil, itemProvider == nil else { return proposed }
        let content = effectiveContentInsets.inset(CGRect(origin: .zero, size: proposed)).size
        let items = arranged(in: proposed)
        let sizes = subitemSizes(items, in: content, context: context, firstLeaf: firstLeaf)
        let gaps = CGFloat(max(0, items.count - 1)) * (interItemSpacing?.spacing ?? 0)
        var size = proposed
        if estimatedHeight {
            let across = zip(items, sizes).map { item, size in size.height + (axis == .horizontal ? edges(of: item).across : 0) }
            let inner = axis == .horizontal ? (across.max() ?? 0) : sizes.reduce(gaps) { $0 + $1.height }
            size.height = inner + effectiveContentInsets.top + effectiveContentInsets.bottom
        }
        if estimatedWidth {
            let inner = axis == .vertical ? (sizes.map(\.width).max() ?? 0) : sizes.reduce(gaps) { $0 + $1.width }
            size.width = inner + effectiveContentInsets.leading + effectiveContentInsets.trailing
        }
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
        let items = arranged(in: slot.size)
        let spacing = interItemSpacing ?? .fixed(0)
        // Each subitem's size, resolved in this group's content size; a repeated subitem shares
        // the length along the axis.
        let along: (CGSize) -> CGFloat = { self.axis == .horizontal ? $0.width : $0.height }
        let length = along(content.size)
        let sizes = subitemSizes(items, in: content.size, context: context, firstLeaf: firstLeaf)
        // Flexible spacing (between items, or an item's flexible edges) shares what the items
        // and the fixed spacing leave, never less than its minimum.
        let itemEdges = items.map(edges(of:))
        let flexibleEdges = itemEdges.reduce(0) { $0 + ($1.before.isFlexibleSpacing ? 1 : 0) + ($1.after.isFlexibleSpacing ? 1 : 0) }
        let gaps = spacing.isFlexibleSpacing ? max(0, items.count - 1) : 0
        let used = sizes.reduce(0) { $0 + along($1) } + itemEdges.reduce(0) { $0 + $1.before.spacing + $1.after.spacing }
            + CGFloat(max(0, items.count - 1)) * spacing.spacing
        let extra = flexibleEdges + gaps > 0 ? max(0, length - used) / CGFloat(flexibleEdges + gaps) : 0
        func amount(_ spacing: LayoutSpacing) -> CGFloat { spacing.spacing + (spacing.isFlexibleSpacing ? extra : 0) }
        var placed: [PlacedCell] = []
        var cursor = axis == .horizontal ? content.minX : content.minY
        for (index, (item, size)) in zip(items, sizes).enumerated() {
            guard placed.count < limit else { break }
            if index > 0 { cursor += amount(spacing) }
            let edge = itemEdges[index]
            cursor += amount(edge.before)
            let origin = axis == .horizontal ? CGPoint(x: cursor, y: content.minY + edge.across)
                : CGPoint(x: content.minX + edge.across, y: cursor)
            placed += item.cells(in: CGRect(origin: origin, size: size), limit: limit - placed.count, context: context,
                                 firstLeaf: firstLeaf + placed.count)
            cursor += along(size) + amount(edge.after)
        }
        return placed
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
