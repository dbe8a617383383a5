import Foundation
import ReelCompositional
import ReelGeometry
import ReelLayout

/// `collection.compositional`: a compositional layout in the scenario file.
///
/// ```yaml
/// compositional:
///   interSectionSpacing: 20
///   sections:
///     - group:
///         horizontal: {width: {fractionalWidth: 0.8}, height: 200}
///         items: [{width: {fractionalWidth: 1}, height: {fractionalHeight: 1}, insets: 4}]
///       orthogonalScrolling: groupPagingCentered
///       interGroupSpacing: 10
///       header: {height: 44, pinned: true}
///     - list: {appearance: insetGrouped, headerMode: supplementary}
/// ```
extension ScenarioDecoder {
    /// Deepest nesting of groups, and most subitems in one group: a description, not a program.
    static let maximumGroupDepth = 8
    static let maximumSubitems = 64
    static let maximumRepeatCount = 1_000
    static let maximumBadges = 8

    func decodeCompositional(_ node: ScenarioNode) -> CompositionalSpec? {
        guard let map = node.mapping(keys: ["scrollDirection", "interSectionSpacing", "sections"]) else { return nil }
        var spec = CompositionalSpec()
        let fields = FieldReader(map)
        fields.read("scrollDirection", { $0.choice(ScrollAxis.self) }) { spec.scrollDirection = $0 }
        fields.read("interSectionSpacing", { $0.number(in: 0...ScenarioLimits.maximumLength) }) { spec.interSectionSpacing = $0 }
        guard map.required("sections") != nil else { return nil }
        fields.read("sections", { node -> [CompositionalSpec.SectionLayout]? in
            guard let list = node.sequence() else { return nil }
            guard !list.isEmpty, list.count <= ScenarioLimits.maximumSections else {
                node.report("must list 1 to \(ScenarioLimits.maximumSections) section layouts")
                return nil
            }
            let axis = spec.scrollDirection
            let sections = list.map { decodeSectionLayout($0, axis: axis) }
            return sections.allSatisfy { $0 != nil } ? sections.map { $0! } : nil
        }) { spec.sections = $0 }
        return fields.isValid ? spec : nil
    }

    /// A section of a layout scrolling along `axis`.
    private func decodeSectionLayout(_ node: ScenarioNode, axis: ScrollAxis) -> CompositionalSpec.SectionLayout? {
        guard let map = node.mapping(keys: ["group", "list", "interGroupSpacing", "contentInsets", "contentInsetsReference",
                                           "orthogonalScrolling", "orthogonalScrollingProperties", "header", "footer", "background",
                                           "visibleItemsMinimumScale"])
        else { return nil }
        if let listNode = map["list"] {
            // A list section's rows, spacing, headers and footers are the list's.
            let others = map.entries.map(\.0).filter { $0 != "list" && $0 != "background" }
            guard others.isEmpty else {
                node.report("a list section takes only 'list' (and 'background'); its rows, insets, headers and footers "
                            + "come from the list configuration, not \(QuotedValue.quoted(others[0]))")
                return nil
            }
            guard let list = decodeListConfiguration(listNode) else { return nil }
            var section = CompositionalSpec.SectionLayout(list: list)
            let fields = FieldReader(map)
            fields.read("background", decodeBackground) { section.background = $0 }
            return fields.isValid ? section : nil
        }
        guard let groupNode = map.required("group"), let group = decodeGroup(groupNode, depth: 1) else { return nil }
        var section = CompositionalSpec.SectionLayout(group: group)
        let fields = FieldReader(map)
        let spacings: ClosedRange<CGFloat> = -ScenarioLimits.maximumLength...ScenarioLimits.maximumLength
        fields.read("interGroupSpacing", { $0.number(in: spacings) }) { section.interGroupSpacing = $0 }
        fields.read("contentInsets", { $0.directionalInsets() }) { section.contentInsets = $0 }
        fields.read("contentInsetsReference", { $0.choice(ContentInsetsReference.self) }) { section.contentInsetsReference = $0 }
        fields.read("orthogonalScrolling", { $0.choice(OrthogonalScrollingBehavior.self) }) { section.orthogonalScrolling = $0 }
        fields.read("orthogonalScrollingProperties", decodeOrthogonalProperties) {
            (section.orthogonalBounce, section.orthogonalDecelerationRate) = $0
        }
        fields.read("header", { decodeBoundary($0, axis: axis) }) { section.header = $0 }
        fields.read("footer", { decodeBoundary($0, axis: axis) }) { section.footer = $0 }
        fields.read("background", decodeBackground) { section.background = $0 }
        fields.read("visibleItemsMinimumScale", { $0.number(in: 0.01...1) }) { section.visibleItemsMinimumScale = $0 }
        return fields.isValid ? section : nil
    }

