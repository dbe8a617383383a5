import Foundation
import ReelGD
public import ReelGraphics

extension RasterImage {
    /// An image made from row-major pixels (`width × height` of them), e.g. a difference image.
    ///
    /// - Throws: ``RenderError/unsupportedImage(_:)`` when the pixel count is not `width × height`.
    /// - Complexity: O(pixels).
    public convenience init(width: Int, height: Int, pixels: [Color]) throws {
        guard width > 0, height > 0, pixels.count == width * height else {
            throw RenderError.unsupportedImage("\(pixels.count) pixels for a \(width) × \(height) image")
        }
        let canvas = try GDImage(truecolorWidth: width, height: height, blending: false)
        var translucent = false
        for y in 0..<height {
            for x in 0..<width {
                let color = pixels[y * width + x]
                if color.alpha != 255 { translucent = true }
                canvas.setColor(color, x: x, y: y)
            }
        }
        self.init(canvas: canvas, hasAlpha: translucent)
    }

    /// Every pixel, row-major; the inverse of ``init(width:height:pixels:)``.
    /// - Complexity: O(pixels).
    public var pixels: [Color] {
        var result: [Color] = []
        result.reserveCapacity(width * height)
        for y in 0..<height {
            for x in 0..<width { result.append(canvas.color(x: x, y: y)) }
        }
        return result
    }
}
