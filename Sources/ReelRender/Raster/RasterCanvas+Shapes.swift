import Foundation
import ReelGD
import ReelGraphics

extension RasterCanvas {
    // MARK: - Rects

    /// A filled (rounded) rect in points.
    func fill(_ rect: CGRect, color: Color, corners: Corners) {
        paint(RoundedRectShape(rect.scaled(by: scale), corners: corners.scaled(by: scale)), color)
    }

    /// A (rounded) rect outline centred on the edge: outer shape minus inner shape.
    func stroke(_ rect: CGRect, color: Color, lineWidth: CGFloat, corners: Corners) {
        guard lineWidth > 0 else { return }
        let r = rect.standardized.scaled(by: scale), half = lineWidth * scale / 2
        let drawn = corners.scaled(by: scale).clamped(in: r)
        let outer = RoundedRectShape(r.insetBy(dx: -half, dy: -half), corners: drawn.radius > 0 ? drawn.grown(by: half) : .square)
        let innerRect = r.insetBy(dx: half, dy: half)
        let inner = innerRect.width > 0 && innerRect.height > 0
            ? RoundedRectShape(innerRect, corners: drawn.grown(by: -half)) : nil
        paint(outer.bounds, color) { x, y in
            max(0, outer.coverage(x: x, y: y) - (inner?.coverage(x: x, y: y) ?? 0))
        }
    }

    // MARK: - Lines and circles

    /// A segment with butt caps.
    func line(from: CGPoint, to: CGPoint, color: Color, width: CGFloat) {
        let segment = SegmentShape(from: CGPoint(x: from.x * scale, y: from.y * scale),
                                   to: CGPoint(x: to.x * scale, y: to.y * scale), width: width * scale)
        paint(segment.bounds, color) { x, y in segment.coverage(x: x, y: y) }
    }

    /// A filled circle with an optional outline centred on its edge.
    func circle(center: CGPoint, radius: CGFloat, fill: Color, stroke: Color?, lineWidth: CGFloat) {
        let cx = Double(center.x * scale), cy = Double(center.y * scale), r = Double(radius * scale)
        let half = stroke == nil ? 0 : Double(max(lineWidth, 0) * scale) / 2
        let box = PixelBox(covering: CGRect(x: cx - r - half - 1, y: cy - r - half - 1,
                                            width: 2 * (r + half + 1), height: 2 * (r + half + 1)))
        func distance(_ x: Int, _ y: Int) -> Double { hypot(Double(x) + 0.5 - cx, Double(y) + 0.5 - cy) }
        paint(box, fill) { x, y in Coverage.disc(distance: distance(x, y), radius: r) }
        if let stroke, half > 0 {
            paint(box, stroke) { x, y in
                let d = distance(x, y)
                return max(0, Coverage.disc(distance: d, radius: r + half) - Coverage.disc(distance: d, radius: r - half))
            }
        }
    }

    // MARK: - Shadows

    /// A CALayer-style shadow: the rect offset by `offset`, blurred with σ = radius / 2 — analytic
    /// (erf along each axis) for square corners, a blurred mask (``ShadowMask``) for rounded ones.
    func shadow(_ rect: CGRect, corners: Corners, color: Color, radius: CGFloat, opacity: CGFloat,
                offset: CGSize) {
        let alpha = Double(color.alpha) * Double(min(max(opacity, 0), 1))
        guard alpha > 0 else { return }
        let shadowColor = color.withAlpha(UInt8(alpha.rounded()))
        let moved = rect.standardized.offsetBy(dx: offset.width, dy: offset.height)
        let sigma = Double(radius * scale) / 2
        guard sigma >= 0.05 else {
            fill(moved, color: shadowColor, corners: corners)
            return
        }
        let r = moved.scaled(by: scale)
        // (A shadow too large to blur as a mask keeps the analytic square-cornered one.)
        let drawn = corners.scaled(by: scale).clamped(in: r)
        if drawn.radius > 0, r.width * r.height <= ShadowMask.largestPixels {
            let mask = ShadowMask.mask(for: r, corners: drawn, sigma: sigma)
            let left = Int(r.minX.rounded(.down)) - mask.margin, top = Int(r.minY.rounded(.down)) - mask.margin
            paint(PixelBox(minX: left, minY: top, maxX: left + mask.width, maxY: top + mask.height), shadowColor) { x, y in
                Double(mask.alpha[(y - top) * mask.width + x - left])
            }
            return
        }
        let box = PixelBox(covering: r.insetBy(dx: -3 * sigma, dy: -3 * sigma))
        guard !box.isEmpty else { return }
        let columns = (box.minX..<box.maxX).map {
            Coverage.blurredSpan(Double($0) + 0.5, Double(r.minX), Double(r.maxX), sigma: sigma)
        }
        let rows = (box.minY..<box.maxY).map {
            Coverage.blurredSpan(Double($0) + 0.5, Double(r.minY), Double(r.maxY), sigma: sigma)
        }
        paint(box, shadowColor) { x, y in columns[x - box.minX] * rows[y - box.minY] }
    }
}
