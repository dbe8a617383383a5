import Foundation

/// A value from a file as a problem message quotes it: in single quotes, control characters
/// and line breaks escaped (`\n`, `\u{1B}`), cut to ``limit`` characters with `…` — so a
/// multi-line or huge value cannot break the one-line `file:line:column: field: problem` form
/// that editors and CI problem matchers read.
enum QuotedValue {
    /// The most characters of a value a message shows.
    static let limit = 40

    /// `'value'`, escaped and cut.
    static func quoted(_ value: String) -> String {
        "'" + escaped(value, limit: limit) + "'"
    }

    /// `text` with control characters escaped and, past `limit` characters, cut with `…`.
    static func escaped(_ text: String, limit: Int = .max) -> String {
        var out = ""
        var count = 0
        for character in text {
            if count == limit {
                out += "…"
                break
            }
            count += 1
            guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
                  scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0x2028...0x2029).contains(scalar.value)
            else {
                out.append(character)
                continue
            }
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return out
    }
}
