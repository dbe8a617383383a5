public import Foundation

/// The one number formatter of ScrollReel's text outputs (SVG attributes, trace JSON):
/// rounded to 1/1000, no trailing zeros, never `-0`, the same on every machine.
public enum CompactNumber {
    /// `value` rounded to thousandths (`12.5`, `-0.001`, `320`), or nil when it is not finite
    /// (each format spells that its own way: SVG `0`, JSON `null`).
    /// - Complexity: O(1).
    public static func text(_ value: Double) -> String? {
        guard value.isFinite else { return nil }
        // Beyond 2^53 a double has no fraction; the cap also keeps value × 1000 inside Int64.
        guard abs(value) < 1e15 else { return String(format: "%.0f", value) }
        let thousandths = (value * 1000).rounded()
        if thousandths == 0 { return "0" }
        let magnitude = Int64(abs(thousandths))
        var text = (thousandths < 0 ? "-" : "") + String(magnitude / 1000)
        var fraction = magnitude % 1000
        if fraction != 0 {
            var digits = 3
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            let padded = String(fraction)
            text += "." + String(repeating: "0", count: digits - padded.count) + padded
        }
        return text
    }

    /// `value` rounded to thousandths, or nil when it is not finite.
    public static func text(_ value: CGFloat) -> String? { text(Double(value)) }
}
