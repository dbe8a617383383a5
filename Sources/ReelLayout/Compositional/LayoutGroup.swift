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

    init(layoutSize: LayoutSize, axis: Axis, subitems: [LayoutItem], repeatCount: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.repeatCount = repeatCount
        super.init(layoutSize: layoutSize)
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
        let content = contentInsets.inset(CGRect(origin: .zero, size: size)).size
        let length = axis == .horizontal ? content.width : content.height
        let spacing = interItemSpacing?.spacing ?? 0
        var items: [LayoutItem] = [], used: CGFloat = 0
        while items.count < 10_000 {
            let next = subitems[items.count % subitems.count]
            let size = next.layoutSize.resolved(in: content)
            let extent = (axis == .horizontal ? size.width : size.height) + (items.isEmpty ? 0 : spacing)
            guard items.isEmpty || used + extent <= length + 0.001, extent > 0 || items.isEmpty else { break }
            items.append(next)
            used += extent
        }
        return items
    }

    /// Cells one repeat of this group holds when it is `size` large.
    package func leafCount(in size: CGSize) -> Int {
        arranged(in: size).reduce(0) { total, item in
            if let group = item as? LayoutGroup {
                return total + group.leafCount(in: group.layoutSize.resolved(in: contentInsets.inset(CGRect(origin: .zero, size: size)).size))
            }
            return total + 1
        }
    }

    /// - Complexity: O(leaves of the group's tree).
    override func cells(in slot: CGRect, limit: Int) -> [PlacedCell] {
        let content = contentInsets.inset(slot)
        let items = arranged(in: slot.size)
        let spacing = interItemSpacing ?? .fixed(0)
        // Each subitem's size, resolved in this group's content size; a repeated subitem shares
        // the length along the axis.
        let along: (CGSize) -> CGFloat = { self.axis == .horizontal ? $0.width : $0.height }
        let length = along(content.size)
        var sizes = items.map { $0.layoutSize.resolved(in: content.size) }
        if let count = repeatCount {
            let share = max(0, (length - CGFloat(count - 1) * spacing.spacing) / CGFloat(count))
            sizes = sizes.map { axis == .horizontal ? CGSize(width: share, height: $0.height) : CGSize(width: $0.width, height: share) }
        }
        // Flexible spacing shares what the items leave, never less than its minimum.
        var gap = spacing.spacing
        if spacing.isFlexibleSpacing, items.count > 1 {
            let used = sizes.reduce(0) { $0 + along($1) }
            gap = max(spacing.spacing, (length - used) / CGFloat(items.count - 1))
        }
        var placed: [PlacedCell] = []
        var cursor = axis == .horizontal ? content.minX : content.minY
        for (item, size) in zip(items, sizes) {
            guard placed.count < limit else { break }
            let origin = axis == .horizontal ? CGPoint(x: cursor, y: content.minY) : CGPoint(x: content.minX, y: cursor)
            placed += item.cells(in: CGRect(origin: origin, size: size), limit: limit - placed.count)
            cursor += along(size) + gap
        }
        return placed
    }
}
