import Foundation
import ReelGD
import ReelGraphics

extension RasterImage {
    /// This image resampled by area to `width` × `height` pixels (itself at its own size), in
    /// fixed point when it is opaque: a thumbnail, quick rather than exact to the last level.
    /// - Complexity: O(pixels of both sizes).
    public func resampled(width: Int, height: Int) throws -> RasterImage {
        guard width != self.width || height != self.height else { return self }
        let target = try GDImage(truecolorWidth: max(1, width), height: max(1, height), blending: false)
        AreaResampler.resampleOpaque(canvas, into: target)
        return RasterImage(canvas: target, hasAlpha: hasAlpha)
    }

    /// A grid made from its panels' pixels: `backdrop` (the grid drawn without its panels, see
    /// ``GridLayout/backdrop(captions:)``) with each tile copied with its top-left pixel at
    /// (`x`, `y`); what lies outside the backdrop is cut off.
    ///
    /// What a grid of reels costs when the reels are drawn anyway: no panel is drawn again.
    /// - Complexity: O(pixels of the backdrop).
    public static func grid(_ tiles: [(image: RasterImage, x: Int, y: Int)], over backdrop: RasterImage) throws -> RasterImage {
        let canvas = try GDImage(truecolorWidth: backdrop.width, height: backdrop.height, blending: false)
        for y in 0..<backdrop.height {
            backdrop.canvas.withRow(y) { source in
                canvas.withMutableRow(y) { target in _ = target.update(fromContentsOf: source) }
            }
        }
        let bounds = PixelBox(width: backdrop.width, height: backdrop.height)
        for (image, x, y) in tiles {
            let box = PixelBox(minX: x, minY: y, maxX: x + image.width, maxY: y + image.height).intersection(bounds)
            guard !box.isEmpty else { continue }
            for row in box.minY..<box.maxY {
                image.canvas.withRow(row - y) { source in
                    canvas.withMutableRow(row) { target in
                        _ = UnsafeMutableBufferPointer(rebasing: target[box.minX..<box.maxX])
                            .update(fromContentsOf: UnsafeBufferPointer(rebasing: source[(box.minX - x)..<(box.maxX - x)]))
                    }
                }
            }
        }
        return RasterImage(canvas: canvas, hasAlpha: backdrop.hasAlpha)
    }
}