    /// A group: `horizontal:` or `vertical:` with its size, then `items` (items or groups),
    /// optionally `count` (the first item repeated), `spacing` and `insets`.
    private func decodeGroup(_ node: ScenarioNode, depth: Int) -> CompositionalSpec.Group? {
        guard depth <= Self.maximumGroupDepth else {
            node.report("groups nest more than \(Self.maximumGroupDepth) deep")
            return nil
        }
        guard let map = node.mapping(keys: ["horizontal", "vertical", "items", "count", "spacing", "insets"]) else { return nil }
        let axes = [("horizontal", ScrollAxis.horizontal), ("vertical", ScrollAxis.vertical)].filter { map[$0.0] != nil }
        guard axes.count == 1, let sizeNode = map[axes[0].0] else {
            node.report("a group names its axis and size with exactly one of 'horizontal' or 'vertical'")
            return nil
        }
        guard let size = decodeLayoutSize(sizeNode), let itemsNode = map.required("items"),
              let list = itemsNode.sequence() else { return nil }
        guard !list.isEmpty, list.count <= Self.maximumSubitems else {
            itemsNode.report("must list 1 to \(Self.maximumSubitems) items or groups")
            return nil
        }
        let subitems = list.map { element -> CompositionalSpec.Element? in
            let isGroup = element.node.mapping.map { mapping in
                mapping.contains { $0.0.string == "horizontal" || $0.0.string == "vertical" }
            } ?? false
            if isGroup { return decodeGroup(element, depth: depth + 1).map { .group($0) } }
            return decodeItem(element)
        }
        guard subitems.allSatisfy({ $0 != nil }) else { return nil }
        var group = CompositionalSpec.Group(axis: axes[0].1, size: size, subitems: subitems.map { $0! })
        let fields = FieldReader(map)
        fields.read("count", { countNode -> Int? in
            // `subitem:count:` repeats one item; a second would be dropped unseen.
            guard list.count == 1 else {
                countNode.report("count repeats one item; this group lists \(list.count)")
                return nil
            }
            return countNode.integer(in: 1...Self.maximumRepeatCount)
        }) { group.count = $0 }
        fields.read("spacing", decodeSpacing) { group.spacing = $0 }
        fields.read("insets", { $0.directionalInsets() }) { group.insets = $0 }
        return fields.isValid ? group : nil
    }

    /// `{bounce, decelerationRate}`: `automatic`, `always` or `never`; `automatic` (the main
    /// scroll view's), `normal` or `fast`.
    private func decodeOrthogonalProperties(_ node: ScenarioNode)
        -> (OrthogonalScrollingProperties.Bounce, OrthogonalScrollingProperties.DecelerationRate)? {
        guard let map = node.mapping(keys: ["bounce", "decelerationRate"]) else { return nil }
        var result = (OrthogonalScrollingProperties.Bounce.automatic, OrthogonalScrollingProperties.DecelerationRate.automatic)
        let fields = FieldReader(map)
        fields.read("bounce", { $0.choice(OrthogonalScrollingProperties.Bounce.self) }) { result.0 = $0 }
        fields.read("decelerationRate", {
            $0.choice(among: [("automatic", OrthogonalScrollingProperties.DecelerationRate.automatic), ("normal", .normal), ("fast", .fast)])
        }) { result.1 = $0 }
        return fields.isValid ? result : nil
    }

