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
