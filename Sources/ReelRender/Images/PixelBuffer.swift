import Foundation
import ReelGD
import ReelGraphics

/// A plain RGBA pixel array that procedural pictures are painted into before libgd sees them.
struct PixelBuffer {
    let width: Int
    let height: Int
    private(set) var pixels: [Color]

    /// A buffer filled with `color`.
    init(width: Int, height: Int, color: Color) {
        self.width = width
        self.height = height
        pixels = Array(repeating: color, count: width * height)
    }

    subscript(x: Int, y: Int) -> Color {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    /// Source-over of an opaque-destination pixel by `color` at `coverage`.
    /// - Complexity: O(1).
    mutating func blend(_ color: Color, coverage: Double, x: Int, y: Int) {
        guard x >= 0, y >= 0, x < width, y < height, coverage > 0 else { return }
        let a = Double(color.alpha) / 255 * min(coverage, 1)
        let dst = self[x, y]
        self[x, y] = dst.mixed(with: color.withAlpha(dst.alpha), a)
    }

    /// Blends a shape given by a coverage function over `box`.
    mutating func paint(_ box: PixelBox, _ color: Color, coverage: (Int, Int) -> Double) {
        let area = box.intersection(PixelBox(width: width, height: height))
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX { blend(color, coverage: coverage(x, y), x: x, y: y) }
        }
    }
}
