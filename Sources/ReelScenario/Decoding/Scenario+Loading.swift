import Foundation
import ReelScene
import Yams

extension Scenario {
    /// Reads and validates a YAML or JSON scenario file that describes one scenario.
    ///
    /// - Throws: ``ScenarioError`` listing every problem in the file, each located by line and
    ///   column (also when the file has several `variants`: use ``loadAll(from:)``).
    public static func load(from url: URL) throws -> Scenario {
        let all = try loadAll(from: url)
        guard all.count == 1 else {
            throw ScenarioError(problems: [ScenarioProblem(
                file: url.relativePath, line: 1, column: 1, field: "variants",
                message: "the file describes \(all.count) variants (\(all.map(\.name).joined(separator: ", "))); load them all")])
        }
        return all[0]
    }

    /// Reads a scenario file: its scenario, or one per variant named `NAME-VARIANT`.
    public static func loadAll(from url: URL) throws -> [Scenario] {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ScenarioError(problems: [ScenarioProblem(
                file: url.relativePath, line: 1, column: 1, field: "", message: "cannot read the file")])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ScenarioError(problems: [ScenarioProblem(
                file: url.relativePath, line: 1, column: 1, field: "", message: "the file is not UTF-8 text")])
        }
        return try parseAll(text, file: url.relativePath, sourceURL: url)
    }

    /// Parses and validates scenario text describing one scenario; `file` names it in errors.
    public static func parse(_ text: String, file: String, sourceURL: URL? = nil) throws -> Scenario {
        let all = try parseAll(text, file: file, sourceURL: sourceURL)
        guard all.count == 1 else {
            throw ScenarioError(problems: [ScenarioProblem(
                file: file, line: 1, column: 1, field: "variants", message: "the text describes \(all.count) variants")])
        }
        return all[0]
    }

    /// Parses scenario text: its scenario, or one per variant (named `NAME-VARIANT`).
    public static func parseAll(_ text: String, file: String, sourceURL: URL? = nil) throws -> [Scenario] {
        let diagnostics = DecodingContext(file: file)
        let root: Node
        do {
            guard let node = try Yams.compose(yaml: text) else {
                diagnostics.report("the file is empty", field: "", at: nil)
                throw ScenarioError(problems: diagnostics.problems)
            }
            root = node
        } catch let error as YamlError {
            throw ScenarioError(problems: [problem(from: error, file: file)])
        }
        let rootNode = ScenarioNode(node: root, path: "", diagnostics: diagnostics)
        let trees = ScenarioVariants.expand(rootNode) ?? [("", root)]
        var scenarios: [Scenario] = []
        for (variant, tree) in trees {
            let decoder = ScenarioDecoder(
                root: ScenarioNode(node: tree, path: "", diagnostics: diagnostics), sourceURL: sourceURL)
            if var scenario = decoder.decode() {
                if !variant.isEmpty {
                    scenario.name += "-" + variant
                    scenario.title += " (\(variant))"
                }
                scenarios.append(scenario)
            }
        }
        if diagnostics.problems.isEmpty, !scenarios.isEmpty, scenarios.count == trees.count {
            return scenarios
        }
        assert(!diagnostics.problems.isEmpty, "a scenario part failed without reporting why")
        // A problem in the shared part is reported once per variant: keep each line once.
        var seen = Set<ScenarioProblem>()
        throw ScenarioError(problems: diagnostics.problems.filter { seen.insert($0).inserted })
    }

    /// Turns a syntax error from libyaml into a located problem.
    private static func problem(from error: YamlError, file: String) -> ScenarioProblem {
        switch error {
        case .scanner(_, let problem, let mark, _),
             .parser(_, let problem, let mark, _),
             .composer(_, let problem, let mark, _):
            return ScenarioProblem(file: file, line: mark.line, column: mark.column,
                                   field: "", message: "syntax error: \(problem)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            return ScenarioProblem(file: file, line: context.mark.line, column: context.mark.column,
                                   field: duplicates.joined(separator: ", "), message: "key appears twice")
        default:
            return ScenarioProblem(file: file, line: 1, column: 1, field: "", message: "\(error)")
        }
    }
}
