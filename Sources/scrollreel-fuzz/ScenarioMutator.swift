import Foundation
import ScrollReel

/// Seeded mutations of scenario text: what a careless or hostile author could write. Each
/// mutation edits the text of a valid scenario, so most mutants get deep into the decoder and
/// many still simulate.
struct ScenarioMutator {
    private var random: SeededRandom

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    /// Values that probe limits, types and parsers.
    static let tokens = [
        "0", "-1", "1e9", "-1e9", "1e308", "-1e308", ".nan", ".inf", "-.inf", "4294967297", "9223372036854775807",
        "0.0001", "100001", "true", "null", "~", "''", "\"\"", "[]", "{}", "[[[[]]]]", "{a: {b: {c: {}}}}",
        "release", "{repeat: {times: 1000, steps: [release, release]}}", "&a [1, 2]", "*a", "*undefined",
        "\"\\u0000\"", "\"\\e[31m\"", "\"😀👩‍👩‍👧\"", "\"\\u202Eevil\"", "../../etc/passwd.png", "/etc/hostname.png",
        "{file: ../../x.png}", "{file: /dev/zero.png}", "{landscape: -5}", "{gradient: [red]}", "#zz",
        String(repeating: "x", count: 2000), "[0, 0, 0, 0, 0]", "[1e9, 1e9]", "[-5, 5]", "iphone-15", "table-plain",
    ]

    /// One mutant of `text`: one to four edits.
    mutating func mutate(_ text: String) -> String {
        var lines = text.components(separatedBy: "\n")
        for _ in 0..<(1 + pick(4)) {
            guard !lines.isEmpty else { break }
            let index = pick(lines.count)
            switch pick(9) {
            case 0: lines[index] = replacingValue(in: lines[index])
            case 1: lines[index] = replacingValue(in: lines[index])
            case 2: lines.remove(at: index)
            case 3: lines.insert(lines[index], at: index)
            case 4: lines[index] = String(lines[index].dropLast(pick(max(1, lines[index].count))))
            case 5: lines.insert(lines[index] + " " + Self.tokens[pick(Self.tokens.count)], at: index)
            case 6: lines[index] = String(repeating: " ", count: pick(6)) + lines[index]
            case 7: lines.swapAt(index, pick(lines.count))
            default: lines[index] = flippingByte(in: lines[index])
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The line with the value after its last `:` (or a list entry) replaced by a token.
    private mutating func replacingValue(in line: String) -> String {
        let token = Self.tokens[pick(Self.tokens.count)]
        if let colon = line.lastIndex(of: ":") {
            return String(line[...colon]) + " " + token
        }
        if let dash = line.firstIndex(of: "-") {
            return String(line[...dash]) + " " + token
        }
        return line + token
    }

    private mutating func flippingByte(in line: String) -> String {
        var bytes = Array(line.utf8)
        guard !bytes.isEmpty else { return line }
        bytes[pick(bytes.count)] ^= UInt8(1 << pick(8))
        return String(decoding: bytes, as: UTF8.self)
    }

    private mutating func pick(_ count: Int) -> Int {
        Int(random.next() % UInt64(max(count, 1)))
    }
}
