import Foundation
import ReelCompositional
import ReelGeometry
import ReelGraphics
import ReelLayout
import ReelScroll

extension ScenarioDecoder {
    /// `collection`: its keys are read as ``CollectionSpec/keys`` declares them.
    func decodeCollection(_ node: ScenarioNode) -> CollectionSpec? {
        guard let map = node.mapping(keys: CollectionSpec.keys.names) else { return nil }
        var spec = CollectionSpec(theme: node.diagnostics.theme)
        spec.explicitFlowSettings = Set(map.entries.map(\.0)).intersection(CollectionSpec.flowSettingKeys)
        guard CollectionSpec.keys.read(map, decoder: self, into: &spec) else { return nil }
        if spec.layout == .compositional, map["compositional"] == nil {
            (map["layout"] ?? node).report("layout compositional needs a 'compositional' description of its sections; if your Swift code makes the layout (a UICollectionViewCompositionalLayout it builds), drop `layout: compositional` from the scenario: the layout the code gives is the one drawn")
            return nil
        }
        return checkBudgets(spec, sectionsNode: map["sections"] ?? node) ? spec : nil
    }

    /// `elementKinds`: styles by kind name, at most ``ScenarioLimits/maximumElementKinds``.
    func decodeElementKinds(_ node: ScenarioNode) -> [String: SupplementaryStyle]? {
        guard let entries = node.openMapping() else { return nil }
        guard entries.count <= ScenarioLimits.maximumElementKinds else {
            node.report("styles more than \(ScenarioLimits.maximumElementKinds) element kinds")
            return nil
        }
        let kindPixels = pixelSize(CGSize(width: 0, height: 100))
        let styles = entries.map { ($0.0, decodeSupplementary($0.1, pixelSize: kindPixels)) }
        guard styles.allSatisfy({ $0.1 != nil }) else { return nil }
        return Dictionary(styles.map { ($0.0, $0.1!) }, uniquingKeysWith: { first, _ in first })
    }

    /// The pixel size header 0's image is drawn at; a collapsing header's for its expanded height.
    func headerPixelSize(_ spec: CollectionSpec) -> (Int, Int) {
        var size = spec.headerReferenceSize
        if spec.layout == .collapsingHeader { size.height = spec.collapsingHeader.maximumHeight }
        return pixelSize(size)
    }

    /// The item and per-frame element budgets, checked before anything is laid out.
    private func checkBudgets(_ spec: CollectionSpec, sectionsNode: ScenarioNode) -> Bool {
        let total = spec.totalItems
        guard total <= ScenarioLimits.maximumTotalItems else {
            sectionsNode.report("\(total) items in all; the limit is \(ScenarioLimits.maximumTotalItems)")
            return false
        }
        let characters = spec.totalLabelCharacters
        guard characters <= ScenarioLimits.maximumLabelCharacters else {
            sectionsNode.report("the cells' labels come to about \(characters) characters, measured and wrapped cell by cell; "
                                + "the limit is \(ScenarioLimits.maximumLabelCharacters)")
            return false
        }
        guard let viewport else { return true }
        let visible = spec.estimatedVisibleElements(in: CGSize(width: viewport.width, height: viewport.height))
        guard visible <= ScenarioLimits.maximumVisibleElements else {
            sectionsNode.report("about \(visible) elements would be on screen at once (items this small); "
                                + "the limit is \(ScenarioLimits.maximumVisibleElements)")
            return false
        }
        return true
    }

    /// The pixel size a procedural image is drawn at: the element's size at the viewport scale,
    /// full width for a header (its width is the collection view's).
    func pixelSize(_ size: CGSize) -> (Int, Int) {
        let scale = viewport?.scale ?? 2
        let width = viewport?.width ?? size.width
        return (max(1, Int((width * scale).rounded())), max(1, Int((max(size.height, 1) * scale).rounded())))
    }

    func decodeSections(_ node: ScenarioNode) -> [SectionSpec]? {
        guard let list = node.sequence() else { return nil }
        guard !list.isEmpty, list.count <= ScenarioLimits.maximumSections else {
            node.report("must list 1 to \(ScenarioLimits.maximumSections) sections")
            return nil
        }
        let counts = 0...ScenarioLimits.maximumItemsPerSection
        let sections = list.map { element -> SectionSpec? in
            if case .scalar = element.node {
                return element.integer(in: counts).map { SectionSpec(items: $0) }
            }
            guard let map = element.mapping(keys: ["items", "title"]),
                  let itemsNode = map.required("items")
            else { return nil }
            let title = map["title"].map { $0.string() }   // nil: absent; .some(nil): invalid
            guard title != .some(nil) else { return nil }
            if itemsNode.node.sequence != nil {
                return decodeItemList(itemsNode).map {
                    SectionSpec(itemList: $0, title: title ?? nil)
                }
            }
            return itemsNode.integer(in: counts).map {
                SectionSpec(items: $0, title: title ?? nil)
            }
        }
        guard sections.allSatisfy({ $0 != nil }) else { return nil }
        return sections.compactMap { $0 }
    }

