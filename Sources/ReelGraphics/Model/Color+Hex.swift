import Foundation

extension Color {
    /// Parses `#RRGGBB`, `#RRGGBBAA`, `RRGGBB` or `RRGGBBAA` (any case); `nil` otherwise.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.count == 6 || digits.count == 8,
              digits.allSatisfy(\.isHexDigit),
              let value = UInt32(digits, radix: 16)
        else { return nil }
        // Six digits carry no alpha: shift them up and make the colour opaque.
        let rgba = digits.count == 6 ? value << 8 | 0xFF : value
        self.init(red: UInt8(rgba >> 24), green: UInt8(rgba >> 16 & 0xFF),
                  blue: UInt8(rgba >> 8 & 0xFF), alpha: UInt8(rgba & 0xFF))
    }

    /// `#rrggbb`, or `#rrggbbaa` when the colour is not opaque.
    public var hex: String {
        isOpaque ? "#" + Self.hexByte(red) + Self.hexByte(green) + Self.hexByte(blue)
            : "#" + Self.hexByte(red) + Self.hexByte(green) + Self.hexByte(blue) + Self.hexByte(alpha)
    }

    /// `#rrggbb`, ignoring alpha (SVG writes opacity separately).
    package var rgbHex: String { "#" + Self.hexByte(red) + Self.hexByte(green) + Self.hexByte(blue) }

    private static let digits = Array("0123456789abcdef")

    private static func hexByte(_ byte: UInt8) -> String {
        String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}

extension Color: CustomStringConvertible {
    /// The hex form, e.g. `#ff0000`.
    public var description: String { hex }
}
