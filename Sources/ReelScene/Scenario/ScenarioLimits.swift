import Foundation

/// The ranges a scenario must stay within, so a typo cannot ask for an hour-long or
/// gigapixel render. Documented in `docs/scenarios.md`.
public enum ScenarioLimits {
    /// Frames per second.
    public static let fps = 1...120
    /// Pixels per point.
    public static let scale: ClosedRange<CGFloat> = 1...4
    /// Width or height of the canvas in pixels.
    public static let maximumPixelDimension = 4096
    /// Width × height of the canvas in pixels.
    public static let maximumPixelArea = 4096 * 4096 / 2
    /// Frames in one render (two minutes at 50 fps).
    public static let maximumFrameCount = 6000
    /// Items in one section.
    public static let maximumItemsPerSection = 1_000_000
    /// Sections in one collection.
    public static let maximumSections = 10_000
    /// Element kinds a scenario may style (`collection.elementKinds`).
    public static let maximumElementKinds = 64
    /// Any length in points (sizes, offsets, insets).
    public static let maximumLength: CGFloat = 100_000
    /// Any gesture step duration, in seconds.
    public static let maximumStepDuration: TimeInterval = 60
}
