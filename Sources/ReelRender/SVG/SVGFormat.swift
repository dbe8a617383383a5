import Foundation
import ReelGeometry
import ReelGraphics

/// Number and text formatting for SVG output: short, deterministic, well-formed.
enum SVGFormat {
    /// At most 3 decimals, no trailing zeros, never "-0"; non-finite values print as "0".
    /// - Complexity: O(1).
    static func number(_ value: CGFloat) -> String {
        CompactNumber.text(value) ?? "0"
    }

    /// `fill="#rrggbb"` plus `fill-opacity` when the colour is translucent (likewise for stroke).
    static func paint(_ attribute: String, _ color: Color) -> String {
        var text = "\(attribute)=\"\(color.rgbHex)\""
        if !color.isOpaque { text += " \(attribute)-opacity=\"\(number(CGFloat(color.alpha) / 255))\"" }
        return text
    }

    /// `x="…" y="…" width="…" height="…"` of a rect, plus `rx` when rounded (clamped like UIKit).
    static func rect(_ rect: CGRect, cornerRadius: CGFloat = 0) -> String {
        let r = rect.standardized
        var text = "x=\"\(number(r.minX))\" y=\"\(number(r.minY))\" width=\"\(number(r.width))\" height=\"\(number(r.height))\""
        let radius = r.clampedCornerRadius(cornerRadius)
        if radius > 0 { text += " rx=\"\(number(radius))\"" }
        return text
    }
}
