import Foundation
import ScrollReelUIKit
import Testing

/// The app's resource files linked into the main bundle's folder as Xcode copies them: flat,
/// an `.lproj` folder's files in that folder, code and interface files left out, and an earlier
/// launch's links gone.
@Suite struct AppBundleTests {
    /// A fresh folder under the temporary directory.
    static func folder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("AppBundleTests-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func write(_ text: String, to path: String, in folder: URL) throws {
        let file = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    /// The names in `folder`, links and folders alike, sorted, with the files in `.lproj` folders.
    static func listing(_ folder: URL) throws -> [String] {
        let files = FileManager.default
        return try files.contentsOfDirectory(atPath: folder.path).sorted().flatMap { name -> [String] in
            guard name.hasSuffix(".lproj") else { return [name] }
            return try files.contentsOfDirectory(atPath: folder.appendingPathComponent(name).path).sorted().map { "\(name)/\($0)" }
        }
    }

    @Test func resourcesAreLinkedFlatAndAnEarlierAppsLinksGo() throws {
        let app = try Self.folder("app"), other = try Self.folder("other"), bundle = try Self.folder("bundle")
        defer { for url in [app, other, bundle] { try? FileManager.default.removeItem(at: url) } }
        try Self.write("[\"Apple\"]", to: "Model/Seed/fruits.json", in: app)
        try Self.write("\"title\" = \"Fruit\";", to: "Resources/en.lproj/Localizable.strings", in: app)
        try Self.write("let x = 1", to: "Model/Loader.swift", in: app)
        try Self.write("<plist/>", to: "Info.plist", in: app)
        try Self.write("<document/>", to: "Base.lproj/Main.storyboard", in: app)
        try Self.write("{}", to: "Assets.xcassets/Contents.json", in: app)
        // A file of the build's own with a resource's name stays.
        try Self.write("executable", to: "App", in: bundle)
        try Self.write("data", to: "Data/App", in: app)

        AppBundle.link([app], into: bundle)
        #expect(try Self.listing(bundle) == [".scrollreel-app-resources", "App", "en.lproj/Localizable.strings", "fruits.json"])
        let json = bundle.appendingPathComponent("fruits.json")
        #expect(try String(contentsOf: json, encoding: .utf8) == "[\"Apple\"]")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: json.path).hasSuffix("Model/Seed/fruits.json"))
        #expect(try String(contentsOf: bundle.appendingPathComponent("App"), encoding: .utf8) == "executable")

        // Another app in the same package: the first app's links and folders go.
        try Self.write("beep", to: "Sounds/beep.caf", in: other)
        AppBundle.link([other], into: bundle)
        #expect(try Self.listing(bundle) == [".scrollreel-app-resources", "App", "beep.caf"])
        // An app with no resources leaves none, and no list.
        AppBundle.link([], into: bundle)
        #expect(try Self.listing(bundle) == ["App"])
    }
}
