import Foundation

/// A hidden folder beside the outputs where a render writes everything first; only a render
/// that finished moves its files into place, so a failure never leaves a half-written file
/// where a finished one was expected.
struct StagingDirectory {
    let url: URL
    let destination: URL

    init(for name: String, in destination: URL) throws {
        self.destination = destination
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        url = destination.appendingPathComponent(".scrollreel-\(name)-\(ProcessInfo.processInfo.processIdentifier)",
                                                 isDirectory: true)
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Moves every staged item into the destination, replacing what was there.
    func publish() throws -> [URL] {
        let manager = FileManager.default
        var published: [URL] = []
        for item in try manager.contentsOfDirectory(atPath: url.path).sorted() {
            let target = destination.appendingPathComponent(item)
            if manager.fileExists(atPath: target.path) { try manager.removeItem(at: target) }
            try manager.moveItem(at: url.appendingPathComponent(item), to: target)
            published.append(target)
        }
        discard()
        return published
    }

    /// Removes the staging folder and whatever it holds.
    func discard() {
        try? FileManager.default.removeItem(at: url)
    }
}
