public import Foundation

/// An open handle (standard output) written to; it stays open when the stream closes.
public final class HandleStream: ByteStream {
    private let handle: FileHandle

    public init(_ handle: FileHandle) {
        self.handle = handle
    }

    public func write(_ bytes: [UInt8]) throws {
        try handle.write(contentsOf: bytes)
    }

    public func close() throws {}
}
