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

    /// Fills all of `target` from all of `source` as ``resample(_:x:y:width:height:into:window:)``
    /// does, in fixed point instead of floating point: several times quicker, and within a level
    /// or two of it per channel — for thumbnails. For an opaque source (a drawn frame); a source
    /// with any translucent pixel is resampled the exact way.
    ///
    /// The three channels travel together in one 64-bit word, 21 bits each, so a tap is one
    /// multiplication: weights of 12 bits across (a sum of taps stays under 2^20 a channel),
    /// the result cut to 2 fractional bits, and weights of 11 bits down.
    /// - Complexity: O(source rows × target width × taps + target pixels × taps).
    package static func resampleOpaque(_ source: GDImage, into target: GDImage) {
        let columns = Taps(source: source.width, origin: 0, target: target.width, range: 0..<target.width)
        let rows = Taps(source: source.height, origin: 0, target: target.height, range: 0..<target.height)
        guard !columns.isEmpty, !rows.isEmpty else { return }
        let columnWeights = fixedPoint(columns, one: 1 << 12), rowWeights = fixedPoint(rows, one: 1 << 11)
        let targetWidth = target.width
        let lanes: UInt64 = 0x1F_FFFF
        // Horizontal pass: each target column of each source row, its channels in 8.2 fixed point.
        var across = [UInt64](repeating: 0, count: source.height * targetWidth)
        var alphaBits: Int32 = 0
        let columnFirst = columns.first.map(Int32.init), columnCount = columns.count.map(Int32.init)
        across.withUnsafeMutableBufferPointer { across in
        columnWeights.withUnsafeBufferPointer { columnWeights in
        columnFirst.withUnsafeBufferPointer { columnFirst in
        columnCount.withUnsafeBufferPointer { columnCount in
            for row in 0..<source.height {
                alphaBits |= source.withRow(row) { pixels in
                    var alpha: Int32 = 0
                    let out = across.baseAddress! + row * targetWidth
                    var weight = columnWeights.baseAddress!
                    @inline(__always) func tap(_ pixel: Int32, _ weight: UInt64) -> UInt64 {
                        alpha |= pixel
                        let bits = UInt64(UInt32(bitPattern: pixel))
                        return ((bits >> 16 & 0xFF) << 42 | (bits >> 8 & 0xFF) << 21 | (bits & 0xFF)) &* weight
                    }
                    for t in 0..<targetWidth {
                        var sum: UInt64 = 0
                        let p = pixels.baseAddress! + Int(columnFirst[t]), n = Int(columnCount[t])
                        // Two or three taps a pixel when a frame is brought down to a thumbnail.
                        switch n {
                        case 2: sum = tap(p[0], weight[0]) &+ tap(p[1], weight[1])
                        case 3: sum = tap(p[0], weight[0]) &+ tap(p[1], weight[1]) &+ tap(p[2], weight[2])
                        default: for k in 0..<n { sum &+= tap(p[k], weight[k]) }
                        }
                        weight += n
                        // 20 bits a channel down to 10 (8.2), rounded.
                        let r = ((sum >> 42) + 512) >> 10, g = ((sum >> 21 & lanes) + 512) >> 10, b = ((sum & lanes) + 512) >> 10
                        out[t] = r << 42 | g << 21 | b
                    }
                    return alpha
                }
            }
        }
        }
        }
        }
        guard alphaBits & 0x7F00_0000 == 0 else {
            resample(source, x: 0, y: 0, width: source.width, height: source.height, into: target)
            return
        }
        across.withUnsafeBufferPointer { across in
        rowWeights.withUnsafeBufferPointer { rowWeights in
            for t in 0..<target.height {
                let start = rows.first[t], weights = rows.offset[t], count = rows.count[t]
                target.withMutableRow(t) { out in
                    for column in 0..<targetWidth {
                        var sum: UInt64 = 0
                        var i = start * targetWidth + column
                        for k in 0..<count {
                            sum &+= across[i] &* rowWeights[weights + k]
                            i += targetWidth
                        }
                        // Each channel: 8.2 × 2^11 → 8 bits, rounded.
                        func channel(_ shift: UInt64) -> Int32 { Int32(min(255, ((sum >> shift & lanes) + (1 << 12)) >> 13)) }
                        out[column] = channel(42) << 16 | channel(21) << 8 | channel(0)
                    }
                }
            }
        }
        }
    }

    /// The taps' weights in fixed point, each target pixel's summing to exactly `one`.
    private static func fixedPoint(_ taps: Taps, one: UInt64) -> [UInt64] {
        var weights = [UInt64](repeating: 0, count: taps.weights.count)
        for t in taps.first.indices {
            var total: Float = 0, given: UInt64 = 0
            for k in 0..<taps.count[t] {
                total += taps.weights[taps.offset[t] + k]
                let upTo = min(one, UInt64((total * Float(one)).rounded()))
                weights[taps.offset[t] + k] = upTo - given
                given = upTo
            }
            if taps.count[t] > 0 { weights[taps.offset[t] + taps.count[t] - 1] += one - given }
        }
        return weights
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
