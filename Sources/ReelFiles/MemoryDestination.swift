public import Foundation
import ReelGeometry

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
