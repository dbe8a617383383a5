import Foundation
import Yams

extension ScenarioMatrix {
    /// The file's `matrix:` mapping (`{theme: [light, dark], …}`), each axis checked where it is
    /// written; nil when the file has none.
    static func decode(_ root: ScenarioNode) -> ScenarioMatrix? {
        guard let mapping = root.node.mapping,
              let node = mapping.first(where: { $0.key.string == "matrix" })?.value else { return nil }
        let field = root.child(node, key: "matrix")
        guard let entries = node.mapping else {
            field.report("expected a mapping of keys to lists of values, e.g. {theme: [light, dark]}")
            return ScenarioMatrix()
        }
        var matrix = ScenarioMatrix()
        for (key, value) in entries {
            let name = key.string ?? ""
            let axis = field.child(value, key: name)
            let values = value.sequence.map { $0.compactMap(\.string) } ?? value.string.map { [$0] } ?? []
            if let problem = problem(key: name, values: values) {
                axis.report(problem)
            } else {
                matrix.axes.append(Axis(key: name, values: values))
            }
        }
        if matrix.count > maximumCount {
            field.report("\(matrix.count) configurations is over the limit of \(maximumCount)")
            return ScenarioMatrix()
        }
        return matrix
    }

    /// The tree with one configuration's values laid over it.
    static func tree(_ tree: Node, configuredAs configuration: [Setting]) -> Node {
        let partial = Node.mapping(Node.Mapping(configuration.map { (Node($0.key), Node($0.value)) }))
        return ScenarioVariants.merge(tree, partial)
    }
}
