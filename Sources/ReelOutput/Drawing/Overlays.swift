import Foundation
import ReelGeometry
import ReelGraphics
import ReelLayout
import ReelScenario
import ReelSymbols
import ReelScene
import ReelText

/// The drawing a screen recording of a demo adds on top: the finger and a contentOffset readout.
enum OverlayDrawing {
    /// A translucent circle where the finger is, as iOS's "Show Touches" draws it.
    static func touch(at location: CGPoint) -> DisplayItem {
        .circle(center: location, radius: 20,
                fill: Color(red: 255, green: 255, blue: 255, alpha: 140),
                stroke: Color(red: 60, green: 60, blue: 67, alpha: 160), lineWidth: 1.5)
    }

    /// A dark pill at the bottom centre (above `bottom`) showing `contentOffset`.
    static func offsetReadout(_ offset: CGPoint, progress: CGFloat?, viewport: CGSize, bottom: CGFloat) -> [DisplayItem] {
        var text = "contentOffset (\(format(offset.x)), \(format(offset.y)))"
        if let progress { text += " · progress \(String(format: "%.2f", Double(progress)))" }
        let fontSize: CGFloat = 13
        let width = FontMetrics.width(of: text, fontSize: fontSize) + 24
        let pill = CGRect(x: ((viewport.width - width) / 2).rounded(), y: bottom - 44,
                          width: width.rounded(), height: 26)
        return [
            .fill(pill, color: Color(red: 0, green: 0, blue: 0, alpha: 166), corners: 13),
            .text(text, in: pill, fontSize: fontSize, color: .white, alignment: .center),
        ]
    }

    // MARK: - Self-sizing

    /// For each element that measured itself at another size than its estimate, the outline of
    /// the estimate from its origin and `estimate → measured` heights at its top right; an
    /// element still at its estimate tinted. A right estimate leaves nothing to see. Drawn in
    /// the theme's systemPink, a colour no demo's content uses, so the marks read as annotations.
    static func selfSizingMarks(_ marks: [SelfSizingMark], theme: Theme) -> [DisplayItem] {
        let selfSizingColor = theme.systemPink
        var items: [DisplayItem] = []
        for mark in marks {
            guard let estimated = mark.estimatedSize else {
                items.append(.fill(mark.frame, color: selfSizingColor.withAlpha(60), corners: 0))
                continue
            }
            guard estimated != mark.frame.size else { continue }
            let outline = CGRect(origin: mark.frame.origin, size: estimated).insetBy(dx: 0.75, dy: 0.75)
            items.append(.stroke(outline, color: selfSizingColor, lineWidth: 1.5, corners: 0))
            let text = "\(estimated.height.uikitDescription) → \(mark.frame.height.uikitDescription)"
            let fontSize: CGFloat = 10
            let width = FontMetrics.width(of: text, fontSize: fontSize).rounded(.up) + 8
            let tag = CGRect(x: mark.frame.maxX - width - 2, y: mark.frame.minY + 2, width: width, height: 14)
            guard tag.minX >= mark.frame.minX, tag.maxY <= mark.frame.maxY else { continue }
            items.append(.fill(tag, color: selfSizingColor, corners: 3))
            items.append(.text(text, in: tag, fontSize: fontSize, color: .white, alignment: .center))
        }
        return items
    }

    // MARK: - Navigation bar

    /// A translucent 44-pt navigation bar below the status bar (the safe area's top), its
    /// background reaching up behind the status bar as UIKit draws it, with a centred title and a
    /// hairline below; a bar on a presented sheet (`statusBarHeight` its top, `reachesScreenTop`
    /// false) starts at the sheet's top.
    ///
    /// With a large title (`height` above 44), the title is 34 pt at the leading margin in the
    /// part below the 44-pt row, until the bar has collapsed to that row, when it is the
    /// standard centred title. An app's bar colour and title colour replace the theme's.
    static func navigationBar(title: String, viewport: CGSize, statusBarHeight: CGFloat, reachesScreenTop: Bool = true, hairline: Bool = true,
                              height: CGFloat = Scenario.navigationBarHeight, largeTitle: Bool = false,
                              buttons: [AppContext.BarItem] = [], background: Color? = nil, titleColor: Color? = nil,
                              theme: Theme) -> [DisplayItem] {
        let bar = CGRect(x: 0, y: statusBarHeight, width: viewport.width, height: height)
        let row = CGRect(x: 0, y: statusBarHeight, width: viewport.width, height: Scenario.navigationBarHeight)
        var items: [DisplayItem] = [
            .fill(CGRect(x: 0, y: reachesScreenTop ? 0 : bar.minY, width: viewport.width, height: reachesScreenTop ? bar.maxY : bar.height),
                  color: background ?? theme.barBackground, corners: 0),
        ]
        if hairline {
            items.append(.fill(CGRect(x: 0, y: bar.maxY - 0.5, width: viewport.width, height: 0.5), color: theme.separator, corners: 0))
        }
        if largeTitle, height > Scenario.navigationBarHeight {
            let titleBand = CGRect(x: 16, y: bar.maxY - 52, width: viewport.width - 32, height: 41)
            items.append(.text(title, in: titleBand, fontSize: 34, color: titleColor ?? theme.label, alignment: .left, weight: .bold))
        } else {
            items.append(.text(title, in: row, fontSize: 17, color: titleColor ?? theme.label, alignment: .center, weight: .semibold))
        }
        // The bar's buttons in its row: the tint colour, grey when disabled.
        for item in buttons {
            let color = item.isEnabled ? Color(viewColor: item.tint) : theme.secondaryLabel
            if let symbol = item.symbol {
                let side = item.frame.width
                items.append(.symbol(symbol, in: CGRect(x: item.frame.minX, y: item.frame.midY - side / 2, width: side, height: side), color: color))
                continue
            }
            items.append(.text(item.title, in: item.frame, fontSize: 17, color: color, alignment: .left,
                               weight: item.isBold ? .semibold : .regular))
        }
        return items
    }

