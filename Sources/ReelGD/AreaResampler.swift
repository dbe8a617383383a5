import Foundation

/// Resampling by area averaging: each target pixel is the average of the source area it covers,
/// in premultiplied alpha — the filter of libgd's `gdImageCopyResampled`, computed one axis at a
/// time (a box's area weights are the product of its two axes' overlaps), which is several
/// times quicker. It works on libgd's pixels directly, so it lives beside ``GDImage``.
package enum AreaResampler {
    /// The source pixels each target pixel covers and how much of it each one is, laid out flat:
    /// target pixel `t` takes `count[t]` consecutive source pixels from `first[t]`, weighted by
    /// `weights[offset[t]...]`.
    private struct Taps {
        var first: [Int] = []
        var count: [Int] = []
        var offset: [Int] = []
        var weights: [Float] = []

        /// The taps of target pixels `range` of `target` pixels spanning `source` pixels from `origin`.
        init(source: Int, origin: Int, target: Int, range: Range<Int>) {
            let step = Double(source) / Double(target)
            for t in range {
                let lo = Double(t) * step, hi = Double(t + 1) * step
                var s = Int(lo.rounded(.down))
                var start = -1, taken = 0
                offset.append(weights.count)
                while Double(s) < hi, s < source {
                    let overlap = min(hi, Double(s + 1)) - max(lo, Double(s))
                    if overlap > 0 {
                        if start < 0 { start = origin + s }
                        weights.append(Float(overlap / step))
                        taken += 1
                    }
                    s += 1
                }
                first.append(max(start, origin))
                count.append(taken)
            }
        }

        var isEmpty: Bool { first.isEmpty || count.first == 0 || count.last == 0 }
        var firstSource: Int { first.first! }
        var lastSource: Int { first.last! + count.last! - 1 }
    }

    /// Fills all of `target` from `source[x..<x+width, y..<y+height]`, or, given `window`, fills
    /// `target` with the pixels at `window`'s origin of that resampling to `fullWidth` ×
    /// `fullHeight` — the same values, computed for the part alone (only the visible part of a
    /// picture drawn larger than its frame).
    /// - Complexity: O(target pixels × taps per axis + source rows used × target width).
    package static func resample(_ source: GDImage, x: Int, y: Int, width: Int, height: Int, into target: GDImage,
                                 window: (x: Int, y: Int, fullWidth: Int, fullHeight: Int)? = nil) {
        let window = window ?? (0, 0, target.width, target.height)
        let columns = Taps(source: width, origin: x, target: window.fullWidth, range: window.x..<(window.x + target.width))
        let rows = Taps(source: height, origin: y, target: window.fullHeight, range: window.y..<(window.y + target.height))
        guard !columns.isEmpty, !rows.isEmpty else { return }
        let firstRow = rows.firstSource, lastRow = rows.lastSource
        let targetWidth = target.width
        // Horizontal pass over the source rows used: premultiplied RGBA per target column.
        var across = [Float](repeating: 0, count: (lastRow - firstRow + 1) * targetWidth * 4)
        columns.weights.withUnsafeBufferPointer { columnWeights in
        across.withUnsafeMutableBufferPointer { across in
            for row in 0...(lastRow - firstRow) {
                source.withRow(firstRow + row) { pixels in
                    let base = row * targetWidth * 4
                    for t in 0..<targetWidth {
                        var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                        let start = columns.first[t], weights = columns.offset[t]
                        for k in 0..<columns.count[t] {
                            let p = pixels[start + k], weight = columnWeights[weights + k]
                            // An opaque pixel's alpha is its weight exactly (127 / 127 × weight).
                            let alpha = p >> 24 & 0x7F == 0 ? weight : Float(127 - (p >> 24 & 0x7F)) / 127 * weight
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
            rows.weights.withUnsafeBufferPointer { rowWeights in
                for t in 0..<target.height {
                    let start = rows.first[t], weights = rows.offset[t], count = rows.count[t]
                    target.withMutableRow(t) { out in
                        for column in 0..<targetWidth {
                            var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                            for k in 0..<count {
                                let i = ((start + k - firstRow) * targetWidth + column) * 4, weight = rowWeights[weights + k]
                                r += across[i] * weight
                                g += across[i + 1] * weight
                                b += across[i + 2] * weight
                                a += across[i + 3] * weight
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
