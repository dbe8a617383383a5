import Foundation
import ReelGraphics
import ReelRender
import ReelText
import Testing

/// Right-to-left text drawn as a screen shows it: in visual order (the Unicode bidirectional
/// algorithm, GNU FriBidi), Arabic letters joined; left-to-right text untouched. SVG gets the
/// characters in visual order; the raster gets the glyphs HarfBuzz sets.
@Suite struct TextShapingTests {
    @Test func hebrewComesOutInVisualOrder() {
        // shin, lamed, vav, final mem, read right to left: drawn left to right from the mem.
        #expect(FontMetrics.displayable("\u{05E9}\u{05DC}\u{05D5}\u{05DD}") == "\u{05DD}\u{05D5}\u{05DC}\u{05E9}")
        #expect(FontMetrics.displayable("Hello, world") == "Hello, world")
    }

    /// The paragraph's direction is its first strong letter's: a left-to-right sentence keeps
    /// its Latin start at the left; a Hebrew one puts its Latin word at the left end.
    @Test func theFirstStrongLetterSetsTheDirection() {
        let shalom = "\u{05E9}\u{05DC}\u{05D5}\u{05DD}", reversed = "\u{05DD}\u{05D5}\u{05DC}\u{05E9}"
        #expect(FontMetrics.displayable("Hi \(shalom)") == "Hi \(reversed)")
        #expect(FontMetrics.displayable("\(shalom) Hi") == "Hi \(reversed)")
    }

    /// Arabic letters take their joined forms: seen initial, lam-alef as one final ligature,
    /// meem isolated after the alef (which never joins forward) — Unicode's presentation forms.
    @Test func arabicLettersJoin() {
        let salam = "\u{0633}\u{0644}\u{0627}\u{0645}"
        #expect(FontMetrics.displayable(salam) == "\u{FEE1}\u{FEFC}\u{FEB3}")
    }

    /// Wrapping happens in reading order: the first line holds the first words read.
    @Test func wrappingKeepsTheReadingOrder() {
        let words = ["\u{05D0}\u{05D7}\u{05EA}", "\u{05E9}\u{05EA}\u{05D9}\u{05D9}\u{05DD}", "\u{05E9}\u{05DC}\u{05D5}\u{05E9}"]
        let text = words.joined(separator: " ")
        let oneWord = FontMetrics.width(of: words[1], fontSize: 17)
        let lines = FontMetrics.wrapped(text, fontSize: 17, toFit: oneWord + 1, maximumLines: 0)
        #expect(lines == words)
    }

    /// A cut line ends where reading ends: the "…" after the last letter kept, at the left.
    @Test func aTruncatedRightToLeftLineEndsAtItsLeft() {
        let text = String(repeating: "\u{05E9}\u{05DC}\u{05D5}\u{05DD} ", count: 8)
        let line = FontMetrics.truncated(text, fontSize: 17, toFit: 120)
        #expect(line.first == "…")
        #expect(line.last == "\u{05E9}")
    }

    /// The raster's Arabic is set by HarfBuzz: lam and alef become one ligature glyph, and the
    /// glyphs run right to left — meem (the fourth letter read) at the left, seen at the right.
    @Test func arabicIsSetAsJoinedGlyphsRightToLeft() throws {
        let salam = "\u{0633}\u{0644}\u{0627}\u{0645}"
        let line = try #require(FontMetrics.shapedLine(salam, fontSize: 17, toFit: 1000, pixelSize: 34))
        #expect(line.glyphs.map(\.cluster) == [3, 1, 0])
        #expect(line.glyphs[0].left < line.glyphs[1].left && line.glyphs[1].left < line.glyphs[2].left)
        // The measured width is the shaped line's (at 17 px to the em, half the 34-px advance
        // within the rounding of unhinted outlines).
        #expect(abs(FontMetrics.width(of: salam, fontSize: 17) * 2 - CGFloat(line.advance)) < 0.5)
    }

