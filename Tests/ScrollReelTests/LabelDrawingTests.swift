import Foundation
import ScrollReel
import Testing

/// A label of more than one line as it is drawn: wrapped to its frame, the block of lines
/// centred vertically as `UILabel` centres its text, each line its own text item.
@Suite struct LabelDrawingTests {
    static func lines(_ text: String, in frame: CGRect, numberOfLines: Int) -> [(String, CGRect)] {
        var label = ViewNode(name: "label", frame: frame)
        label.content = .label(text, fontSize: 17, color: .black, alignment: .left, numberOfLines: numberOfLines)
        var items: [DisplayItem] = []
        label.appendDisplayItems(to: &items)
        return items.compactMap { item in
            if case let .text(line, rect, _, _, _, _) = item { return (line, rect) }
            return nil
        }
    }

    @Test func linesAreCentredAsABlockAndCappedByTheHeight() {
        let text = "Notifications arrive quietly and are collected in the summary"
        let line = 17.0 * 3408 / 2816   // Inter's line at 17 pt: 20.57
        // Two lines in a 58-pt frame (Inter at 17 pt: "Notifications arrive quietly and are" is
        // 276.1 pt, with "collected" 354.6): the 41.15-pt block centred on y 37.
        let two = Self.lines(text, in: CGRect(x: 8, y: 8, width: 304, height: 58), numberOfLines: 0)
        #expect(two.map(\.0) == ["Notifications arrive quietly and are", "collected in the summary"])
        #expect(abs(two[0].1.minY - (37 - line)) < 1e-9 && two[1].1.minY == two[0].1.maxY && two[0].1.minX == 8)
        // A frame one line tall shows one line, cut with "…", whatever numberOfLines says.
        let short = Self.lines(text, in: CGRect(x: 0, y: 0, width: 304, height: 30), numberOfLines: 0)
        #expect(short.count == 1 && short[0].0.hasSuffix("…"))
        // numberOfLines 1 draws one line in the whole frame.
        #expect(Self.lines(text, in: CGRect(x: 0, y: 0, width: 304, height: 58), numberOfLines: 1).map(\.1)
            == [CGRect(x: 0, y: 0, width: 304, height: 58)])
    }
}
