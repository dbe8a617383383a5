public import Foundation
internal import ReelGeometry

/// Where a render's files go: a folder, or memory. Paths are relative and use `/`
/// (`NAME.gif`, `NAME/frame-00000.png`); a file exists there only once it is complete.
public protocol OutputDestination: AnyObject, Sendable {
    /// Writes a whole file; may be called from several threads at once.
    func write(_ data: Data, to path: String) throws
    /// A file written in pieces, in order; it appears when the stream closes.
    func stream(to path: String) throws -> any ByteStream
}

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

/// Files kept in memory by path: what a snapshot strategy compares without touching the disk.
public final class MemoryDestination: OutputDestination {
    private let storage = Locked([String: Data]())

    public init() {}

    /// Every complete file, by path.
    public var files: [String: Data] { storage.withLock { $0 } }

    public func write(_ data: Data, to path: String) throws {
        storage.withLock { $0[path] = data }
    }

    public func stream(to path: String) throws -> any ByteStream {
        MemoryStream { [storage] data in storage.withLock { $0[path] = data } }
    }
}
