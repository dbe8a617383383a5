import Foundation
import ReelGraphics

extension PagerSpec {
    /// The keys of `pager`, in the order they are read.
    static let keys = ScenarioKeys<PagerSpec>([
        ScenarioKey("indicator", \.indicator, type: "choice", default: "`jump`",
                    meaning: "`jump` (the underline moves to a newly selected tab in 0.3 s) or `interpolated` (it follows the scroll progress between title rows)") { node, _, _ in node.choice(PagerSpec.Indicator.self) },
        ScenarioKey("fontSize", \.fontSize, type: "points", default: "15",
                    meaning: "tab titles; each tab is as wide as its title") { node, _, _ in node.number(in: 1...100) },
        ScenarioKey("height", \.height, type: "points", default: "40",
                    meaning: "the pager; the table fills the rest of the screen") { node, _, _ in node.number(in: 1...1000) },
        ScenarioKey("underlineHeight", \.underlineHeight, type: "points", default: "5",
                    meaning: "the underline's thickness") { node, _, _ in node.number(in: 0...100) },
        ScenarioKey("tabSpacing", \.tabSpacing, type: "points", default: "24",
                    meaning: "between tabs") { node, _, _ in node.number(in: 0...1000) },
        ScenarioKey("menuInset", \.menuInset, type: "points", default: "half the spacing",
                    meaning: "before the first and after the last tab") { node, _, _ in node.number(in: 0...1000) },
        ScenarioKey("tabWidth", \.tabWidth, type: "choice", default: "`text`",
                    meaning: "`text` (the title's width), `{textPadding: P}` (title + P each side), `{fixed: W}`, `fill` (equal widths filling the pager)") { node, decoder, _ in decoder.decodeTabWidth(node) },
        ScenarioKey("indicatorWidth", \.indicatorWidth, type: "choice", default: "`tab`",
                    meaning: "`tab`, `text` (the title's width, centred), `{fixed: W}`") { node, decoder, _ in decoder.decodeIndicatorWidth(node) },
        ScenarioKey("indicatorInsets", \.indicatorInsets, type: "insets", default: "0",
                    meaning: "left and right (with `tab` width) and bottom of the underline") { node, _, _ in node.insets() },
        ScenarioKey("scrollPosition", \.scrollPosition, type: "choice", default: "`center`",
                    meaning: "where a newly selected tab scrolls: `left`, `center` (clamped), `preferCentered` (centred only if not fully visible)") { node, _, _ in node.choice(PagerSpec.ScrollPosition.self) },
        ScenarioKey("tint", \.tint, type: "colour", default: "systemBlue",
                    meaning: "underline and selected title") { node, _, _ in node.color() },
        ScenarioKey("textColor", \.textColor, type: "colour", default: "secondaryLabel",
                    meaning: "the other titles") { node, _, _ in node.color() },
        ScenarioKey("interpolatesTextColor", \.interpolatesTextColor, type: "bool", default: "false",
                    meaning: "with the `interpolated` indicator, titles blend between the two colours with the scroll progress") { node, _, _ in node.bool() },
        ScenarioKey("header", \.header, type: "mapping", default: "none",
                    meaning: "`{minimumHeight, maximumHeight, image, color}`: an image header above the pager that collapses from the maximum to the minimum height as the table scrolls (and stretches on a pull-down); the pager sticks under it and the scroll-spy measures from below the pager") { node, decoder, _ in decoder.decodePagerHeader(node) },
        ScenarioKey("menu", \.categories, type: "list", default: "required",
                    meaning: "categories `{title, dishes: [[name, price], …]}`; each title is an ordinary table row followed by its dishes (`collection.rowHeight` tall)") { node, decoder, _ in decoder.decodeMenu(node) },
    ])
}
