public import Foundation
import Yams

extension Scenario {
    /// Reads and validates a YAML or JSON scenario file that describes one scenario.
    ///
    /// - Throws: ``ScenarioError`` listing every problem in the file, each located by line and
    ///   column (also when the file has several `variants`: use ``loadAll(from:)``).
    public static func load(from url: URL, allowing allowedFolders: [URL] = []) throws -> Scenario {
        let all = try loadAll(from: url, allowing: allowedFolders)
        guard all.count == 1 else {
            throw ScenarioError(problems: [ScenarioProblem(
                file: url.relativePath, line: 1, column: 1, field: "variants",
                message: "the file describes \(all.count) variants (\(all.map(\.name).joined(separator: ", "))) and load(from:) reads one scenario; read them all with Scenario.loadAll(from:), which gives one scenario per variant")])
        }
        return all[0]
    }

    /// Reads a scenario file: its scenario, or one per variant named `NAME-VARIANT`.
    ///
    /// Files the scenario names (images) resolve against its folder and must stay inside it,
    /// symbolic links followed, or inside one of `allowedFolders`.
    ///
    /// A `matrix` (the file's, with the given one laid over it) makes one scenario per
    /// configuration of each, named `NAME-VALUE-VALUE…`.
    ///
    /// An app script (`asAppScript`) is a scenario whose screen is the app's: `collection` is
    /// optional and `app` is implied.
    public static func loadAll(from url: URL, allowing allowedFolders: [URL] = [],
                               matrix: ScenarioMatrix = ScenarioMatrix(), asAppScript: Bool = false) throws -> [Scenario] {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ScenarioError(problems: [ScenarioProblem(
                file: url.relativePath, line: 1, column: 1, field: "", message: "cannot read the file")])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            // Located at the first byte that is not UTF-8 (decoded as U+FFFD).
            let decoded = String(decoding: data, as: UTF8.self)
            let prefix = decoded.prefix { $0 != "\u{FFFD}" }
            let (line, column) = position(ofByte: prefix.utf8.count, in: decoded)
            throw ScenarioError(problems: [ScenarioProblem(
                file: url.relativePath, line: line, column: column, field: "", message: "the file is not UTF-8 text")])
        }
        return try parseAll(text, file: url.relativePath, sourceURL: url, allowing: allowedFolders, matrix: matrix,
                            asAppScript: asAppScript)
    }

    /// Parses and validates scenario text describing one scenario; `file` names it in errors.
    public static func parse(_ text: String, file: String, sourceURL: URL? = nil,
                             allowing allowedFolders: [URL] = [], asAppScript: Bool = false) throws -> Scenario {
        let all = try parseAll(text, file: file, sourceURL: sourceURL, allowing: allowedFolders, asAppScript: asAppScript)
        guard all.count == 1 else {
            throw ScenarioError(problems: [ScenarioProblem(
                file: file, line: 1, column: 1, field: "variants", message: "the text describes \(all.count) variants")])
        }
        return all[0]
    }

    /// Parses scenario text: its scenario, or one per variant (named `NAME-VARIANT`). Files it
    /// names resolve against `sourceURL`'s folder (the current folder without one) and must stay
    /// inside it or inside one of `allowedFolders`.
    public static func parseAll(_ text: String, file: String, sourceURL: URL? = nil,
                                allowing allowedFolders: [URL] = [],
                                matrix: ScenarioMatrix = ScenarioMatrix(), asAppScript: Bool = false) throws -> [Scenario] {
        let access = FileAccess(scenarioFolder: sourceURL?.deletingLastPathComponent(), allowedFolders: allowedFolders)
        let diagnostics = DecodingContext(file: file, access: access)
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
        if let beyond = ValueBudget.firstValue(beyond: ScenarioLimits.maximumValues, in: root) {
            diagnostics.report("the file unfolds to more than \(ScenarioLimits.maximumValues) values "
                               + "(each use of an alias counts all it holds)", field: "", at: beyond.mark)
            throw ScenarioError(problems: diagnostics.problems)
        }
        let rootNode = ScenarioNode(node: root, path: "", diagnostics: diagnostics)
        let variants = ScenarioVariants.expand(rootNode) ?? [("", root)]
        let configurations = (ScenarioMatrix.decode(rootNode) ?? ScenarioMatrix()).overridden(by: matrix).configurations
        var trees: [(variant: String, configuration: [ScenarioMatrix.Setting], tree: Node)] = []
        for (variant, tree) in variants {
            for configuration in configurations {
                trees.append((variant, configuration, ScenarioMatrix.tree(tree, configuredAs: configuration)))
            }
        }
        var scenarios: [Scenario] = []
        for (variant, configuration, tree) in trees {
            let decoder = ScenarioDecoder(
                root: ScenarioNode(node: tree, path: "", diagnostics: diagnostics), sourceURL: sourceURL,
                isAppScript: asAppScript)
            if var scenario = decoder.decode() {
                if !variant.isEmpty {
                    scenario.name += "-" + variant
                    scenario.title += " (\(variant))"
                }
                if !configuration.isEmpty {
                    scenario.name += "-" + configuration.map(\.value).joined(separator: "-")
                    scenario.title += " [" + configuration.map(\.value).joined(separator: ", ") + "]"
                    scenario.configuration = configuration
                }
                scenarios.append(scenario)
            }
        }
        if diagnostics.problems.isEmpty, !scenarios.isEmpty, scenarios.count == trees.count {
            return scenarios
        }
        if diagnostics.problems.isEmpty {
            // Every failing part reports why; should one not, the file still gets a located line.
            diagnostics.report("the scenario is incomplete", field: "", at: root.mark)
        }
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
        case .reader(let problem, let offset, _, let yaml):
            // libyaml reports a byte offset; the line and column are counted from it.
            let (line, column) = position(ofByte: offset ?? 0, in: yaml)
            return ScenarioProblem(file: file, line: line, column: column, field: "", message: "unreadable text: \(problem)")
        default:
            return ScenarioProblem(file: file, line: 1, column: 1, field: "", message: "\(error)")
        }
    }

    /// The 1-based line and column (in characters) of byte `offset` of `text`'s UTF-8.
    static func position(ofByte offset: Int, in text: String) -> (line: Int, column: Int) {
        var line = 1, column = 1, bytes = 0
        for character in text {
            let size = character.utf8.count
            if bytes + size > offset { break }
            bytes += size
            if character == "\n" || character == "\r\n" { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
    }
}
