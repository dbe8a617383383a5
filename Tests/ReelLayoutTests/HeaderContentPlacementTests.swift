import Foundation
import ReelLayout
import Testing

/// `HeaderContentPlacement` frames and `Parallax` offsets.
@Suite struct HeaderContentPlacementTests {
    /// A 200-high header stretched to 300 (from y 100) and collapsed to 60 (from y 500).
    private let stretched = rect(0, 100, 320, 300)
    private let collapsed = rect(0, 500, 320, 60)

    private func frame(_ placement: HeaderContentPlacement, _ header: CGRect, content: CGFloat = 200) -> CGRect {
        placement.frame(forContentOfHeight: content, in: header, restingHeight: 200)
    }

    @Test func stretchedHeader() {
        #expect(frame(.fill, stretched) == rect(0, 100, 320, 300))
        #expect(frame(.topFill, stretched) == rect(0, 100, 320, 300))  // 200 + 100 of stretch
        #expect(frame(.top, stretched) == rect(0, 100, 320, 200))
        #expect(frame(.center, stretched) == rect(0, 150, 320, 200))  // midY 250 − 100
        #expect(frame(.bottom, stretched) == rect(0, 200, 320, 200))  // maxY 400 − 200
    }

    @Test func collapsedHeader() {
        #expect(frame(.fill, collapsed) == rect(0, 500, 320, 60))
        #expect(frame(.topFill, collapsed) == rect(0, 500, 320, 200))  // no stretch: own height
        #expect(frame(.top, collapsed) == rect(0, 500, 320, 200))
        #expect(frame(.center, collapsed) == rect(0, 430, 320, 200))  // midY 530 − 100
        #expect(frame(.bottom, collapsed) == rect(0, 360, 320, 200))  // maxY 560 − 200
    }

    @Test func contentShorterThanTheRestingHeight() {
        // 120-high content in a header resting at 200, stretched by 100.
        #expect(frame(.topFill, stretched, content: 120) == rect(0, 100, 320, 220))
        #expect(frame(.top, stretched, content: 120) == rect(0, 100, 320, 120))
        #expect(frame(.center, stretched, content: 120) == rect(0, 190, 320, 120))  // 250 − 60
        #expect(frame(.bottom, stretched, content: 120) == rect(0, 280, 320, 120))  // 400 − 120
        #expect(frame(.fill, stretched, content: 120) == stretched)
    }

    @Test func atRestEveryPlacementCoincides() {
        let resting = rect(0, 0, 320, 200)
        for placement in HeaderContentPlacement.allCases {
            #expect(frame(placement, resting) == resting)
        }
    }

    @Test func parallaxMovesContentAtTheFactorOfTheScroll() {
        // Header scrolled up 100: at half speed the content is shifted back down by 50.
        #expect(Parallax.offset(forScroll: 100, factor: 0.5) == 50)
        #expect(Parallax.offset(forScroll: 100, factor: 1) == 0)  // moves with the header
        #expect(Parallax.offset(forScroll: 100, factor: 0) == 100)  // fixed on screen
        #expect(Parallax.offset(forScroll: -40, factor: 0.25) == -30)  // pulled down 40
        // On screen: header moved −100, content −100 + 25 = −75 = 0.75 of the scroll.
        #expect(-100 + Parallax.offset(forScroll: 100, factor: 0.75) == -75)
    }
}
