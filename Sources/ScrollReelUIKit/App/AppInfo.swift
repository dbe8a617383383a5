import Foundation
import ReelLayout

/// What the app's `Info.plist` says of how it launches, as Xcode writes it: the main storyboard
/// (`UIMainStoryboardFile`) and, in the scene manifest, the scene's storyboard and delegate
/// class (`UISceneStoryboardFile`, `UISceneDelegateClassName`). Without a plist — or without
/// those keys — the app's `Main` storyboard, or its only one, is the main storyboard.
struct AppInfo {
    var mainStoryboard: String?
    var sceneStoryboard: String?
    /// The scene delegate's class name, its `$(PRODUCT_MODULE_NAME).` prefix taken off.
    var sceneDelegateClassName: String?

    /// The running app's (made once per app).
    static var current: AppInfo {
        guard let context = AppContext.current else { return AppInfo(folders: [], resources: .current) }
        return context.object { Box(AppInfo(folders: AppResources.folders(of: context), resources: .current)) }.value
    }

    private final class Box {
        let value: AppInfo
        init(_ value: AppInfo) { self.value = value }
    }

    /// The one `Info.plist` in the folders under `folder` (Xcode's `INFOPLIST_FILE` may name one
    /// in a `Resources` or `Supporting Files` group), test and project folders left out, at
    /// most four levels down; nil when there is none or more than one (an extension's, another
    /// app's), as no rule says which is the app's.
    private static func nestedPlist(in folder: URL) -> URL? {
        var level = [folder], found: [URL] = []
        for _ in 0..<4 {
            var next: [URL] = []
            for directory in level {
                let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
                for name in names where !name.hasPrefix(".") && !name.hasSuffix("Tests") && !name.hasSuffix(".xcodeproj") && name != "Pods" {
                    let url = directory.appendingPathComponent(name)
                    var isFolder: ObjCBool = false
                    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
                    if isFolder.boolValue { next.append(url) } else if name == "Info.plist", directory != folder { found.append(url) }
                }
            }
            level = next
        }
        return found.count == 1 ? found[0] : nil
    }

    /// The largest plist read: far beyond any app's.
    static let maximumFileSize = 1_000_000

    init(folders: [URL], resources: AppResources) {
        let plist = folders.lazy.map { $0.appendingPathComponent("Info.plist") }
            .first { FileManager.default.fileExists(atPath: $0.path) } ?? folders.lazy.compactMap(Self.nestedPlist).first
        let dictionary = plist.flatMap { url -> [String: Any]? in
            guard let data = FileManager.default.contents(atPath: url.path), data.count <= Self.maximumFileSize else { return nil }
            return (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any]
        } ?? [:]
        mainStoryboard = dictionary["UIMainStoryboardFile"] as? String
        let manifest = dictionary["UIApplicationSceneManifest"] as? [String: Any]
        let configurations = manifest?["UISceneConfigurations"] as? [String: Any]
        let application = (configurations?["UIWindowSceneSessionRoleApplication"] as? [[String: Any]])?.first
        sceneStoryboard = application?["UISceneStoryboardFile"] as? String
        sceneDelegateClassName = (application?["UISceneDelegateClassName"] as? String).map {
            $0.replacingOccurrences(of: "$(PRODUCT_MODULE_NAME).", with: "")
        }
        // Xcode's templates name Main; an app with one storyboard besides its launch screen uses it.
        if mainStoryboard == nil, sceneStoryboard == nil {
            let names = resources.storyboardNames
            mainStoryboard = names.contains("Main") ? "Main" : names.count == 1 ? names[0] : nil
        }
    }
}
