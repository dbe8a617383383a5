internal import Foundation

/// Why a file or folder could not be written, moved, locked or read.
public struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was being done, with the path and the system's reason.
    public var message: String

    package init(_ message: String) {
        self.message = message
    }

    /// `what` failed on `path`, with `errno`'s reason.
    package static func system(_ what: String, _ path: String) -> FileError {
        FileError("cannot \(what) \(path): \(String(cString: strerror(errno)))")
    }

    public var description: String { "I/O error: \(message)" }
}
