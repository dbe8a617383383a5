import Foundation
import ReelScenario

/// One difference between an expected and an actual trace: which frame, what element, which
/// field, and the two values.
public struct TraceDifference: Sendable, Hashable, CustomStringConvertible {
    /// What changed.
    public enum Change: Sendable, Hashable {
        /// A value differs.
        case value(expected: String, actual: String)
        /// Present only in the actual trace (details follow).
        case added(String)
        /// Present only in the expected trace (details follow).
        case removed(String)
    }

    /// The frame index, nil for the trace header.
    public var frame: Int?
    /// The frame's simulated time in seconds, when known.
    public var time: Double?
    /// What the field belongs to: `main cell 0.4`, `main`, `console line`, `pager`, `trace header`.
    public var element: String
    /// The field: `frame.y`, `contentOffset.y`, `zIndex`; empty for an added or removed element.
    public var field: String
    /// The change.
    public var change: Change

    /// A difference in one frame (or the header, when `frame` is nil).
    public init(frame: Int?, time: Double?, element: String, field: String, change: Change) {
        self.frame = frame
        self.time = time
        self.element = element
        self.field = field
        self.change = change
    }

    /// `frame 37 (t=1.233 s): main cell 0.4 frame.y: expected 170, got 172`.
    public var description: String {
        var prefix = ""
        if let frame {
            prefix = time.map { "frame \(frame) (t=\(String(format: "%.3f", $0)) s): " } ?? "frame \(frame): "
        }
        let subject = field.isEmpty ? element : "\(element) \(field)"
        switch change {
        case let .value(expected, actual): return "\(prefix)\(subject): expected \(expected), got \(actual)"
        case let .added(detail): return "\(prefix)\(subject) added: \(detail)"
        case let .removed(detail): return "\(prefix)\(subject) removed: \(detail)"
        }
    }
}
