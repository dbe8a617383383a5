import Foundation
import ReelLayout

/// The app's storyboards and xibs by name, found anywhere in its resource folders — groups,
/// `Base.lproj` and other `.lproj` folders — as Xcode copies them flat into the app's bundle:
/// made once per app, from at most ``maximumFiles`` files.
final class InterfaceFiles {
    private var files: [String: URL] = [:]
    /// Each file's rank: the shallowest wins (a `Base.lproj` counting as its parent folder),
    /// then the base localisation, then the path — the same file on every machine.
    private var ranks: [String: (depth: Int, notBase: Int, path: String)] = [:]
    static let maximumFiles = 20_000

    /// The running app's files (none outside an app but those in `Sources/App`).
    static var current: InterfaceFiles {
        guard let context = AppContext.current else { return InterfaceFiles(folders: [URL(fileURLWithPath: "Sources/App")]) }
        return context.object { InterfaceFiles(folders: context.resourceFolders + [URL(fileURLWithPath: "Sources/App")]) }
    }

    init(folders: [URL]) {
        var seen = 0
        for folder in folders {
            guard let found = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { continue }
            let base = folder.standardizedFileURL.pathComponents.count
            for case let file as URL in found {
                seen += 1
                if seen > Self.maximumFiles { return }
                guard ["storyboard", "xib"].contains(file.pathExtension) else { continue }
                let name = file.lastPathComponent
                let parent = file.deletingLastPathComponent().lastPathComponent
                let depth = file.standardizedFileURL.pathComponents.count - base - (parent.hasSuffix(".lproj") ? 1 : 0)
                let rank = (depth, parent == "Base.lproj" ? 0 : 1, file.path)
                if let known = ranks[name], known <= rank { continue }
                ranks[name] = rank
                files[name] = file
            }
        }
    }

    /// The file `name` with `extension` (`storyboard`, `xib`).
    func url(named name: String, extension: String) -> URL? {
        files[name + "." + `extension`]
    }

    /// Every storyboard's name, sorted.
    var storyboardNames: [String] {
        files.keys.filter { $0.hasSuffix(".storyboard") && $0 != "LaunchScreen.storyboard" }
            .map { String($0.dropLast(".storyboard".count)) }.sorted()
    }
}
