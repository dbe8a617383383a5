import Foundation
import ReelGeometry

/// The trace's JSON text, written by hand so that key order and number formatting are fixed
/// (byte-identical traces) and so frames can be streamed one line each.
///
/// Layout: the header up to `"frames":[`, one frame object per line, then `]}`.
public enum TraceJSON {
    /// Everything before the first frame.
    public static func header(for scenario: Scenario) -> String {
        let viewport = scenario.viewport
        return "{\"scenario\":\(string(scenario.name)),"
            + "\"viewport\":{\"width\":\(number(viewport.width)),\"height\":\(number(viewport.height)),"
            + "\"scale\":\(number(viewport.scale))},\"fps\":\(scenario.fps),\"frames\":[\n"
    }

    /// One frame, without separators.
    public static func frame(_ trace: FrameTrace) -> String {
        let scrollViews = trace.scrollViews.map(scrollView).joined(separator: ",")
        let console = trace.console.map(string).joined(separator: ",")
        var pager = ""
        if let state = trace.pager {
            pager = ",\"pager\":{\"selected\":\(state.selectedIndex),\"underline\":\(rect(state.underline))}"
        }
        if let progress = trace.headerProgress {
            pager += ",\"headerProgress\":\(number(progress))"
        }
        return "{\"index\":\(trace.index),\"time\":\(number(trace.time)),"
            + "\"scrollViews\":[\(scrollViews)],\"console\":[\(console)]\(pager)}"
    }

    /// Everything after the last frame.
    public static let footer = "\n]}\n"

    // MARK: - Parts

    static func scrollView(_ view: ScrollViewTrace) -> String {
        let inset = view.contentInset
        let attributes = view.attributes.map { a in
            "{\"kind\":\"\(a.kind.rawValue)\",\"section\":\(a.section),\"item\":\(a.item),"
                + "\"frame\":\(rect(a.frame)),\"zIndex\":\(a.zIndex)}"
        }.joined(separator: ",")
        return "{\"id\":\(string(view.id)),"
            + "\"contentOffset\":[\(number(view.contentOffset.x)),\(number(view.contentOffset.y))],"
            + "\"contentSize\":[\(number(view.contentSize.width)),\(number(view.contentSize.height))],"
            + "\"contentInset\":[\(number(inset.top)),\(number(inset.left)),"
            + "\(number(inset.bottom)),\(number(inset.right))],"
            + "\"attributes\":[\(attributes)]}"
    }

    /// `[x, y, width, height]`.
    static func rect(_ r: CGRect) -> String {
        "[\(number(r.minX)),\(number(r.minY)),\(number(r.width)),\(number(r.height))]"
    }

    /// A number rounded to 1/1000 pt, without trailing zeros; never `-0`.
    public static func number(_ value: CGFloat) -> String {
        number(Double(value))
    }

    /// A number rounded to 1/1000, without trailing zeros; never `-0`.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let thousandths = (value * 1000).rounded()
        if thousandths == 0 { return "0" }
        if thousandths.truncatingRemainder(dividingBy: 1000) == 0 { return String(Int64(thousandths / 1000)) }
        var text = String(format: "%.3f", thousandths / 1000)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// A JSON string literal.
    public static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
