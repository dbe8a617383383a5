/// Which frames a golden stores as PNG: every Nth frame plus the first and the last.
///
/// The trace covers every frame exactly; pixels are compared on this sample only, which keeps
/// goldens small enough for a repository (about ``defaultFrameCount`` PNGs per scenario).
public struct FrameSampling: Sendable, Hashable {
    /// Every how many frames a PNG is stored; nil picks one giving about ``defaultFrameCount`` frames.
    public var stride: Int?

    /// The sample size the automatic stride aims at.
    public static let defaultFrameCount = 10

    /// About ``defaultFrameCount`` frames, evenly spread.
    public static let automatic = FrameSampling(stride: nil)

    /// Every `stride`th frame (1 = every frame), plus the last.
    public static func every(_ stride: Int) -> FrameSampling { FrameSampling(stride: stride) }

    /// A sampling with this stride (nil: automatic).
    public init(stride: Int?) {
        self.stride = stride.map { max(1, $0) }
    }

    /// The stride used for a scenario of `frameCount` frames.
    ///
    /// Automatic: ⌈(frameCount − 1) / 9⌉, so frames 0, N, 2N, … and the last make about 10
    /// (208 frames → N = 23 → 0, 23, …, 207: ten frames).
    public func effectiveStride(frameCount: Int) -> Int {
        if let stride { return stride }
        let intervals = Self.defaultFrameCount - 1
        return max(1, (frameCount - 1 + intervals - 1) / intervals)
    }

    /// The sampled frame indices, ascending: 0, N, 2N, … and `frameCount − 1`.
    public func frames(frameCount: Int) -> [Int] {
        guard frameCount > 0 else { return [] }
        var frames = Array(Swift.stride(from: 0, to: frameCount, by: effectiveStride(frameCount: frameCount)))
        if frames.last != frameCount - 1 { frames.append(frameCount - 1) }
        return frames
    }
}
