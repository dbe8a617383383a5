import Foundation
import ReelGD
import ReelGeometry
public import ReelGraphics

/// A fixed global palette for a whole GIF: ≤ 255 colours + one reserved transparent index.
public struct Palette: Sendable, Hashable {
    /// The opaque colours, index order; at most 255.
    public let colors: [Color]
    /// The mapping memo; not part of the value.
    private let lookup: Locked<NearestColorTable>

    /// A palette of `colors` (opaque, first 255 kept; an empty list becomes `[.black]`).
    public init(colors: [Color]) {
        let opaque = colors.prefix(255).map(\.opaque)
        self.colors = opaque.isEmpty ? [.black] : opaque
        lookup = Locked(NearestColorTable(colors: self.colors))
    }

    /// The index after the last colour, marked transparent in every frame.
    public var transparentIndex: Int { colors.count }

    /// Bits per entry of the GIF colour table: it holds the colours and the transparent index.
    var tableBits: Int {
        var bits = 1
        while 1 << bits < colors.count + 1 { bits += 1 }
        return bits
    }

    /// The LZW root code size: the table's bits, at least 2 (GIF allows no less).
    var codeSize: Int { max(2, tableBits) }

    /// Index of the nearest colour (exact when present). - Complexity: O(1) amortised (cached).
    public func index(of color: Color) -> Int {
        lookup.withLock { Int($0.index(of: color)) }
    }

    /// Every pixel of `image` mapped to its palette index, row-major, without dithering.
    ///
    /// Safe to call from several threads at once: each call maps with its own copy of the memo
    /// and hands the colours it had to search back when done.
    /// - Complexity: O(pixels); a nearest-colour search only for colours no frame has met yet.
    func indices(of image: RasterImage) -> [UInt8] {
        let canvas = image.canvas
        let width = canvas.width, height = canvas.height
        var table = lookup.withLock { $0 }
        let known = table.count
        var result = [UInt8](repeating: 0, count: width * height)
        result.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                canvas.withRow(y) { row in
                    // Flat UI repeats one colour along a row: skip the table for runs.
                    var previous: UInt32 = .max, previousIndex: UInt8 = 0
                    for x in 0..<width {
                        let key = GDImage.rgb(ofPixel: row[x])
                        if key != previous {
                            previous = key
                            previousIndex = table.index(ofKey: key)
                        }
                        out[y * width + x] = previousIndex
                    }
                }
            }
        }
        if table.count != known { lookup.withLock { $0.merge(table) } }
        return result
    }

    // MARK: - Hashable (the memo is not part of the value)

    /// Equal when the colours are equal.
    public static func == (lhs: Palette, rhs: Palette) -> Bool { lhs.colors == rhs.colors }

    /// Hashes the colours.
    public func hash(into hasher: inout Hasher) { hasher.combine(colors) }
}

/// Exact and nearest matches by RGB (alpha is ignored: frames are flattened onto a background),
/// memoised; copies of a ``Palette`` share one behind a lock.
struct NearestColorTable {
    let colors: [Color]
    private var memo: [UInt32: UInt8] = [:]

    init(colors: [Color]) {
        self.colors = colors
        // Exact colours first; the first index wins for duplicates.
        for (index, color) in colors.enumerated().reversed() { memo[Self.key(color)] = UInt8(index) }
    }

    /// Colours memoised so far.
    var count: Int { memo.count }

    mutating func index(of color: Color) -> UInt8 { index(ofKey: Self.key(color)) }

    /// The index for an RGB key (`0xRRGGBB`).
    mutating func index(ofKey key: UInt32) -> UInt8 {
        if let hit = memo[key] { return hit }
        let color = Color(red: UInt8(key >> 16 & 0xFF), green: UInt8(key >> 8 & 0xFF), blue: UInt8(key & 0xFF))
        var best = 0, bestDistance = Int.max
        for (index, candidate) in colors.enumerated() {
            let d = Self.distance(candidate, color)
            if d < bestDistance { (best, bestDistance) = (index, d) }
        }
        if memo.count > 1 << 20 { memo.removeAll(keepingCapacity: true) }  // bound memory
        memo[key] = UInt8(best)
        return UInt8(best)
    }

    /// Takes the colours `other` memoised (same palette, so the same answers).
    mutating func merge(_ other: NearestColorTable) {
        if memo.count + other.memo.count > 1 << 20 { memo.removeAll(keepingCapacity: true) }  // bound memory
        memo.merge(other.memo) { mine, _ in mine }
    }

    /// Squared RGB distance weighted 2 : 4 : 3 — a cheap stand-in for perceptual distance.
    static func distance(_ a: Color, _ b: Color) -> Int {
        let dr = Int(a.red) - Int(b.red), dg = Int(a.green) - Int(b.green), db = Int(a.blue) - Int(b.blue)
        return 2 * dr * dr + 4 * dg * dg + 3 * db * db
    }

    static func key(_ c: Color) -> UInt32 { UInt32(c.red) << 16 | UInt32(c.green) << 8 | UInt32(c.blue) }
}
