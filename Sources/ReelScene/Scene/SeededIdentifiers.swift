import ReelGraphics
import ReelScenario

/// Identifiers for diffable-data-source demos: UUID-shaped, uppercase hex, drawn from the
/// scenario seed so every run shows the same ones.
enum SeededIdentifiers {
    /// `8-4-4-4-12` hex digits for the element at `indices`.
    static func uuid(seed: UInt64, _ indices: Int...) -> String {
        var generator = SeededRandom(seed: seed, indices: indices)
        let digits = Array("0123456789ABCDEF")
        var text = ""
        for group in [8, 4, 4, 4, 12] {
            if !text.isEmpty { text += "-" }
            for _ in 0..<group { text.append(digits[Int(generator.next() % 16)]) }
        }
        return text
    }
}
