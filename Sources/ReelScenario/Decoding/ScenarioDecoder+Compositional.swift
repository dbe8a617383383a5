import Foundation
import ReelGeometry
import ReelLayout
import ReelScene

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
/// ```
extension ScenarioDecoder {
    /// Deepest nesting of groups, and most subitems in one group: a description, not a program.
    static let maximumGroupDepth = 8
    static let maximumSubitems = 64
    static let maximumRepeatCount = 1_000

    func decodeCompositional(_ node: ScenarioNode) -> CompositionalSpec? {
        guard let map = node.mapping(keys: ["interSectionSpacing", "sections"]) else { return nil }
        var spec = CompositionalSpec()
        let fields = FieldReader(map)
        fields.read("interSectionSpacing", { $0.number(in: 0...ScenarioLimits.maximumLength) }) { spec.interSectionSpacing = $0 }
        guard map.required("sections") != nil else { return nil }
        fields.read("sections", { node -> [CompositionalSpec.SectionLayout]? in
            guard let list = node.sequence() else { return nil }
            guard !list.isEmpty, list.count <= ScenarioLimits.maximumSections else {
                node.report("must list 1 to \(ScenarioLimits.maximumSections) section layouts")
                return nil
            }
            let sections = list.map(decodeSectionLayout)
            return sections.allSatisfy { $0 != nil } ? sections.map { $0! } : nil
        }) { spec.sections = $0 }
        return fields.isValid ? spec : nil
    }

    private func decodeSectionLayout(_ node: ScenarioNode) -> CompositionalSpec.SectionLayout? {
        guard let map = node.mapping(keys: ["group", "interGroupSpacing", "contentInsets", "orthogonalScrolling",
                                           "header", "footer", "background", "visibleItemsMinimumScale"]),
              let groupNode = map.required("group"), let group = decodeGroup(groupNode, depth: 1)
        else { return nil }
        var section = CompositionalSpec.SectionLayout(group: group)
        let fields = FieldReader(map)
        let spacings: ClosedRange<CGFloat> = -ScenarioLimits.maximumLength...ScenarioLimits.maximumLength
        fields.read("interGroupSpacing", { $0.number(in: spacings) }) { section.interGroupSpacing = $0 }
        fields.read("contentInsets", { $0.directionalInsets() }) { section.contentInsets = $0 }
        fields.read("orthogonalScrolling", { $0.choice(OrthogonalScrollingBehavior.self) }) { section.orthogonalScrolling = $0 }
        fields.read("header", decodeBoundary) { section.header = $0 }
        fields.read("footer", decodeBoundary) { section.footer = $0 }
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
        let axes = [("horizontal", Axis.horizontal), ("vertical", Axis.vertical)].filter { map[$0.0] != nil }
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
        fields.read("count", { $0.integer(in: 1...Self.maximumRepeatCount) }) { group.count = $0 }
        fields.read("spacing", decodeSpacing) { group.spacing = $0 }
        fields.read("insets", { $0.directionalInsets() }) { group.insets = $0 }
        return fields.isValid ? group : nil
    }

    private func decodeItem(_ node: ScenarioNode) -> CompositionalSpec.Element? {
        guard let map = node.mapping(keys: ["width", "height", "insets"]), let size = decodeLayoutSize(node, map: map)
        else { return nil }
        var insets = DirectionalEdgeInsets.zero
        let fields = FieldReader(map)
        fields.read("insets", { $0.directionalInsets() }) { insets = $0 }
        return fields.isValid ? .item(size: size, insets: insets) : nil
    }

    /// `{width: …, height: …}`, each a dimension.
    private func decodeLayoutSize(_ node: ScenarioNode, map given: ScenarioMapping? = nil) -> LayoutSize? {
        guard let map = given ?? node.mapping(keys: ["width", "height"]),
              let width = map.required("width").flatMap(decodeDimension),
              let height = map.required("height").flatMap(decodeDimension) else { return nil }
        return LayoutSize(widthDimension: width, heightDimension: height)
    }

    /// A number (absolute points) or one of `{fractionalWidth: f}`, `{fractionalHeight: f}`,
    /// `{absolute: n}`, `{estimated: n}`.
    private func decodeDimension(_ node: ScenarioNode) -> LayoutDimension? {
        let lengths: ClosedRange<CGFloat> = 0...ScenarioLimits.maximumLength
        if case .scalar = node.node { return node.number(in: lengths).map { .absolute($0) } }
        let kinds: [(String, (CGFloat) -> LayoutDimension, ClosedRange<CGFloat>)] = [
            ("fractionalWidth", LayoutDimension.fractionalWidth, 0...100), ("fractionalHeight", LayoutDimension.fractionalHeight, 0...100),
            ("absolute", LayoutDimension.absolute, lengths), ("estimated", LayoutDimension.estimated, lengths),
        ]
        guard let map = node.mapping(keys: kinds.map(\.0)) else { return nil }
        guard map.entries.count == 1, let (key, value) = map.entries.first,
              let kind = kinds.first(where: { $0.0 == key }) else {
            node.report("a dimension is a number or one of fractionalWidth, fractionalHeight, absolute, estimated")
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

    /// `{height: …}` (width: the section's) or `{width: …, height: …}`, with `pinned` and `zIndex`.
    private func decodeBoundary(_ node: ScenarioNode) -> CompositionalSpec.Boundary? {
        guard let map = node.mapping(keys: ["width", "height", "pinned", "zIndex"]),
              let height = map.required("height").flatMap(decodeDimension) else { return nil }
        var width = LayoutDimension.fractionalWidth(1)
        let fields = FieldReader(map)
        fields.read("width", decodeDimension) { width = $0 }
        var boundary = CompositionalSpec.Boundary(size: LayoutSize(widthDimension: width, heightDimension: height))
        fields.read("pinned", { $0.bool() }) { boundary.pinned = $0 }
        fields.read("zIndex", { $0.integer(in: -1_000...1_000) }) { boundary.zIndex = $0 }
        return fields.isValid ? boundary : nil
    }
}
