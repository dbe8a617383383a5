import Foundation

extension ScenarioDecoder {
    /// `pager`: its keys are read as ``PagerSpec/keys`` declares them.
    func decodePager(_ node: ScenarioNode) -> PagerSpec? {
        guard let map = node.mapping(keys: PagerSpec.keys.names) else { return nil }
        var pager = PagerSpec()
        return PagerSpec.keys.read(map, decoder: self, into: &pager) ? pager : nil
    }

    /// `header: {minimumHeight, maximumHeight, image, color}`.
    func decodePagerHeader(_ node: ScenarioNode) -> PagerSpec.PagerHeader? {
        guard let map = node.mapping(keys: ["minimumHeight", "maximumHeight", "image", "color"]) else { return nil }
        var header = PagerSpec.PagerHeader()
        let fields = FieldReader(map)
        fields.read("minimumHeight", { $0.number(in: 0...1000) }) { header.minimumHeight = $0 }
        fields.read("maximumHeight", { $0.number(in: 1...1000) }) { header.maximumHeight = $0 }
        fields.read("color", { $0.color() }) { header.color = $0 }
        let pixels = (Int(((viewport?.width ?? 320) * 2).rounded()), Int((header.maximumHeight * 2).rounded()))
        fields.read("image", { $0.image(relativeTo: sourceURL, pixelSize: pixels) }) { header.image = $0 }
        if fields.isValid, header.minimumHeight > header.maximumHeight {
            node.report("minimumHeight is above maximumHeight")
            return nil
        }
        return fields.isValid ? header : nil
    }

    /// `text`, `fill`, `{fixed: W}` or `{textPadding: P}`.
    func decodeTabWidth(_ node: ScenarioNode) -> PagerSpec.TabWidth? {
        if case .scalar(let scalar) = node.node {
            switch scalar.string {
            case "text": return .text
            case "fill": return .fill
            default:
                node.report("must be text, fill, {fixed: WIDTH} or {textPadding: PADDING}, got \(QuotedValue.quoted(scalar.string))")
                return nil
            }
        }
        guard let map = node.mapping(keys: ["fixed", "textPadding"]), map.entries.count == 1 else {
            node.report("must be text, fill, {fixed: WIDTH} or {textPadding: PADDING}")
            return nil
        }
        if let fixed = map["fixed"] { return fixed.number(in: 1...1000).map { .fixed($0) } }
        return map["textPadding"]?.number(in: 0...1000).map { .textPadding($0) }
    }

    /// `tab`, `text` or `{fixed: W}`.
    func decodeIndicatorWidth(_ node: ScenarioNode) -> PagerSpec.IndicatorWidth? {
        if case .scalar(let scalar) = node.node {
            switch scalar.string {
            case "tab": return .tab
            case "text": return .text
            default:
                node.report("must be tab, text or {fixed: WIDTH}, got \(QuotedValue.quoted(scalar.string))")
                return nil
            }
        }
        return node.mapping(keys: ["fixed"])?.required("fixed")?.number(in: 1...1000).map { .fixed($0) }
    }

    /// A list of `{title, dishes: [[name, price], …]}`.
    func decodeMenu(_ node: ScenarioNode) -> [MenuCategory]? {
        guard let list = node.sequence() else { return nil }
        guard !list.isEmpty else {
            node.report("needs at least one category")
            return nil
        }
        let categories = list.map { element -> MenuCategory? in
            guard let map = element.mapping(keys: ["title", "dishes"]),
                  let title = map.required("title")?.string(),
                  let dishes = map.required("dishes")?.sequence()
            else { return nil }
            let pairs = dishes.map { dish -> (name: String, price: String)? in
                guard let parts = dish.sequence() else { return nil }
                guard parts.count == 2 else {
                    dish.report("expected [name, price]")
                    return nil
                }
                guard let name = parts[0].string(), let price = parts[1].string() else { return nil }
                return (name, price)
            }
            guard pairs.allSatisfy({ $0 != nil }) else { return nil }
            return MenuCategory(title: title, dishes: pairs.compactMap { $0 })
        }
        guard categories.allSatisfy({ $0 != nil }) else { return nil }
        return categories.compactMap { $0 }
    }
}
