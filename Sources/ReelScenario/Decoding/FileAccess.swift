public import Foundation

/// Where the files a scenario names may be: a scenario arrives from strangers, so it may read
/// only inside its own folder, or inside folders its user allowed explicitly — never `../…`,
/// an absolute path elsewhere, or a symbolic link out.
public struct FileAccess: Sendable {
    /// The scenario's folder (the current folder for text without a file).
    public let scenarioFolder: URL
    /// Further folders the user allowed.
    public let allowedFolders: [URL]

    /// The largest image file read, in bytes.
    public static let maximumImageFileBytes = 64 << 20

    public init(scenarioFolder: URL?, allowedFolders: [URL] = []) {
        self.scenarioFolder = (scenarioFolder ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
        self.allowedFolders = allowedFolders.map(\.standardizedFileURL)
    }

    /// `path` resolved against the scenario's folder, with symbolic links followed, when it
    /// stays inside an allowed folder; nil otherwise. A path outside is refused on its text
    /// alone, so a refusal says nothing about what exists there.
    public func resolve(_ path: String) -> URL? {
        guard !path.isEmpty, !path.contains("\0") else { return nil }
        let folders = [scenarioFolder] + allowedFolders
        let written = URL(fileURLWithPath: path, relativeTo: scenarioFolder).standardizedFileURL
        guard Self.isInside(written, folders) else { return nil }
        let real = written.resolvingSymlinksInPath()
        guard Self.isInside(real, folders.map { $0.resolvingSymlinksInPath() }) else { return nil }
        return real
    }

    private static func isInside(_ url: URL, _ folders: [URL]) -> Bool {
        folders.contains { folder in
            let base = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
            return url.path.hasPrefix(base)
        }
    }
}
