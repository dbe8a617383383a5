import Foundation
@testable import ReelGD
import ReelGeometry
import ReelGraphics
@testable import ReelRender
@testable import ReelText
import Testing

@Suite("Font metrics")
struct FontMetricsTests {
    @Test func helloHasTheRasterAdvance() throws {
        let width = FontMetrics.width(of: "Hello", fontSize: 17)
        #expect(width > 0)
        // The raster renderer aligns with GDImage.textAdvance at size × scale; at scale 1 they agree.
        let raster = try GDImage.textAdvance("Hello", pixelSize: 17, fontPath: FontFile.bundled.path)
        #expect(width == CGFloat(raster))
        // DejaVu Sans advances H 1540 + e 1260 + l 569 + l 569 + o 1253 = 5191 units;
        // 5191 / 2048 × 17 = 43.09 pt, and libgd positions on a 300 dpi grid: within 0.5 pt.
        #expect(abs(width - 43.09) < 0.5)
        #expect(FontMetrics.width(of: "", fontSize: 17) == 0)
        #expect(FontMetrics.width(of: "l", fontSize: 17) > 4)    // one glyph: 569 / 2048 × 17 = 4.72
    }

    @Test func verticalMetricsComeFromTheFontTables() {
        // hhea: ascender 1901, descender −483, lineGap 0; head: unitsPerEm 2048.
        #expect(abs(FontMetrics.lineHeight(fontSize: 17) - 17 * 2384 / 2048) < 1e-9)
        #expect(abs(FontMetrics.ascender(fontSize: 2048) - 1901) < 1e-9)
        #expect(abs(FontMetrics.descender(fontSize: 2048) - 483) < 1e-9)
        // Baseline of a 30 pt tall frame: 15 + 17 × (1901 − 483) / 2048 / 2 = 20.885…
        let baseline = FontMetrics.baseline(in: CGRect(x: 0, y: 0, width: 100, height: 30), fontSize: 17)
        #expect(abs(baseline - (15 + 17.0 * 1418 / 4096)) < 1e-9)
    }

    @Test func truncatesTheTailWithAnEllipsis() {
        let text = "A rather long label that cannot fit"
        let cut = FontMetrics.truncated(text, fontSize: 17, toFit: 100)
        #expect(cut.hasSuffix("…"))
        #expect(text.hasPrefix(String(cut.dropLast())))
        #expect(FontMetrics.width(of: cut, fontSize: 17) <= 100.5)
        #expect(FontMetrics.truncated("Hi", fontSize: 17, toFit: 100) == "Hi")
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
        // "H" has a 201-unit left bearing (1.7 px at 17 px), "o" a 115-unit right bearing (1 px).
        let left = try inkColumns(.left)
        #expect((1...3).contains(left.min))
        let right = try inkColumns(.right)
        #expect((96...99).contains(right.max))
        // Cap height 1493 units = 12.4 px above the baseline at round(20.885) = 21: rows 9…20.
        #expect((8...9).contains(left.minRow))
        #expect(left.maxRow == 20)
        let center = try inkColumns(.center)
        #expect(abs((center.min + center.max) - 100) <= 3)        // ink centred on x = 50
    }
}
