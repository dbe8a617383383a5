public import Foundation
internal import ReelGeometry

/// Writes `data` to `url` atomically (temp file in the same folder + rename).
public enum AtomicFile {
    /// Writes to a hidden temporary file beside `url`, then renames it over `url`.
    ///
    /// A reader never sees a half-written file, and a failure leaves no temporary behind.
    public static func write(_ data: Data, to url: URL) throws {
        let temporary = temporaryURL(beside: url)
        do {
            try data.write(to: temporary)
            try moveIntoPlace(temporary, url)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error as? FileError ?? FileError("\(url.path): \(error)")
        }
    }

    // MARK: - Temporaries

    /// `.<name>.<pid>-<n>.tmp` in the same folder, so the final rename stays on one file system.
    package static func temporaryURL(beside url: URL) -> URL {
        let n = counter.withLock { count in
            count += 1
            return count
        }
        return url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(getpid())-\(n).tmp")
    }

    /// `rename(2)`: atomic replacement of `destination` (a file, or a folder by an empty one).
    package static func moveIntoPlace(_ source: URL, _ destination: URL) throws {
        guard rename(source.path, destination.path) == 0 else {
            throw FileError.system("move \(source.path) to", destination.path)
        }
    }

    /// A process-wide count of temporaries, for unique names.
    private static let counter = Locked(0)

    // MARK: - Replacing folders, locking

    /// Swaps two paths atomically (Linux `renameat2(RENAME_EXCHANGE)`, macOS
    /// `renamex_np(RENAME_SWAP)`): how a folder replaces another in one step. False when the
    /// system or file system cannot.
    package static func exchange(_ a: URL, _ b: URL) -> Bool {
        #if os(Linux)
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        // glibc 2.28+ exports renameat2; its declaration is not visible to Swift.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return false }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        let renameExchange: UInt32 = 1 << 1
        return renameat2(AT_FDCWD, a.path, AT_FDCWD, b.path, renameExchange) == 0
        #elseif canImport(Darwin)
        return renamex_np(a.path, b.path, UInt32(RENAME_SWAP)) == 0
        #else
        return false
        #endif
    }

    /// The inode number of `url` itself (not following a final symbolic link).
    package static func inode(of url: URL) throws -> UInt64 {
        var info = stat()
        guard lstat(url.path, &info) == 0 else {
            throw FileError.system("inspect", url.path)
        }
        return UInt64(info.st_ino)
    }

    /// Runs `body` holding an exclusive `flock(2)` on `folder`; waits for another holder. The
    /// lock ends with its process, so a killed one holds none.
    package static func withExclusiveLock<T>(on folder: URL, _ body: () throws -> T) throws -> T {
        let descriptor = open(folder.path, O_RDONLY)
        guard descriptor >= 0 else { throw FileError.system("open", folder.path) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw FileError.system("lock", folder.path) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
