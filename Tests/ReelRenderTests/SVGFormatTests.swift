import Foundation
@testable import ReelGD
import ReelGeometry
import ReelGraphics
@testable import ReelRender
@testable import ReelText
import Testing

@Suite("SVG number and text formatting")
struct SVGFormatTests {
    @Test func numbersHaveAtMostThreeDecimalsAndNoTrailingZeros() {
        #expect(SVGFormat.number(3) == "3")
        #expect(SVGFormat.number(2.5) == "2.5")
        #expect(SVGFormat.number(0.1 + 0.2) == "0.3")          // 0.30000000000000004
        #expect(SVGFormat.number(1.23456) == "1.235")
        #expect(SVGFormat.number(0.05) == "0.05")
        #expect(SVGFormat.number(-12.0004) == "-12")
        #expect(SVGFormat.number(-0.0004) == "0")               // never "-0"
        #expect(SVGFormat.number(-0.0) == "0")
        #expect(SVGFormat.number(-1.5) == "-1.5")
        #expect(SVGFormat.number(.infinity) == "0")
    }

    @Test func escapesTheFiveXMLCharactersAndDropsControls() {
        #expect(XMLText.escaped(#"a & b < c > "d" 'e'"#) == "a &amp; b &lt; c &gt; &quot;d&quot; &apos;e&apos;")
        #expect(XMLText.escaped("x\u{01}y") == "xy")
        #expect(XMLText.escaped("café ✓") == "café ✓")
    }

    @Test func paintsTranslucentColoursWithOpacity() {
        #expect(SVGFormat.paint("fill", TestSupport.red) == ##"fill="#ff0000""##)
        // 51 / 255 = 0.2
        #expect(SVGFormat.paint("fill", TestSupport.red.withAlpha(51)) == ##"fill="#ff0000" fill-opacity="0.2""##)
    }

    @Test func clampsCornerRadiusToHalfTheShortSide() {
        #expect(SVGFormat.shape(CGRect(x: 1, y: 2, width: 30, height: 10), corners: 20)
            == #"rect x="1" y="2" width="30" height="10" rx="5""#)
    }

    /// `maskedCorners` with the top corners only: a path that arcs at the top and meets the
    /// bottom edge square.
    @Test func roundsOnlyTheMaskedCorners() {
        let topOnly = Corners(radius: 8, mask: [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(SVGFormat.shape(CGRect(x: 0, y: 0, width: 40, height: 20), corners: topOnly)
            == #"path d="M8 0L32 0A8 8 0 0 1 40 8L40 20L0 20L0 8A8 8 0 0 1 8 0Z""#)
    }

    /// A continuous corner leaves the edge 1.52866483 radii from the corner and ends on the next
    /// edge as far along it (PaintCode's iOS 7 rounded rectangle).
    @Test func continuousCornersStartFurtherAlongTheEdge() {
        let corner = Corners(radius: 10, mask: .layerMaxXMinYCorner, curve: .continuous)
        let path = SVGFormat.shape(CGRect(x: 0, y: 0, width: 100, height: 100), corners: corner)
        #expect(path.hasPrefix(#"path d="M0 0L84.713 0C89.115 0 91.316 0 93.301 0.655L93.685 0.749C"#))
        #expect(path.contains("C100 8.684 100 10.885 100 15.287L100 100L0 100L0 0Z"))
    }
}
