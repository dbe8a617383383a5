public import Foundation
import ReelCompositional
import ReelGeometry
import ReelLayout

extension CollectionSpec {
    /// Items in all sections.
    public var totalItems: Int { sections.reduce(0) { $0 + $1.items } }

    /// An upper estimate of the characters of all cell labels: the text self-sizing measures
    /// and wraps, cell by cell. A filled-in placeholder is never longer than itself (`{item}`
    /// becomes at most five digits), so templates count as written.
    /// - Complexity: O(sections + listed items).
    public var totalLabelCharacters: Int {
        let template = cell.label.count
        return sections.reduce(0) { total, section in
            let listed = section.itemList.reduce(0) { $0 + ($1.label?.count ?? template) }
            return total + listed + (section.items - section.itemList.count) * template
        }
    }

    /// An upper estimate of the elements one frame shows in a `viewport`-sized view: for the
    /// densest section, how many of its smallest items fit across a line times how many lines fit
    /// along the scrolling axis (plus one partial line each way), and its header and footer.
    /// Overlapping items (negative spacing) count as all of the section's items.
    ///
    /// - Complexity: O(listed items).
    public func estimatedVisibleElements(in viewport: CGSize) -> Int {
        if layout == .compositional { return compositional.estimatedVisibleElements(in: viewport, sections: sections) }
        let isTable = layout == .tablePlain || layout == .tableGrouped
        // Self-sizing rows are laid out at their estimate until they measure themselves.
        let rowHeight = rowHeight > 0 ? rowHeight : estimatedRowHeight > 0 ? estimatedRowHeight : TableLayout.automaticRowEstimate
        let vertical = isTable || scrollDirection == .vertical
        let across = vertical ? viewport.width : viewport.height
        let along = vertical ? viewport.height : viewport.width
        var densest = 0
        for section in sections where section.items > 0 {
            let smallest = section.itemList.compactMap(\.size).reduce(isTable ? CGSize(width: across, height: rowHeight) : itemSize) {
                CGSize(width: min($0.width, $1.width), height: min($0.height, $1.height))
            }
            let itemAcross = isTable ? across : (vertical ? smallest.width : smallest.height)
            let itemAlong = isTable ? rowHeight : (vertical ? smallest.height : smallest.width)
            let interitem = isTable ? 0 : minimumInteritemSpacing
            let line = isTable ? 0 : minimumLineSpacing
            let perLine = itemAcross + interitem > 0 ? max(1, Int(((across + interitem) / (itemAcross + interitem)).rounded(.down))) : section.items
            let lines = itemAlong + line > 0 ? Int((along / (itemAlong + line)).rounded(.up)) + 2 : section.items
            let (product, overflow) = perLine.multipliedReportingOverflow(by: lines)
            densest = max(densest, min(section.items, overflow ? section.items : product))
        }
        // Headers and footers: as many sections as their own lengths let share the screen.
        let supplementary = vertical ? headerReferenceSize.height + footerReferenceSize.height
            : headerReferenceSize.width + footerReferenceSize.width
        let sectionsOnScreen = isTable ? min(sections.count, Int((along / max(rowHeight, 1)).rounded(.up)) + 2)
            : supplementary > 0 ? min(sections.count, Int((along / supplementary).rounded(.up)) + 2) : 0
        return densest + 2 * sectionsOnScreen
    }
}

extension CompositionalSpec {
    /// An upper estimate of the elements one frame shows: for the densest section, the cells one
    /// repeat of its group holds times the repeats that fit across the view (along the
    /// section's scrolling axis, plus one partial repeat each way), each with its badges and a
    /// list row's separator; and a header, a footer and a background (or a list's backdrop)
    /// for each section that could share the screen.
    /// - Complexity: O(sections × the groups' trees).
    func estimatedVisibleElements(in viewport: CGSize, sections: [SectionSpec]) -> Int {
        var densest = 0, shortest = CGFloat.infinity
        for (index, content) in sections.enumerated() where content.items > 0 {
            guard let spec = self.sections.indices.contains(index) ? self.sections[index] : self.sections.last else { continue }
            let group = Self.group(spec.group)
            let size = group.layoutSize.resolved(in: viewport)
            // Groups repeat along the band of a sideways section, else along the layout's axis.
            let axis = spec.orthogonalScrolling != .none ? ScrollAxis.horizontal : scrollDirection
            let length = axis.main(size), span = axis.main(viewport)
            let repeats = length > 0.5 ? Int((span / length).rounded(.up)) + 2 : content.items
            // Each cell brings its badges, and a list row its separator.
            let perCell = 1 + spec.group.maximumBadges + (spec.list == nil ? 0 : 1)
            let (cells, overflow) = group.leafCount(in: size).multipliedReportingOverflow(by: repeats)
            let (product, badgeOverflow) = cells.multipliedReportingOverflow(by: perCell)
            densest = max(densest, min(content.items * perCell, overflow || badgeOverflow ? content.items * perCell : product))
            shortest = min(shortest, max(scrollDirection.main(size), 1))
        }
        let sectionsOnScreen = min(sections.count, Int((scrollDirection.main(viewport) / max(shortest, 1)).rounded(.up)) + 2)
        return densest + 3 * sectionsOnScreen
    }
}

extension CompositionalSpec.Group {
    /// The most badges any item of the group (or of its nested groups) has.
    var maximumBadges: Int {
        subitems.map { element in
            switch element {
            case .item(let item): item.badges.count
            case .group(let group): group.maximumBadges
            }
        }.max() ?? 0
    }
}
