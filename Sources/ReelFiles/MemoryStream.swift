public import Foundation

/// Bytes collected in memory and handed to `onClose` when the stream closes.
public final class MemoryStream: ByteStream {
    private var bytes: [UInt8] = []
    private var onClose: ((Data) -> Void)?

    public init(onClose: @escaping (Data) -> Void) {
        self.onClose = onClose
    }

    public func write(_ bytes: [UInt8]) throws {
        self.bytes += bytes
    }

    public func close() throws {
        onClose?(Data(bytes))
        onClose = nil
        bytes = []
    }
}
