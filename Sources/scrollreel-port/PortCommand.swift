import ArgumentParser
import Foundation
import ReelFiles
import ReelPort

/// `scrollreel-port FILE…` (also run as `scrollreel port`): rewrite what Linux Swift refuses in
/// iOS source. A product of its own, so that building the renderer never builds swift-syntax.
@main
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scrollreel-port",
        abstract: "Rewrite, in place, what compiles on iOS but not in Linux Swift: @objc attributes, @objc optional protocol requirements and their optional-chained calls, overrides declared in extensions, and the UIKit shapes an app needs (@UIApplicationMain, selectors, NSDate(), a second Foundation import).",
        discussion: """
            A folder stands for the .swift files under it. The files are ported together (a protocol, its callers and implementations, and an \
            extension's class may be in different files). Each rewrite is printed as FILE:LINE: \
            what changed; what could not be rewritten is printed as a warning. Everything else \
            is left exactly as it was.
            """)

    @Argument(help: "Swift source files, or folders: their .swift files, in their subfolders too.")
    var files: [String]

    @Flag(help: "Print the rewrites without changing the files.")
    var dryRun = false

    @Option(help: ArgumentHelp(
        "Change no file: write a ported copy of each file under each folder given to this folder, at FOLDER/PATH (the folder's own name, the file's path in it), NAME.swift as NAME.ported.swift.",
        discussion: "Each copy keeps its original's line numbers (a #sourceLocation directive names the original), so the compiler's errors point at the original files. This is how an init-app package builds an app's files.",
        valueName: "folder"))
    var outputDirectory: String?

    @Option(help: ArgumentHelp(
        "A module whose files are among those given, built into the same module: `import NAME` goes from every file.",
        valueName: "name"))
    var mergedModule: [String] = []

    @Option(help: ArgumentHelp("A file under the folders given to leave out (one the app's Xcode project does not build).",
                               valueName: "file"))
    var skip: [String] = []

    /// Larger than any layout file; a bound on what is read.
    static let maximumFileSize = 4 << 20
    static let maximumFileCount = 500

    func run() throws {
        let paths: [String]
        do {
            // A build's folders may hold no Swift file yet.
            let skipped = Set(skip.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
            paths = try Self.swiftFiles(in: files, allowingEmptyFolders: outputDirectory != nil)
                .filter { !skipped.contains(URL(fileURLWithPath: $0).standardizedFileURL.path) }
        } catch {
            throw Self.fail(error)
        }
        guard paths.count <= Self.maximumFileCount else {
            throw Self.fail(PortInputError("at most \(Self.maximumFileCount) files at once, got \(paths.count)"))
        }
        var sources: [SourceFile] = []
        for path in paths {
            do {
                sources.append(try Self.read(path))
            } catch {
                throw Self.fail(error)
            }
        }
        if let outputDirectory {
            try writeCopies(of: sources, to: outputDirectory)
            return
        }
        let report = SourcePorter.port(sources)
        for entry in report.rewrites { print(TerminalText.escaped(entry.description)) }
        var stderr = StandardError()
        for entry in report.leftAlone {
            print(TerminalText.escaped("\(entry.file):\(entry.line): warning: \(entry.message)"), to: &stderr)
        }
        guard !dryRun else { return }
        for file in report.changedFiles {
            do {
                try AtomicFile.write(Data(file.text.utf8), to: URL(fileURLWithPath: file.name))
            } catch {
                throw Self.fail(error)
            }
        }
        if report.rewrites.isEmpty { print("nothing to port") }
    }

    /// The build's step: ported copies of `sources` (the files under the folders given) in
    /// `outputDirectory`, each at its folder's name and its path in that folder
    /// (``copyPath(of:)``); a copy whose text is already there is left untouched, so the
    /// compiler sees no change. Only what could not be ported is printed, as the compiler
    /// prints a warning.
    private func writeCopies(of sources: [SourceFile], to outputDirectory: String) throws {
        let report = SourcePorter.portedCopies(of: sources, mergedModules: Set(mergedModule))
        var stderr = StandardError()
        for entry in report.leftAlone {
            print(TerminalText.escaped("\(entry.file):\(entry.line): warning: \(entry.message)"), to: &stderr)
        }
        let root = URL(fileURLWithPath: outputDirectory, isDirectory: true)
        try write(Data(report.entryPointSource.utf8), to: root.appendingPathComponent(Self.entryPointFile))
        let prefixes = files.map { folder in (folder.hasSuffix("/") ? folder : folder + "/", URL(fileURLWithPath: folder).lastPathComponent) }
        for file in report.files {
            let relative = prefixes.first { file.name.hasPrefix($0.0) }.map { $0.1 + "/" + file.name.dropFirst($0.0.count) }
                ?? URL(fileURLWithPath: file.name).lastPathComponent
            let destination = root.appendingPathComponent(Self.copyPath(of: relative))
            try write(Data(file.text.utf8), to: destination)
        }
    }

    /// `data` at `destination`, unless it is there already (the compiler then sees no change).
    private func write(_ data: Data, to destination: URL) throws {
        if (try? Data(contentsOf: destination)) == data { return }
        do {
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(data, to: destination)
        } catch {
            throw Self.fail(error)
        }
    }

    /// The file a build's copies name the app's entry point in, in the output folder.
    static let entryPointFile = "AppEntryPoint.ported.swift"

    /// Where the ported copy of the file at `relativePath` goes: `Cell.swift` as `Cell.ported.swift`.
    /// Not the original's name: the compiler would find the copy's own `#fileID` and the one its
    /// `#sourceLocation` names to be the same string.
    static func copyPath(of relativePath: String) -> String {
        String(relativePath.dropLast(".swift".count)) + ".ported.swift"
    }

    /// `paths` with each folder replaced by the `.swift` files under it (hidden folders and
    /// build folders left out), in name order; a folder with none is an error.
    static func swiftFiles(in paths: [String], allowingEmptyFolders: Bool = false) throws -> [String] {
        var found: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                found.append(path)
                continue
            }
            let root = URL(fileURLWithPath: path, isDirectory: true)
            let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey],
                                                            options: [.skipsHiddenFiles])
            var inFolder: [String] = []
            while let url = enumerator?.nextObject() as? URL {
                if url.lastPathComponent.hasPrefix(".build") { enumerator?.skipDescendants(); continue }
                if url.pathExtension == "swift" { inFolder.append(url.path) }
                guard inFolder.count <= maximumFileCount else { break }
            }
            guard !inFolder.isEmpty || allowingEmptyFolders else { throw PortInputError("\(path): a folder with no .swift files") }
            let prefix = path.hasSuffix("/") ? path : path + "/"
            found += inFolder.sorted().map { prefix + $0.dropFirst(root.path.count + 1) }
        }
        return found
    }

    /// The file at `path` as UTF-8 text, refused when it is not a readable, bounded text file.
    static func read(_ path: String) throws -> SourceFile {
        let url = URL(fileURLWithPath: path)
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
        guard let size else { throw PortInputError("\(path): no such file") }
        guard size <= maximumFileSize else {
            throw PortInputError("\(path): \(size) bytes is larger than a source file can be here (\(maximumFileSize))")
        }
        let data = try Data(contentsOf: url)
        guard let text = String(data: data, encoding: .utf8) else { throw PortInputError("\(path): not UTF-8 text") }
        return SourceFile(name: path, text: text)
    }

    /// Prints the failure as one line and exits non-zero.
    static func fail(_ error: Error) -> ExitCode {
        var stderr = StandardError()
        print(TerminalText.escaped("error: \(error)"), to: &stderr)
        return ExitCode.failure
    }
}

/// A file `port` cannot read.
struct PortInputError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
