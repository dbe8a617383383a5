import Foundation
import ReelLayout

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
    /// The same identifier each time for the same object, made in order as it is first asked.
    public func makeSignpostID(from object: AnyObject) -> OSSignpostID { OSSignpostID.next(for: object) }

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

/// `OSSignpostID`: which interval a signpost belongs to. Made in order from 1 in each app run,
/// so the same script makes the same identifiers.
public struct OSSignpostID: Hashable, Sendable {
    public let rawValue: UInt64
    public init(_ value: UInt64) { rawValue = value }
    public init(log: OSLog) { self = .next() }

    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    public static let invalid = OSSignpostID(~0)
    public static let null = OSSignpostID(0)

    /// The app run's next identifier, or `object`'s if it has one (1 outside a run).
    static func next(for object: AnyObject? = nil) -> OSSignpostID {
        guard let counter = AppContext.current?.object(SignpostCounter.init) else { return OSSignpostID(1) }
        if let object, let known = counter.byObject[ObjectIdentifier(object)] { return OSSignpostID(known) }
        counter.last += 1
        if let object { counter.byObject[ObjectIdentifier(object)] = counter.last }
        return OSSignpostID(counter.last)
    }

    /// The identifiers an app run has made, and those made for objects.
    private final class SignpostCounter {
        var last: UInt64 = 0
        var byObject: [ObjectIdentifier: UInt64] = [:]
    }
}

/// `OSSignpostIntervalState`: what `endInterval` takes.
public struct OSSignpostIntervalState: Sendable {
    let id: OSSignpostID
}
