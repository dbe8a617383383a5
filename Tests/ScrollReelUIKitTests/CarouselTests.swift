import Foundation
import ReelTrace
import ScrollReel
import Testing

/// A UIKit-style carousel: `targetContentOffset` decides where every release stops, and side
/// cards are drawn shrunk and faded from `transform3D` and `alpha`.
@Suite struct CarouselTests {
    static let yaml = """
        name: carousel
        viewport: iphone-se          # 320 × 568 pt at @2x
        fps: 30
        background: white
        collection:
          contentInsetAdjustmentBehavior: never
          backgroundColor: white
          sections:
            - items: [{color: "#ff0000"}, {color: "#00ff00"}, {color: "#0000ff"}, {color: "#ffff00"}, {color: "#ff00ff"}, {color: "#00ffff"}]
          cell: {cornerRadius: 0, label: ""}
        gestures:
          - wait: 0.2
          - drag: {from: [250, 300], by: [-100, 0], duration: 0.4}
          - hold: 0.3
          - release                                      # no velocity: to the nearest card
          - wait: 1.2
          - fling: {from: [250, 300], velocity: [-800, 0]}   # a flick: one card on
          - wait: 1.5
        """

    static func reel() throws -> Reel {
        let scenario = try Scenario.parse(yaml, file: "carousel.yaml")
        return Reel(scenario: scenario) { CarouselFlowLayout() }
    }

    /// The card pitch: 160-pt cards 10 pt apart.
    static let pitch: CGFloat = 170

    @Test func everyReleaseComesToRestExactlyOnACard() throws {
        let frames = Array(try Self.reel().frames())
        let offsets = frames.map { $0.trace.scrollViews[0].contentOffset.x }
        // Before the flick (t = 1.9 s) the slow release has settled on card 1; at the end, card 2.
        let beforeFlick = frames.last { $0.time < 2.1 }!
        #expect(beforeFlick.trace.scrollViews[0].contentOffset.x == Self.pitch)
        #expect(offsets.last == 2 * Self.pitch)
        // It decelerates onto the card (never past it) and stays.
        let afterFlick = frames.filter { $0.time > 2.1 }.map { $0.trace.scrollViews[0].contentOffset.x }
        #expect(afterFlick == afterFlick.sorted())
        #expect(afterFlick.max() == 2 * Self.pitch)
    }

    @Test func sideCardsAreTracedAndDrawnShrunkAndFaded() throws {
        let reel = try Self.reel()
        let last = Array(reel.frames()).last!
        let attributes = last.trace.scrollViews[0].attributes
        let centre = attributes.first { $0.item == 2 }!, right = attributes.first { $0.item == 3 }!
        #expect(centre.transform.isIdentity && centre.alpha == 1)
        #expect(right.transform == CGAffineTransform(scaleX: 0.8, y: 0.8))
        #expect(right.alpha == 0.6)

        let image = try RasterRenderer().render(reel.displayList(of: last))
        // Card 3 (yellow) is centred 170 pt right of the screen centre, at x = 330 pt; scaled by
        // 0.8 it is 128 pt wide, so its left edge is at 330 − 64 = 266 pt: pixel 532 at @2x.
        let row = 568   // the screen's middle row (284 pt)
        let yellowOverWhite = Color(red: 255, green: 255, blue: 102)   // 60 % yellow on white
        #expect(image.pixel(x: 531, y: row) == Color(red: 255, green: 255, blue: 255))
        #expect(image.pixel(x: 532, y: row) == yellowOverWhite)
        #expect(image.pixel(x: 639, y: row) == yellowOverWhite)
        // Scaled vertically too: 240 × 0.8 = 192 pt tall, from 284 − 96 = 188 pt.
        #expect(image.pixel(x: 560, y: 2 * 188 - 1) == Color(red: 255, green: 255, blue: 255))
        #expect(image.pixel(x: 560, y: 2 * 188) == yellowOverWhite)
        // The centre card is drawn at full size and opacity: blue from 80 pt (160 px).
        #expect(image.pixel(x: 159, y: row) == Color(red: 255, green: 255, blue: 255))
        #expect(image.pixel(x: 160, y: row) == Color(red: 0, green: 0, blue: 255))
    }

    @Test func svgCarriesTheSameTransformAndOpacity() throws {
        let reel = try Self.reel()
        let last = Array(reel.frames()).last!
        let svg = SVGRenderer().render(reel.displayList(of: last))
        // Scale 0.8 about the card's centre (330, 284): translate (1 − 0.8) × centre.
        #expect(svg.contains("<g transform=\"matrix(0.8 0 0 0.8 66 56.8)\" opacity=\"0.6\">"))
    }
}
