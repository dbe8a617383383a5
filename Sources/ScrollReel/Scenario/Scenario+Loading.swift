import Foundation
import Yams

extension Scenario {
    /// Reads and validates a YAML or JSON scenario file.
    ///
    /// - Throws: ``ScenarioError`` listing every problem in the file, each located by line and
    ///   column; or the file system's error when the file cannot be read.
    public static func load(from url: URL) throws -> Scenario {
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
        return try parse(text, file: url.relativePath, sourceURL: url)
    }

    /// Parses and validates scenario text; `file` names it in error messages.
    public static func parse(_ text: String, file: String, sourceURL: URL? = nil) throws -> Scenario {
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
        let decoder = ScenarioDecoder(
            root: ScenarioNode(node: root, path: "", diagnostics: diagnostics), sourceURL: sourceURL)
        let scenario = decoder.decode()
        if let scenario, diagnostics.problems.isEmpty {
            return scenario
        }
        assert(!diagnostics.problems.isEmpty, "a scenario part failed without reporting why")
        throw ScenarioError(problems: diagnostics.problems)
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
