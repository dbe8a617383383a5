import Foundation
import ScrollReelDemos

/// The demos that ship with ScrollReel, one scenario file each in `Examples/Scenarios/`.
public enum BuiltInDemos {
    /// The scenario files, sorted by name.
    public static var files: [URL] {
        let folder = ScrollReelDemos.scenariosDirectory
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }

    /// The demo names (file names without extension).
    public static var names: [String] {
        files.map { $0.deletingPathExtension().lastPathComponent }
    }

    /// Loads a built-in demo by name, or a scenario file by path.
    ///
    /// - Throws: ``ScenarioError`` for a bad file, ``BuiltInDemos/NotFound`` for a name that is
    ///   neither.
    public static func scenario(named nameOrPath: String) throws -> Scenario {
        let path = URL(fileURLWithPath: nameOrPath)
        if FileManager.default.fileExists(atPath: path.path) {
            return try Scenario.load(from: URL(fileURLWithPath: nameOrPath))
        }
        if let file = files.first(where: { $0.deletingPathExtension().lastPathComponent == nameOrPath }) {
            return try Scenario.load(from: file)
        }
        throw NotFound(name: nameOrPath)
    }

    /// Every scenario a name or file stands for: a file with `variants` gives one per variant.
    public static func scenarios(named nameOrPath: String) throws -> [Scenario] {
        if FileManager.default.fileExists(atPath: nameOrPath) {
            return try Scenario.loadAll(from: URL(fileURLWithPath: nameOrPath))
        }
        return [try scenario(named: nameOrPath)]
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
