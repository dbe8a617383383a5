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
        .shadow(CGRect(x: 20, y: 75, width: 160, height: 50), corners: 12, color: .black, radius: 8, opacity: 0.3,
                offset: CGSize(width: 0, height: 4)),
        .fill(CGRect(x: 20, y: 75, width: 160, height: 50), color: .white, corners: 12),
        .text("Hello, ScrollReel", in: CGRect(x: 32, y: 85, width: 140, height: 30), fontSize: 17, color: .black,
              alignment: .left),
        .stroke(CGRect(x: 20, y: 135, width: 60, height: 18), color: Color(hex: "#007aff")!, lineWidth: 2, corners: 9),
        .fill(CGRect(x: 100.25, y: 135, width: 40.5, height: 18), color: Color(hex: "#34c759")!, corners: 0),
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

    /// A label running into a rounded clip's corner, and a shadow with large rounded corners:
    /// the two places where the raster used to cut square (text was clipped by the clip's
    /// bounding box, shadows blurred a square rect).
    static let corners = DisplayList(size: CGSize(width: 120, height: 100), scale: 2, background: .white, items: [
        .shadow(CGRect(x: 10, y: 50, width: 100, height: 40), corners: 20, color: .black, radius: 6, opacity: 0.5,
                offset: .zero),
        .pushClip(CGRect(x: 10, y: 6, width: 100, height: 34), corners: 17),
        .fill(CGRect(x: 10, y: 6, width: 100, height: 34), color: Color(hex: "#007aff")!, corners: 0),
        .text("WWWWWWWWWW", in: CGRect(x: 0, y: 6, width: 120, height: 34), fontSize: 30, color: .black,
              alignment: .left),
        .popClip,
    ])

    @Test func roundedClipsCutTextAndShadowsKeepTheirCorners() throws {
        let folder = try TestSupport.makeFolder("cross-corners")
        defer { TestSupport.remove(folder) }
        let svgURL = folder.appendingPathComponent("corners.svg"), pngURL = folder.appendingPathComponent("corners.png")
        try SVGRenderer().render(Self.corners).write(to: svgURL, atomically: true, encoding: .utf8)
        #expect(try ToolRunner.run(tool: "rsvg-convert", ["-o", pngURL.path, svgURL.path]).status == 0)
        let rsvg = try RasterImage(pngData: Data(contentsOf: pngURL))
        let raster = try RasterRenderer().render(Self.corners)
        func mean(_ box: PixelBox) -> Double {
            var total = 0
            for y in box.minY..<box.maxY {
                for x in box.minX..<box.maxX {
                    let a = raster.pixel(x: x, y: y), b = rsvg.pixel(x: x, y: y)
                    total += abs(Int(a.red) - Int(b.red)) + abs(Int(a.green) - Int(b.green)) + abs(Int(a.blue) - Int(b.blue))
                }
            }
            return Double(total) / Double(box.width * box.height * 3)
        }
        // Where the clip's square bounding box would let the black W's through but its rounded
        // corners do not, the page stays white, in both renderers.
        let square = try RasterRenderer().render(DisplayList(
            size: Self.corners.size, scale: 2, background: .white,
            items: Self.corners.items.map { item in
                if case let .pushClip(rect, _) = item { return .pushClip(rect, corners: 0) }
                return item
            }))
        let clip = RoundedRectShape(CGRect(x: 20, y: 12, width: 200, height: 68), corners: 34)
        var cut = 0
        for y in 12..<80 {
            for x in 20..<220 where clip.coverage(x: x, y: y) == 0 && square.pixel(x: x, y: y).red < 100 {
                cut += 1
                #expect(raster.pixel(x: x, y: y) == .white, "text outside the rounded clip at \(x), \(y)")
                #expect(rsvg.pixel(x: x, y: y).red > 240)
            }
        }
        #expect(cut > 20)   // the W's do reach into the corners
        // The corner squares of the clip (17 pt = 34 px) agree, text and all.
        #expect(mean(PixelBox(minX: 20, minY: 12, maxX: 54, maxY: 46)) < 6)
        // The shadow's corners (20 pt radius) agree with the SVG filter's blur: around the
        // top-left corner, where a square-cornered blur is darkest and the round one is not.
        let corner = PixelBox(minX: 8, minY: 88, maxX: 48, maxY: 128)
        #expect(mean(corner) < 2, "shadow corner mean difference \(mean(corner))")
        // Just outside the rounded corner's arc, inside the square's: the shadow is faint.
        let outside = raster.pixel(x: 26, y: 104)
        #expect(abs(Int(outside.red) - Int(rsvg.pixel(x: 26, y: 104).red)) <= 12)
    }
}

