import Foundation
@testable import ReelGD
import ReelGeometry
import ReelGraphics
@testable import ReelRender
@testable import ReelText
import Testing

@Suite("Raster renderer: shapes, antialiasing, clips")
struct RasterRendererTests {
    let red = TestSupport.red
    /// Red at 50 % over white: G and B = 255 × 0.5 = 127.5 → 128.
    let halfRed = Color(red: 255, green: 128, blue: 128)

    private func render(_ items: [DisplayItem], size: CGFloat = 50, scale: CGFloat = 2) throws -> RasterImage {
        try RasterRenderer().render(DisplayList(size: CGSize(width: size, height: size), scale: scale,
                                                background: .white, items: items))
    }

    @Test func pixelSizeIsPointsTimesScale() throws {
        let list = DisplayList(size: CGSize(width: 390, height: 844), scale: 3, background: .white)
        #expect(list.pixelWidth == 1170)
        #expect(list.pixelHeight == 2532)
        let image = try render([], size: 50, scale: 2)
        #expect(image.width == 100 && image.height == 100)
        #expect(image.pixel(x: 0, y: 0) == .white)
    }

    @Test func fillCoversExactlyItsPixels() throws {
        // (10, 10, 20, 20) pt @2x = pixels 20…59 on both axes.
        let image = try render([.fill(CGRect(x: 10, y: 10, width: 20, height: 20), color: red, corners: 0)])
        for i in [20, 21, 40, 58, 59] {
            #expect(image.pixel(x: i, y: 40) == red)
            #expect(image.pixel(x: 40, y: i) == red)
        }
        for i in [19, 60] {
            #expect(image.pixel(x: i, y: 40) == .white)
            #expect(image.pixel(x: 40, y: i) == .white)
        }
    }

    @Test func halfPixelEdgesBlend() throws {
        // x = 10.25 pt = 20.5 px … 30.25 pt = 60.5 px: pixels 20 and 60 are half covered.
        let image = try render([.fill(CGRect(x: 10.25, y: 10, width: 20, height: 20), color: red, corners: 0)])
        #expect(image.pixel(x: 20, y: 40) == halfRed)
        #expect(image.pixel(x: 21, y: 40) == red)
        #expect(image.pixel(x: 60, y: 40) == halfRed)
        #expect(image.pixel(x: 61, y: 40) == .white)
    }

    @Test func roundedCornerPixelIsBackground() throws {
        // Radius 8 pt = 16 px: corner centre (36, 36); pixel (20, 20)'s centre is 21.9 px away.
        let image = try render([.fill(CGRect(x: 10, y: 10, width: 20, height: 20), color: red, corners: 8)])
        #expect(image.pixel(x: 20, y: 20) == .white)
        #expect(image.pixel(x: 59, y: 59) == .white)
        #expect(image.pixel(x: 36, y: 20) == red)          // top edge beside the corner: straight
        #expect(image.pixel(x: 40, y: 40) == red)
        // On the arc (45° from the corner centre, distance ≈ 16 px) the pixel is a blend.
        let arc = image.pixel(x: 24, y: 24)                // centre 24.5: 16.26 px → coverage 0.24
        #expect(arc != red && arc != .white)
        #expect(arc.red == 255 && arc.green > 128)
    }

