public import Foundation
public import ReelRender
import ReelScenario

/// The result of checking one scenario against its goldens.
public struct ScenarioCheck {
    /// What happened.
    public enum Outcome: String, Sendable, Hashable {
        /// Everything matched.
        case passed
        /// The trace or a frame differs, or a golden is missing in `never` mode.
        case failed
        /// Goldens were written (and nothing that was compared differed).
        case recorded
    }

    /// One sampled frame's pixel comparison.
    ///
    /// A check with no differences keeps no pixels (``reference``, ``actual`` and ``diff`` are
    /// nil), so a run of many scenarios holds only the images of those that failed.
    public struct FrameCheck {
        /// The frame index.
        public var index: Int
        /// Simulated seconds.
        public var time: TimeInterval
        /// The golden PNG, decoded; nil when it was missing or the check passed.
        public var reference: RasterImage?
        /// The frame as rendered now; nil when the check passed.
        public var actual: RasterImage?
        /// The comparison; nil when there was no reference or the check passed.
        public var diff: PixelDiff?
        /// Whether a reference existed and was compared.
        public var isCompared: Bool
        /// Whether the frame matched its reference within the precision.
        public var matches: Bool

        /// The frame without its pixels.
        var withoutPixels: FrameCheck {
            FrameCheck(index: index, time: time, reference: nil, actual: nil, diff: nil, isCompared: isCompared,
                       matches: matches)
        }
    }

    /// The scenario's name (its goldens folder).
    public var name: String
    /// What happened.
    public var outcome: Outcome
    /// The mode the check ran in.
    public var record: RecordMode
    /// How the trace differs; nil when it matched or there was no golden trace.
    public var traceDiff: TraceDiff?
    /// The sampled frames, compared or not.
    public var frames: [FrameCheck]
    /// Frames in the trace.
    public var frameCount: Int
    /// Golden files that did not exist (names inside the scenario's folder).
    public var missing: [String]
    /// Golden files written by this check.
    public var recorded: [String]
    /// The actual trace text (for artifacts).
    public var actualTrace: String

    /// Whether the check counts as passed: it matched, or it re-recorded in `all` mode.
    public var passed: Bool {
        outcome == .passed || (outcome == .recorded && !record.failsWhenRecording)
    }

    /// Sampled frames whose pixels differ from their reference.
    public var differingFrames: [FrameCheck] { frames.filter { $0.isCompared && !$0.matches } }

    /// Whether anything compared differs (trace or pixels).
    public var hasDifferences: Bool { traceDiff != nil || !differingFrames.isEmpty }

    /// One line: `PASS name …`, `FAIL name: …`, `REC name: …`.
    public var summary: String {
        let compared = frames.filter(\.isCompared).count
        var parts: [String] = []
        if let traceDiff { parts.append("trace: \(traceDiff.headline)") }
        if !differingFrames.isEmpty {
            let first = differingFrames[0]
            parts.append("pixels: \(differingFrames.count) of \(compared) compared frames differ, first frame "
                + "\(first.index) (\(first.diff!.differingPixelCount) pixels)")
        }
        if outcome == .failed, !missing.isEmpty, recorded.isEmpty {
            parts.append("missing golden \(missing.joined(separator: ", ")) (record mode missing writes it)")
        }
        if !recorded.isEmpty {
            let frames = recorded.filter { $0.hasSuffix(".png") }.count
            let trace = recorded.contains("trace.json") ? "trace.json and " : ""
            parts.append("recorded \(trace)\(frames) frame\(frames == 1 ? "" : "s")"
                + (record == .all ? "" : " — check again to compare"))
        }
        let tag: String
        switch outcome {
        case .passed: tag = "PASS"
        case .failed: tag = "FAIL"
        case .recorded: tag = passed ? "REC " : "REC!"
        }
        if parts.isEmpty {
            return "\(tag)  \(name) (\(frameCount) frames traced, \(compared) compared as PNG)"
        }
        return "\(tag)  \(name): " + parts.joined(separator: "; ")
    }
}
