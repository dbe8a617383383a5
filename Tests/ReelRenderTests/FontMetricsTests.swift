import Foundation
import ReelGD
import ReelGeometry
import ReelGraphics
import ReelRender
import ReelText
import Testing

@Suite("Font metrics")
struct FontMetricsTests {
    @Test func helloHasTheRasterAdvance() throws {
        let width = FontMetrics.width(of: "Hello", fontSize: 17)
        #expect(width > 0)
        // The raster renderer aligns with GDImage.textAdvance at size × scale; at scale 1 they agree.
        let raster = try GDImage.textAdvance("Hello", pixelSize: 17, fontPath: FontFile.bundled.path)
        #expect(width == CGFloat(raster))
        // Inter 3.19 (hmtx) advances H 2084 + e 1640 + l 668 + l 668 + o 1680 = 6740 units;
        // 6740 / 2816 × 17 = 40.69 pt, and libgd positions on a 300 dpi grid: within 0.5 pt.
        #expect(abs(width - 40.69) < 0.5)
        #expect(FontMetrics.width(of: "", fontSize: 17) == 0)
        #expect(abs(FontMetrics.width(of: "l", fontSize: 17) - 4.03) < 0.3)   // 668 / 2816 × 17
    }

    @Test func verticalMetricsComeFromTheFontTables() throws {
        // The bundled files' tables are read (not the stand-ins used when a file is unreadable):
        // Inter's hhea ascender 2728, descender −680, lineGap 0, head unitsPerEm 2816; DejaVu
        // Sans's 1901, −483, 0 and 2048.
        for (font, expected) in [(FontFile.bundled, [2816.0, 2728, 680, 0]), (FontFile.fallback, [2048.0, 1901, 483, 0])] {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: font.path)))
            let tables = try #require(FontFile.parseTables(bytes))
            #expect([tables.unitsPerEm, tables.ascender, tables.descender, tables.lineGap] == expected)
        }
        #expect(abs(FontMetrics.lineHeight(fontSize: 17) - 17 * 3408 / 2816) < 1e-9)
        #expect(abs(FontMetrics.ascender(fontSize: 2816) - 2728) < 1e-9)
        #expect(abs(FontMetrics.descender(fontSize: 2816) - 680) < 1e-9)
        // Baseline of a 30 pt tall frame: 15 + 17 × (2728 − 680) / 2816 / 2 = 21.18…
        let baseline = FontMetrics.baseline(in: CGRect(x: 0, y: 0, width: 100, height: 30), fontSize: 17)
        #expect(abs(baseline - (15 + 17.0 * 2048 / 5632)) < 1e-9)
    }

    @Test func truncatesTheTailWithAnEllipsis() {
        let text = "A rather long label that cannot fit"
        let cut = FontMetrics.truncated(text, fontSize: 17, toFit: 100)
        #expect(cut.hasSuffix("…"))
        #expect(text.hasPrefix(String(cut.dropLast())))
        #expect(FontMetrics.width(of: cut, fontSize: 17) <= 100.5)
        #expect(FontMetrics.truncated("Hi", fontSize: 17, toFit: 100) == "Hi")
    }

    /// A line too long for 256 pt cut as each `lineBreakMode` cuts it: "…" at the end, the
    /// start or the middle; the words or characters that fit; or left whole for the edge.
    @Test func eachLineBreakModeCutsTheLineItsWay() {
        let text = "Notifications arrive quietly and are collected in the summary"
        func fitted(_ mode: LineBreakMode) -> String { FontMetrics.fitted(text, fontSize: 17, toFit: 256, lineBreakMode: mode) }
        #expect(fitted(.byTruncatingTail) == FontMetrics.truncated(text, fontSize: 17, toFit: 256))
        let head = fitted(.byTruncatingHead), middle = fitted(.byTruncatingMiddle)
        #expect(head.hasPrefix("…") && text.hasSuffix(head.dropFirst()))
        let halves = middle.split(separator: "…", omittingEmptySubsequences: false)
        #expect(halves.count == 2 && text.hasPrefix(halves[0]) && text.hasSuffix(halves[1]))
        for line in [head, middle] {
            #expect(FontMetrics.width(of: line, fontSize: 17) <= 256.5)
            // As much of the line as fits is kept: 256 pt holds 29 or 30 of its characters.
            #expect(line.count >= 29)
        }
        // "Notifications arrive quietly and" is 245.5 pt (see below): the words that fit.
        #expect(fitted(.byWordWrapping) == "Notifications arrive quietly and")
        let characters = fitted(.byCharWrapping)
        #expect(text.hasPrefix(characters) && characters.count > "Notifications arrive quietly and".count)
        #expect(FontMetrics.width(of: characters + "e", fontSize: 17) > 256.5)
        #expect(fitted(.byClipping) == text)
        // A line that fits is left alone whatever the mode.
        #expect(FontMetrics.fitted("Hi", fontSize: 17, toFit: 256, lineBreakMode: .byTruncatingMiddle) == "Hi")
        // The last of two lines is cut by the mode too.
        let two = FontMetrics.wrapped(text, fontSize: 17, toFit: 150, maximumLines: 2, lineBreakMode: .byTruncatingHead)
        #expect(two.count == 2 && two[1].hasPrefix("…") && text.hasSuffix(two[1].dropFirst()))
    }

    /// Each weight is measured and drawn in its own Inter face: the wider the strokes, the wider
    /// the advances (Inter's hmtx at 17 pt); SVG names the weight for the viewer to pick the face.
    @Test func eachWeightIsSetInItsOwnFace() throws {
        let widths = [FontWeight.regular, .medium, .semibold, .bold].map { FontMetrics.width(of: "Settings", fontSize: 17, weight: $0) }
        #expect(widths == widths.sorted() && Set(widths).count == 4)
        #expect(widths[3] == CGFloat(try GDImage.textAdvance("Settings", pixelSize: 17, fontPath: FontFile.inter(.bold).path)))
        let svg = SVGRenderer().render(DisplayList(size: CGSize(width: 100, height: 20), scale: 1, background: .white,
                                                   items: [.text("Settings", in: CGRect(x: 0, y: 0, width: 100, height: 20), fontSize: 17,
                                                                 color: .black, alignment: .left, weight: .bold)]))
        #expect(svg.contains(##"font-size="17" font-weight="700" fill="#000000""##))
    }

    @Test func wrapsBetweenWordsAsALabelDoes() {
        let text = "Notifications arrive quietly and are collected in the summary"
        // Inter at 17 pt (hmtx): "Notifications arrive quietly and" is 245.5 pt, with "are"
        // 276.1; "Notifications arrive quietly and are" 276.1, with "collected" 354.6.
        #expect(FontMetrics.wrapped(text, fontSize: 17, toFit: 256, maximumLines: 0)
            == ["Notifications arrive quietly and", "are collected in the summary"])
        #expect(FontMetrics.wrapped(text, fontSize: 17, toFit: 304, maximumLines: 0)
            == ["Notifications arrive quietly and are", "collected in the summary"])
        // One line allowed: the rest is cut with "…"; a line break starts a new line.
        let one = FontMetrics.wrapped(text, fontSize: 17, toFit: 256, maximumLines: 1)
        #expect(one.count == 1 && one[0].hasSuffix("…") && FontMetrics.width(of: one[0], fontSize: 17) <= 256.5)
        #expect(FontMetrics.wrapped("Wi-Fi\nOn", fontSize: 17, toFit: 256, maximumLines: 0) == ["Wi-Fi", "On"])
        // A word wider than the line breaks between characters, every line fitting.
        let word = FontMetrics.wrapped("Supercalifragilistic", fontSize: 17, toFit: 60, maximumLines: 0)
        #expect(word.count > 1 && word.joined() == "Supercalifragilistic")
        #expect(word.allSatisfy { FontMetrics.width(of: $0, fontSize: 17) <= 60.5 })
    }

    @Test func rasterTextIsAlignedByTheMeasuredAdvance() throws {
        func inkColumns(_ alignment: TextAlignment) throws -> (min: Int, max: Int, minRow: Int, maxRow: Int) {
            let list = DisplayList(size: CGSize(width: 100, height: 30), scale: 1, background: .white, items: [
                .text("Hello", in: CGRect(x: 0, y: 0, width: 100, height: 30), fontSize: 17, color: .black,
                      alignment: alignment),
            ])
            let image = try RasterRenderer().render(list)
            var result = (min: Int.max, max: Int.min, minRow: Int.max, maxRow: Int.min)
            for y in 0..<30 {
                for x in 0..<100 where image.pixel(x: x, y: y).red < 128 {
                    result = (min(result.min, x), max(result.max, x), min(result.minRow, y), max(result.maxRow, y))
                }
            }
            return result
        }
        // "H" has a 248-unit left bearing (1.5 px at 17 px), "o" a 144-unit right bearing (0.9 px).
        let left = try inkColumns(.left)
        #expect((1...3).contains(left.min))
        let right = try inkColumns(.right)
        #expect((96...99).contains(right.max))
        // Cap height 2048 units = 12.4 px above the baseline at round(21.18) = 21: rows 9…20.
        #expect((8...9).contains(left.minRow))
        #expect(left.maxRow == 20)
        let center = try inkColumns(.center)
        #expect(abs((center.min + center.max) - 100) <= 3)        // ink centred on x = 50
    }

    @Test func charactersInterLacksAreSetInDejaVuSans() {
        // Inter 3.19's cmap has no U+FFFD, ☺ or Hebrew; DejaVu Sans 2.37's has all three.
        #expect(FontFile.bundled.covers("A") && !FontFile.bundled.covers("\u{FFFD}"))
        #expect(!FontFile.bundled.covers("\u{263A}") && FontFile.fallback.covers("\u{263A}"))
        #expect(FontFile.fallback.covers("\u{05D0}"))
        let runs = FontFile.runs(of: "ok \u{FFFD}\u{263A} done")
        #expect(runs.map(\.text) == ["ok ", "\u{FFFD}\u{263A}", " done"])
        #expect(runs.map(\.font.path) == [FontFile.bundled.path, FontFile.fallback.path, FontFile.bundled.path])
        // Each run is measured in its own font (hmtx): "ok " 4004 and " done" 7508 units of
        // Inter's 2816, U+FFFD and ☺ 4235 of DejaVu's 2048 — 24.17 + 45.33 + 35.15 = 104.65 pt
        // at 17 pt, within libgd's 300-dpi positioning of each run.
        let whole = FontMetrics.width(of: "ok \u{FFFD}\u{263A} done", fontSize: 17)
        #expect(abs(whole - 104.65) < 1.5)
        // DejaVu's U+FFFD is 2100 units of 2048 wide: 17.43 pt at 17 pt.
        #expect(abs(FontMetrics.width(of: "\u{FFFD}", fontSize: 17) - 17.43) < 0.5)
    }
}
