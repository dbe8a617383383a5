import Foundation
import PackagePlugin

/// Builds an app's files as Xcode keeps them: the `.swift` files under the package's
/// `Sources/App` (any folder depth, names with spaces) are ported by `scrollreel-port` into
/// copies that compile with ScrollReel's UIKit on Linux, and the copies are the target's
/// sources. The copies keep the originals' line numbers, so the compiler's errors point at the
/// app's own files. The folder is read at every build: files copied in later are built too.
@main
struct PortApp: BuildToolPlugin {
    /// The app's folder, inside the package.
    static let appFolder = "Sources/App"

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.package.directoryURL.appendingPathComponent(Self.appFolder, isDirectory: true)
        let sources = Self.swiftFiles(under: folder)
        guard !sources.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("App", isDirectory: true)
        // `Cell.swift` as `Cell.ported.swift`, as the porter names its copies: the copy's own
        // `#fileID` must differ from the original's, which its `#sourceLocation` names.
        let copies = sources.map { source in
            output.appendingPathComponent(String(source.path.dropFirst(folder.path.count + 1).dropLast(".swift".count)) + ".ported.swift")
        }
        return [
            .buildCommand(
                displayName: "Porting the app's \(sources.count) Swift files",
                executable: try context.tool(named: "scrollreel-port").url,
                arguments: ["--output-directory", output.path, folder.path],
                inputFiles: sources,
                outputFiles: copies
            ),
        ]
    }

    /// The `.swift` files under `folder`, as the porter finds them: hidden files and `.build`
    /// folders left out, in path order.
    static func swiftFiles(under folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else {
            return []
        }
        var found: [URL] = []
        while let url = enumerator.nextObject() as? URL {
            if url.lastPathComponent.hasPrefix(".build") { enumerator.skipDescendants(); continue }
            if url.pathExtension == "swift" { found.append(url.standardizedFileURL) }
        }
        return found.sorted { $0.path < $1.path }
    }
}