    /// `insetGrouped` (an appearance) or `{appearance, headerMode, footerMode, showsSeparators,
    /// headerTopPadding}`.
    private func decodeListConfiguration(_ node: ScenarioNode) -> ListConfiguration? {
        if case .scalar = node.node { return node.choice(ListConfiguration.Appearance.self).map(ListConfiguration.init) }
        guard let map = node.mapping(keys: ["appearance", "headerMode", "footerMode", "showsSeparators", "headerTopPadding"]),
              let appearance = map.required("appearance")?.choice(ListConfiguration.Appearance.self) else { return nil }
        var list = ListConfiguration(appearance: appearance)
        let fields = FieldReader(map)
        fields.read("headerMode", { $0.choice(ListConfiguration.HeaderMode.self) }) { list.headerMode = $0 }
        fields.read("footerMode", { $0.choice(ListConfiguration.FooterMode.self) }) { list.footerMode = $0 }
        fields.read("showsSeparators", { $0.bool() }) { list.showsSeparators = $0 }
        fields.read("headerTopPadding", { $0.number(in: 0...ScenarioLimits.maximumLength) }) { list.headerTopPadding = $0 }
        return fields.isValid ? list : nil
    }

    private func decodeItem(_ node: ScenarioNode) -> CompositionalSpec.Element? {
        guard let map = node.mapping(keys: ["width", "height", "insets", "badges"]), let size = decodeLayoutSize(node, map: map)
        else { return nil }
        var item = CompositionalSpec.Item(size: size)
        let fields = FieldReader(map)
        fields.read("insets", { $0.directionalInsets() }) { item.insets = $0 }
        fields.read("badges", { node -> [CompositionalSpec.Badge]? in
            guard let list = node.sequence() else { return nil }
            guard list.count <= Self.maximumBadges else {
                node.report("must list at most \(Self.maximumBadges) badges")
                return nil
            }
            let badges = list.map(decodeBadge)
            return badges.allSatisfy { $0 != nil } ? badges.map { $0! } : nil
        }) { item.badges = $0 }
        return fields.isValid ? .item(item) : nil
    }

    /// `{kind, width, height, edges, offset, fractionalOffset, itemEdges, zIndex}`: a badge of
    /// element kind `kind` on the cell's `edges` (`[top, trailing]`), moved by `offset` points
    /// or `fractionalOffset` of its own size; `itemEdges` names its own point that meets them.
    private func decodeBadge(_ node: ScenarioNode) -> CompositionalSpec.Badge? {
        guard let map = node.mapping(keys: ["kind", "width", "height", "edges", "offset", "fractionalOffset", "itemEdges", "zIndex"]),
              let kind = map.required("kind")?.string(), let size = decodeLayoutSize(node, map: map),
              let edges = map.required("edges").flatMap(decodeEdges) else { return nil }
        guard !kind.isEmpty else {
            map["kind"]?.report("a badge needs a kind name")
            return nil
        }
        var badge = CompositionalSpec.Badge(kind: kind, size: size, edges: edges)
        guard map["offset"] == nil || map["fractionalOffset"] == nil else {
            node.report("a badge takes one of 'offset' (points) or 'fractionalOffset' (of its size), not both")
            return nil
        }
        let fields = FieldReader(map)
        fields.read("offset", { $0.point() }) { badge.offset = $0 }
        fields.read("fractionalOffset", { $0.pair("x", "y", in: -100...100) }) {
            (badge.offset, badge.isFractionalOffset) = (CGPoint(x: $0.0, y: $0.1), true)
        }
        fields.read("itemEdges", decodeEdges) { badge.itemEdges = $0 }
        fields.read("zIndex", { $0.integer(in: -1_000...1_000) }) { badge.zIndex = $0 }
        return fields.isValid ? badge : nil
    }

    /// `[top, trailing]`: edges of a rectangle (an empty list: its centre).
    private func decodeEdges(_ node: ScenarioNode) -> DirectionalRectEdge? {
        let names: [(name: String, value: DirectionalRectEdge)] = [("top", .top), ("leading", .leading), ("bottom", .bottom),
                                                                    ("trailing", .trailing)]
        guard let list = node.sequence() else { return nil }
        let edges = list.map { $0.choice(among: names) }
        guard edges.allSatisfy({ $0 != nil }) else { return nil }
        return edges.reduce(into: DirectionalRectEdge()) { $0.formUnion($1!) }
    }

    /// `{width: …, height: …}`, each a dimension.
    private func decodeLayoutSize(_ node: ScenarioNode, map given: ScenarioMapping? = nil) -> LayoutSize? {
        guard let map = given ?? node.mapping(keys: ["width", "height"]),
              let width = map.required("width").flatMap(decodeDimension),
              let height = map.required("height").flatMap(decodeDimension) else { return nil }
        return LayoutSize(widthDimension: width, heightDimension: height)
    }

