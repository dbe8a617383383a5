import Foundation
import Yams

/// Counts a YAML tree's values as the decoder visits them — aliases expanded, since every use of
/// an alias is read again — and stops at the first value past the budget, so a few kilobytes of
/// nested aliases cannot make the decoder walk billions of values.
enum ValueBudget {
    /// The first value past `limit` in reading order, or nil when the tree holds at most `limit`.
    /// - Complexity: O(min(values, limit)).
    static func firstValue(beyond limit: Int, in root: Node) -> Node? {
        var count = 0
        var pending = [root]
        while let node = pending.popLast() {
            count += 1
            if count > limit { return node }
            switch node {
            case .scalar, .alias:
                break
            case .mapping(let mapping):
                for (key, value) in mapping.reversed() { pending += [value, key] }
            case .sequence(let sequence):
                pending += sequence.reversed()
            }
        }
        return nil
    }
}
