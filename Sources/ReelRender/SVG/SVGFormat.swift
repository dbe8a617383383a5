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

    /// `x="…" y="…" width="…" height="…"` of a rect.
    static func rect(_ rect: CGRect) -> String {
        let r = rect.standardized
        return "x=\"\(number(r.minX))\" y=\"\(number(r.minY))\" width=\"\(number(r.width))\" height=\"\(number(r.height))\""
    }

    /// The element (name and geometry) of a rect with `corners`: a `rect`, with `rx` when every
    /// corner is the same quarter circle (clamped like UIKit); a `path` when only some corners
    /// are rounded or their curve is continuous.
    static func shape(_ rect: CGRect, corners: Corners) -> String {
        let radius = corners.clampedRadius(in: rect)
        guard radius > 0, !corners.isUniformlyCircular else {
            return "rect \(self.rect(rect))" + (radius > 0 ? " rx=\"\(number(radius))\"" : "")
        }
        let outline = corners.outline(of: rect)
        func point(_ p: CGPoint) -> String { "\(number(p.x)) \(number(p.y))" }
        var path = "M\(point(outline.start))"
        for segment in outline.segments {
            switch segment {
            case .line(let to): path += "L\(point(to))"
            case let .arc(to, radius): path += "A\(number(radius)) \(number(radius)) 0 0 1 \(point(to))"
            case let .curve(c1, c2, to): path += "C\(point(c1)) \(point(c2)) \(point(to))"
            }
        }
        return "path d=\"\(path)Z\""
    }
}
