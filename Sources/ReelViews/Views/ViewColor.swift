public import Foundation

/// `UIColor` as app code sets it on views: components in 0…1.
public struct ViewColor: Sendable, Hashable {
    public var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    /// Made from a white level (`init(white:alpha:)`): its `cgColor` is in the grey space. Two
    /// colours of the same components are equal whichever way they were made.
    public private(set) var isGrey = false

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    public init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
        isGrey = true
    }

    /// The same colour at `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> ViewColor {
        var color = self
        color.alpha = alpha
        return color
    }

    public static func == (lhs: ViewColor, rhs: ViewColor) -> Bool {
        (lhs.red, lhs.green, lhs.blue, lhs.alpha) == (rhs.red, rhs.green, rhs.blue, rhs.alpha)
    }

    public func hash(into hasher: inout Hasher) {
        for component in [red, green, blue, alpha] { hasher.combine(component) }
    }

    public static let clear = ViewColor(white: 0, alpha: 0)
    // UIColor's fixed colours (sRGB components, UIKit's documentation).
    public static let red = ViewColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = ViewColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = ViewColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = ViewColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = ViewColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = ViewColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = ViewColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = ViewColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = ViewColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let white = ViewColor(white: 1, alpha: 1)
    public static let black = ViewColor(white: 0, alpha: 1)
    public static let gray = ViewColor(white: 0.5, alpha: 1)
    public static let lightGray = ViewColor(white: 2.0 / 3, alpha: 1)
    public static let darkGray = ViewColor(white: 1.0 / 3, alpha: 1)
    // The light-appearance values of the system colours (Apple's Human Interface Guidelines).
    public static let systemBackground = ViewColor.white
    public static let secondarySystemBackground = ViewColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
    public static let systemGroupedBackground = secondarySystemBackground
    public static let secondarySystemGroupedBackground = ViewColor.white
    public static let systemBlue = ViewColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
    public static let systemRed = ViewColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1)
    public static let systemGreen = ViewColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1)
    public static let systemOrange = ViewColor(red: 1, green: 149 / 255, blue: 0, alpha: 1)
    public static let systemGray = ViewColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1)
    public static let systemYellow = ViewColor(red: 1, green: 204 / 255, blue: 0, alpha: 1)
    public static let systemPink = ViewColor(red: 1, green: 45 / 255, blue: 85 / 255, alpha: 1)
    public static let systemPurple = ViewColor(red: 175 / 255, green: 82 / 255, blue: 222 / 255, alpha: 1)
    public static let systemIndigo = ViewColor(red: 88 / 255, green: 86 / 255, blue: 214 / 255, alpha: 1)
    public static let systemTeal = ViewColor(red: 48 / 255, green: 176 / 255, blue: 199 / 255, alpha: 1)
    public static let systemMint = ViewColor(red: 0, green: 199 / 255, blue: 190 / 255, alpha: 1)
    public static let systemCyan = ViewColor(red: 50 / 255, green: 173 / 255, blue: 230 / 255, alpha: 1)
    public static let systemBrown = ViewColor(red: 162 / 255, green: 132 / 255, blue: 94 / 255, alpha: 1)
    public static let systemGray2 = ViewColor(red: 174 / 255, green: 174 / 255, blue: 178 / 255, alpha: 1)
    public static let systemGray3 = ViewColor(red: 199 / 255, green: 199 / 255, blue: 204 / 255, alpha: 1)
    public static let systemGray4 = ViewColor(red: 209 / 255, green: 209 / 255, blue: 214 / 255, alpha: 1)
    public static let systemGray5 = ViewColor(red: 229 / 255, green: 229 / 255, blue: 234 / 255, alpha: 1)
    public static let systemGray6 = ViewColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
    public static let label = ViewColor.black
    public static let secondaryLabel = ViewColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
    public static let tertiaryLabel = ViewColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    public static let separator = ViewColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
    public static let opaqueSeparator = ViewColor(red: 198 / 255, green: 198 / 255, blue: 200 / 255, alpha: 1)
    public static let quaternaryLabel = ViewColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18)
    public static let placeholderText = tertiaryLabel
    public static let link = systemBlue
    /// The pre-iOS 13 text colours: black, and white at 60 % (UIKit docs for `darkText`, `lightText`).
    public static let darkText = ViewColor.black
    public static let lightText = ViewColor(white: 1, alpha: 0.6)
    public static let tertiarySystemBackground = ViewColor.white
    public static let tertiarySystemGroupedBackground = secondarySystemBackground
    // The fills for thin and small shapes, light appearance (UIKit's `systemFill` family).
    public static let systemFill = ViewColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)
    public static let secondarySystemFill = ViewColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)
    public static let tertiarySystemFill = ViewColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
    public static let quaternarySystemFill = ViewColor(red: 116 / 255, green: 116 / 255, blue: 128 / 255, alpha: 0.08)
}
