import Foundation
import ReelTrace
import ScrollReel
import Testing

/// The UIKit behaviours app layouts rely on, each shown by a layout written the way an iOS app
/// writes it (the layouts live in `Layouts/` and import only ScrollReelUIKit).
@Suite struct UIKitBehaviourTests {
    static func yaml(collection: String = "", gestures: String = "  - wait: 0.1") -> String {
        """
        name: behaviour
        viewport: iphone-se          # 320 × 568 pt at @2x
        fps: 30
        background: white
        collection:
          contentInsetAdjustmentBehavior: never
          backgroundColor: white
          sections: [6, 6]
          cell: {color: "#0000ff", cornerRadius: 0, label: ""}
        \(collection)
        gestures:
        \(gestures)
        """
    }

    static func reel(_ yaml: String, _ layout: @escaping Scenario.LayoutFactory) throws -> Reel {
        Reel(scenario: try Scenario.parse(yaml, file: "behaviour.yaml"), layout: layout)
    }

    // MARK: - Custom kinds

    @Test func customKindsAreTracedUnderTheirOwnNameAndDrawnAsTheScenarioSays() throws {
        let reel = try Self.reel(Self.yaml(collection: """
              elementKinds:
                badge: {color: "#ff0000", title: ""}
            """)) { BadgedSectionsLayout() }
        let first = try #require(Array(reel.frames()).first)
        let attributes = first.trace.scrollViews[0].attributes
        // Section 0: six 100 × 100 cells in two rows of three from y = 20, a 20 × 20 badge at the
        // section's top-right corner, and a background decoration behind them.
        #expect(attributes.filter { $0.kind == AttributeTrace.Kind(rawValue: "badge") }.map(\.frame)
            == [CGRect(x: 300, y: 0, width: 20, height: 20), CGRect(x: 300, y: 240, width: 20, height: 20)])
        let background = attributes.filter { $0.kind == AttributeTrace.Kind(rawValue: "sectionBackground") }
        #expect(background.map(\.frame) == [CGRect(x: 0, y: 0, width: 320, height: 240),
                                           CGRect(x: 0, y: 240, width: 320, height: 240)])
        #expect(background.allSatisfy { $0.zIndex == -1 })
        #expect(!attributes.contains { $0.kind == .header || $0.kind == .footer })

        let image = try RasterRenderer().render(reel.displayList(of: first))
        // The badge is styled red by the scenario; the unstyled background kind is systemGray5
        // (229, 229, 234) and shows between the cells, behind them (zIndex −1).
        #expect(image.pixel(x: 2 * 310, y: 2 * 10) == Color(red: 255, green: 0, blue: 0))
        #expect(image.pixel(x: 2 * 50, y: 2 * 10) == Color(red: 229, green: 229, blue: 234))
        #expect(image.pixel(x: 2 * 50, y: 2 * 70) == Color(red: 0, green: 0, blue: 255))
        // The SVG draws the same kinds.
        let svg = SVGRenderer().render(reel.displayList(of: first))
        #expect(svg.contains("#ff0000") && svg.contains("#e5e5ea"))
    }

    @Test func unknownElementKindStylesAreLocatedErrors() {
        let yaml = Self.yaml(collection: """
              elementKinds:
                badge: {colour: red}
            """)
        #expect {
            _ = try Scenario.parse(yaml, file: "behaviour.yaml")
        } throws: { error in
            "\(error)".contains("behaviour.yaml:11:") && "\(error)".contains("colour")
        }
    }

    // MARK: - Configuration and prepare()

    @Test func theScenarioFlowSettingsApplyOverTheLayoutsOwnOnlyWhereWritten() throws {
        let own = try Self.reel(Self.yaml()) { SelfSizingGridLayout() }
        let ownCell = try #require(Array(own.frames()).first?.trace.scrollViews[0].attributes.first { $0.kind == .cell })
        // prepare() sets a third of the width, rounded down (106), in the very first pass.
        #expect(ownCell.frame.size == CGSize(width: 106, height: 106))

        let written = try Self.reel(Self.yaml(collection: "  sectionInset: [0, 10, 0, 10]")) { SelfSizingGridLayout() }
        let writtenCell = try #require(Array(written.frames()).first?.trace.scrollViews[0].attributes.first { $0.kind == .cell })
        // The file's inset is applied before prepare(), which divides what is left: 300 / 3.
        #expect(writtenCell.frame == CGRect(x: 10, y: 0, width: 100, height: 100))
    }

    @Test func anIndexPathWithOneIndexReadsAsItemZero() throws {
        let reel = try Self.reel(Self.yaml(collection: "  headerReferenceSize: [320, 40]")) { SingleIndexHeaderLayout() }
        let headers = try #require(Array(reel.frames()).first).trace.scrollViews[0].attributes.filter { $0.kind == .header }
        #expect(headers.map { [$0.section, $0.item] } == [[0, 0], [1, 0]])
    }

    // MARK: - Target content offset after a layout change

    @Test func aResizeLetsTheLayoutChooseTheOffset() throws {
        let layout = RowSnappingLayout()
        let view = CollectionView(id: "main", frame: CGRect(x: 0, y: 0, width: 320, height: 568),
                                  layout: layout, itemCounts: [40], displayScale: 2)
        _ = view.layoutPass()
        view.updateScrollView { $0.contentOffset = CGPoint(x: 0, y: 130) }
        _ = view.layoutPass()
        // Scrolling alone does not ask: only a layout change does.
        #expect(view.contentOffset.y == 130 && layout.proposals.isEmpty)
        view.setFrame(CGRect(x: 0, y: 0, width: 320, height: 400))
        _ = view.layoutPass()
        #expect(layout.proposals == [CGPoint(x: 0, y: 130)])
        // The layout snaps to the row boundary at 110 (100-pt rows, 10-pt spacing).
        #expect(view.contentOffset.y == 110)
    }
}
