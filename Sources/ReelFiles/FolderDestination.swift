public import Foundation
import ReelGeometry

/// Files in a folder on disk, each written atomically.
public final class FolderDestination: OutputDestination {
    /// The folder the paths are relative to.
    public let folder: URL
    /// Subfolders already made, so frames written in parallel create each once.
    private let madeFolders = Locked(Set<String>())

    public init(folder: URL) {
        self.folder = folder
    }

    public func write(_ data: Data, to path: String) throws {
        try AtomicFile.write(data, to: try url(for: path))
    }

    public func stream(to path: String) throws -> any ByteStream {
        try FileStream(url: try url(for: path))
    }

    /// The file's URL, its folder created first.
    private func url(for path: String) throws -> URL {
        let url = folder.appendingPathComponent(path)
        let parent = (path as NSString).deletingLastPathComponent
        try madeFolders.withLock { made in
            guard !made.contains(parent) else { return }
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            made.insert(parent)
        }
        return url
    }
}
