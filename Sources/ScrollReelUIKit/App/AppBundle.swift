import Foundation

/// The app's bundle as `Bundle.main` reads it. Xcode copies an app's resource files flat into
/// its bundle (an `.lproj` folder keeps its name); Linux's `Bundle.main` is the executable's
/// folder. So a launch links each resource file of the app's folders into that folder, and
/// `Bundle.main.url(forResource:withExtension:)` and `path(forResource:ofType:)` find the JSON,
/// text and sounds an app keeps beside its code, as on iOS.
///
/// The links made are listed in ``listName`` there and removed at the next launch before new
/// ones are made, so a package built for one app and reused for another shows only the second's
/// files. A file of the build's own (the executable, a module) is never replaced. (Foundation
/// remembers a folder's listing once it has looked there, so in a process that launches several
/// apps — a test run — a later app's files may not be found.)
package enum AppBundle {
    /// The list of links the last launch made, in the bundle's folder.
    package static let listName = ".scrollreel-app-resources"
    /// What Xcode compiles or leaves out of the bundle rather than copying: code, the app's
    /// Info.plist, interface files (ScrollReel reads them where they are), asset catalogs.
    private static let notCopied: Set<String> = [
        "swift", "h", "m", "mm", "c", "cpp", "storyboard", "xib", "entitlements", "xcconfig", "pch", "modulemap",
        "xcassets", "xcdatamodeld", "xcdatamodel", "xcodeproj", "xcworkspace", "playground",
    ]
    private static let lock = NSLock()

    /// The data model `name`: the app's `Name.xcdatamodeld`, found in its folders, else
    /// `Name.momd` in the bundle (which a launch links to that folder; the running app's own
    /// folders come first, as the bundle's folder is shared by every launch in a process).
    package static func dataModel(named name: String) -> URL? {
        AppResources.current.dataModel(named: name) ?? Bundle.main.url(forResource: name, withExtension: "momd")
    }

    /// Links the resource files of `folders` into `bundle` (the main bundle's folder), first
    /// removing the links an earlier launch made there. At most
    /// ``AppResources/maximumFiles`` files are looked at.
    package static func link(_ folders: [URL], into bundle: URL) {
        lock.lock()
        defer { lock.unlock() }
        let files = FileManager.default
        let list = bundle.appendingPathComponent(listName)
        if let earlier = try? String(contentsOf: list, encoding: .utf8) {
            // Deepest first, so an `.lproj` folder is empty when its turn comes.
            for name in earlier.split(separator: "\n").reversed() {
                let path = bundle.appendingPathComponent(String(name)).path
                if (try? files.destinationOfSymbolicLink(atPath: path)) != nil {
                    try? files.removeItem(atPath: path)
                } else if (try? files.contentsOfDirectory(atPath: path))?.isEmpty == true {
                    try? files.removeItem(atPath: path)
                }
            }
            try? files.removeItem(at: list)
        }
        var made: [String] = []
        var seen = 0
        for folder in folders {
            guard let found = files.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else { continue }
            for case let file as URL in found {
                seen += 1
                if seen > AppResources.maximumFiles { break }
                let isFolder = (try? file.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
                if isFolder, file.pathExtension == "xcdatamodeld" {
                    // Xcode compiles a data model to `Name.momd`; Core Data reads the model's
                    // folder itself under that name.
                    found.skipDescendants()
                    let name = file.deletingPathExtension().lastPathComponent + ".momd"
                    let target = bundle.appendingPathComponent(name)
                    if !files.fileExists(atPath: target.path),
                       (try? files.createSymbolicLink(at: target, withDestinationURL: file.standardizedFileURL.absoluteURL)) != nil {
                        made.append(name)
                    }
                    continue
                }
                if notCopied.contains(file.pathExtension.lowercased()) {
                    if isFolder { found.skipDescendants() }
                    continue
                }
                guard !isFolder, file.lastPathComponent != "Info.plist" else { continue }
                // In an `.lproj` folder the file keeps the folder; elsewhere it is flattened.
                let parent = file.deletingLastPathComponent().lastPathComponent
                var name = file.lastPathComponent
                if parent.hasSuffix(".lproj") {
                    let folder = bundle.appendingPathComponent(parent)
                    if !files.fileExists(atPath: folder.path) {
                        guard (try? files.createDirectory(at: folder, withIntermediateDirectories: false)) != nil else { continue }
                        made.append(parent)
                    }
                    name = parent + "/" + name
                }
                let target = bundle.appendingPathComponent(name)
                // The first file of a name wins, and the build's own files stay.
                guard !files.fileExists(atPath: target.path), (try? files.destinationOfSymbolicLink(atPath: target.path)) == nil,
                      (try? files.createSymbolicLink(at: target, withDestinationURL: file.standardizedFileURL.absoluteURL)) != nil
                else { continue }
                made.append(name)
            }
        }
        guard !made.isEmpty else { return }
        try? made.joined(separator: "\n").write(to: list, atomically: true, encoding: .utf8)
    }
}
