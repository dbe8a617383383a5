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
        #expect(SVGFormat.rect(CGRect(x: 1, y: 2, width: 30, height: 10), cornerRadius: 20)
            == #"x="1" y="2" width="30" height="10" rx="5""#)
    }
}
