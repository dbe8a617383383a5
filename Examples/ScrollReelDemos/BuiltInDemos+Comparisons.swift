public import Foundation
public import ReelOutput
import ReelScenario
import ReelScene

extension BuiltInDemos {
    /// The built-in before/after pairs, sorted by name; each file names two demos.
    public static func comparisons() throws -> [Comparison] {
        let folder = comparisonsDirectory
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".yaml") }.sorted()
        return try names.map { try comparison(at: folder.appendingPathComponent($0)) }
    }

    /// The first two variants of a scenario file (a bug and its fix), named after the file.
    public static func comparison(ofVariantsIn path: String, name: String? = nil,
                                  allowing allowedFolders: [URL] = []) throws -> Comparison {
        let variants = try scenarios(named: path, allowing: allowedFolders)
        guard variants.count >= 2 else {
            throw RenderRequestError(message: "'\(path)' has no variants: name two scenarios to compare")
        }
        let fileName = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return try Comparison(name: name ?? fileName, before: variants[0], after: variants[1])
    }

    /// Reads a comparison file: `name`, `before` and `after` (demo names or scenario paths,
    /// confined as ``ComparisonFile/load(from:allowing:)`` says).
    public static func comparison(at url: URL, allowing allowedFolders: [URL] = []) throws -> Comparison {
        let file = try ComparisonFile.load(from: url, allowing: allowedFolders)
        return try Comparison(name: file.name, before: try scenario(named: file.before, allowing: allowedFolders),
                              after: try scenario(named: file.after, allowing: allowedFolders))
    }
}
