import Foundation
import PackagePlugin

/// Builds an app's files as Xcode keeps them: the `.swift` files under the package's
/// `Sources/App` (any folder depth, names with spaces) are ported by `scrollreel-port` into
/// copies that compile with ScrollReel's UIKit on Linux, and the copies are the target's
/// sources. The copies keep the originals' line numbers, so the compiler's errors point at the
/// app's own files. Each folder in `Sources/Modules` holds a module the app imports from its
/// own repository (a framework or package of the app's, by the module's name): its files are
/// built into the app with it, and its imports go. The folders are read at every build: files
/// copied in later are built too. The app delegate's `@main` goes, its class named in
/// `portedAppDelegateClassName` for the package's main to hand UIApplicationMain (a library
/// holding `main` could not be linked beside a test runner).
@main
struct PortApp: BuildToolPlugin {
    /// The app's folder, inside the package.
    static let appFolder = "Sources/App"
    /// The folder of the app's own modules, one folder each, inside the package.
    static let modulesFolder = "Sources/Modules"

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let package = context.package.directoryURL
        let modules = Self.folders(in: package.appendingPathComponent(Self.modulesFolder, isDirectory: true))
        let folders = [package.appendingPathComponent(Self.appFolder, isDirectory: true)] + modules
        let output = context.pluginWorkDirectoryURL
        // With the app's Xcode project copied in too, only the Swift files it builds are built:
        // a folder may hold files the project left out (an old copy, "Button 2.swift").
        let projectFiles = Self.projectSwiftFiles(in: folders[0])
        var sources: [URL] = [], copies: [URL] = [], skipped: [URL] = []
        for folder in folders {
            for source in Self.swiftFiles(under: folder) {
                if folder == folders[0], let projectFiles, !projectFiles.contains(source.lastPathComponent) {
                    skipped.append(source)
                    continue
                }
                sources.append(source)
                // `Cell.swift` as `App/Cell.ported.swift`, as the porter names its copies: the
                // copy's own `#fileID` must differ from the original's, which its
                // `#sourceLocation` names.
                let relative = folder.lastPathComponent + "/" + source.path.dropFirst(folder.path.count + 1).dropLast(".swift".count)
                copies.append(output.appendingPathComponent(relative + ".ported.swift"))
            }
        }
        // Always run, even before the app's files are in: the entry point's file is the app's.
        copies.append(output.appendingPathComponent("AppEntryPoint.ported.swift"))
        return [
            .buildCommand(
                displayName: "Porting the app's \(sources.count) Swift files",
                executable: try context.tool(named: "scrollreel-port").url,
                arguments: ["--output-directory", output.path] + modules.flatMap { ["--merged-module", $0.lastPathComponent] }
                    + skipped.flatMap { ["--skip", $0.path] } + folders.map(\.path),
                inputFiles: sources,
                outputFiles: copies
            ),
        ]
    }

    /// The names of the Swift files the Xcode project in `folder` (a `*.xcodeproj` directly
    /// in it) compiles — its sources build phases' files — or nil when there is none.
    static func projectSwiftFiles(in folder: URL) -> Set<String>? {
        guard let project = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted()
                .first(where: { $0.hasSuffix(".xcodeproj") }),
              let text = try? String(contentsOf: folder.appendingPathComponent(project).appendingPathComponent("project.pbxproj"),
                                     encoding: .utf8) else { return nil }
        // `/* Cell.swift in Sources */`: a build file of a sources phase.
        var names: Set<String> = []
        var rest = text[...]
        while let end = rest.range(of: ".swift in Sources */") {
            let start = rest[..<end.lowerBound].range(of: "/* ", options: .backwards)?.upperBound ?? end.lowerBound
            names.insert(String(rest[start..<end.lowerBound]) + ".swift")
            rest = rest[end.upperBound...]
        }
        return names.isEmpty ? nil : names
    }

    /// The folders directly in `folder`, by name.
    static func folders(in folder: URL) -> [URL] {
        let found = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey],
                                                                   options: [.skipsHiddenFiles])) ?? []
        return found.filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
            .map(\.standardizedFileURL).sorted { $0.path < $1.path }
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
