import Foundation
import ReelGD
import ReelGeometry
import ReelGraphics

// A view with a transform or an alpha below 1 is drawn on a layer of its own and composited:
// UIKit renders such a view's layer tree flattened, then transforms and fades the result, and
// the superview's clip applies to the transformed result (a card scaled down from partly off
// screen shows the part that was off screen).

/// A group's own canvas: the part of the group's bounds that can show through the parent's clip,
/// in whole pixels, placed at `origin` (screen points) — items are drawn into it moved by −origin.
struct RasterLayer {
    let canvas: RasterCanvas
    /// Where the layer's pixel (0, 0) sits, in screen points.
    let origin: CGPoint

    /// The largest layer drawn, in pixels (a 16-megapixel layer is 64 MiB): a group whose
    /// visible part needs more (an absurd transform of a huge view) is not drawn.
    static let maximumPixels = 16_000_000
}

extension RasterCanvas {
    /// A transparent layer for a group with `bounds` (screen points) composited through
    /// `transform`, covering only what can show through this canvas's clip; nil when nothing can
    /// (or when that would exceed ``RasterLayer/maximumPixels``). `origin` is where this canvas's
    /// own pixel (0, 0) sits in screen points.
    func makeLayer(bounds: CGRect, transform: CGAffineTransform, origin: CGPoint) throws -> RasterLayer? {
        let s = scale
        guard let inverse = Self.pixelTransform(transform, scale: s)?.inverted() else { return nil }
        // What this canvas shows, in screen pixels, pulled back through the transform.
        let visible = CGRect(x: CGFloat(clipBox.minX) + origin.x * s, y: CGFloat(clipBox.minY) + origin.y * s,
                             width: CGFloat(clipBox.width), height: CGFloat(clipBox.height))
        let reach = visible.applying(inverse).insetBy(dx: -2, dy: -2)   // bilinear neighbours
        let box = PixelBox(covering: bounds.scaled(by: s)).intersection(PixelBox(covering: reach))
        guard !box.isEmpty, box.width * box.height <= RasterLayer.maximumPixels else { return nil }
        let canvas = try RasterCanvas(width: box.width, height: box.height, scale: s,
                                      background: Color(red: 0, green: 0, blue: 0, alpha: 0))
        return RasterLayer(canvas: canvas, origin: CGPoint(x: CGFloat(box.minX) / s, y: CGFloat(box.minY) / s))
    }

    /// Draws `layer` through `transform` (screen points) at `opacity`, with bilinear sampling,
    /// inside this canvas's clip; `origin` is where this canvas's pixel (0, 0) sits.
    /// - Complexity: O(pixels of the transformed layer inside the clip).
    func composite(_ layer: RasterLayer, transform: CGAffineTransform, opacity: CGFloat, origin: CGPoint) {
        let alpha = Double(min(max(opacity, 0), 1))
        let s = scale
        guard alpha > 0, let toScreen = Self.pixelTransform(transform, scale: s) else { return }
        let inverse = toScreen.inverted()
        let layerPixels = layer.canvas.image
        let layerOrigin = CGPoint(x: layer.origin.x * s, y: layer.origin.y * s)
        let ownOrigin = CGPoint(x: origin.x * s, y: origin.y * s)
        let extent = CGRect(x: layerOrigin.x, y: layerOrigin.y, width: CGFloat(layerPixels.width), height: CGFloat(layerPixels.height))
        let target = PixelBox(covering: extent.applying(toScreen).offsetBy(dx: -ownOrigin.x, dy: -ownOrigin.y))
        let source = PixelBox(width: layerPixels.width, height: layerPixels.height)
        paint(target) { x, y in
            let screen = CGPoint(x: Double(x) + 0.5 + ownOrigin.x, y: Double(y) + 0.5 + ownOrigin.y).applying(inverse)
            guard let sample = layer.canvas.sample(x: Double(screen.x - layerOrigin.x) - 0.5,
                                                   y: Double(screen.y - layerOrigin.y) - 0.5, within: source)
            else { return (Color(red: 0, green: 0, blue: 0, alpha: 0), 0) }
            return (sample, alpha)
        }
    }

    /// `transform` (points) acting on pixels; nil when it cannot be inverted.
    private static func pixelTransform(_ transform: CGAffineTransform, scale s: CGFloat) -> CGAffineTransform? {
        let pixels = CGAffineTransform(a: transform.a, b: transform.b, c: transform.c, d: transform.d,
                                       tx: transform.tx * s, ty: transform.ty * s)
        let determinant = pixels.a * pixels.d - pixels.b * pixels.c
        guard determinant.isFinite, abs(determinant) > 1e-9, pixels.tx.isFinite, pixels.ty.isFinite else { return nil }
        return pixels
    }

    /// The bilinear mix of the four pixels around (x, y) (pixel centres at integers), with
    /// premultiplied alpha; pixels outside `box` count as transparent. Nil when fully transparent.
    /// - Complexity: O(1).
    private func sample(x: Double, y: Double, within box: PixelBox) -> Color? {
        let x0 = Int(x.rounded(.down)), y0 = Int(y.rounded(.down))
        let fx = x - Double(x0), fy = y - Double(y0)
        var r = 0.0, g = 0.0, b = 0.0, a = 0.0
        for (dx, dy, weight) in [(0, 0, (1 - fx) * (1 - fy)), (1, 0, fx * (1 - fy)), (0, 1, (1 - fx) * fy), (1, 1, fx * fy)]
        where weight > 0 {
            let px = x0 + dx, py = y0 + dy
            guard px >= box.minX, px < box.maxX, py >= box.minY, py < box.maxY else { continue }
            let c = image.color(x: px, y: py)
            let ca = Double(c.alpha) / 255 * weight
            r += Double(c.red) * ca
            g += Double(c.green) * ca
            b += Double(c.blue) * ca
            a += ca
        }
        guard a > 1e-6 else { return nil }
        func channel(_ v: Double) -> UInt8 { UInt8(min(255, max(0, (v / a).rounded()))) }
        return Color(red: channel(r), green: channel(g), blue: channel(b), alpha: UInt8(min(255, (a * 255).rounded())))
    }
}
