package import Foundation

/// A hidden folder beside the outputs where a render writes everything first; only a render
/// that finished puts its files in place, so a failure never leaves a half-written file where a
/// finished one was expected.
///
/// Publishing replaces each output as a unit — a file by `rename(2)`, a frames folder by an
/// atomic exchange with the old one, which is deleted afterwards — under a lock on the output
/// folder, so concurrent renders of one name each land whole, one after the other. Before it
/// replaces anything it writes a journal; a render killed while publishing leaves a staging
/// folder the next render in that folder finishes publishing, and staging folders of renders
/// that died before publishing are deleted then.
package final class StagingDirectory {
    /// Where the new outputs are written.
    package let url: URL
    package let destination: URL
    /// The staging folder itself: `url` (new outputs), `old/`, and the journal.
    private let root: URL

    /// Names of staging folders: `.scrollreel-NAME-PID-STAMP`.
    static let prefix = ".scrollreel-"

    package init(for name: String, in destination: URL) throws {
        self.destination = destination
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        let pid = ProcessInfo.processInfo.processIdentifier
        let stamp = UInt64(Date().timeIntervalSince1970 * 1_000_000) & 0xFFFF_FFFF
        root = destination.appendingPathComponent("\(Self.prefix)\(name)-\(pid)-\(stamp)", isDirectory: true)
        url = root.appendingPathComponent("new", isDirectory: true)
        try AtomicFile.withExclusiveLock(on: destination) { try Self.recover(in: destination) }
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Runs `write` into a new staging folder for `name` in `destination`, then publishes what it
    /// wrote; when `write` fails nothing is published and the staging folder goes.
    package static func publishing(_ name: String, in destination: URL,
                                   _ write: (FolderDestination) throws -> Void) throws -> [URL] {
        let staging = try StagingDirectory(for: name, in: destination)
        do {
            try write(FolderDestination(folder: staging.url))
            return try staging.publish()
        } catch {
            staging.discard()
            throw error
        }
    }

    // MARK: - Publishing

    /// Puts every staged output in place, replacing what was there, and removes the staging folder.
    package func publish() throws -> [URL] {
        try AtomicFile.withExclusiveLock(on: destination) {
            let items = try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
            var journal: [String: UInt64] = [:]
            for item in items { journal[item] = try AtomicFile.inode(of: url.appendingPathComponent(item)) }
            try AtomicJournal.write(journal, to: root.appendingPathComponent(Self.journalName))
            try Self.finishPublishing(root, into: destination, journal: journal)
            return items.map { destination.appendingPathComponent($0) }
        }
    }

    /// Removes the staging folder and whatever it holds.
    package func discard() {
        try? FileManager.default.removeItem(at: root)
    }

    // MARK: - Recovery

    static let journalName = "publishing.json"

    /// Under the lock: finishes the publishing of staging folders whose render was killed while
    /// publishing, and deletes those of renders that died before it. Folders of live renders stay.
    private static func recover(in destination: URL) throws {
        let manager = FileManager.default
        for entry in (try? manager.contentsOfDirectory(atPath: destination.path)) ?? [] where entry.hasPrefix(prefix) {
            let folder = destination.appendingPathComponent(entry, isDirectory: true)
            guard let pid = ownerPID(of: entry), !isAlive(pid) else { continue }
            if let journal = try? AtomicJournal.read(from: folder.appendingPathComponent(journalName)) {
                try finishPublishing(folder, into: destination, journal: journal)
            } else {
                try? manager.removeItem(at: folder)
            }
        }
    }

    /// Moves each journaled item of `folder/new` into place (an item whose inode no longer
    /// matches was already exchanged: what `new/` holds is the old output), then deletes the
    /// old outputs and the folder. Safe to run again after a kill at any point.
    private static func finishPublishing(_ folder: URL, into destination: URL, journal: [String: UInt64]) throws {
        let manager = FileManager.default
        let new = folder.appendingPathComponent("new", isDirectory: true)
        let old = folder.appendingPathComponent("old", isDirectory: true)
        try manager.createDirectory(at: old, withIntermediateDirectories: true)
        for (item, inode) in journal.sorted(by: { $0.key < $1.key }) {
            let staged = new.appendingPathComponent(item), target = destination.appendingPathComponent(item)
            guard manager.fileExists(atPath: staged.path) else { continue }   // moved in before the kill
            if (try? AtomicFile.inode(of: staged)) == inode {
                try replace(target, with: staged)
            }
            // Whatever is left under `new/` now is an old output.
            if manager.fileExists(atPath: staged.path) {
                try AtomicFile.moveIntoPlace(staged, old.appendingPathComponent(item))
            }
        }
        try manager.removeItem(at: folder)
    }

    /// Puts `staged` at `target`: a plain rename when there is nothing there or both are files
    /// (atomic), an exchange when a folder is replaced (then the old folder is at `staged`).
    private static func replace(_ target: URL, with staged: URL) throws {
        let exists = FileManager.default.fileExists(atPath: target.path)
        if exists, isDirectory(target) || isDirectory(staged) {
            if AtomicFile.exchange(staged, target) { return }
            // No atomic exchange on this file system: the old one leaves, then the new one comes.
            let aside = staged.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("old", isDirectory: true).appendingPathComponent(target.lastPathComponent + ".replaced")
            try AtomicFile.moveIntoPlace(target, aside)
        }
        try AtomicFile.moveIntoPlace(staged, target)
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// The PID in a staging folder's name (`.scrollreel-NAME-PID-STAMP`).
    private static func ownerPID(of entry: String) -> pid_t? {
        let parts = entry.split(separator: "-")
        guard parts.count >= 3, let pid = pid_t(parts[parts.count - 2]) else { return nil }
        return pid
    }

    private static func isAlive(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}

/// The publishing journal: each staged output's name and inode, written atomically.
enum AtomicJournal {
    static func write(_ journal: [String: UInt64], to url: URL) throws {
        try AtomicFile.write(try JSONEncoder().encode(journal), to: url)
    }

    static func read(from url: URL) throws -> [String: UInt64] {
        try JSONDecoder().decode([String: UInt64].self, from: Data(contentsOf: url))
    }
}
