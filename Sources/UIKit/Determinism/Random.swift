import ReelGraphics
import ReelLayout

// Random numbers in the app's code — `Int.random(in:)`, `Double.random(in:)`, `Bool.random()`,
// `randomElement()`, `shuffled()`, `shuffle()` — come from the scenario's seed (ScrollReel's
// one generator, `SeededRandom`), drawn in the order the app draws them, so a render is the same
// on every run; a script's `seed` changes them. Outside a simulation they are the system's.
// Calls that pass their own generator (`using:`) are the app's and left alone.

/// The app's generator: one per simulation, from the scenario's seed.
final class AppRandomNumbers {
    var generator: SeededRandom

    init(seed: UInt64) {
        generator = SeededRandom(seed: seed)
    }

    /// Draws with the simulation's generator; outside one, with a generator the system seeds.
    static func draw<Result>(_ body: (inout SeededRandom) -> Result) -> Result {
        guard let context = AppContext.current else {
            var system = SystemRandomNumberGenerator()
            var unseeded = SeededRandom(seed: system.next())
            return body(&unseeded)
        }
        let numbers = context.object { AppRandomNumbers(seed: context.seed) }
        return body(&numbers.generator)
    }
}

extension FixedWidthInteger {
    public static func random(in range: Range<Self>) -> Self {
        AppRandomNumbers.draw { random(in: range, using: &$0) }
    }

    public static func random(in range: ClosedRange<Self>) -> Self {
        AppRandomNumbers.draw { random(in: range, using: &$0) }
    }
}

extension BinaryFloatingPoint where RawSignificand: FixedWidthInteger {
    public static func random(in range: Range<Self>) -> Self {
        AppRandomNumbers.draw { random(in: range, using: &$0) }
    }

    public static func random(in range: ClosedRange<Self>) -> Self {
        AppRandomNumbers.draw { random(in: range, using: &$0) }
    }
}

extension Bool {
    public static func random() -> Bool {
        AppRandomNumbers.draw { random(using: &$0) }
    }
}

extension Collection {
    public func randomElement() -> Element? {
        AppRandomNumbers.draw { randomElement(using: &$0) }
    }
}

extension Sequence {
    public func shuffled() -> [Element] {
        AppRandomNumbers.draw { shuffled(using: &$0) }
    }
}

extension MutableCollection where Self: RandomAccessCollection {
    public mutating func shuffle() {
        AppRandomNumbers.draw { shuffle(using: &$0) }
    }
}

/// `arc4random()` and `arc4random_uniform(_:)` in the app's code: from the script's seed, as the
/// other random calls are.
public func arc4random() -> UInt32 { UInt32.random(in: .min ... .max) }
public func arc4random_uniform(_ upperBound: UInt32) -> UInt32 { upperBound == 0 ? 0 : UInt32.random(in: 0..<upperBound) }
