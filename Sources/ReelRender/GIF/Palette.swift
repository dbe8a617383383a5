import Foundation
import ReelGeometry
import ReelGraphics

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

    /// Index of the nearest colour (exact when present). - Complexity: O(1) amortised (cached).
    public func index(of color: Color) -> Int {
        lookup.withLock { Int($0.index(of: color)) }
    }

    /// Every pixel of `image` mapped to its palette index, row-major, without dithering.
    /// - Complexity: O(pixels), one lock for the whole frame.
    func indices(of image: RasterImage) -> [UInt8] {
        let canvas = image.canvas
        let width = canvas.width, height = canvas.height
        var result = [UInt8](repeating: 0, count: width * height)
        lookup.withLock { table in
            var previous: Color? = nil, previousIndex: UInt8 = 0
            for y in 0..<height {
                for x in 0..<width {
                    let color = canvas.color(x: x, y: y)
                    // Flat UI repeats one colour along a row: skip the table for runs.
                    if color != previous {
                        previous = color
                        previousIndex = table.index(of: color)
                    }
                    result[y * width + x] = previousIndex
                }
            }
        }
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

    mutating func index(of color: Color) -> UInt8 {
        let key = Self.key(color)
        if let hit = memo[key] { return hit }
        var best = 0, bestDistance = Int.max
        for (index, candidate) in colors.enumerated() {
            let d = Self.distance(candidate, color)
            if d < bestDistance { (best, bestDistance) = (index, d) }
        }
        if memo.count > 1 << 20 { memo.removeAll(keepingCapacity: true) }  // bound memory
        memo[key] = UInt8(best)
        return UInt8(best)
    }

    /// Squared RGB distance weighted 2 : 4 : 3 — a cheap stand-in for perceptual distance.
    static func distance(_ a: Color, _ b: Color) -> Int {
        let dr = Int(a.red) - Int(b.red), dg = Int(a.green) - Int(b.green), db = Int(a.blue) - Int(b.blue)
        return 2 * dr * dr + 4 * dg * dg + 3 * db * db
    }

    static func key(_ c: Color) -> UInt32 { UInt32(c.red) << 16 | UInt32(c.green) << 8 | UInt32(c.blue) }
}
