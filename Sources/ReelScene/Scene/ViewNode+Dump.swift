import Foundation
import ReelGeometry
import ReelScenario

extension ViewNode {
    /// A deterministic text dump of the tree, one view per line, indented by depth.
    public func dump(depth: Int = 0) -> String {
        var line = String(repeating: "  ", count: depth) + "\(name) \(frame.uikitDescription)"
        if boundsOrigin != .zero {
            line += " bounds.origin {\(boundsOrigin.x.uikitDescription), \(boundsOrigin.y.uikitDescription)}"
        }
        if clipsToBounds { line += " clips" }
        if alpha != 1 { line += " alpha \(alpha.uikitDescription)" }
        if !transform.isIdentity {
            let t = transform
            line += " transform [" + t.components.map(\.uikitDescription).joined(separator: ", ") + "]"
        }
        return ([line] + subviews.map { $0.dump(depth: depth + 1) }).joined(separator: "\n")
    }

    /// Every node of the tree, depth first, this one first.
    package var descendants: [ViewNode] {
        [self] + subviews.flatMap(\.descendants)
    }

    /// The text of the tree's first label, depth first; nil when it has none.
    package var firstLabelText: String? {
        descendants.lazy.compactMap { node -> String? in
            if case .label(let text, _, _, _, _, _, _) = node.content { text } else { nil }
        }.first
    }
}
