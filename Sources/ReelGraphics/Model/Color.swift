import Foundation

/// An sRGB colour with 8 bits per channel and straight (non-premultiplied) alpha.
public struct Color: Hashable, Sendable, Comparable {
    /// Red channel, 0–255.
    public var red: UInt8
    /// Green channel, 0–255.
    public var green: UInt8
    /// Blue channel, 0–255.
    public var blue: UInt8
    /// Opacity, 0 (transparent) – 255 (opaque).
    public var alpha: UInt8

    /// A colour from its channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    // MARK: - Constants

    /// Opaque white.
    public static let white = Color(red: 255, green: 255, blue: 255)
    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Fully transparent black, as `UIColor.clear`.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    // MARK: - Derived colours

    /// The same colour with another opacity.
    public func withAlpha(_ alpha: UInt8) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The same colour, fully opaque.
    public var opaque: Color { withAlpha(255) }

    /// Whether the colour is fully opaque.
    public var isOpaque: Bool { alpha == 255 }

    // MARK: - Comparable

    /// Lexicographic order on (red, green, blue, alpha), used to sort palettes deterministically.
    public static func < (lhs: Color, rhs: Color) -> Bool {
        (lhs.red, lhs.green, lhs.blue, lhs.alpha) < (rhs.red, rhs.green, rhs.blue, rhs.alpha)
    }
}
