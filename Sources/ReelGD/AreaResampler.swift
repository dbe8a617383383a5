import Foundation

/// Resampling by area averaging: each target pixel is the average of the source area it covers,
/// in premultiplied alpha — the filter of libgd's `gdImageCopyResampled`, computed one axis at a
/// time (a box's area weights are the product of its two axes' overlaps), which is several
/// times quicker. It works on libgd's pixels directly, so it lives beside ``GDImage``.
package enum AreaResampler {
    /// The source pixels a target pixel covers and how much of it each one is.
    private struct Tap {
        let source: Int
        let weight: Float
    }

    /// For `target` pixels spanning `source` pixels from `origin`: each target pixel's taps.
    private static func taps(source: Int, origin: Int, target: Int) -> [[Tap]] {
        let step = Double(source) / Double(target)
        return (0..<target).map { t in
            let lo = Double(t) * step, hi = Double(t + 1) * step
            var taps: [Tap] = []
            var s = Int(lo.rounded(.down))
            while Double(s) < hi, s < source {
                let overlap = min(hi, Double(s + 1)) - max(lo, Double(s))
                if overlap > 0 { taps.append(Tap(source: origin + s, weight: Float(overlap / step))) }
                s += 1
            }
            return taps
        }
    }

    /// Fills all of `target` from `source[x..<x+width, y..<y+height]`, or, given `window`, fills
    /// `target` with the pixels at `window`'s origin of that resampling to `fullWidth` ×
    /// `fullHeight` — the same values, computed for the part alone (only the visible part of a
    /// picture drawn larger than its frame).
    /// - Complexity: O(target pixels × taps per axis + source rows used × target width).
    package static func resample(_ source: GDImage, x: Int, y: Int, width: Int, height: Int, into target: GDImage,
                                 window: (x: Int, y: Int, fullWidth: Int, fullHeight: Int)? = nil) {
        let window = window ?? (0, 0, target.width, target.height)
        let columns = Array(taps(source: width, origin: x, target: window.fullWidth)[window.x..<(window.x + target.width)])
        let rows = Array(taps(source: height, origin: y, target: window.fullHeight)[window.y..<(window.y + target.height)])
        guard let firstRow = rows.first?.first?.source, let lastRow = rows.last?.last?.source else { return }
        let targetWidth = target.width
        // Horizontal pass over the source rows used: premultiplied RGBA per target column.
        var across = [Float](repeating: 0, count: (lastRow - firstRow + 1) * targetWidth * 4)
        across.withUnsafeMutableBufferPointer { across in
            for row in 0...(lastRow - firstRow) {
                source.withRow(firstRow + row) { pixels in
                    let base = row * targetWidth * 4
                    for (t, taps) in columns.enumerated() {
                        var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                        for tap in taps {
                            let p = pixels[tap.source]
                            let alpha = Float(127 - (p >> 24 & 0x7F)) / 127 * tap.weight
                            r += Float(p >> 16 & 0xFF) * alpha
                            g += Float(p >> 8 & 0xFF) * alpha
                            b += Float(p & 0xFF) * alpha
                            a += alpha
                        }
                        (across[base + 4 * t], across[base + 4 * t + 1]) = (r, g)
                        (across[base + 4 * t + 2], across[base + 4 * t + 3]) = (b, a)
                    }
                }
            }
            // Vertical pass into the target, back to libgd's straight colour and 7-bit alpha.
            for (t, taps) in rows.enumerated() {
                target.withMutableRow(t) { out in
                    for column in 0..<targetWidth {
                        var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                        for tap in taps {
                            let i = ((tap.source - firstRow) * targetWidth + column) * 4
                            r += across[i] * tap.weight
                            g += across[i + 1] * tap.weight
                            b += across[i + 2] * tap.weight
                            a += across[i + 3] * tap.weight
                        }
                        guard a > 0.000_1 else { out[column] = 0x7F00_0000; continue }
                        func channel(_ v: Float) -> Int32 { Self.rounded(v / a, upTo: 255) }
                        let alpha7 = 127 - Self.rounded(a * 127, upTo: 127)
                        out[column] = alpha7 << 24 | channel(r) << 16 | channel(g) << 8 | channel(b)
                    }
                }
            }
        }
    }

    /// `value` rounded half away from zero and clamped to 0…`maximum`: the same as
    /// `min(max(value.rounded(), 0), maximum)`, without the call to `roundf` that costs several
    /// percent of a render (the whole part by truncation, then the fraction compared).
    @inline(__always)
    static func rounded(_ value: Float, upTo maximum: Int32) -> Int32 {
        guard value > 0 else { return 0 }
        guard value < Float(maximum) else { return maximum }
        let whole = Int32(value)
        return value - Float(whole) >= 0.5 ? whole + 1 : whole
    }
}
