import Foundation
import ReelGD
import ReelGeometry

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
            throw error as? RenderError ?? RenderError.io("\(url.path): \(error)")
        }
    }

    // MARK: - Shared with GIFStreamWriter

    /// `.<name>.<pid>-<n>.tmp` in the same folder, so the final rename stays on one file system.
    static func temporaryURL(beside url: URL) -> URL {
        let n = counter.withLock { count in
            count += 1
            return count
        }
        return url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(getpid())-\(n).tmp")
    }

    /// `rename(2)`: atomic replacement of `destination`.
    static func moveIntoPlace(_ source: URL, _ destination: URL) throws {
        guard rename(source.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            throw RenderError.io("cannot move \(source.path) to \(destination.path): \(reason)")
        }
    }

    /// A process-wide count of temporaries, for unique names.
    private static let counter = Locked(0)
}
