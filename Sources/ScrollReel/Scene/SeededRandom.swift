/// SplitMix64: a tiny, fast, well-mixed generator, so every seeded colour is the same on
/// every machine and every run.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in [0, 1) drawn from the seed and a list of indices, without keeping state:
    /// the same element gets the same value however many others were drawn before it.
    public static func unit(seed: UInt64, _ indices: Int...) -> Double {
        var generator = SeededRandom(seed: seed)
        for index in indices {
            generator = SeededRandom(seed: generator.next() ^ UInt64(bitPattern: Int64(index)))
        }
        return Double(generator.next() >> 11) / Double(1 << 53)
    }
}