    /// `maskedCorners` = the top two: the bottom corners stay square.
    @Test func onlyTheMaskedCornersAreRounded() throws {
        let topOnly = Corners(radius: 8, mask: [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        let image = try render([.fill(CGRect(x: 10, y: 10, width: 20, height: 20), color: red, corners: topOnly)])
        #expect(image.pixel(x: 20, y: 20) == .white)
        #expect(image.pixel(x: 59, y: 20) == .white)
        #expect(image.pixel(x: 20, y: 59) == red)
        #expect(image.pixel(x: 59, y: 59) == red)
    }

    /// In a 400-px square (the continuous curve reaches at most halfway along a side, so a radius
    /// up to 130.8 px is drawn as given), a continuous corner of radius 100 px leaves the top edge 152.9 px from the corner, where a
    /// quarter circle leaves it at 100 px: at 120 px along, the circle's edge is still straight and
    /// the continuous curve has dropped 0.2 px, so that pixel of the top row is only partly
    /// covered. The curve passes PaintCode's measured point (0.66993427, 0.06549600) × 100, so the
    /// pixel centred at (67.5, 6.5) is cut, where the circle covers it wholly. On the diagonal both
    /// pass about 0.29 radii from each edge.
    @Test func continuousCornersLeaveTheEdgeEarlierThanCircularOnes() throws {
        func render(_ curve: CornerCurve) throws -> RasterImage {
            try RasterRenderer().render(DisplayList(size: CGSize(width: 400, height: 400), scale: 1, background: .white,
                                                    items: [.fill(CGRect(x: 0, y: 0, width: 400, height: 400), color: red,
                                                                  corners: Corners(radius: 100, curve: curve))]))
        }
        let circular = try render(.circular), continuous = try render(.continuous)
        #expect(circular.pixel(x: 120, y: 0) == red)
        let edge = continuous.pixel(x: 120, y: 0)
        #expect(edge.red == 255 && edge.green > 20 && edge.green < 60)        // coverage 0.85
        #expect(circular.pixel(x: 67, y: 6) == red)
        let measured = continuous.pixel(x: 67, y: 6)
        #expect(measured.red == 255 && measured.green > 80 && measured.green < 125)  // coverage 0.6
        for image in [circular, continuous] {
            #expect(image.pixel(x: 28, y: 28) == .white)
            #expect(image.pixel(x: 29, y: 29).green < 60)
            #expect(image.pixel(x: 30, y: 30) == red)
        }
    }

    @Test func strokeIsCentredOnTheEdge() throws {
        // 1 pt line at x = 10 pt @2x covers 19…21 px: pixels 19 and 20.
        let image = try render([.stroke(CGRect(x: 10, y: 10, width: 20, height: 20), color: red, lineWidth: 1,
                                        corners: .square)])
        #expect(image.pixel(x: 18, y: 40) == .white)
        #expect(image.pixel(x: 19, y: 40) == red)
        #expect(image.pixel(x: 20, y: 40) == red)
        #expect(image.pixel(x: 21, y: 40) == .white)
        #expect(image.pixel(x: 40, y: 40) == .white)       // inside stays unfilled
    }

    @Test func hairlineSeparatorBlends() throws {
        // 0.5 pt at y = 10.25 @2x: band 20 … 21 px is pixel 20 exactly; at y = 10.5 it straddles 20.5 … 21.5.
        let crisp = try render([.line(from: CGPoint(x: 0, y: 10.25), to: CGPoint(x: 50, y: 10.25), color: red, width: 0.5)])
        #expect(crisp.pixel(x: 50, y: 20) == red)
        #expect(crisp.pixel(x: 50, y: 21) == .white)
        let blurred = try render([.line(from: CGPoint(x: 0, y: 10.5), to: CGPoint(x: 50, y: 10.5), color: red, width: 0.5)])
        #expect(blurred.pixel(x: 50, y: 20) == halfRed)
        #expect(blurred.pixel(x: 50, y: 21) == halfRed)
    }

    @Test func circleIsFilledWithinItsRadius() throws {
        // Centre (25, 25) pt, r 10 pt @2x: centre pixel 50, radius 20 px.
        let image = try render([.circle(center: CGPoint(x: 25, y: 25), radius: 10, fill: red, stroke: nil, lineWidth: 0)])
        #expect(image.pixel(x: 50, y: 50) == red)
        // Pixel (50, 30): centre (50.5, 30.5) is √(0.25 + 380.25) = 19.506 px away → coverage
        // 20 − 19.506 + 0.5 = 0.994 → G = B = 255 × 0.006 = 1.6 → 2.
        #expect(image.pixel(x: 50, y: 30) == Color(red: 255, green: 2, blue: 2))
        #expect(image.pixel(x: 50, y: 29) == .white)       // 20.5 px away → 0
        #expect(image.pixel(x: 36, y: 36) == red)          // diagonal: 13.5 · √2 = 19.09 px → covered
        #expect(image.pixel(x: 35, y: 35) == .white)       // 14.5 · √2 = 20.5 px → 0
    }

    @Test func shadowFollowsTheGaussian() throws {
        // Rect 10…30 @1x, radius 4 → σ = 2, opacity 0.5, black over white.
        let image = try render([.shadow(CGRect(x: 10, y: 10, width: 20, height: 20), corners: 0, color: .black,
                                        radius: 4, opacity: 0.5, offset: .zero)], scale: 1)
        func expected(_ x: Int) -> Int {
            let k = 1 / (2 * 2.0.squareRoot())
            let gx = 0.5 * (erf((Double(x) + 0.5 - 10) * k) - erf((Double(x) + 0.5 - 30) * k))
            let gy = 0.5 * (erf(10.5 * k) - erf(-9.5 * k))            // row 20: centre 20.5
            return Int((255 * (1 - 0.5 * gx * gy)).rounded())
        }
        #expect(abs(Int(image.pixel(x: 20, y: 20).red) - 128) <= 1)   // fully inside: 50 % black
        #expect(abs(Int(image.pixel(x: 9, y: 20).red) - expected(9)) <= 1)   // ≈ 204 at the edge
        #expect(abs(Int(image.pixel(x: 5, y: 20).red) - expected(5)) <= 1)
        #expect(image.pixel(x: 9, y: 20) == image.pixel(x: 30, y: 20))       // symmetric about x = 20
        #expect(image.pixel(x: 2, y: 20) == .white)                          // 8 px = 4σ out
    }

    @Test func clipsIntersectAndPop() throws {
        let image = try render([
            .pushClip(CGRect(x: 0, y: 0, width: 25, height: 50), corners: 0),
            .pushClip(CGRect(x: 0, y: 0, width: 50, height: 12.75), corners: 0),
            .fill(CGRect(x: 0, y: 0, width: 50, height: 50), color: red, corners: 0),
            .popClip,
            .popClip,
            .fill(CGRect(x: 40, y: 40, width: 5, height: 5), color: TestSupport.blue, corners: 0),
        ])
        #expect(image.pixel(x: 49, y: 10) == red)
        #expect(image.pixel(x: 50, y: 10) == .white)     // x clip at 25 pt = 50 px
        #expect(image.pixel(x: 10, y: 24) == red)
        #expect(image.pixel(x: 10, y: 25) == halfRed)    // 12.75 pt = 25.5 px: fractional clip edge
        #expect(image.pixel(x: 10, y: 26) == .white)
        #expect(image.pixel(x: 85, y: 85) == TestSupport.blue)   // after popping, no clip
    }

    @Test func roundedClipCutsTheCorner() throws {
        let image = try render([
            .pushClip(CGRect(x: 10, y: 10, width: 20, height: 20), corners: 8),
            .fill(CGRect(x: 0, y: 0, width: 50, height: 50), color: red, corners: 0),
            .popClip,
        ])
        #expect(image.pixel(x: 20, y: 20) == .white)
        #expect(image.pixel(x: 40, y: 40) == red)
        #expect(image.pixel(x: 19, y: 40) == .white)
    }

    @Test func translucentFillBlends() throws {
        // 51/255 = 20 % red over white: G = B = 255 × 0.8 = 204.
        let image = try render([.fill(CGRect(x: 0, y: 0, width: 50, height: 50), color: red.withAlpha(51), corners: 0)])
        #expect(image.pixel(x: 10, y: 10) == Color(red: 255, green: 204, blue: 204))
    }

    // MARK: - Groups (a view's transform and alpha)

    @Test func aGroupMovedOnScreenShowsWhatWasOffScreen() throws {
        // A 40-pt-wide red view at x 30…70 on a 50-pt canvas, moved 25 pt left: the clip applies
        // after the transform, so x 5…45 is red, including the part drawn beyond the canvas.
        let image = try render([
            .beginGroup(bounds: CGRect(x: 30, y: 0, width: 40, height: 50),
                        transform: CGAffineTransform(translationX: -25, y: 0), opacity: 1),
            .fill(CGRect(x: 30, y: 0, width: 40, height: 50), color: red, corners: 0),
            .endGroup,
        ])
        for x in [10, 11, 60, 89] { #expect(image.pixel(x: x, y: 50) == red) }
        for x in [9, 90] { #expect(image.pixel(x: x, y: 50) == .white) }
    }

    @Test func aFadedScaledGroupIsBlendedOnceAboutItsTransform() throws {
        // Scaled 0.5 about (25, 25) and at alpha 0.5: a full-canvas red square becomes the
        // middle half, half red over white.
        let aboutCentre = CGAffineTransform(translationX: -25, y: -25).concatenating(CGAffineTransform(scaleX: 0.5, y: 0.5))
            .concatenating(CGAffineTransform(translationX: 25, y: 25))
        let image = try render([
            .beginGroup(bounds: CGRect(x: 0, y: 0, width: 50, height: 50), transform: aboutCentre, opacity: 0.5),
            .fill(CGRect(x: 0, y: 0, width: 50, height: 50), color: red, corners: 0),
            .endGroup,
        ])
        for x in [26, 50, 73] { #expect(image.pixel(x: x, y: 50) == halfRed) }
        for x in [24, 76] { #expect(image.pixel(x: x, y: 50) == .white) }
    }

    @Test func aGroupThatCannotShowIsSkippedWithItsItems() throws {
        // Scaled to nothing (not invertible) and a hidden one (opacity 0): neither draws, and the
        // items after them still do.
        let image = try render([
            .beginGroup(bounds: CGRect(x: 0, y: 0, width: 50, height: 50), transform: CGAffineTransform(scaleX: 0, y: 0), opacity: 1),
            .fill(CGRect(x: 0, y: 0, width: 50, height: 50), color: red, corners: 0),
            .endGroup,
            .beginGroup(bounds: CGRect(x: 0, y: 0, width: 50, height: 50), transform: .identity, opacity: 0),
            .fill(CGRect(x: 0, y: 0, width: 50, height: 50), color: red, corners: 0),
            .endGroup,
            .fill(CGRect(x: 0, y: 0, width: 10, height: 10), color: red, corners: 0),
        ])
        #expect(image.pixel(x: 5, y: 5) == red)
        #expect(image.pixel(x: 50, y: 50) == .white)
    }
}

@Suite("Raster renderer: interiors filled as spans")
struct SpanFillTests {
    @Test func spansGiveTheSamePixelsAsPerPixelCoverage() throws {
        var random = SeededRandom(seed: 11)
        for _ in 0..<120 {
            let rect = CGRect(x: random.value(in: -10...60), y: random.value(in: -10...60),
                              width: random.value(in: 0...70), height: random.value(in: 0...70))
            let radius = CGFloat(random.value(in: 0...30))
            let color = Color(red: UInt8(random.next() % 256), green: UInt8(random.next() % 256),
                              blue: UInt8(random.next() % 256), alpha: random.next() % 2 == 0 ? 255 : UInt8(random.next() % 256))
            let fast = try RasterCanvas(width: 64, height: 64, scale: 1, background: .white)
            let reference = try RasterCanvas(width: 64, height: 64, scale: 1, background: .white)
            // Half the shapes are drawn inside a rounded clip: its edges are blended per pixel too.
            if random.next() % 2 == 0 {
                let clip = CGRect(x: random.value(in: -5...40), y: random.value(in: -5...40),
                                  width: random.value(in: 10...60), height: random.value(in: 10...60))
                let clipRadius = CGFloat(random.value(in: 0...20))
                fast.pushClip(clip, corners: Corners(radius: clipRadius))
                reference.pushClip(clip, corners: Corners(radius: clipRadius))
            }
            // Twice, so a translucent colour blends over itself as a second element would.
            for _ in 0..<2 {
                fast.fill(rect, color: color, corners: Corners(radius: radius))
                let shape = RoundedRectShape(rect, corners: Corners(radius: radius))
                reference.paint(shape.bounds, color) { x, y in shape.coverage(x: x, y: y) }
            }
            for y in 0..<64 {
                for x in 0..<64 {
                    #expect(fast.image.color(x: x, y: y) == reference.image.color(x: x, y: y), "\(rect) r \(radius) at \(x), \(y)")
                }
            }
        }
    }
}
