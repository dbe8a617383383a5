import Foundation
import ReelTestSupport
import Testing

/// docs/architecture.md is where a newcomer learns which module a change belongs to: its table
/// must say what Package.swift says.
@Suite struct ArchitectureDocTests {
    struct DumpFailed: Error {
        var message: String
    }

    /// Each target's direct dependencies (targets and products by name), from `swift package dump-package`.
    static func packageDependencies() throws -> [String: [String]] {
        // Its own scratch folder: the running `swift test` holds the lock on .build.
        let scratch = try ToolRunner.makeFolder("dump-package")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let result = try ToolRunner.run(tool: "swift", ["package", "--scratch-path", scratch.path, "dump-package"],
                                        in: Fixtures.packageRoot)
        guard result.status == 0,
              let package = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any],
              let targets = package["targets"] as? [[String: Any]]
        else { throw DumpFailed(message: result.error) }
        var dependencies: [String: [String]] = [:]
        for target in targets {
            guard let name = target["name"] as? String else { continue }
            dependencies[name] = (target["dependencies"] as? [[String: [Any]]] ?? []).compactMap { $0.values.first?.first as? String }
        }
        return dependencies
    }

    /// The table rows: module → the "depends on" cell's names.
    static func documentedDependencies() throws -> [String: [String]] {
        let text = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        var rows: [String: [String]] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 5 else { continue }
            let names = cells[3].split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
            rows[cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = names
        }
        return rows
    }

    @Test func theTableListsEveryLibraryTargetWithItsDependencies() throws {
        let package = try Self.packageDependencies()
        let documented = try Self.documentedDependencies()
        let libraryTargets = package.keys.filter { !$0.hasSuffix("Tests") && $0 != "ReelTestSupport" }.sorted()
        #expect(documented.keys.sorted() == libraryTargets)
        for name in libraryTargets {
            #expect(documented[name] == package[name], "docs/architecture.md, row \(name)")
        }
    }
}
