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
        let appFiles = Self.swiftFiles(under: folders[0])
        let chosenTwins = Self.projectTwins(among: appFiles, in: folders[0])
        var sources: [URL] = [], copies: [URL] = [], skipped: [URL] = []
        for folder in folders {
            for source in Self.swiftFiles(under: folder) {
                if folder == folders[0], let projectFiles, !projectFiles.contains(source.lastPathComponent) {
                    skipped.append(source)
                    continue
                }
                if folder == folders[0], let chosenTwins, chosenTwins.names.contains(source.lastPathComponent),
                   !chosenTwins.files.contains(source) {
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
        guard let text = projectText(in: folder) else { return nil }
        // The app's own sources phase, when the file can be read that far (an extension's or a
        // test target's files stay out).
        let paths = ProjectFile(text).builtSwiftPaths
        if !paths.isEmpty { return Set(paths.map { String($0.split(separator: "/").last ?? "") }) }
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

    /// The project file of the first `*.xcodeproj` directly in `folder` that has one (a folder
    /// may also hold a project's leftovers: user data without its project file).
    static func projectText(in folder: URL) -> String? {
        for project in ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() where project.hasSuffix(".xcodeproj") {
            let file = folder.appendingPathComponent(project).appendingPathComponent("project.pbxproj")
            if let text = try? String(contentsOf: file, encoding: .utf8) { return text }
        }
        return nil
    }

    /// Files of one name in several folders (an old copy beside the file the project builds, as
    /// apps keep them): the ones the Xcode project in `folder` builds, found by their paths
    /// through the project's groups, and the names they share. Nil when no name repeats or the
    /// project names none of those files by a path (then every file is built, as before).
    static func projectTwins(among files: [URL], in folder: URL) -> (names: Set<String>, files: Set<URL>)? {
        let counts = Dictionary(files.map { ($0.lastPathComponent, 1) }, uniquingKeysWith: +)
        let names = Set(counts.filter { $0.value > 1 }.keys)
        guard !names.isEmpty, let text = projectText(in: folder) else { return nil }
        let built = ProjectFile(text).builtSwiftPaths
        let chosen = files.filter { file in
            guard names.contains(file.lastPathComponent) else { return false }
            let relative = String(file.path.dropFirst(folder.path.count + 1))
            return built.contains { $0 == relative || $0.hasSuffix("/" + relative) }
        }
        return chosen.isEmpty ? nil : (names, Set(chosen))
    }

    /// An Xcode project file read far enough to know the paths of the Swift files its sources
    /// build phases compile: each build file's reference, its path joined with its groups'.
    struct ProjectFile {
        /// Each object's fields (`isa`, `path`, `sourceTree`, `fileRef`) and lists (`children`,
        /// `files`), by identifier.
        private var fields: [String: [String: String]] = [:]
        private var lists: [String: [String: [String]]] = [:]

        init(_ text: String) {
            let characters = Array(text.utf8)
            guard let header = try? NSRegularExpression(pattern: "([0-9A-Fa-f]{24})(?: /\\*[^*]*\\*/)? = \\{") else { return }
            let range = NSRange(text.startIndex..., in: text)
            for match in header.matches(in: text, range: range) {
                guard let idRange = Range(match.range(at: 1), in: text), let whole = Range(match.range, in: text) else { continue }
                // The object's body, to its matching brace.
                var depth = 1, index = text.utf8.distance(from: text.startIndex, to: whole.upperBound)
                let start = index
                while index < characters.count, depth > 0 {
                    if characters[index] == UInt8(ascii: "{") { depth += 1 }
                    if characters[index] == UInt8(ascii: "}") { depth -= 1 }
                    index += 1
                }
                let body = String(decoding: characters[start..<max(start, index - 1)], as: UTF8.self)
                guard body.contains("isa =") else { continue }
                let id = String(text[idRange])
                var own: [String: String] = [:], ownLists: [String: [String]] = [:]
                for key in ["isa", "path", "sourceTree", "fileRef", "productType"] {
                    if let value = Self.value(of: key, in: body) { own[key] = value }
                }
                for key in ["children", "files", "buildPhases"] {
                    if let list = Self.list(of: key, in: body) { ownLists[key] = list }
                }
                fields[id] = own
                lists[id] = ownLists
            }
        }

        /// The paths, relative to the project's folder, of the Swift files the sources phases of
        /// its applications build (of every target, when it names no application).
        var builtSwiftPaths: [String] {
            var parent: [String: String] = [:]
            for (id, own) in lists { for child in own["children"] ?? [] { parent[child] = id } }
            let applications = fields.filter { $0.value["productType"] == "com.apple.product-type.application" }.keys
            let appPhases = Set(applications.flatMap { lists[$0]?["buildPhases"] ?? [] })
            var paths: [String] = []
            for (id, own) in fields where own["isa"] == "PBXSourcesBuildPhase" && (appPhases.isEmpty || appPhases.contains(id)) {
                for buildFile in lists[id]?["files"] ?? [] {
                    guard let reference = fields[buildFile]?["fileRef"], let path = fields[reference]?["path"], path.hasSuffix(".swift") else { continue }
                    var components = [path]
                    var tree = fields[reference]?["sourceTree"] ?? "<group>"
                    var current = parent[reference]
                    while tree == "<group>", let group = current {
                        if let folder = fields[group]?["path"], folder != "." { components.insert(folder, at: 0) }
                        tree = fields[group]?["sourceTree"] ?? "<group>"
                        current = parent[group]
                    }
                    // `CoreData/../Model.swift`: a group's path may climb out of it.
                    var normalized: [Substring] = []
                    for part in components.joined(separator: "/").split(separator: "/") where part != "." {
                        if part == "..", !normalized.isEmpty { normalized.removeLast() } else { normalized.append(part) }
                    }
                    paths.append(normalized.joined(separator: "/"))
                }
            }
            return paths.sorted()
        }

        private static func value(of key: String, in body: String) -> String? {
            guard let expression = try? NSRegularExpression(pattern: "(?:^|[\\s;{])" + key + " = (\"(?:[^\"\\\\]|\\\\.)*\"|[^;\\s]+)(?: /\\*[^*]*\\*/)?;"),
                  let match = expression.firstMatch(in: body, range: NSRange(body.startIndex..., in: body)),
                  let range = Range(match.range(at: 1), in: body) else { return nil }
            var value = String(body[range])
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
            return value
        }

        private static func list(of key: String, in body: String) -> [String]? {
            guard let start = body.range(of: key + " = ("), let end = body[start.upperBound...].range(of: ")") else { return nil }
            let entries = body[start.upperBound..<end.lowerBound].split(whereSeparator: { $0 == "," || $0.isNewline })
            var identifiers: [String] = []
            for entry in entries {
                // `ID /* Name */`: the identifier is the entry's first word.
                guard let word = entry.split(whereSeparator: \.isWhitespace).first, word.count == 24, word.allSatisfy(\.isHexDigit) else { continue }
                identifiers.append(String(word))
            }
            return identifiers
        }
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
