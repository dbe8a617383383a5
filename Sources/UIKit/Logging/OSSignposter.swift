import Foundation

/// `OSSignposter` (`import os` on iOS): intervals and events for Instruments. A reel has no
/// Instruments, so they mark nothing; the work they wrap runs as written.
public struct OSSignposter: Sendable {
    public let isEnabled: Bool

    public init() { isEnabled = true }
    public init(subsystem: String, category: String) { isEnabled = true }
    public init(logger: Logger) { isEnabled = logger.isEnabled }
    public init(logHandle: OSLog) { isEnabled = logHandle !== OSLog.disabled }

    public static let disabled = OSSignposter(logHandle: .disabled)

    public func makeSignpostID() -> OSSignpostID { OSSignpostID.next() }
    public func makeSignpostID(from object: AnyObject) -> OSSignpostID { OSSignpostID(UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue))) }

    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage = "") -> OSSignpostIntervalState {
        OSSignpostIntervalState(id: id)
    }

    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: OSLogMessage = "") {}
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage = "") {}

    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage = "",
                                        around task: () throws -> T) rethrows -> T {
        try task()
    }
}

/// `OSSignpostID`: which interval a signpost belongs to. Made in order from 1, so the same
/// script makes the same identifiers.
public struct OSSignpostID: Hashable, Sendable {
    public let rawValue: UInt64
    public init(_ value: UInt64) { rawValue = value }
    public init(log: OSLog) { self = .next() }

    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    public static let invalid = OSSignpostID(~0)
    public static let null = OSSignpostID(0)

    nonisolated(unsafe) private static var last: UInt64 = 0
    private static let lock = NSLock()

    static func next() -> OSSignpostID {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        return OSSignpostID(last)
    }
}

/// `OSSignpostIntervalState`: what `endInterval` takes.
public struct OSSignpostIntervalState: Sendable {
    let id: OSSignpostID
}
