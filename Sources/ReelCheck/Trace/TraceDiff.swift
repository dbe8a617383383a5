import Foundation
import ReelScenario
public import ReelTrace

/// How an actual trace differs from the expected one: the header, the first differing frame in
/// full, and which other frames differ.
///
/// Frames are compared exactly (the trace rounds to 1/1000 pt, so equal layouts give equal text).
public struct TraceDiff: Sendable, Hashable {
    /// Differences in `scenario`, `viewport`, `fps` and the frame count.
    public var headerDifferences: [TraceDifference]
    /// Every difference in the first differing frame.
    public var firstFrameDifferences: [TraceDifference]
    /// The indices of all differing frames, ascending (frames only one trace has included).
    public var differingFrames: [Int]
    /// Frames in the expected (golden) trace.
    public var expectedFrameCount: Int
    /// Frames in the actual trace.
    public var actualFrameCount: Int

    /// The first differing frame, if any frame differs.
    public var firstDifferingFrame: Int? { differingFrames.first }

    /// The differences, nil when the traces are equal.
    /// - Complexity: O(size of both traces); only differing frames are examined field by field.
    public static func compare(expected: TraceDocument, actual: TraceDocument) -> TraceDiff? {
        var header = TraceComparer.headerDifferences(expected.header, actual.header)
        if expected.frames.count != actual.frames.count {
            header.append(TraceDifference(frame: nil, time: nil, element: "trace header", field: "frame count",
                                          change: .value(expected: "\(expected.frames.count)",
                                                         actual: "\(actual.frames.count)")))
        }
        func frame(_ document: TraceDocument, _ position: Int) -> FrameTrace? {
            document.frames.indices.contains(position) ? document.frames[position] : nil
        }
        // Positions of differing frames; reported by each frame's own `index` field.
        var differing: [Int] = []
        for position in 0..<max(expected.frames.count, actual.frames.count) {
            if let e = frame(expected, position), let a = frame(actual, position), TraceComparer.sameLine(e, a) { continue }
            differing.append(position)
        }
        guard !header.isEmpty || !differing.isEmpty else { return nil }
        func index(_ position: Int) -> Int {
            (frame(actual, position) ?? frame(expected, position))?.index ?? position
        }
        var first: [TraceDifference] = []
        if let position = differing.first {
            first = TraceComparer.frameDifferences(index: index(position), expected: frame(expected, position),
                                                   actual: frame(actual, position))
        }
        return TraceDiff(headerDifferences: header, firstFrameDifferences: first, differingFrames: differing.map(index),
                         expectedFrameCount: expected.frames.count, actualFrameCount: actual.frames.count)
    }

    /// Header lines, then the first differing frame's lines, capped at `limit` with a count of
    /// the rest, then how many other frames differ.
    public func listing(limit: Int = 20) -> String {
        let all = headerDifferences + firstFrameDifferences
        var lines = all.prefix(max(limit, 1)).map(\.description)
        if all.count > limit {
            lines.append("… and \(all.count - limit) more difference\(all.count - limit == 1 ? "" : "s") in this frame")
        }
        let others = differingFrames.count - 1
        if others > 0, let last = differingFrames.last {
            lines.append("\(others) more frame\(others == 1 ? " differs" : "s differ") (up to frame \(last))")
        }
        return lines.joined(separator: "\n")
    }

    /// One line: where the trace first differs.
    public var headline: String {
        if let first = firstFrameDifferences.first ?? headerDifferences.first {
            let count = differingFrames.count
            return "\(first) (\(count) of \(max(expectedFrameCount, actualFrameCount)) frames differ)"
        }
        return "the traces differ"
    }
}
