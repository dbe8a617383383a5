public import Foundation
import ReelScenario

/// When a check writes goldens, named and behaving like swift-snapshot-testing's record modes.
///
/// Recording is never a silent pass, except when asked for outright: a check that had to write a
/// golden in `missing` or `failed` mode fails with a "recorded" outcome, so CI cannot go green on
/// goldens it just made. `all` is the explicit re-record command and passes.
public enum RecordMode: String, Sendable, CaseIterable, Hashable {
    /// Writes goldens that do not exist (and fails, "recorded"); compares the rest. The default.
    case missing
    /// Rewrites every golden and passes.
    case all
    /// Writes nothing; a missing golden fails the check. For CI.
    case never
    /// Compares, and rewrites the goldens of scenarios that fail or have none (still failing).
    case failed

    /// The environment variable consulted when no mode is passed explicitly.
    public static let environmentVariable = "SCROLLREEL_RECORD"

    /// The explicit mode, else `SCROLLREEL_RECORD`, else ``missing``.
    ///
    /// - Throws: ``CheckError`` when the environment names no mode.
    public static func resolve(_ explicit: RecordMode?,
                               environment: [String: String] = ProcessInfo.processInfo.environment) throws -> RecordMode {
        if let explicit { return explicit }
        guard let text = environment[environmentVariable], !text.isEmpty else { return .missing }
        guard let mode = RecordMode(rawValue: text.lowercased()) else {
            throw CheckError("\(environmentVariable)=\(text) is not a record mode; use missing, all, never or failed")
        }
        return mode
    }

    /// Whether a check that wrote goldens in this mode counts as failed.
    public var failsWhenRecording: Bool { self != .all }
}

/// A check that could not run (bad options, unreadable goldens).
public struct CheckError: Error, CustomStringConvertible, Hashable {
    /// What went wrong, in one sentence.
    public var message: String

    /// An error with this message.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
