import Foundation
import Yams

/// `variants:` — one file describing several versions of a scene (a bug and its fix): each
/// variant is a partial scenario merged over the rest of the file.
enum ScenarioVariants {
    /// The variant trees, by name in file order, each the base merged with the variant's keys;
    /// nil when the file has no `variants` key.
    static func expand(_ root: ScenarioNode) -> [(name: String, tree: Node)]? {
        guard let mapping = root.node.mapping,
              let variantsNode = mapping.first(where: { $0.key.string == "variants" })?.value
        else { return nil }
        let base = Node.mapping(Node.Mapping(mapping.filter { $0.key.string != "variants" }.map { ($0.key, $0.value) },
                                             mapping.tag, mapping.style, mapping.mark))
        let variants = root.child(variantsNode, key: "variants")
        guard let entries = variantsNode.mapping, !entries.isEmpty else {
            variants.report("expected a mapping of variant names to partial scenarios")
            return []
        }
        return entries.compactMap { key, value in
            // The variant's name joins the scenario's in file names (`NAME-VARIANT`).
            guard let name = key.string, Scenario.isValidName(name) else {
                ScenarioNode(node: key, path: "variants", diagnostics: root.diagnostics)
                    .report("a variant name must be \(Scenario.nameRule)")
                return nil
            }
            guard value.mapping != nil else {
                variants.child(value, key: name).report("expected a partial scenario (a mapping)")
                return nil
            }
            return (name, merge(base, value))
        }
    }

    /// `override` laid over `base`: mappings merge key by key, anything else is replaced.
    /// Marks are kept, so problems point at the line that set the value.
    static func merge(_ base: Node, _ override: Node) -> Node {
        guard let baseMap = base.mapping, let overMap = override.mapping else { return override }
        var pairs: [(Node, Node)] = baseMap.map { ($0.key, $0.value) }
        for (key, value) in overMap {
            if let index = pairs.firstIndex(where: { $0.0.string == key.string }) {
                pairs[index].1 = merge(pairs[index].1, value)
            } else {
                pairs.append((key, value))
            }
        }
        return .mapping(Node.Mapping(pairs, baseMap.tag, baseMap.style, baseMap.mark))
    }
}
