import Foundation
import ReelGeometry
import ReelGraphics
import ReelRender
import ReelSymbols
import ReelTestSupport
import Testing

/// SF Symbols' stand-ins as both renderers draw them: the raster's FreeType bitmap and the SVG's
/// path from the same outline agree, and a weight grows the stroke.
@Suite("Symbols", .serialized)
struct SymbolRenderingTests {
    static let blue = Color(hex: "#007aff")!

    static func glyph(_ name: String, weight: Double = 0) throws -> SymbolGlyph {
        try #require(SymbolCatalog.glyph(named: name, weight: weight))
    }

    /// The vertical bar of a plus drawn 40 pt square at 1x: how wide its ink is, in pixels, on
    /// a row of the upper half, where only the bar crosses (each pixel's coverage summed).
    static func barWidth(weight: Double) throws -> Double {
        let list = DisplayList(size: CGSize(width: 40, height: 40), scale: 1, background: .white, items: [
            .symbol(try glyph("plus", weight: weight), in: CGRect(x: 0, y: 0, width: 40, height: 40), color: .black),
        ])
        let image = try RasterRenderer().render(list)
        return (0..<40).map { Double(255 - Int(image.pixel(x: $0, y: 12).red)) / 255 }.reduce(0, +)
    }

    /// Material's plus has a 2-unit stroke on its 24-unit grid: 3.33 px of a 40-px em. Black
    /// (0.62) grows each side by 0.06 × 0.62 em (1.49 px), Ultralight (−0.8) thins each side by
    /// 0.034 × 0.8 em (1.09 px).
    @Test func aWeightGrowsTheStroke() throws {
        let regular = try Self.barWidth(weight: 0), black = try Self.barWidth(weight: 0.62), ultraLight = try Self.barWidth(weight: -0.8)
        #expect(abs(regular - 40.0 / 12) < 0.2, "regular \(regular)")
        #expect(abs(black - (40.0 / 12 + 2 * 0.06 * 0.62 * 40)) < 0.3, "black \(black)")
        #expect(abs(ultraLight - (40.0 / 12 - 2 * 0.034 * 0.8 * 40)) < 0.3, "ultraLight \(ultraLight)")
    }

    @Test func theSVGPathAndTheRasterAgree() throws {
        let list = DisplayList(size: CGSize(width: 120, height: 40), scale: 2, background: .white, items: [
            .symbol(try Self.glyph("heart"), in: CGRect(x: 0, y: 0, width: 40, height: 40), color: Self.blue),
            .symbol(try Self.glyph("gearshape.fill"), in: CGRect(x: 40, y: 0, width: 40, height: 40), color: .black),
            .symbol(try Self.glyph("plus", weight: 0.62), in: CGRect(x: 80, y: 0, width: 40, height: 40), color: Self.blue),
        ])
        let svg = SVGRenderer().render(list)
        #expect(svg.contains("<path d=\"M"))
        #expect(svg.contains("fill=\"#007aff\""))
        let folder = try TestSupport.makeFolder("symbols")
        defer { TestSupport.remove(folder) }
        let svgURL = folder.appendingPathComponent("symbols.svg"), pngURL = folder.appendingPathComponent("rsvg.png")
        try svg.write(to: svgURL, atomically: true, encoding: .utf8)
        #expect(try ToolRunner.run(tool: "rsvg-convert", ["-o", pngURL.path, svgURL.path]).status == 0)
        let rsvg = try RasterImage(pngData: Data(contentsOf: pngURL))
        let raster = try RasterRenderer().render(list)
        var total = 0, inked = 0
        for y in 0..<raster.height {
            for x in 0..<raster.width {
                let a = raster.pixel(x: x, y: y), b = rsvg.pixel(x: x, y: y)
                total += abs(Int(a.red) - Int(b.red)) + abs(Int(a.green) - Int(b.green)) + abs(Int(a.blue) - Int(b.blue))
                if a != .white { inked += 1 }
            }
        }
        // The glyphs cover about a fifth of the frame; only their anti-aliased edges differ.
        #expect(inked > raster.width * raster.height / 8)
        let mean = Double(total) / Double(raster.width * raster.height * 3)
        #expect(mean < 2, "mean absolute difference \(mean)")
        // The heart's outline at its top-left lobe is ink, its middle is not (an outline);
        // the plus's centre is ink in both.
        #expect(raster.pixel(x: 40, y: 40) == .white && rsvg.pixel(x: 40, y: 40) == .white)
        #expect(raster.pixel(x: 200, y: 40) == Self.blue && rsvg.pixel(x: 200, y: 40) == Self.blue)
    }
}
