import Foundation
import ReelGeometry
import ReelScenario
package import ReelTrace

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

    /// Every view of the tree with a class, depth first, with its path from this one and its
    /// frame in this one's coordinates (transforms aside): what the `views` format lists.
    /// - Complexity: O(v) for v views.
    package func viewList() -> [ViewTrace] {
        var list: [ViewTrace] = []
        func visit(_ node: ViewNode, path: String, origin: CGPoint) {
            let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
            if let className = node.className {
                list.append(ViewTrace(path: path, className: className, frame: frame, alpha: node.alpha < 1 ? node.alpha : nil))
            }
            let inner = CGPoint(x: frame.minX - node.boundsOrigin.x, y: frame.minY - node.boundsOrigin.y)
            for subview in node.subviews { visit(subview, path: path + "/" + subview.name, origin: inner) }
        }
        visit(self, path: name, origin: .zero)
        return list
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
