public import Foundation
public import ReelScenario
import ReelScene

/// The demos that ship with ScrollReel, one scenario file each in `Examples/Scenarios/`.
public enum BuiltInDemos {
    /// The scenario files, sorted by name.
    public static var files: [URL] {
        let folder = scenariosDirectory
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }

    /// The demo names: a file's name without extension, or, for a file with `variants`, one
    /// name per variant (`NAME-VARIANT`).
    public static var names: [String] {
        files.flatMap { file in
            (try? Scenario.loadAll(from: file)).map { $0.map(\.name) } ?? [file.deletingPathExtension().lastPathComponent]
        }
    }

    /// Loads a built-in demo by name, or a scenario file by path.
    ///
    /// - Throws: ``ScenarioError`` for a bad file, ``BuiltInDemos/NotFound`` for a name that is
    ///   neither.
    /// Files a scenario file names must be inside its folder or one of `allowedFolders`.
    public static func scenario(named nameOrPath: String, allowing allowedFolders: [URL] = []) throws -> Scenario {
        let path = URL(fileURLWithPath: nameOrPath)
        if FileManager.default.fileExists(atPath: path.path) {
            return try Scenario.load(from: URL(fileURLWithPath: nameOrPath), allowing: allowedFolders)
        }
        if let file = files.first(where: { $0.deletingPathExtension().lastPathComponent == nameOrPath }) {
            return withSwiftLayout(try Scenario.load(from: file), file: file)
        }
        // A variant: the file whose name prefixes it.
        for file in files where nameOrPath.hasPrefix(file.deletingPathExtension().lastPathComponent + "-") {
            if let variant = try Scenario.loadAll(from: file).first(where: { $0.name == nameOrPath }) {
                return withSwiftLayout(variant, file: file)
            }
        }
        throw NotFound(name: nameOrPath)
    }

    /// Every scenario a name or file stands for: a file with `variants` gives one per variant,
    /// and a `matrix` (the file's, with `matrix` laid over it) one per configuration of each.
    public static func scenarios(named nameOrPath: String, allowing allowedFolders: [URL] = [],
                                 matrix: ScenarioMatrix = ScenarioMatrix()) throws -> [Scenario] {
        if FileManager.default.fileExists(atPath: nameOrPath) {
            return try Scenario.loadAll(from: URL(fileURLWithPath: nameOrPath), allowing: allowedFolders, matrix: matrix)
        }
        if let file = files.first(where: { $0.deletingPathExtension().lastPathComponent == nameOrPath }) {
            return try Scenario.loadAll(from: file, matrix: matrix).map { withSwiftLayout($0, file: file) }
        }
        // A variant: its configurations, named after it.
        for file in files where nameOrPath.hasPrefix(file.deletingPathExtension().lastPathComponent + "-") {
            let matching = try Scenario.loadAll(from: file, matrix: matrix).filter { $0.unconfiguredName == nameOrPath }
            if !matching.isEmpty { return matching.map { withSwiftLayout($0, file: file) } }
        }
        return [try scenario(named: nameOrPath, allowing: allowedFolders)]
    }

    /// Neither a built-in demo nor a readable file.
    public struct NotFound: Error, CustomStringConvertible {
        public var name: String
        public var description: String {
            let suggestion = KeySuggestion.nearest(to: name, in: BuiltInDemos.names)
                .map { " Did you mean '\($0)'?" } ?? ""
            return "no built-in demo or scenario file named '\(name)'.\(suggestion) "
                + "`scrollreel list` shows the demos."
        }
    }
}
