public import Foundation

/// `CGColor`: a colour as Core Graphics holds it, what a layer takes. Its own type, as on iOS,
/// so that an app's `UIColor` extension and `cgColor`'s members (`components`) do not meet.
/// A colour made from a white level is in the grey space, two components (white, alpha); any
/// other is in sRGB, four (Apple's documentation of `numberOfComponents` and `UIColor(white:alpha:)`).
public struct CGColor: Hashable, Sendable {
    /// The colour as views draw it.
    public let viewColor: ViewColor

    public init(_ color: ViewColor) { viewColor = color }

    /// `CGColor(red:green:blue:alpha:)`, sRGB.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        viewColor = ViewColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `CGColor(gray:alpha:)`, the grey space.
    public init(gray: CGFloat, alpha: CGFloat) { viewColor = ViewColor(white: gray, alpha: alpha) }

    /// `components`: white and alpha in the grey space; red, green, blue and alpha in sRGB.
    public var components: [CGFloat]? {
        viewColor.isGrey ? [viewColor.red, viewColor.alpha]
            : [viewColor.red, viewColor.green, viewColor.blue, viewColor.alpha]
    }

    public var numberOfComponents: Int { viewColor.isGrey ? 2 : 4 }
    public var alpha: CGFloat { viewColor.alpha }

    /// `copy(alpha:)`: the same colour at `alpha`.
    public func copy(alpha: CGFloat) -> CGColor? { CGColor(viewColor.withAlphaComponent(alpha)) }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)
}
