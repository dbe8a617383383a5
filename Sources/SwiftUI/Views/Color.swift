public import UIKit

/// `Color`: a colour, and a view that fills what it is offered with it. Its named colours are
/// iOS's system colours (`.red` is `UIColor.systemRed`), as SwiftUI's are.
public struct Color: View, PrimitiveView, Hashable, Sendable {
    let uiColor: UIColor

    public init(_ color: UIColor) { uiColor = color }
    public init(uiColor color: UIColor) { uiColor = color }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        uiColor = UIColor(red: red, green: green, blue: blue, alpha: opacity)
    }

    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    public init(white: Double, opacity: Double = 1) {
        uiColor = UIColor(white: white, alpha: opacity)
    }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        uiColor = UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: opacity)
    }

    /// A colour of the app's asset catalog; clear (and named in the console by UIKit) if none.
    public init(_ name: String, bundle: Bundle? = nil) {
        uiColor = UIColor(named: name) ?? .clear
    }

    public static let red = Color(UIColor.systemRed)
    public static let orange = Color(UIColor.systemOrange)
    public static let yellow = Color(UIColor.systemYellow)
    public static let green = Color(UIColor.systemGreen)
    public static let mint = Color(UIColor.systemMint)
    public static let teal = Color(UIColor.systemTeal)
    public static let cyan = Color(UIColor.systemCyan)
    public static let blue = Color(UIColor.systemBlue)
    public static let indigo = Color(UIColor.systemIndigo)
    public static let purple = Color(UIColor.systemPurple)
    public static let pink = Color(UIColor.systemPink)
    public static let brown = Color(UIColor.systemBrown)
    public static let gray = Color(UIColor.systemGray)
    public static let white = Color(UIColor.white)
    public static let black = Color(UIColor.black)
    public static let clear = Color(UIColor.clear)
    public static let primary = Color(UIColor.label)
    public static let secondary = Color(UIColor.secondaryLabel)
    public static let accentColor = Color(UIColor.systemBlue)

    public func opacity(_ opacity: Double) -> Color {
        Color(uiColor.withAlphaComponent(uiColor.alpha * opacity))
    }

    public var body: Never { bodyOfPrimitive("Color") }
    /// A colour as a view is a rectangle filled with it.
    func makeNode(in environment: EnvironmentValues) -> LayoutNode { SwiftUI.makeNode(Rectangle().fill(self), in: environment) }

    /// `Color.RGBColorSpace`.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }
}

extension UIColor {
    /// `UIColor(_:)` of a SwiftUI colour.
    public init(_ color: Color) { self = color.uiColor }
}

/// `ShapeStyle`: what fills a shape or colours text — here, a colour.
public protocol ShapeStyle {
    var resolvedColor: Color { get }
}

extension Color: ShapeStyle {
    public var resolvedColor: Color { self }
}

/// `HierarchicalShapeStyle`: `.primary`, `.secondary`, … as a style.
public struct HierarchicalShapeStyle: ShapeStyle {
    public let resolvedColor: Color
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(resolvedColor: .primary) }
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(resolvedColor: .secondary) }
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(resolvedColor: Color(UIColor.tertiaryLabel)) }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var blue: Color { .blue }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var gray: Color { .gray }
    public static var white: Color { .white }
    public static var black: Color { .black }
    public static var clear: Color { .clear }
}
