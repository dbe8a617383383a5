import Foundation
@testable import ReelGD
import ReelGeometry
import ReelGraphics
@testable import ReelRender
import ReelTestSupport
@testable import ReelText
import Testing

@Suite("SVG and raster agree", .serialized)
struct CrossRendererTests {
    static let grey = Color(hex: "#f2f2f7")!
    static let list = DisplayList(size: CGSize(width: 200, height: 160), scale: 2, background: grey, items: [
        .image(.procedural(.stripes(colors: [TestSupport.red, TestSupport.blue], stripeWidth: 120, width: 240, height: 120)),
               in: CGRect(x: 0, y: 0, width: 200, height: 60), contentMode: .scaleAspectFill),
        .shadow(CGRect(x: 20, y: 75, width: 160, height: 50), cornerRadius: 12, color: .black, radius: 8, opacity: 0.3,
                offset: CGSize(width: 0, height: 4)),
        .fill(CGRect(x: 20, y: 75, width: 160, height: 50), color: .white, cornerRadius: 12),
        .text("Hello, ScrollReel", in: CGRect(x: 32, y: 85, width: 140, height: 30), fontSize: 17, color: .black,
              alignment: .left),
        .stroke(CGRect(x: 20, y: 135, width: 60, height: 18), color: Color(hex: "#007aff")!, lineWidth: 2, cornerRadius: 9),
        .fill(CGRect(x: 100.25, y: 135, width: 40.5, height: 18), color: Color(hex: "#34c759")!, cornerRadius: 0),
        .circle(center: CGPoint(x: 170, y: 144), radius: 8, fill: Color(hex: "#ff9500")!, stroke: nil, lineWidth: 0),
    ])

    @Test func rsvgRasterizationMatchesTheRasterRenderer() throws {
        let folder = try TestSupport.makeFolder("cross")
        defer { TestSupport.remove(folder) }
        let svgURL = folder.appendingPathComponent("frame.svg"), pngURL = folder.appendingPathComponent("rsvg.png")
        try SVGRenderer().render(Self.list).write(to: svgURL, atomically: true, encoding: .utf8)
        let status = try ToolRunner.run(tool: "rsvg-convert", ["-o", pngURL.path, svgURL.path]).status
        #expect(status == 0)
        let rsvg = try RasterImage(pngData: Data(contentsOf: pngURL))
        let raster = try RasterRenderer().render(Self.list)
        #expect(rsvg.width == raster.width && rsvg.height == raster.height)   // width/height are pixels

        var total = 0, worst = 0
        for y in 0..<raster.height {
            for x in 0..<raster.width {
                let a = raster.pixel(x: x, y: y), b = rsvg.pixel(x: x, y: y)
                let d = abs(Int(a.red) - Int(b.red)) + abs(Int(a.green) - Int(b.green)) + abs(Int(a.blue) - Int(b.blue))
                total += d
                worst = max(worst, d)
            }
        }
        let mean = Double(total) / Double(raster.width * raster.height * 3)
        // Differences live only on edges: FreeType hinting in libgd vs Pango/cairo glyphs, cairo's
        // coverage vs ours on curves, the blur kernel (cairo approximates the Gaussian with box blurs,
        // we use erf) and resampling of the image. Edges are ~5 % of this frame's pixels, so a mean
        // under 2 levels of 255 per channel means the two agree everywhere but at those edges.
        #expect(mean < 2, "mean absolute difference \(mean)")
        print("SVG vs raster: mean absolute difference \(mean), worst pixel \(worst)")

        // Flat interiors are identical.
        for (x, y) in [(4, 300), (330, 230), (100, 290), (398, 318), (240, 288), (340, 288), (20, 10), (200, 60)] {
            #expect(raster.pixel(x: x, y: y) == rsvg.pixel(x: x, y: y), "pixel (\(x), \(y))")
        }
        #expect(raster.pixel(x: 20, y: 10) == TestSupport.red)        // stripe interiors
        // (200, 60) px = (100, 30) pt; aspect fill scale max(200/240, 60/120) = 5/6, drawn 200 × 100
        // from y = −20: source (120, 60), x + y = 180 → second stripe.
        #expect(raster.pixel(x: 200, y: 60) == TestSupport.blue)
        #expect(raster.pixel(x: 240, y: 288) == Color(hex: "#34c759"))
    }
}
