public import Foundation
import ReelGraphics

extension UIColor {
    /// `UIColor(hue:saturation:brightness:alpha:)`: the HSB colour in sRGB.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let rgb = Color.rgb(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness))
        self.init(red: CGFloat(rgb.red), green: CGFloat(rgb.green), blue: CGFloat(rgb.blue), alpha: alpha)
    }

    /// `getRed(_:green:blue:alpha:)`: the sRGB components; always true (every colour here is RGB).
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// `getHue(_:saturation:brightness:alpha:)`: the colour's HSB components.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let high = max(red, green, blue), low = min(red, green, blue), range = high - low
        var h: CGFloat = 0
        if range > 0 {
            switch high {
            case red: h = ((green - blue) / range).truncatingRemainder(dividingBy: 6)
            case green: h = (blue - red) / range + 2
            default: h = (red - green) / range + 4
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = high > 0 ? range / high : 0
        brightness?.pointee = high
        alpha?.pointee = self.alpha
        return true
    }

    /// `getWhite(_:alpha:)`: a grey's white and alpha; false for any other colour, which has no
    /// grey form (UIKit docs: false when the colour cannot be converted).
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard red == green, green == blue else { return false }
        white?.pointee = red
        alpha?.pointee = self.alpha
        return true
    }
}
