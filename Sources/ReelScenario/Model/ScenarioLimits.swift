public import Foundation

/// The ranges a scenario must stay within, so a typo — or a hostile file — cannot ask for an
/// hour-long or gigapixel render, and every command stays within ``memoryCeiling``. Each budget
/// is checked before anything it bounds is expanded or allocated. Documented in
/// `docs/scenarios.md`.
public enum ScenarioLimits {
    /// Frames per second.
    public static let fps = 1...120
    /// Pixels per point.
    public static let scale: ClosedRange<CGFloat> = 1...4
    /// Width or height of the canvas in pixels.
    public static let maximumPixelDimension = 4096
    /// Width × height of the canvas in pixels.
    public static let maximumPixelArea = 4096 * 4096 / 2

    /// The canvas of `width` × `height` points at `scale`, in pixels, and why it is too large (nil
    /// when it fits): the one home of the canvas rule, for scenario files and overrides alike.
    public static func canvas(width: CGFloat, height: CGFloat, scale: CGFloat)
        -> (pixelWidth: Int, pixelHeight: Int, problem: String?) {
        let pixelWidth = Int((width * scale).rounded()), pixelHeight = Int((height * scale).rounded())
        guard pixelWidth > maximumPixelDimension || pixelHeight > maximumPixelDimension
            || pixelWidth * pixelHeight > maximumPixelArea else { return (pixelWidth, pixelHeight, nil) }
        return (pixelWidth, pixelHeight, "canvas \(pixelWidth)×\(pixelHeight) px is over the limit "
            + "(each side ≤ \(maximumPixelDimension) px, area ≤ \(maximumPixelArea) px)")
    }
    /// Frames in one render (two minutes at 50 fps).
    public static let maximumFrameCount = 6000
    /// Items in one section.
    public static let maximumItemsPerSection = 100_000
    /// Sections in one collection.
    public static let maximumSections = 1_000
    /// Items in all sections together.
    public static let maximumTotalItems = 100_000
    /// Elements (cells, headers, footers) that can be on screen at once, estimated from the
    /// smallest item and the spacing: what one frame draws.
    public static let maximumVisibleElements = 2_000
    /// YAML values in the file after aliases are expanded (each use of an alias counts all it
    /// holds), so a small file cannot unfold into a huge one.
    public static let maximumValues = 100_000
    /// Gesture steps after `repeat` is expanded (nested repeats multiply).
    public static let maximumGestureSteps = 10_000
    /// Width × height of an image file, read from its header before it is decoded (67
    /// megapixels: 256 MiB decoded; a 48-megapixel iPhone photo is under it).
    public static let maximumImagePixels = 8192 * 8192
    /// Characters in one label, title or console-visible text.
    public static let maximumTextLength = 1_000
    /// The most lines a cell's label may ask for (`cell.numberOfLines`; 0 asks for as many as needed).
    public static let maximumLabelLines = 100
    /// Characters of all cell labels together: self-sizing measures every cell's label.
    public static let maximumLabelCharacters = 2_000_000
    /// The address space (bytes) every command stays within on a scenario inside these limits:
    /// 1 GiB.
    public static let memoryCeiling = 1 << 30
    /// Element kinds a scenario may style (`collection.elementKinds`).
    public static let maximumElementKinds = 64
    /// Index paths and sections one batch update may name.
    public static let maximumUpdateOperations = 10_000
    /// Data changes (`performBatchUpdates`, `reloadData`, `apply`) in one script.
    public static let maximumDataChanges = 100
    /// Items all of a script's data changes may go over together: each change works through the
    /// items there are when it runs (an `apply` diffs them all), so a hundred changes of a
    /// hundred thousand items each would take minutes. Counted from an upper bound on the items
    /// at each change, before any is worked out.
    public static let maximumDataChangeWork = 1_000_000

    /// Any length in points (sizes, offsets, insets).
    public static let maximumLength: CGFloat = 100_000
    /// Any gesture step duration, in seconds.
    public static let maximumStepDuration: TimeInterval = 60
}
