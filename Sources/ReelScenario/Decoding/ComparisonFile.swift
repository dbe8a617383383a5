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
    ///
    /// A `before` or `after` that is a path (it holds a `/` or ends in `.yaml`, `.yml` or
    /// `.json`) resolves against the comparison file's folder and must stay inside it or inside
    /// one of `allowedFolders`; it is returned resolved.
    public static func load(from url: URL, allowing allowedFolders: [URL] = []) throws -> ComparisonFile {
        let access = FileAccess(scenarioFolder: url.deletingLastPathComponent(), allowedFolders: allowedFolders)
        let diagnostics = DecodingContext(file: url.relativePath, access: access)
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        func scenarioReference(_ node: ScenarioNode) -> String? {
            guard let reference = node.string() else { return nil }
            let isPath = reference.contains("/") || ["yaml", "yml", "json"].contains((reference as NSString).pathExtension)
            guard isPath else { return reference }
            guard let resolved = access.resolve(reference) else {
                node.report("\(QuotedValue.quoted(reference)) is outside the comparison file's folder; it must be inside it "
                            + "or inside a folder allowed explicitly")
                return nil
            }
            return resolved.path
        }
        guard let node = try? Yams.compose(yaml: text),
              let map = ScenarioNode(node: node, path: "", diagnostics: diagnostics)
                .mapping(keys: ["name", "before", "after"]),
              let name = map.required("name").flatMap({ node -> String? in
                  guard let name = node.string() else { return nil }
                  guard Scenario.isValidName(name) else {
                      node.report("must be \(Scenario.nameRule), got \(QuotedValue.quoted(name))")
                      return nil
                  }
                  return name
              }),
              let before = map.required("before").flatMap(scenarioReference),
              let after = map.required("after").flatMap(scenarioReference)
        else {
            if diagnostics.problems.isEmpty { diagnostics.report("expected name, before and after", field: "", at: nil) }
            throw ScenarioError(problems: diagnostics.problems)
        }
        return ComparisonFile(name: name, before: before, after: after)
    }
}