    /// A number (absolute points) or one of `{fractionalWidth: f}`, `{fractionalHeight: f}`,
    /// `{absolute: n}`, `{estimated: n}`, `{uniformAcrossSiblings: n}`.
    private func decodeDimension(_ node: ScenarioNode) -> LayoutDimension? {
        let lengths: ClosedRange<CGFloat> = 0...ScenarioLimits.maximumLength
        if case .scalar = node.node { return node.number(in: lengths).map { .absolute($0) } }
        let kinds: [(String, (CGFloat) -> LayoutDimension, ClosedRange<CGFloat>)] = [
            ("fractionalWidth", LayoutDimension.fractionalWidth, 0...100), ("fractionalHeight", LayoutDimension.fractionalHeight, 0...100),
            ("absolute", LayoutDimension.absolute, lengths), ("estimated", LayoutDimension.estimated, lengths),
            ("uniformAcrossSiblings", { LayoutDimension.uniformAcrossSiblings(estimate: $0) }, lengths),
        ]
        guard let map = node.mapping(keys: kinds.map(\.0)) else { return nil }
        guard map.entries.count == 1, let (key, value) = map.entries.first,
              let kind = kinds.first(where: { $0.0 == key }) else {
            node.report("a dimension is a number or one of fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings")
            return nil
        }
        return value.number(in: kind.2).map(kind.1)
    }

    /// A number (fixed) or `{fixed: n}` / `{flexible: n}`.
    private func decodeSpacing(_ node: ScenarioNode) -> LayoutSpacing? {
        let range: ClosedRange<CGFloat> = 0...ScenarioLimits.maximumLength
        if case .scalar = node.node { return node.number(in: range).map { .fixed($0) } }
        guard let map = node.mapping(keys: ["fixed", "flexible"]) else { return nil }
        guard map.entries.count == 1, let (key, value) = map.entries.first else {
            node.report("spacing is a number, {fixed: n} or {flexible: n}")
            return nil
        }
        return value.number(in: range).map { key == "fixed" ? .fixed($0) : .flexible($0) }
    }

    /// `{kind, insets, zIndex}`: a section background of element kind `kind`.
    private func decodeBackground(_ node: ScenarioNode) -> CompositionalSpec.Background? {
        guard let map = node.mapping(keys: ["kind", "insets", "zIndex"]),
              let kind = map.required("kind")?.string(), !kind.isEmpty else { return nil }
        var background = CompositionalSpec.Background(kind: kind)
        let fields = FieldReader(map)
        fields.read("insets", { $0.directionalInsets() }) { background.insets = $0 }
        fields.read("zIndex", { $0.integer(in: -1_000...1_000) }) { background.zIndex = $0 }
        return fields.isValid ? background : nil
    }

    /// `{height: …}` (width: the section's) or `{width: …, height: …}`, with `pinned` and `zIndex`;
    /// in a horizontal layout `{width: …}` (height: the section's).
    private func decodeBoundary(_ node: ScenarioNode, axis: ScrollAxis) -> CompositionalSpec.Boundary? {
        guard let map = node.mapping(keys: ["width", "height", "pinned", "zIndex"]) else { return nil }
        // The length along the axis is required; across, the item spans the section.
        let (lengthKey, acrossKey) = axis == .vertical ? ("height", "width") : ("width", "height")
        guard let length = map.required(lengthKey).flatMap(decodeDimension) else { return nil }
        var across = axis == .vertical ? LayoutDimension.fractionalWidth(1) : .fractionalHeight(1)
        let fields = FieldReader(map)
        fields.read(acrossKey, decodeDimension) { across = $0 }
        let size = axis == .vertical ? LayoutSize(widthDimension: across, heightDimension: length)
            : LayoutSize(widthDimension: length, heightDimension: across)
        var boundary = CompositionalSpec.Boundary(size: size)
        fields.read("pinned", { $0.bool() }) { boundary.pinned = $0 }
        fields.read("zIndex", { $0.integer(in: -1_000...1_000) }) { boundary.zIndex = $0 }
        return fields.isValid ? boundary : nil
    }
}
