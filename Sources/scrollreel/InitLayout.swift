import ArgumentParser
import Foundation
import ReelCommandLine

extension ScrollReelCommand {
    /// `scrollreel init-layout NAME`: a starter package to paste a UIKit layout into.
    struct InitLayout: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "init-layout",
            abstract: "Write a Swift package that renders your own UIKit layout: paste it in, run `swift run NAME`.",
            discussion: """
                Writes NAME/Package.swift, NAME/scenario.yaml, NAME/README.md and \
                NAME/Sources/NAME/MyLayout.swift (the file to paste your layout over) and main.swift. \
                The package depends on this ScrollReel checkout by path.
                """)

        @Argument(help: "The package name (letters, digits, - and _; it becomes the folder and the executable).")
        var name: String

        @Option(help: "Where to create the package folder.")
        var at: String = "."

        @Option(help: "The ScrollReel checkout to depend on (default: the one this command was built from).")
        var scrollreelPath: String?

        func validate() throws {
            guard StarterPackage.isValidName(name) else {
                throw ValidationError("the name must start with a letter and hold only letters, digits, - and _ (at most 64)")
            }
        }

        func run() throws {
            let checkout = URL(fileURLWithPath: scrollreelPath ?? Self.builtFromCheckout.path).standardizedFileURL
            guard FileManager.default.fileExists(atPath: checkout.appendingPathComponent("Sources/ScrollReelUIKit").path) else {
                throw fail(StarterError("no ScrollReel checkout at \(checkout.path); pass --scrollreel-path"))
            }
            let parent = URL(fileURLWithPath: at, isDirectory: true)
            let target = parent.appendingPathComponent(name, isDirectory: true)
            guard !FileManager.default.fileExists(atPath: target.path) else {
                throw fail(StarterError("\(target.path) already exists; choose another name or folder"))
            }
            let package = StarterPackage(name: name, scrollReelPath: checkout.path)
            do {
                try Self.write(package.files, named: package.name, to: target)
            } catch {
                throw fail(error)
            }
            for file in package.files { print(target.appendingPathComponent(file.path).relativePath) }
            print("next: paste your layout into \(name)/Sources/\(package.moduleName)/MyLayout.swift, then `cd \(name) && swift run`")
        }

        /// Writes every file into a hidden sibling folder, then moves it into place: an
        /// interrupted run leaves no half-made package under `target`'s name.
        static func write(_ files: [(path: String, text: String)], named name: String, to target: URL) throws {
            let manager = FileManager.default
            let staging = target.deletingLastPathComponent()
                .appendingPathComponent(".\(name).init-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
            try? manager.removeItem(at: staging)
            defer { try? manager.removeItem(at: staging) }
            for file in files {
                let url = staging.appendingPathComponent(file.path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url)
            }
            try manager.moveItem(at: staging, to: target)
        }

        /// The checkout this executable was compiled from: this file is
        /// `Sources/scrollreel/InitLayout.swift` inside it.
        static let builtFromCheckout = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }
}

/// A problem writing the starter package, worded for the terminal.
struct StarterError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
