import Foundation
import ReelGD

/// Analytic antialiasing: how much of pixel (x, y) — the square [x, x+1] × [y, y+1] — a shape covers.
///
/// libgd antialiases only lines and FreeType text, so ScrollReel computes coverage itself; exact box
/// overlap on straight edges makes content that moves by half a pixel blend smoothly.
enum Coverage {
    /// Length of the overlap of the unit span [p, p+1] with [a, b], in [0, 1].
    @inline(__always)
    static func span(_ p: Int, _ a: CGFloat, _ b: CGFloat) -> Double {
        let lo = max(CGFloat(p), a), hi = min(CGFloat(p + 1), b)
        return hi > lo ? Double(hi - lo) : 0
    }

    /// Coverage of a disc of radius `r` centred at distance `d` from the pixel centre.
    @inline(__always)
    static func disc(distance d: Double, radius r: Double) -> Double {
        min(max(r - d + 0.5, 0), 1)
    }

    /// Gaussian-blurred edge profile: the fraction of a blurred span [a, b] at `p` (erf along one axis).
    @inline(__always)
    static func blurredSpan(_ p: Double, _ a: Double, _ b: Double, sigma: Double) -> Double {
        let k = 1 / (sigma * 2.0.squareRoot())
        return 0.5 * (erf((p - a) * k) - erf((p - b) * k))
    }
}

/// A (rounded) rectangle in pixel coordinates with a coverage function.
struct RoundedRectShape {
    let rect: CGRect
    let radius: CGFloat

    init(_ rect: CGRect, radius: CGFloat) {
        self.rect = rect.standardized
        self.radius = self.rect.clampedCornerRadius(radius)
    }

    /// Pixels that may be touched.
    var bounds: PixelBox { PixelBox(covering: rect) }

    /// Exact box overlap on straight edges; disc coverage inside the corner squares.
    /// - Complexity: O(1).
    @inline(__always)
    func coverage(x: Int, y: Int) -> Double {
        let box = Coverage.span(x, rect.minX, rect.maxX) * Coverage.span(y, rect.minY, rect.maxY)
        guard box > 0, radius > 0 else { return box }
        let px = CGFloat(x) + 0.5, py = CGFloat(y) + 0.5
        let cx: CGFloat, cy: CGFloat
        if px < rect.minX + radius { cx = rect.minX + radius }
        else if px > rect.maxX - radius { cx = rect.maxX - radius }
        else { return box }
        if py < rect.minY + radius { cy = rect.minY + radius }
        else if py > rect.maxY - radius { cy = rect.maxY - radius }
        else { return box }
        let d = Double(hypot(px - cx, py - cy))
        return min(box, Coverage.disc(distance: d, radius: Double(radius)))
    }
}

/// A straight segment of a given width with butt caps, in pixel coordinates.
struct SegmentShape {
    let from: CGPoint
    let to: CGPoint
    let width: CGFloat

    var bounds: PixelBox {
        let h = width / 2 + 1
        return PixelBox(covering: CGRect(x: min(from.x, to.x) - h, y: min(from.y, to.y) - h,
                                         width: abs(to.x - from.x) + 2 * h, height: abs(to.y - from.y) + 2 * h))
    }

    /// Overlap of the pixel, measured along and across the segment, with the stroked band.
    /// Exact for horizontal and vertical segments (separators), a close estimate otherwise.
    /// - Complexity: O(1).
    @inline(__always)
    func coverage(x: Int, y: Int) -> Double {
        let dx = Double(to.x - from.x), dy = Double(to.y - from.y)
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, width > 0 else { return 0 }
        let ux = dx / length, uy = dy / length
        let px = Double(x) + 0.5 - Double(from.x), py = Double(y) + 0.5 - Double(from.y)
        let along = px * ux + py * uy, across = -px * uy + py * ux
        let half = Double(width) / 2
        func overlap(_ c: Double, _ a: Double, _ b: Double) -> Double {
            max(0, min(c + 0.5, b) - max(c - 0.5, a))
        }
        return overlap(along, 0, length) * min(overlap(across, -half, half), 1)
    }
}
