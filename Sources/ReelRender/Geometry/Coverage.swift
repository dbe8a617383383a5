import Foundation
import ReelGD
import ReelGeometry
import ReelGraphics

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

/// A (rounded) rectangle in pixel coordinates with a coverage function: any of its corners
/// rounded, each a quarter circle or the continuous curve.
struct RoundedRectShape {
    let rect: CGRect
    /// The radius drawn (clamped to the rect), in pixels.
    let radius: CGFloat
    let mask: CornerMask
    /// Whether the corners follow the continuous curve (else quarter circles).
    let isContinuous: Bool
    /// How far a rounded corner reaches along each edge.
    private let extent: CGFloat

    init(_ rect: CGRect, corners: Corners) {
        self.rect = rect.standardized
        radius = corners.clampedRadius(in: self.rect)
        mask = corners.mask
        isContinuous = corners.curve == .continuous
        extent = radius * corners.extentPerRadius
    }

    /// Pixels that may be touched.
    var bounds: PixelBox { PixelBox(covering: rect) }

    /// Exact box overlap on straight edges; inside a rounded corner's square, disc coverage for a
    /// quarter circle, the signed distance to the curve for a continuous corner.
    /// - Complexity: O(1).
    @inline(__always)
    func coverage(x: Int, y: Int) -> Double {
        let box = Coverage.span(x, rect.minX, rect.maxX) * Coverage.span(y, rect.minY, rect.maxY)
        guard box > 0, radius > 0 else { return box }
        let px = CGFloat(x) + 0.5, py = CGFloat(y) + 0.5
        let left = px < rect.minX + extent
        guard left || px > rect.maxX - extent else { return box }
        let top = py < rect.minY + extent
        guard top || py > rect.maxY - extent else { return box }
        let corner: CornerMask = top ? (left ? .layerMinXMinYCorner : .layerMaxXMinYCorner) : (left ? .layerMinXMaxYCorner : .layerMaxXMaxYCorner)
        guard mask.contains(corner) else { return box }
        if isContinuous {
            let along = left ? px - rect.minX : rect.maxX - px, down = top ? py - rect.minY : rect.maxY - py
            return min(box, ContinuousCorner.coverage(x: Double(along), y: Double(down), radius: Double(radius)))
        }
        let cx = left ? rect.minX + radius : rect.maxX - radius
        let cy = top ? rect.minY + radius : rect.maxY - radius
        let d = Double(hypot(px - cx, py - cy))
        return min(box, Coverage.disc(distance: d, radius: Double(radius)))
    }
}

/// The continuous corner as a polyline, for coverage: the curve of ``Corners/continuousCorner``
/// cut into short straight pieces, for radius 1.
enum ContinuousCorner {
    /// Points from (extent, 0) to (0, extent), x falling all the way.
    static let points: [(x: Double, y: Double)] = {
        var points = [(Double(Corners.continuousExtent), 0.0)]
        for segment in Corners.continuousCorner {
            let start = points[points.count - 1]
            switch segment {
            case .line(let to):
                points.append((Double(to.x), Double(to.y)))
            case let .curve(c1, c2, to):
                // 16 pieces keep the polyline within 1/1000 of the radius of the curve.
                for step in 1...16 {
                    let t = Double(step) / 16, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    points.append((a * start.0 + b * Double(c1.x) + c * Double(c2.x) + d * Double(to.x),
                                   a * start.1 + b * Double(c1.y) + c * Double(c2.y) + d * Double(to.y)))
                }
            case .arc:
                break
            }
        }
        return points
    }()

    /// How much of the pixel centred at (x, y) — the corner's own coordinates, pixels from each
    /// edge — lies inside the curve of a corner of `radius` pixels: ½ plus its signed distance.
    /// - Complexity: O(p) for the polyline's p points.
    static func coverage(x: Double, y: Double, radius: Double) -> Double {
        let ux = x / radius, uy = y / radius
        var nearest = Double.infinity
        var boundary = 0.0
        for index in 1..<points.count {
            let a = points[index - 1], b = points[index]
            let dx = b.x - a.x, dy = b.y - a.y
            let length = dx * dx + dy * dy
            let t = length > 0 ? min(max(((ux - a.x) * dx + (uy - a.y) * dy) / length, 0), 1) : 0
            nearest = min(nearest, hypot(ux - (a.x + t * dx), uy - (a.y + t * dy)))
            // The curve's height where the pixel is: x falls along the polyline.
            if ux <= a.x, ux >= b.x, a.x > b.x { boundary = a.y + (ux - a.x) / (b.x - a.x) * (b.y - a.y) }
        }
        let signed = (uy >= boundary ? 1.0 : -1.0) * nearest * radius
        return min(max(signed + 0.5, 0), 1)
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
