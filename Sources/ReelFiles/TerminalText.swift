internal import Foundation

/// Text bound for a terminal: control characters a scenario could smuggle in (escape sequences
/// that move the cursor, retitle the window or hide what follows, bidirectional overrides) are
/// shown escaped, `\u{1B}`; line breaks between lines are kept.
package enum TerminalText {
    package static func escaped(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var out = ""
            for scalar in line.unicodeScalars {
                if isControl(scalar) {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
            return out
        }.joined(separator: "\n")
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}

/// Standard error as a text stream, for `print(_:to:)`.
package struct StandardError: TextOutputStream {
    package init() {}

    package mutating func write(_ string: String) {
        FileHandle.standardError.write(Data(string.utf8))
    }
}
