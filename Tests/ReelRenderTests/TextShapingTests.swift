import Foundation
import ReelGraphics
import ReelRender
import ReelText
import Testing

/// Right-to-left text drawn as a screen shows it: in visual order (the Unicode bidirectional
/// algorithm), Arabic letters joined, through GNU FriBidi; left-to-right text untouched.
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
