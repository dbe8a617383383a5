import Foundation
import ReelGeometry
import ReelGraphics
import ReelScenario
import ReelScene

/// What an iPhone draws around an app, so a frame reads as an iOS screen recording: the status
/// bar (9:41, cellular signal, Wi-Fi, battery) in the top safe area, the home indicator above the
/// bottom one, and the screen's rounded corners. Glyphs are the theme's label colour (black in
/// light mode, white in dark), as the system draws them over a light or dark app.
enum DeviceChrome {
    /// The status bar and home indicator, drawn over the app.
    static func overlay(viewport: Scenario.Viewport, theme: Theme) -> [DisplayItem] {
        let ink = theme.label
        var items: [DisplayItem] = []
        let bar = CGRect(x: 0, y: 0, width: viewport.width, height: viewport.statusBarHeight)
        // A screen with no room at the top (a custom viewport's safe area) has no status bar.
        if bar.height >= 16 { items += statusBar(bar, ink: ink) }
        if viewport.safeArea.bottom > 0 {
            // The home indicator: 134 × 5 pt, 8 pt above the bottom edge.
            let indicator = CGRect(x: (viewport.width - 134) / 2, y: viewport.height - 13, width: 134, height: 5)
            items.append(.fill(indicator, color: ink, corners: 2.5))
        }
        return items
    }

    /// The status bar's glyphs in `bar`: the time, cellular bars, Wi-Fi and battery.
    private static func statusBar(_ bar: CGRect, ink: Color) -> [DisplayItem] {
        var items: [DisplayItem] = []
        // A notched or Dynamic Island screen sets its status bar lower and larger.
        let tall = bar.height > 30
        let centerY = tall ? bar.height / 2 + 3 : bar.height / 2
        let fontSize: CGFloat = tall ? 17 : 12
        let margin: CGFloat = tall ? 30 : 6
        // The time, left (centred in its half on tall bars, as iOS does around the island).
        let timeFrame = tall ? CGRect(x: 0, y: centerY - 11, width: bar.width / 2 - 40, height: 22)
            : CGRect(x: margin, y: centerY - 8, width: 60, height: 16)
        items.append(.text("9:41", in: timeFrame, fontSize: fontSize, color: ink, alignment: tall ? .center : .left))
        // Right: cellular bars, Wi-Fi, battery (right to left).
        let scale: CGFloat = tall ? 1.0 : 0.8
        var x = bar.width - margin
        let batteryWidth = 25 * scale, batteryHeight = 12 * scale
        x -= batteryWidth
        items += battery(CGRect(x: x, y: centerY - batteryHeight / 2, width: batteryWidth, height: batteryHeight), ink: ink)
        x -= 6 * scale + 16 * scale
        items += wifi(center: CGPoint(x: x + 8 * scale, y: centerY + 4.5 * scale), size: 16 * scale, ink: ink)
        x -= 6 * scale + 17 * scale
        items += cellular(CGRect(x: x, y: centerY - 5.5 * scale, width: 17 * scale, height: 11 * scale), ink: ink)
        return items
    }

    /// Four bars of rising height.
    private static func cellular(_ frame: CGRect, ink: Color) -> [DisplayItem] {
        let barWidth = frame.width / 5.2, gap = (frame.width - 4 * barWidth) / 3
        return (0..<4).map { index in
            let height = frame.height * CGFloat(index + 1) / 4
            return .fill(CGRect(x: frame.minX + CGFloat(index) * (barWidth + gap), y: frame.maxY - height,
                                width: barWidth, height: height), color: ink, corners: Corners(radius: barWidth / 3))
        }
    }

    /// Three arcs over a dot, fanning up from `center` (the fan's tip).
    private static func wifi(center: CGPoint, size: CGFloat, ink: Color) -> [DisplayItem] {
        var items: [DisplayItem] = [.circle(center: CGPoint(x: center.x, y: center.y - size * 0.08), radius: size * 0.1,
                                            fill: ink, stroke: nil, lineWidth: 0)]
        // The arcs are circle outlines clipped to the wedge above the tip.
        let clip = CGRect(x: center.x - size / 2, y: center.y - size * 0.75, width: size, height: size * 0.6)
        items.append(.pushClip(clip, corners: 0))
        for ring in 1...3 {
            let radius = size * (0.2 + 0.17 * CGFloat(ring))
            items.append(.circle(center: center, radius: radius, fill: .clear,
                                 stroke: ink, lineWidth: size * 0.11))
        }
        items.append(.popClip)
        return items
    }

    /// A rounded outline, the charge inside it and the terminal nub.
    private static func battery(_ frame: CGRect, ink: Color) -> [DisplayItem] {
        let outline = ink.withAlpha(90)
        return [
            .stroke(frame, color: outline, lineWidth: 1, corners: Corners(radius: frame.height * 0.3)),
            .fill(frame.insetBy(dx: 2, dy: 2), color: ink, corners: Corners(radius: frame.height * 0.18)),
            .fill(CGRect(x: frame.maxX + 1, y: frame.midY - frame.height * 0.17, width: 1.5, height: frame.height * 0.34),
                  color: outline, corners: 0.75),
        ]
    }
}
