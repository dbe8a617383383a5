import Foundation

/// Bytes written in order to one place — a file, an open handle, memory: how the streamed
/// formats (GIF, APNG, the trace) write without holding a whole reel.
public protocol ByteStream: AnyObject {
    /// Appends `bytes`.
    func write(_ bytes: [UInt8]) throws
    /// Ends the stream: a file is moved into place, a buffer handed to its destination.
    func close() throws
}
