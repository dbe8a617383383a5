import Foundation
import ReelGD
import ReelGraphics

extension ProceduralImage {
    /// The picture at ``pixelSize``, painted in pure Swift (deterministic for equal values).
    func pixels() -> PixelBuffer {
        let (width, height) = pixelSize
        switch self {
        case let .landscape(seed, _, _):
            return Self.landscape(seed: seed, width: width, height: height)
        case let .linearGradient(from, to, _, _):
            var buffer = PixelBuffer(width: width, height: height, color: from)
            for y in 0..<height {
                let color = from.mixed(with: to, height > 1 ? Double(y) / Double(height - 1) : 0)
                for x in 0..<width { buffer[x, y] = color }
            }
            return buffer
        case let .stripes(colors, stripeWidth, _, _):
            let palette = colors.isEmpty ? [Color(red: 128, green: 128, blue: 128)] : colors
            let stripe = max(stripeWidth, 1)
            var buffer = PixelBuffer(width: width, height: height, color: palette[0])
            for y in 0..<height {
                for x in 0..<width { buffer[x, y] = palette[((x + y) / stripe) % palette.count] }
            }
            return buffer
        case let .swatch(color, _, _):
            return Self.swatch(color: color, width: width, height: height)
        }
    }

    // MARK: - Swatch

    /// Flat colour with a white ring and dot in the middle — reads as "a picture goes here".
    private static func swatch(color: Color, width: Int, height: Int) -> PixelBuffer {
        var buffer = PixelBuffer(width: width, height: height, color: color.opaque)
        let side = Double(min(width, height))
        let cx = Double(width) / 2, cy = Double(height) / 2
        let outer = side * 0.28, ring = max(side * 0.06, 1), dot = side * 0.1
        let mark = Color.white.withAlpha(150)
        let box = PixelBox(covering: CGRect(x: cx - outer - 1, y: cy - outer - 1,
                                            width: 2 * outer + 2, height: 2 * outer + 2))
        buffer.paint(box, mark) { x, y in
            let d = hypot(Double(x) + 0.5 - cx, Double(y) + 0.5 - cy)
            let ringCoverage = Coverage.disc(distance: d, radius: outer)
                - Coverage.disc(distance: d, radius: outer - ring)
            return max(ringCoverage, Coverage.disc(distance: d, radius: dot))
        }
        return buffer
    }

    // MARK: - Landscape

    /// Sky gradient, sun, three layers of hills from near-horizon haze to a dark foreground.
    private static func landscape(seed: UInt64, width: Int, height: Int) -> PixelBuffer {
        var rng = SeededRandom(seed: seed)
        let hue = rng.unit()
        let w = Double(width), h = Double(height)
        let skyTop = Color(hue: hue + 0.55, saturation: 0.55, brightness: 0.85)
        let skyBottom = Color(hue: hue + 0.08, saturation: 0.3, brightness: 1)
        var buffer = PixelBuffer(width: width, height: height, color: skyTop)
        for y in 0..<height {
            let color = skyTop.mixed(with: skyBottom, Double(y) / max(h * 0.7, 1))
            for x in 0..<width { buffer[x, y] = color }
        }
        // Sun
        let sunX = w * rng.value(in: 0.2...0.8), sunY = h * rng.value(in: 0.18...0.35)
        let sunR = min(w, h) * rng.value(in: 0.07...0.11)
        let sun = Color(hue: hue + 0.12, saturation: 0.35, brightness: 1)
        buffer.paint(PixelBox(covering: CGRect(x: sunX - sunR - 1, y: sunY - sunR - 1,
                                               width: 2 * sunR + 2, height: 2 * sunR + 2)), sun) { x, y in
            Coverage.disc(distance: hypot(Double(x) + 0.5 - sunX, Double(y) + 0.5 - sunY), radius: sunR)
        }
        // Hills: each layer a sum of two sines, nearer layers lower, darker and more saturated.
        for layer in 0..<3 {
            let t = Double(layer)
            let base = h * (0.55 + 0.13 * t), amplitude = h * (0.07 - 0.015 * t)
            let f1 = rng.value(in: 1.5...3.5) * 2 * .pi / w, f2 = rng.value(in: 4...8) * 2 * .pi / w
            let p1 = rng.value(in: 0...(2 * .pi)), p2 = rng.value(in: 0...(2 * .pi))
            let color = Color(hue: hue + 0.3 + 0.04 * t, saturation: 0.35 + 0.15 * t, brightness: 0.75 - 0.2 * t)
            for x in 0..<width {
                let px = Double(x) + 0.5
                let ridge = base + amplitude * sin(px * f1 + p1) + amplitude * 0.4 * sin(px * f2 + p2)
                let top = max(0, Int(ridge.rounded(.down)))
                guard top < height else { continue }
                // The ridge pixel is covered by the part of it below the ridge line.
                buffer.blend(color, coverage: Double(top + 1) - ridge, x: x, y: top)
                for y in (top + 1)..<max(top + 1, height) { buffer[x, y] = color }
            }
        }
        return buffer
    }
}