    /// Marks sit on their letters: shin's dot and qamats are drawn inside shin's own columns,
    /// not after it; an e with a combining acute is the precomposed é.
    @Test func marksArePlacedOnTheirLetters() throws {
        let line = try #require(FontMetrics.shapedLine("\u{05E9}\u{05B8}\u{05C1}", fontSize: 40, toFit: 1000, pixelSize: 40))
        #expect(line.glyphs.count == 3)
        #expect(Set(line.glyphs.map(\.cluster)) == [0])
        let shin = try #require(line.glyphs.max { $0.width * $0.height < $1.width * $1.height })
        for mark in line.glyphs where mark != shin {
            #expect(mark.left >= shin.left - 2 && mark.left + mark.width <= shin.left + shin.width + 2)
        }
        let combined = try #require(FontMetrics.shapedLine("e\u{0301}", fontSize: 17, toFit: 1000, pixelSize: 17))
        #expect(combined.glyphs.count == 1)
        // As wide as é drawn by libgd, within 0.1 pt: libgd advances by FreeType's hinted widths,
        // HarfBuzz by the outlines' own.
        #expect(abs(FontMetrics.width(of: "e\u{0301}", fontSize: 17) - FontMetrics.width(of: "\u{00E9}", fontSize: 17)) < 0.1)
    }

    /// A Hebrew word inside a left-to-right line is reversed in place: a, b, space, bet, alef,
    /// space, c, d from the left.
    @Test func runsOfBothDirectionsAreInVisualOrder() throws {
        let line = try #require(FontMetrics.shapedLine("ab \u{05D0}\u{05D1} cd", fontSize: 17, toFit: 1000, pixelSize: 17))
        #expect(line.glyphs.filter { $0.width > 0 }.map(\.cluster) == [0, 1, 4, 3, 6, 7])
        #expect(FontMetrics.shapedLine("Plain text", fontSize: 17, toFit: 1000, pixelSize: 17) == nil)
    }

    /// The raster draws the shaped glyphs: a right-aligned Arabic word's ink ends at the frame's
    /// right edge and reaches above the baseline by about the letters' height.
    @Test func theRasterDrawsShapedLines() throws {
        let salam = "\u{0633}\u{0644}\u{0627}\u{0645}"
        let frame = CGRect(x: 0, y: 0, width: 100, height: 30)
        let image = try RasterRenderer().render(DisplayList(size: CGSize(width: 100, height: 30), scale: 1, background: .white,
                                                            items: [.text(salam, in: frame, fontSize: 20, color: .black, alignment: .right)]))
        var columns: [Int] = []
        for x in 0..<100 where (0..<30).contains(where: { image.pixel(x: x, y: $0).red < 128 }) { columns.append(x) }
        let ink = try #require(columns.first.flatMap { first in columns.last.map { first...$0 } })
        #expect(ink.upperBound >= 97)
        let line = try #require(FontMetrics.shapedLine(salam, fontSize: 20, toFit: 100, pixelSize: 20))
        #expect(abs(Double(ink.count) - line.advance) < 4)
    }

    /// SVG viewers would reorder the text again: right-to-left lines are marked as drawn.
    @Test func svgDrawsVisualOrderAsItIs() throws {
        let items: [DisplayItem] = [.text("\u{05E9}\u{05DC}\u{05D5}\u{05DD}", in: CGRect(x: 0, y: 0, width: 100, height: 20),
                                          fontSize: 17, color: .black, alignment: .right),
                                    .text("Hello", in: CGRect(x: 0, y: 20, width: 100, height: 20), fontSize: 17, color: .black,
                                          alignment: .left)]
        let svg = SVGRenderer().render(DisplayList(size: CGSize(width: 100, height: 40), scale: 1, background: .white, items: items))
        #expect(svg.contains("unicode-bidi=\"bidi-override\" xml:space=\"preserve\">\u{05DD}\u{05D5}\u{05DC}\u{05E9}</text>"))
        #expect(!svg.contains("bidi-override\" xml:space=\"preserve\">Hello"))
    }
}
