public import ReelGraphics
public import ReelRender
import ReelScenario

/// A pixel-by-pixel comparison of a reference frame with an actual one.
///
/// Two pixels match when no channel (red, green, blue, alpha) differs by more than the
/// tolerance. Images of different sizes are compared over the larger extent: every pixel that
/// only one of them has counts as differing.
public struct PixelDiff {
    /// The compared extent's width: the larger of the two images' widths.
    public let width: Int
    /// The compared extent's height: the larger of the two images' heights.
    public let height: Int
    /// Pixels that differ beyond the tolerance.
    public let differingPixelCount: Int
    /// Whether the two images have different sizes.
    public let sizeMismatch: Bool
    /// The reference's pixels (row-major over the extent; `.clear` outside the reference).
    private let reference: [Color]
    /// Which pixels differ, row-major over the extent.
    private let mask: [Bool]

    /// All pixels of the compared extent.
    public var pixelCount: Int { width * height }

    /// The fraction of pixels that match, 0…1.
    public var matchingFraction: Double {
        pixelCount == 0 ? 1 : Double(pixelCount - differingPixelCount) / Double(pixelCount)
    }

    /// Whether at least `precision` of the pixels match (1 = every pixel); never across sizes.
    public func matches(precision: Double) -> Bool {
        guard !sizeMismatch else { return false }
        if differingPixelCount == 0 { return true }
        return Double(pixelCount - differingPixelCount) >= precision * Double(pixelCount)
    }

    /// Compares `actual` with `reference`.
    /// - Parameter tolerance: the largest per-channel difference that still matches (0 = exact).
    /// - Complexity: O(pixels).
    public init(reference: RasterImage, actual: RasterImage, tolerance: Int = 0) {
        self.init(reference: (reference.width, reference.height, reference.pixels),
                  actual: (actual.width, actual.height, actual.pixels), tolerance: tolerance)
    }

    /// Compares row-major pixel arrays.
    /// - Complexity: O(pixels).
    public init(reference: (width: Int, height: Int, pixels: [Color]),
                actual: (width: Int, height: Int, pixels: [Color]), tolerance: Int = 0) {
        width = max(reference.width, actual.width)
        height = max(reference.height, actual.height)
        sizeMismatch = reference.width != actual.width || reference.height != actual.height
        var referencePixels = [Color](repeating: .clear, count: width * height)
        var mask = [Bool](repeating: false, count: width * height)
        var count = 0
        for y in 0..<height {
            for x in 0..<width {
                let r = x < reference.width && y < reference.height ? reference.pixels[y * reference.width + x] : nil
                let a = x < actual.width && y < actual.height ? actual.pixels[y * actual.width + x] : nil
                if let r { referencePixels[y * width + x] = r }
                let differs: Bool
                if let r, let a { differs = !Self.matches(r, a, tolerance: tolerance) } else { differs = true }
                if differs {
                    mask[y * width + x] = true
                    count += 1
                }
            }
        }
        differingPixelCount = count
        self.reference = referencePixels
        self.mask = mask
    }

    /// Whether two colours match within `tolerance` on every channel.
    @inline(__always)
    static func matches(_ a: Color, _ b: Color, tolerance: Int) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
            && abs(Int(a.blue) - Int(b.blue)) <= tolerance && abs(Int(a.alpha) - Int(b.alpha)) <= tolerance
    }

    // MARK: - Difference image

    /// Changed pixels are drawn in this colour.
    public static let highlight = Color(red: 255, green: 0, blue: 255)

    /// The reference moved this far towards white, so the highlight stands out.
    public static let dimming = 0.6

    /// The difference image's pixels: the reference dimmed towards white, differing pixels in
    /// ``highlight`` (magenta).
    /// - Complexity: O(pixels).
    public var differencePixels: [Color] {
        zip(reference, mask).map { color, differs in
            differs ? Self.highlight : Self.dimmed(color)
        }
    }

    /// The difference image (see ``differencePixels``).
    public func differenceImage() throws -> RasterImage {
        try RasterImage(width: width, height: height, pixels: differencePixels)
    }

    /// `color` moved ``dimming`` of the way to opaque white.
    static func dimmed(_ color: Color) -> Color {
        // Transparent reference pixels (outside a smaller reference) become plain white.
        let alpha = Double(color.alpha) / 255
        func channel(_ value: UInt8) -> UInt8 {
            let over = Double(value) * alpha + 255 * (1 - alpha)
            return UInt8((over + (255 - over) * dimming).rounded())
        }
        return Color(red: channel(color.red), green: channel(color.green), blue: channel(color.blue))
    }
}
