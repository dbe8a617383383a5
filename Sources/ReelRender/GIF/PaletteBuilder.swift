import Foundation
import ReelGD
import ReelGeometry
public import ReelGraphics

/// Builds a ``Palette``: the scenario's solid colours exactly, then a median cut of sample pixels.
public struct PaletteBuilder {
    private var exact: Set<Color> = []
    /// Sample colours (RGB key) → pixel count.
    private var samples: [UInt32: Int] = [:]

    /// An empty builder.
    public init() {}

    /// Colours that must be present exactly (the scenario's solid colours).
    /// Translucent colours are skipped: they only ever reach a frame blended.
    public mutating func addExact<S: Sequence>(_ colors: S) where S.Element == Color {
        for color in colors where color.isOpaque { exact.insert(color) }
    }

    /// Pixels of a sample frame (antialiasing blends, image colours) for the remaining entries.
    /// - Complexity: O(pixels).
    public mutating func addSamples(from image: RasterImage) {
        addSamples(from: [image])
    }

    /// Pixels of several sample frames, counted on every core.
    /// - Complexity: O(pixels).
    public mutating func addSamples(from images: [RasterImage]) {
        for counts in (try? images.concurrentMap(Self.colorCounts)) ?? [] {
            samples.merge(counts, uniquingKeysWith: +)
        }
    }

    /// How many pixels of `image` have each colour (`0xRRGGBB`).
    /// - Complexity: O(pixels).
    private static func colorCounts(_ image: RasterImage) -> [UInt32: Int] {
        var counts: [UInt32: Int] = [:]
        let canvas = image.canvas
        for y in 0..<canvas.height {
            canvas.withRow(y) { row in
                var run: (key: UInt32, count: Int)? = nil
                for x in 0..<row.count {
                    let key = GDImage.rgb(ofPixel: row[x])
                    if run?.key == key { run!.count += 1; continue }
                    if let run { counts[run.key, default: 0] += run.count }
                    run = (key, 1)
                }
                if let run { counts[run.key, default: 0] += run.count }
            }
        }
        return counts
    }

    /// Deterministic: same inputs in the same order → same palette.
    /// Exact colours come first in sorted order; the median-cut colours follow.
    public func build() -> Palette {
        var fixed = exact.sorted()
        var pool = samples.filter { key, _ in !exact.contains(Self.color(key)) }
            .map { (key: $0.key, count: $0.value) }
        if fixed.count > 255 {
            // Too many solid colours: they become samples too, and median cut picks all 255.
            pool += fixed.map { (key: NearestColorTable.key($0), count: 1) }
            fixed = []
        }
        pool.sort { $0.key < $1.key }  // Dictionary order must not leak into the palette
        let cut = MedianCut.representatives(of: pool, count: 255 - fixed.count)
        var seen = Set(fixed)
        for color in cut where seen.insert(color).inserted { fixed.append(color) }
        return Palette(colors: fixed)
    }

    static func color(_ key: UInt32) -> Color {
        Color(red: UInt8(key >> 16 & 0xFF), green: UInt8(key >> 8 & 0xFF), blue: UInt8(key & 0xFF))
    }
}

/// Heckbert's median cut over weighted RGB colours, with deterministic tie-breaks.
enum MedianCut {
    typealias Entry = (key: UInt32, count: Int)

    /// At most `count` colours: each the count-weighted mean of one box.
    /// - Complexity: O(count · n log n) for n distinct colours.
    static func representatives(of entries: [Entry], count: Int) -> [Color] {
        guard count > 0, !entries.isEmpty else { return [] }
        if entries.count <= count { return entries.map { PaletteBuilder.color($0.key) } }
        var boxes = [entries]
        while boxes.count < count {
            // Split the box with the widest channel range, weighted by √population; first wins ties.
            var best = -1, bestScore = 0.0
            for (i, box) in boxes.enumerated() where box.count > 1 {
                let score = Double(widest(box).range) * Double(box.reduce(0) { $0 + $1.count }).squareRoot()
                if score > bestScore { (best, bestScore) = (i, score) }
            }
            guard best >= 0 else { break }
            let (first, second) = split(boxes[best])
            boxes[best] = first
            boxes.insert(second, at: best + 1)
        }
        return boxes.map(mean)
    }

    private static func channel(_ key: UInt32, _ c: Int) -> Int { Int(key >> UInt32(16 - 8 * c) & 0xFF) }

    /// The channel (0 r, 1 g, 2 b) with the largest spread, and that spread.
    private static func widest(_ box: [Entry]) -> (channel: Int, range: Int) {
        var result = (channel: 0, range: -1)
        for c in 0..<3 {
            var lo = 255, hi = 0
            for e in box {
                let v = channel(e.key, c)
                lo = min(lo, v)
                hi = max(hi, v)
            }
            if hi - lo > result.range { result = (c, hi - lo) }
        }
        return result
    }

    /// Splits at the weighted median along the widest channel; both halves are non-empty.
    private static func split(_ box: [Entry]) -> ([Entry], [Entry]) {
        let c = widest(box).channel
        let sorted = box.sorted { (channel($0.key, c), $0.key) < (channel($1.key, c), $1.key) }
        let total = sorted.reduce(0) { $0 + $1.count }
        var running = 0, cut = 1
        for (i, e) in sorted.enumerated() {
            running += e.count
            if running * 2 >= total { cut = i + 1; break }
        }
        cut = min(max(cut, 1), sorted.count - 1)
        return (Array(sorted[..<cut]), Array(sorted[cut...]))
    }

    private static func mean(_ box: [Entry]) -> Color {
        var sums = [0, 0, 0], total = 0
        for e in box {
            for c in 0..<3 { sums[c] += channel(e.key, c) * e.count }
            total += e.count
        }
        func average(_ s: Int) -> UInt8 { UInt8((s + total / 2) / max(total, 1)) }
        return Color(red: average(sums[0]), green: average(sums[1]), blue: average(sums[2]))
    }
}
