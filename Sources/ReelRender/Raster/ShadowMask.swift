import Foundation
import ReelGD
import ReelGeometry
import ReelGraphics

/// The alpha of a blurred rounded rectangle: a CALayer shadow whose path has rounded corners.
///
/// The rectangle's coverage is blurred by a Gaussian (σ = radius / 2) one axis at a time — the
/// Gaussian is separable whatever it blurs — so the corners come out as round as the SVG
/// filter's. Masks are kept by size, corners, σ and sub-pixel position, so a shadow that
/// only moves (a pager's, every frame) is blurred once.
struct ShadowMask: Sendable {
    /// Rect sizes (in pixels) up to which rounded shadows are blurred as masks.
    static let largestPixels: CGFloat = 1_000_000

    /// Pixels of the mask, row-major, 0…1.
    let alpha: [Float]
    let width: Int
    let height: Int

    /// The mask's own placement: its pixel (0, 0) sits at the shadow rect's origin rounded down,
    /// minus `margin`.
    let margin: Int

    private struct Key: Hashable, Sendable {
        let width: Double, height: Double, corners: Corners, sigma: Double, fractionX: Double, fractionY: Double
    }

    private static let cache = BoundedCache<Key, ShadowMask>(budget: 16)

    /// The mask for `rect` (pixels) with `corners` (in pixels) blurred by `sigma` pixels.
    /// - Complexity: O(mask pixels × 6σ) the first time, O(1) after.
    static func mask(for rect: CGRect, corners: Corners, sigma: Double) -> ShadowMask {
        let fractionX = Double(rect.minX - rect.minX.rounded(.down)), fractionY = Double(rect.minY - rect.minY.rounded(.down))
        let key = Key(width: Double(rect.width), height: Double(rect.height), corners: corners, sigma: sigma,
                      fractionX: fractionX, fractionY: fractionY)
        return cache.value(for: key) {
            make(width: rect.width, height: rect.height, corners: corners, sigma: sigma,
                 fractionX: CGFloat(fractionX), fractionY: CGFloat(fractionY))
        }
    }

    private static func make(width: CGFloat, height: CGFloat, corners: Corners, sigma: Double,
                             fractionX: CGFloat, fractionY: CGFloat) -> ShadowMask {
        let margin = Int((3 * sigma).rounded(.up)) + 1
        let w = Int((fractionX + width).rounded(.up)) + 2 * margin
        let h = Int((fractionY + height).rounded(.up)) + 2 * margin
        let shape = RoundedRectShape(CGRect(x: CGFloat(margin) + fractionX, y: CGFloat(margin) + fractionY,
                                            width: width, height: height), corners: corners)
        var source = [Float](repeating: 0, count: w * h)
        for y in 0..<h { for x in 0..<w { source[y * w + x] = Float(shape.coverage(x: x, y: y)) } }
        // The Gaussian's taps out to 3σ, normalised.
        let reach = Int((3 * sigma).rounded(.up))
        var kernel = (-reach...reach).map { Float(exp(-Double($0 * $0) / (2 * sigma * sigma))) }
        let sum = kernel.reduce(0, +)
        kernel = kernel.map { $0 / sum }
        let alpha = convolve(convolve(source, width: w, height: h, kernel: kernel, along: .horizontal),
                             width: w, height: h, kernel: kernel, along: .vertical)
        return ShadowMask(alpha: alpha, width: w, height: h, margin: margin)
    }

    /// `values` (`width` × `height`, row-major) convolved with `kernel` (centred, odd length)
    /// along one axis; values beyond the edges count as 0.
    /// - Complexity: O(width × height × kernel.count).
    private static func convolve(_ values: [Float], width: Int, height: Int, kernel: [Float], along axis: ScrollAxis) -> [Float] {
        let reach = kernel.count / 2
        let (length, step) = axis == .horizontal ? (width, 1) : (height, width)
        var result = [Float](repeating: 0, count: values.count)
        for y in 0..<height {
            for x in 0..<width {
                let position = axis == .horizontal ? x : y
                var total: Float = 0
                for (k, weight) in kernel.enumerated() {
                    let other = position + k - reach
                    if other >= 0 && other < length { total += values[y * width + x + (k - reach) * step] * weight }
                }
                result[y * width + x] = total
            }
        }
        return result
    }
}
