import ArgumentParser
import Foundation
import ReelCommandLine

extension ScrollReelCommand {
    /// `scrollreel init-app DIR`: a package that runs an app's own files under a script.
    struct InitApp: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "init-app",
            abstract: "Write a Swift package that runs your app's own files and renders its screen under a script.",
            discussion: """
                Writes DIR/Package.swift, DIR/script.yaml, DIR/README.md, a starter app in \
                DIR/Sources/App/ (replace it with your app's folder, as Xcode keeps it; the build ports it) and DIR/Sources/AppMain/main.swift. \
                `swift build -c release` there makes .build/release/App, which renders `App script.yaml --out out`. \
                The package depends on this ScrollReel checkout by path.
                """)

        @Argument(help: "The folder to create; its name is the package's (letters, digits, - and _).")
        var directory: String

        @Option(help: "The ScrollReel checkout to depend on (default: the one this command was built from).")
        var scrollreelPath: String?

        func validate() throws {
            let name = URL(fileURLWithPath: directory).lastPathComponent
            guard StarterPackage.isValidName(name) else {
                throw ValidationError("the folder's name must start with a letter and hold only letters, digits, - and _ (at most 64)")
            }
        }

        func run() throws {
            let checkout = URL(fileURLWithPath: scrollreelPath ?? InitLayout.builtFromCheckout.path).standardizedFileURL
            guard FileManager.default.fileExists(atPath: checkout.appendingPathComponent("Sources/UIKit").path) else {
                throw fail(StarterError("no ScrollReel checkout at \(checkout.path); pass --scrollreel-path"))
            }
            let target = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
            guard !FileManager.default.fileExists(atPath: target.path) else {
                throw fail(StarterError("\(target.path) already exists; choose another folder"))
            }
            let starter = StarterApp(name: target.lastPathComponent, scrollReelPath: checkout.path)
            do {
                try InitLayout.write(starter.files, named: starter.name, to: target)
            } catch {
                throw fail(error)
            }
            for file in starter.files { print(URL(fileURLWithPath: directory).appendingPathComponent(file.path).relativePath) }
            print("next: copy your app's folder into \(directory)/Sources/App/, then `cd \(directory) && swift build -c release && .build/release/App script.yaml --out out`")
        }
    }
}