    /// A translucent 49-pt tab bar above the home indicator, its background reaching down to
    /// the screen's bottom, a hairline above, and the items side by side, each its symbol (a dot
    /// where it has none) over its title — the selected one in the tint colour; `colors` are the
    /// bar's own background, selected and unselected item colours, each nil for the default.
    static func tabBar(titles: [String], symbols: [SymbolGlyph?] = [], selected: Int, viewport: CGSize, homeIndicatorHeight: CGFloat,
                       colors: (background: Color?, selected: Color?, unselected: Color?) = (nil, nil, nil),
                       theme: Theme) -> [DisplayItem] {
        let bar = CGRect(x: 0, y: viewport.height - homeIndicatorHeight - Scenario.tabBarHeight,
                         width: viewport.width, height: Scenario.tabBarHeight)
        var items: [DisplayItem] = [
            .fill(CGRect(x: 0, y: bar.minY, width: viewport.width, height: viewport.height - bar.minY),
                  color: colors.background ?? theme.barBackground, corners: 0),
            .fill(CGRect(x: 0, y: bar.minY, width: viewport.width, height: 0.5), color: theme.separator, corners: 0),
        ]
        guard !titles.isEmpty else { return items }
        let width = viewport.width / CGFloat(titles.count)
        for (index, title) in titles.enumerated() {
            let color = index == selected ? colors.selected ?? Color(red: 0, green: 122, blue: 255)
                : colors.unselected ?? Color(red: 153, green: 153, blue: 153)
            if index < symbols.count, let symbol = symbols[index] {
                // A tab's glyph in a 25-pt square over its title (the tab bar's image area,
                // Apple's Human Interface Guidelines for a regular tab bar).
                items.append(.symbol(symbol, in: CGRect(x: width * (CGFloat(index) + 0.5) - 12.5, y: bar.minY + 2, width: 25, height: 25),
                                     color: color))
            } else {
                // Where an item's image would be: a dot, as no image other than a symbol is drawn.
                let dot = CGRect(x: width * (CGFloat(index) + 0.5) - 6, y: bar.minY + 9, width: 12, height: 12)
                items.append(.fill(dot, color: color, corners: 6))
            }
            items.append(.text(title, in: CGRect(x: width * CGFloat(index), y: bar.minY + 26, width: width, height: 14),
                               fontSize: 10, color: color, alignment: .center))
        }
        return items
    }

    // MARK: - Console panel

    static let consolePanelHeight: CGFloat = 112
    private static let consoleFontSize: CGFloat = 9
    private static let consoleLineHeight: CGFloat = 11

    /// A dark panel across the bottom with the latest console lines, wrapped to its width, as
    /// Xcode's console would show them under a screen recording.
    static func consolePanel(_ lines: [String], viewport: CGSize) -> [DisplayItem] {
        let panel = CGRect(x: 0, y: viewport.height - consolePanelHeight, width: viewport.width, height: consolePanelHeight)
        var items: [DisplayItem] = [
            .fill(panel, color: Color(red: 30, green: 30, blue: 32, alpha: 235), corners: 0),
            .text("Console", in: CGRect(x: 8, y: panel.minY + 3, width: 80, height: 14),
                  fontSize: 10, color: Color(red: 152, green: 152, blue: 157), alignment: .left),
        ]
        let width = viewport.width - 16
        // Tabs (UIKit indents the updates an exception lists) as four spaces.
        let wrapped = lines.flatMap { wrap($0.replacingOccurrences(of: "\t", with: "    "), width: width) }
        let capacity = Int((consolePanelHeight - 22) / consoleLineHeight)
        // The newest lines — but a crash from its first line, as the reason comes first.
        let crashed = lines.first.map(Console.endsTheApp) == true
        for (row, line) in (crashed ? Array(wrapped.prefix(capacity)) : Array(wrapped.suffix(capacity))).enumerated() {
            let frame = CGRect(x: 8, y: panel.minY + 20 + CGFloat(row) * consoleLineHeight, width: width,
                               height: consoleLineHeight)
            items.append(.text(line, in: frame, fontSize: consoleFontSize,
                               color: Color(red: 255, green: 214, blue: 10), alignment: .left))
        }
        return items
    }

    /// Breaks a line into pieces that fit `width`, at spaces where possible.
    static func wrap(_ line: String, width: CGFloat) -> [String] {
        var rows: [String] = [], current = ""
        for word in line.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if FontMetrics.width(of: candidate, fontSize: consoleFontSize) <= width || current.isEmpty {
                current = candidate
            } else {
                rows.append(current)
                current = String(word)
            }
        }
        return rows + [current]
    }

    /// One decimal, as a debugger readout would show it.
    static func format(_ value: CGFloat) -> String {
        let rounded = (value * 10).rounded() / 10
        return String(format: "%.1f", Double(rounded == 0 ? 0 : rounded))
    }
}
