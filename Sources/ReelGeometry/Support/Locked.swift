import Foundation

/// A value guarded by a lock: the one home of the process-wide caches and counters that
/// several threads may touch (text measurements, decoded images, palette look-ups).
///
/// `Synchronization.Mutex` needs macOS 15; this works wherever Foundation's `NSLock` does.
package final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