    /// `items: [{size, label, color, image}, …]`: items listed one by one.
    private func decodeItemList(_ node: ScenarioNode) -> [ItemSpec]? {
        guard let list = node.sequence() else { return nil }
        guard list.count <= ScenarioLimits.maximumItemsPerSection else {
            node.report("lists more than \(ScenarioLimits.maximumItemsPerSection) items")
            return nil
        }
        let items = list.map { element -> ItemSpec? in
            guard let map = element.mapping(keys: ["size", "label", "color", "image"]) else { return nil }
            var item = ItemSpec()
            let fields = FieldReader(map)
            fields.read("size", { $0.size(in: 0.001...ScenarioLimits.maximumLength) }) { item.size = $0 }
            fields.read("label", { $0.string() }) { item.label = $0 }
            fields.read("color", { $0.colorSpec() }) { item.color = $0 }
            fields.read("image", { $0.image(relativeTo: sourceURL, pixelSize: (400, 400)) }) { item.image = $0 }
            return fields.isValid ? item : nil
        }
        guard items.allSatisfy({ $0 != nil }) else { return nil }
        return items.compactMap { $0 }
    }

    func decodeCell(_ node: ScenarioNode) -> CellStyle? {
        guard let map = node.mapping(keys: ["color", "cornerRadius", "label", "labelColor", "fontSize", "numberOfLines", "pinsWidth",
                                            "style", "detail"])
        else { return nil }
        var style = CellStyle()
        let fields = FieldReader(map)
        fields.read("color", { $0.colorSpec() }) { style.color = $0 }
        fields.read("cornerRadius", { $0.number(in: 0...1000) }) { style.cornerRadius = $0 }
        fields.read("label", { $0.string() }) { style.label = $0 }
        fields.read("labelColor", { $0.color() }) { style.labelColor = $0 }
        fields.read("fontSize", { $0.number(in: 1...200) }) { style.fontSize = $0 }
        fields.read("numberOfLines", { $0.integer(in: 0...ScenarioLimits.maximumLabelLines) }) { style.numberOfLines = $0 }
        fields.read("pinsWidth", { $0.bool() }) { style.pinsWidth = $0 }
        fields.read("style", { $0.choice(TableCellStyle.self) }) { style.style = $0 }
        fields.read("detail", { $0.string() }) { style.detail = $0 }
        return fields.isValid ? style : nil
    }

    func decodeSupplementary(_ node: ScenarioNode, pixelSize: (Int, Int)) -> SupplementaryStyle? {
        guard let map = node.mapping(keys: ["color", "image", "contentMode", "titleColor", "fontSize", "title", "slider",
                                            "contentPlacement", "parallax"])
        else { return nil }
        var style = SupplementaryStyle()
        let fields = FieldReader(map)
        fields.read("color", { $0.colorSpec() }) { style.color = $0 }
        fields.read("image", { $0.image(relativeTo: sourceURL, pixelSize: pixelSize) }) { style.image = $0 }
        fields.read("contentMode", { $0.choice(ContentMode.self) }) { style.contentMode = $0 }
        fields.read("titleColor", { $0.color() }) { style.titleColor = $0 }
        fields.read("fontSize", { $0.number(in: 1...200) }) { style.fontSize = $0 }
        fields.read("title", { $0.string() }) { style.title = $0 }
        fields.read("slider", decodeSlider) { style.slider = $0 }
        fields.read("contentPlacement", { $0.choice(HeaderContentPlacement.self) }) { style.contentPlacement = $0 }
        fields.read("parallax", { $0.number(in: 0...1) }) { style.parallax = $0 }
        return fields.isValid ? style : nil
    }

    func decodeCollapsingHeader(_ node: ScenarioNode) -> CollapsingHeaderSpec? {
        let keys = ["minimumHeight", "maximumHeight", "maximumStretch", "pinsCollapsedHeader", "expansionMode"]
        guard let map = node.mapping(keys: keys) else { return nil }
        var header = CollapsingHeaderSpec()
        let fields = FieldReader(map)
        let lengths: ClosedRange<CGFloat> = 0...ScenarioLimits.maximumLength
        fields.read("minimumHeight", { $0.number(in: lengths) }) { header.minimumHeight = $0 }
        fields.read("maximumHeight", { $0.number(in: lengths) }) { header.maximumHeight = $0 }
        fields.read("maximumStretch", { $0.number(in: lengths) }) { header.maximumStretch = $0 }
        fields.read("pinsCollapsedHeader", { $0.bool() }) { header.pinsCollapsedHeader = $0 }
        fields.read("expansionMode", { $0.choice(CollapsingHeaderLayout.ExpansionMode.self) }) { header.expansionMode = $0 }
        if fields.isValid, header.minimumHeight > header.maximumHeight {
            node.report("minimumHeight (\(header.minimumHeight.uikitDescription)) is above maximumHeight (\(header.maximumHeight.uikitDescription))")
            return nil
        }
        return fields.isValid ? header : nil
    }

    private func decodeSlider(_ node: ScenarioNode) -> SliderSpec? {
        guard let map = node.mapping(keys: ["items", "backgroundColor", "invalidatesOnHeaderUpdate"]) else { return nil }
        var slider = SliderSpec()
        let fields = FieldReader(map)
        fields.read("items", { $0.integer(in: 1...1000) }) { slider.items = $0 }
        fields.read("backgroundColor", { $0.color() }) { slider.backgroundColor = $0 }
        fields.read("invalidatesOnHeaderUpdate", { $0.bool() }) { slider.invalidatesOnHeaderUpdate = $0 }
        return fields.isValid ? slider : nil
    }
}
