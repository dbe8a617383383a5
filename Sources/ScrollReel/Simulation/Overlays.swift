import Foundation
import ReelGeometry
import ReelRender

/// The drawing a screen recording of a demo adds on top: the finger and a contentOffset readout.
enum OverlayDrawing {
    /// A translucent circle where the finger is, as iOS's "Show Touches" draws it.
    static func touch(at location: CGPoint) -> DisplayItem {
        .circle(center: location, radius: 20,
                fill: Color(red: 255, green: 255, blue: 255, alpha: 140),
                stroke: Color(red: 60, green: 60, blue: 67, alpha: 160), lineWidth: 1.5)
    }

    /// A dark pill at the bottom centre showing `contentOffset`.
    static func offsetReadout(_ offset: CGPoint, viewport: CGSize) -> [DisplayItem] {
        let text = "contentOffset (\(format(offset.x)), \(format(offset.y)))"
        let fontSize: CGFloat = 13
        let width = FontMetrics.width(of: text, fontSize: fontSize) + 24
        let pill = CGRect(x: ((viewport.width - width) / 2).rounded(), y: viewport.height - 44,
                          width: width.rounded(), height: 26)
        return [
            .fill(pill, color: Color(red: 0, green: 0, blue: 0, alpha: 166), cornerRadius: 13),
            .text(text, in: pill, fontSize: fontSize, color: .white, alignment: .center),
        ]
    }

    /// One decimal, as a debugger readout would show it.
    static func format(_ value: CGFloat) -> String {
        let rounded = (value * 10).rounded() / 10
        return String(format: "%.1f", Double(rounded == 0 ? 0 : rounded))
    }
}
