/// SplitMix64: the one seeded generator of ScrollReel — tiny, fast and well mixed, so every
/// seeded colour, picture and identifier is the same on every machine and every run.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    /// A generator for one element, derived from the seed and the element's indices without
    /// shared state: the same element gets the same numbers however many others drew before it.
    public init(seed: UInt64, indices: [Int]) {
        var generator = SeededRandom(seed: seed)
        for index in indices {
            generator = SeededRandom(seed: generator.next() ^ UInt64(bitPattern: Int64(index)))
        }
        self = generator
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A double in [0, 1) from the top 53 bits.
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// A double in `range`.
    public mutating func value(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }

    /// A number in [0, 1) for the element at `indices` (see ``init(seed:indices:)``).
    public static func unit(seed: UInt64, _ indices: Int...) -> Double {
        var generator = SeededRandom(seed: seed, indices: indices)
        return generator.unit()
    }
}
