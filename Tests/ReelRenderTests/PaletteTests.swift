import Foundation
import ReelGD
import ReelGeometry
import ReelGraphics
import ReelRender
import ReelText
import Testing

@Suite("Palette")
struct PaletteTests {
    let red = TestSupport.red

    private func gradientImage() throws -> RasterImage {
        // 256 rows from black to white: 256 distinct greys.
        try RasterRenderer().render(DisplayList(size: CGSize(width: 4, height: 256), scale: 1, background: .white, items: [
            .image(.procedural(.linearGradient(from: .black, to: .white, width: 4, height: 256)),
                   in: CGRect(x: 0, y: 0, width: 4, height: 256), contentMode: .scaleToFill),
        ]))
    }

    @Test func exactColoursComeFirstSortedAndTranslucentOnesAreSkipped() {
        var builder = PaletteBuilder()
        builder.addExact([Color.white, red, Color.black, red.withAlpha(100)])
        let palette = builder.build()
        #expect(palette.colors == [.black, red, .white])
        #expect(palette.transparentIndex == 3)
        #expect(palette.index(of: red) == 1)
        #expect(palette.index(of: Color(red: 240, green: 20, blue: 10)) == 1)     // nearest
        #expect(palette.index(of: Color(red: 200, green: 200, blue: 210)) == 2)
    }

    @Test func samplesFillTheRestByMedianCut() throws {
        var builder = PaletteBuilder()
        builder.addExact([Color.white, red, Color.black])
        builder.addSamples(from: try gradientImage())
        let palette = builder.build()
        // 3 exact + 254 other greys > 255: median cut keeps exactly 252 more.
        #expect(palette.colors.count == 255)
        #expect(Array(palette.colors.prefix(3)) == [.black, red, .white])
        #expect(Set(palette.colors).count == 255)
        #expect(palette.transparentIndex == 255)
        // Every grey maps within a couple of levels of itself.
        let grey = Color(red: 100, green: 100, blue: 100)
        let mapped = palette.colors[palette.index(of: grey)]
        #expect(abs(Int(mapped.red) - 100) <= 2)
    }

    @Test func isDeterministic() throws {
        func build() throws -> Palette {
            var builder = PaletteBuilder()
            builder.addExact([red, .white])
            builder.addSamples(from: try gradientImage())
            return builder.build()
        }
        #expect(try build() == build())
        #expect(try build().colors == build().colors)
    }

    @Test func emptyBuilderStillHasOneColour() {
        let palette = PaletteBuilder().build()
        #expect(palette.colors == [.black])
        #expect(palette.transparentIndex == 1)
    }

    @Test func displayListColoursAreTheSolidOnes() {
        let list = DisplayList(size: CGSize(width: 10, height: 10), scale: 1, background: .white, items: [
            .fill(.zero, color: red, corners: 0),
            .shadow(.zero, corners: 0, color: TestSupport.blue, radius: 3, opacity: 1, offset: .zero),
            .circle(center: .zero, radius: 1, fill: .black, stroke: Color(red: 0, green: 255, blue: 0), lineWidth: 1),
        ])
        // The shadow's blue only ever appears blended, so it is not listed.
        #expect(list.colors == [.white, red, .black, Color(red: 0, green: 255, blue: 0)])
    }
}
