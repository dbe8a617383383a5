import Foundation
import ReelScene
import ReelScenario
import ReelText
import ScrollReel
import Testing

/// `cell.style`: a scenario's cells laid out in one of `UITableViewCell`'s built-in styles.
@Suite struct CellStyleTests {
    private func firstCell(style: String) throws -> ViewNode {
        let scenario = try Scenario.parse("""
            name: styles
            viewport: {width: 320, height: 200, scale: 1}
            collection:
              layout: table-plain
              rowHeight: 60
              sections: [3]
              cell: {style: \(style), label: "Row {item1}", detail: "Detail {item}", labelColor: "#000000", color: "#ffffff", cornerRadius: 0}
            gestures: [{wait: 0.1}]
            """, file: "styles.yaml")
        let frame = try #require(Simulation(scenario: scenario).nextFrame())
        return try #require(frame.viewTree.subviews[0].subviews.first { $0.name == "cell 0.0" })
    }

    private func labels(_ cell: ViewNode) -> [String: ViewNode] {
        Dictionary(uniqueKeysWithValues: (cell.subviews.first?.subviews ?? []).map { ($0.name, $0) })
    }

    /// The detail 12 pt under 17-pt text, both lines centred together in the 60-pt row, from the
    /// table's 16-pt margin.
    @Test func subtitleStacksTheDetailUnderTheText() throws {
        let views = labels(try firstCell(style: "subtitle"))
        let first = FontMetrics.lineHeight(fontSize: 17).rounded(.up), second = FontMetrics.lineHeight(fontSize: 12).rounded(.up)
        let top = ((60 - first - second) / 2).rounded()
        #expect(views["label"]?.frame == CGRect(x: 16, y: top, width: 288, height: first))
        #expect(views["detailLabel"]?.frame == CGRect(x: 16, y: top + first, width: 288, height: second))
        #expect(views["detailLabel"]?.content == .label("Detail 0", fontSize: 12, color: .black, alignment: .left))
    }

    /// The value trailing the text in the secondary label colour.
    @Test func value1PutsTheDetailAtTheTrailingEdge() throws {
        let views = labels(try firstCell(style: "value1"))
        #expect(views["label"]?.content == .label("Row 1", fontSize: 17, color: .black, alignment: .left))
        #expect(views["detailLabel"]?.content == .label("Detail 0", fontSize: 17, color: Theme.light.secondaryLabel, alignment: .right))
    }

    /// An unknown style is refused with the choices.
    @Test func anUnknownStyleIsRefused() {
        #expect(throws: ScenarioError.self) {
            try Scenario.parse("name: s\ncollection: {cell: {style: fancy}}\ngestures: [{wait: 0.1}]", file: "s.yaml")
        }
    }
}
