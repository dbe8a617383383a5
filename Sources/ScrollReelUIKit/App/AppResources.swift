import Foundation
import ReelGraphics
import ReelLayout

/// The app's resources, found anywhere in its resource folders — groups, `.lproj` folders,
/// asset catalogs — as Xcode copies them flat into the app's bundle: images by the name
/// `UIImage(named:)` takes, colours by the name `UIColor(named:)` takes, storyboards and xibs
/// by their names. Read once per app, from at most ``maximumFiles`` files.
final class AppResources {
    struct Image { let url: URL; let size: CGSize; let scale: CGFloat }

    private var images: [String: URL] = [:]
    private var colorSets: [String: URL] = [:]
    private var interfaceFiles: [String: URL] = [:]
    /// Core Data models (`Name.xcdatamodeld` folders) by name, the first found.
    private var dataModels: [String: URL] = [:]
    /// Each interface file's rank: the shallowest wins (a `.lproj` folder counting as its
    /// parent), then the base localisation, then the path — the same file on every machine.
    private var interfaceRanks: [String: (depth: Int, notBase: Int, path: String)] = [:]
    static let maximumFiles = 20_000

    /// The running app's (outside an app: those in `Sources/App`).
    static var current: AppResources {
        guard let context = AppContext.current else { return AppResources(folders: folders(of: nil)) }
        return context.object { AppResources(folders: folders(of: context)) }
    }

    /// The folders an app's files are found in: the script's resource folder, if it names one,
    /// then `Sources/App` (where an `init-app` package keeps the app), from the working folder.
    static func folders(of context: AppContext?) -> [URL] {
        (context?.resourceFolders ?? []) + [URL(fileURLWithPath: "Sources/App")]
    }

    init(folders: [URL]) {
        var seen = 0
        for folder in folders {
            guard let found = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { continue }
            let depth = folder.standardizedFileURL.pathComponents.count
            for case let file as URL in found {
                seen += 1
                if seen > Self.maximumFiles { return }
                switch file.pathExtension.lowercased() {
                case "png", "jpg", "jpeg": add(image: file)
                case "colorset": colorSets[file.deletingPathExtension().lastPathComponent] = colorSets[file.deletingPathExtension().lastPathComponent] ?? file
                case "storyboard", "xib": add(interfaceFile: file, depth: file.standardizedFileURL.pathComponents.count - depth)
                case "xcdatamodeld":
                    dataModels[file.deletingPathExtension().lastPathComponent] = dataModels[file.deletingPathExtension().lastPathComponent] ?? file
                    found.skipDescendants()
                default: break
                }
            }
        }
    }

    /// The Core Data model `name` among the app's files.
    func dataModel(named name: String) -> URL? { dataModels[name] }

    // MARK: - Images

    private func add(image file: URL) {
        // An asset catalog's image set is named by its folder; a loose file by its own name.
        let setFolder = file.deletingLastPathComponent()
        let name = setFolder.pathExtension == "imageset" ? setFolder.deletingPathExtension().lastPathComponent : Self.baseName(file)
        // The highest scale wins (ScrollReel's screens are @2x and @3x).
        if let known = images[name], Self.scale(of: known) >= Self.scale(of: file) { return }
        images[name] = file
    }

    func image(named name: String) -> Image? {
        let key = name.hasSuffix(".png") || name.hasSuffix(".jpg") ? String(name.dropLast(4)) : name
        guard let url = images[key],
              let data = try? FileHandle(forReadingFrom: url).read(upToCount: 64 * 1024),
              let pixels = ImageFileHeader.pixelSize(of: data) else { return nil }
        let scale = Self.scale(of: url)
        return Image(url: url, size: CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale), scale: scale)
    }

    private static func baseName(_ file: URL) -> String {
        var name = file.deletingPathExtension().lastPathComponent
        for suffix in ["@2x", "@3x"] where name.hasSuffix(suffix) { name = String(name.dropLast(3)) }
        return name
    }

    /// The scale a file's name gives: `@2x`, `@3x`, else 1.
    static func scale(of file: URL) -> CGFloat {
        let name = file.deletingPathExtension().lastPathComponent
        return name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
    }

    // MARK: - Colours

    /// The asset catalog's colour set `name` in its light (or any) appearance: sRGB or grey
    /// components as Xcode writes them (`0.737`, `188`, `0xBC`), or a system colour it refers
    /// to; nil for a name the catalog lacks.
    func color(named name: String) -> UIColor? {
        guard let folder = colorSets[name],
              let data = FileManager.default.contents(atPath: folder.appendingPathComponent("Contents.json").path),
              data.count < 1_000_000,
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = json["colors"] as? [[String: Any]],
              let entry = entries.first(where: { $0["appearances"] == nil }) ?? entries.first,
              let color = entry["color"] as? [String: Any] else { return nil }
        if let reference = color["reference"] as? String { return InterfaceDecoder.systemColors[reference] }
        guard let components = color["components"] as? [String: Any] else { return nil }
        func component(_ key: String) -> CGFloat? {
            guard let text = components[key].map({ "\($0)" }) else { return nil }
            if text.lowercased().hasPrefix("0x") { return UInt8(text.dropFirst(2), radix: 16).map { CGFloat($0) / 255 } }
            guard let value = Double(text) else { return nil }
            // Xcode writes 8-bit components as whole numbers and floating ones with a point.
            return text.contains(".") ? CGFloat(value) : CGFloat(value) / 255
        }
        let alpha = components["alpha"].map { Double("\($0)") ?? 1 }.map { CGFloat($0) } ?? 1
        if let white = component("white") { return UIColor(white: white, alpha: alpha) }
        guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    // MARK: - Storyboards and xibs

    private func add(interfaceFile file: URL, depth: Int) {
        let name = file.lastPathComponent
        let parent = file.deletingLastPathComponent().lastPathComponent
        let rank = (depth - (parent.hasSuffix(".lproj") ? 1 : 0), parent == "Base.lproj" ? 0 : 1, file.path)
        if let known = interfaceRanks[name], known <= rank { return }
        interfaceRanks[name] = rank
        interfaceFiles[name] = file
    }

    /// The storyboard or xib `name` with `extension` (`storyboard`, `xib`).
    func interfaceFile(named name: String, extension: String) -> URL? {
        interfaceFiles[name + "." + `extension`]
    }

    /// Every storyboard's name but the launch screen's, sorted.
    var storyboardNames: [String] {
        interfaceFiles.keys.filter { $0.hasSuffix(".storyboard") && $0 != "LaunchScreen.storyboard" }
            .map { String($0.dropLast(".storyboard".count)) }.sorted()
    }
}
