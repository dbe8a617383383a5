public import Foundation

/// The fixed simulated clock: frame n is at t = n / fps.
public struct FrameClock: Sendable, Hashable {
    /// Frames per second; at least 1.
    public let fps: Int

    /// A clock at `fps` frames per second (values below 1 become 1).
    public init(fps: Int) {
        self.fps = Swift.max(1, fps)
    }

    /// The time of frame `n`: n / fps, computed by division so it never accumulates error.
    public func time(ofFrame n: Int) -> TimeInterval {
        Double(n) / Double(fps)
    }

    /// Frames needed to cover `duration` (inclusive of frame 0 at t = 0): Int((duration·fps).rounded(.up)) + 1.
    ///
    /// A product within 1e-9 of a whole number counts as that number, so 0.7 s at 30 fps is 21
    /// intervals (22 frames), not 22 intervals from 0.7·30 = 21.000000000000004.
    public func frameCount(covering duration: TimeInterval) -> Int {
        guard duration > 0 else { return 1 }
        // Callers validate durations; an absurd one must still not trap in Int(_:).
        let intervals = Swift.min(duration * Double(fps), 1e12)
        let whole = intervals.rounded()
        let covered = Swift.abs(intervals - whole) < 1e-9 ? whole : intervals.rounded(.up)
        return Int(covered) + 1
    }
}
