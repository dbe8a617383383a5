import Foundation

extension Color {
    /// A colour from hue in [0, 1) (wrapped), saturation and brightness in [0, 1], as `UIColor(hue:…)`.
    public init(hue: Double, saturation: Double, brightness: Double, alpha: UInt8 = 255) {
        let (r, g, b) = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: Self.channel(r), green: Self.channel(g), blue: Self.channel(b), alpha: alpha)
    }

    /// Hue in [0, 1) (wrapped), saturation and brightness in [0, 1] as red, green and blue in
    /// [0, 1]: the HSB (HSV) hexcone, as `UIColor(hue:saturation:brightness:alpha:)` converts.
    package static func rgb(hue: Double, saturation: Double, brightness: Double) -> (red: Double, green: Double, blue: Double) {
        let h = (hue - hue.rounded(.down)) * 6          // wrap into [0, 6)
        let s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = min(Int(h), 5), f = h - Double(sector)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        return (r, g, b)
    }

    /// A unit value in [0, 1] as a rounded 8-bit channel.
    package static func channel(_ unit: Double) -> UInt8 {
        UInt8(min(max(unit * 255, 0), 255).rounded())
    }

    /// Linear interpolation between two colours (all four channels), `t` in [0, 1].
    package func mixed(with other: Color, _ t: Double) -> Color {
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8((Double(a) + (Double(b) - Double(a)) * min(max(t, 0), 1)).rounded())
        }
        return Color(red: mix(red, other.red), green: mix(green, other.green),
                     blue: mix(blue, other.blue), alpha: mix(alpha, other.alpha))
    }
}
