public import Foundation
import ReelFiles
import ReelGD
public import ReelGraphics

/// A rendered truecolor frame (owns the libgd image through the wrapper).
public final class RasterImage {
    /// The libgd image, truecolor.
    let canvas: GDImage
    /// Whether PNG output keeps an alpha channel (a translucent background or decoded alpha).
    let hasAlpha: Bool

    init(canvas: GDImage, hasAlpha: Bool) {
        self.canvas = canvas
        self.hasAlpha = hasAlpha
    }

    /// Decodes a PNG (or JPEG, or a GIF's first image), e.g. `rsvg-convert` output that tests
    /// compare with.
    public convenience init(pngData: Data) throws {
        let canvas = try GDImage(encoded: pngData)
        var translucent = false
        scan: for y in 0..<canvas.height {
            for x in 0..<canvas.width where canvas.color(x: x, y: y).alpha != 255 {
                translucent = true
                break scan
            }
        }
        self.init(canvas: canvas, hasAlpha: translucent)
    }

    /// Width in pixels.
    public var width: Int { canvas.width }

    /// Height in pixels.
    public var height: Int { canvas.height }

    /// The pixel's colour; coordinates outside the image give `.clear`.
    /// - Complexity: O(1).
    public func pixel(x: Int, y: Int) -> Color {
        guard x >= 0, y >= 0, x < width, y < height else { return .clear }
        return canvas.color(x: x, y: y)
    }

    /// PNG bytes (RGB, or RGBA when the frame has transparency); deterministic.
    public func pngData() throws -> Data {
        try canvas.pngData(alpha: hasAlpha)
    }

    /// Writes the PNG atomically to `url`.
    public func writePNG(to url: URL) throws {
        try AtomicFile.write(pngData(), to: url)
    }
}
