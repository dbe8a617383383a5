public import Foundation
import ReelScenario

/// How a check compares a render with its goldens.
public struct CheckOptions: Sendable, Hashable {
    /// When goldens are written.
    public var record: RecordMode
    /// The fraction of pixels that must match in each compared frame; 1 is exact.
    public var precision: Double
    /// The largest per-channel difference (0…255) at which two pixels still count as equal.
    public var tolerance: Int
    /// Which frames are stored and compared as PNG.
    public var sampling: FrameSampling
    /// The scale the goldens are rendered at (nil: the scenario's own). 1 keeps goldens small.
    public var scale: CGFloat?
    /// How many trace-difference lines a failure message lists before counting the rest.
    public var traceDiffLimit: Int

    /// Exact comparison at @1x of about ten frames per scenario, recording missing goldens.
    public init(record: RecordMode = .missing, precision: Double = 1, tolerance: Int = 0,
                sampling: FrameSampling = .automatic, scale: CGFloat? = 1, traceDiffLimit: Int = 20) {
        self.record = record
        self.precision = precision
        self.tolerance = tolerance
        self.sampling = sampling
        self.scale = scale
        self.traceDiffLimit = traceDiffLimit
    }

    /// Fails on a precision outside 0…1 or a tolerance outside 0…255.
    public func validate() throws {
        guard precision.isFinite, (0...1).contains(precision) else {
            throw CheckError("the pixel precision must be between 0 and 1, got \(precision)")
        }
        guard (0...255).contains(tolerance) else {
            throw CheckError("the channel tolerance must be between 0 and 255, got \(tolerance)")
        }
    }
}
