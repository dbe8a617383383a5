public import Foundation
import Yams

/// A before/after comparison file: `name`, and the `before` and `after` scenarios as demo names
/// or scenario paths, for whoever resolves them (the built-in demos, the CLI).
public struct ComparisonFile: Sendable, Hashable {
    /// The comparison's output name (`NAME-compare.gif`).
    public var name: String
    /// The "before" scenario: a demo name or a path.
    public var before: String
    /// The "after" scenario: a demo name or a path.
    public var after: String

    /// Reads a comparison file.
    /// - Throws: ``ScenarioError`` naming the file, line and field.
    public static func load(from url: URL) throws -> ComparisonFile {
        let diagnostics = DecodingContext(file: url.relativePath)
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        guard let node = try? Yams.compose(yaml: text),
              let map = ScenarioNode(node: node, path: "", diagnostics: diagnostics)
                .mapping(keys: ["name", "before", "after"]),
              let name = map.required("name")?.string(),
              let before = map.required("before")?.string(),
              let after = map.required("after")?.string()
        else {
            if diagnostics.problems.isEmpty { diagnostics.report("expected name, before and after", field: "", at: nil) }
            throw ScenarioError(problems: diagnostics.problems)
        }
        return ComparisonFile(name: name, before: before, after: after)
    }
}
