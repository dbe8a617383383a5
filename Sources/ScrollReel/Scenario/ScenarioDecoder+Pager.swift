import Foundation

extension ScenarioDecoder {
    /// `pager: {indicator, fontSize, height, underlineHeight, tabSpacing, tint, menu: [...]}`.
    func decodePager(_ node: ScenarioNode) -> PagerSpec? {
        let keys = ["indicator", "fontSize", "height", "underlineHeight", "tabSpacing", "tint", "menu"]
        guard let map = node.mapping(keys: keys) else { return nil }
        var pager = PagerSpec()
        let fields = FieldReader(map)
        fields.read("indicator", { $0.choice(PagerSpec.Indicator.self) }) { pager.indicator = $0 }
        fields.read("fontSize", { $0.number(in: 1...100) }) { pager.fontSize = $0 }
        fields.read("height", { $0.number(in: 1...1000) }) { pager.height = $0 }
        fields.read("underlineHeight", { $0.number(in: 0...100) }) { pager.underlineHeight = $0 }
        fields.read("tabSpacing", { $0.number(in: 0...1000) }) { pager.tabSpacing = $0 }
        fields.read("tint", { $0.color() }) { pager.tint = $0 }
        guard let menu = map.required("menu").flatMap(decodeMenu) else { return nil }
        pager.categories = menu
        return fields.isValid ? pager : nil
    }

    /// A list of `{title, dishes: [[name, price], …]}`.
    private func decodeMenu(_ node: ScenarioNode) -> [MenuCategory]? {
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
