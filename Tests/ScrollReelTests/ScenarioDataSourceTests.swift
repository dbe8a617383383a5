import Foundation
import ReelLayout
import ReelScenario
import ReelScene
import ScrollReel
import Testing

/// A scenario's cells come from its own data source, on the path an app's take: dequeued as
/// they come on screen, the same object while their item stays, reused once they left.
@Suite struct ScenarioDataSourceTests {
    /// 40 cells 50 pt tall, 10 apart, on a 320 × 480 screen (eight on screen at a time),
    /// scrolled down 1,200 pt in one second.
    static let scenario = """
        name: reuse
        viewport: {width: 320, height: 480, scale: 1}
        fps: 30
        tail: 0
        collection:
          contentInsetAdjustmentBehavior: never
          itemSize: [300, 50]
          minimumLineSpacing: 10
          sections: [40]
          cell: {color: seeded, label: "Item {item1}"}
        gestures:
          - scroll: {to: [0, 1200], duration: 1}
        """

    @Test func cellsAreKeptWhileOnScreenAndReusedOnceTheyLeave() throws {
        let simulation = Simulation(scenario: try Scenario.parse(Self.scenario, file: "reuse.yaml"))
        let view = try #require(simulation.screen.mainCollectionView?.layout.collectionView)
        var made = Set<ObjectIdentifier>()
        var previous: [IndexPath: ObjectIdentifier] = [:]
        var frames = 0
        while let frame = simulation.nextFrame() {
            frames += 1
            let onScreen = view.cellsOnScreen.mapValues(ObjectIdentifier.init)
            // An item that stays on screen keeps its cell.
            for (path, cell) in onScreen where previous[path] != nil {
                #expect(previous[path] == cell, "item \(path) changed cell at frame \(frame.index)")
            }
            made.formUnion(onScreen.values)
            previous = onScreen
            // The drawn cells are the ones on screen, each showing its own item.
            let drawn = frame.viewTree.subviews[0].subviews.filter { $0.name.hasPrefix("cell ") }
            #expect(drawn.count == onScreen.count)
        }
        #expect(frames == 31)
        // 21 items pass the screen (rows 0 … 20 by the end), but at most nine are on screen at
        // once (eight, and a ninth while one leaves): cells that left are reused.
        #expect(made.count <= 10)
        #expect(view.cellsOnScreen.keys.map(\.item).sorted() == Array(20...27))
        let cell = try #require(view.cellsOnScreen[IndexPath(item: 20, section: 0)])
        let label = try #require(cell.contentView.subviews.first as? TextDrawingView)
        #expect(label.drawnText?.text == "Item 21")
    }
}

/// Headers follow their sections through an update, as UIKit moves them; a deleted section's
/// header fades out still showing its own title.
@Suite struct HeaderThroughUpdateTests {
    @Test func aDeletedSectionsHeaderKeepsItsTitleAsItLeaves() throws {
        let scenario = try Scenario.parse("""
            name: sections
            viewport: {width: 320, height: 480, scale: 1}
            fps: 30
            tail: 0
            collection:
              contentInsetAdjustmentBehavior: never
              itemSize: [300, 40]
              headerReferenceSize: [320, 30]
              sections: [{items: 2, title: First}, {items: 2, title: Second}, {items: 2, title: Third}]
            gestures:
              - wait: 0.1
              - performBatchUpdates: {deleteSections: [0]}
              - wait: 0.5
            """, file: "sections.yaml")
        let frames = Array(Simulation(scenario: scenario))
        func headers(_ frame: Frame) -> [(String, String?)] {
            frame.viewTree.subviews[0].subviews.filter { $0.name.hasPrefix("header ") }.map { ($0.name, $0.firstLabelText) }
        }
        // Mid-animation: the leaving header 0 still says "First"; the sections after it have
        // moved up a place, with their own titles.
        let middle = frames[6]
        #expect(middle.trace.main.attributes.contains { $0.kind == .header && $0.update == "disappearing" })
        let during = headers(middle)
        #expect(during.contains { $0.0 == "header 0" && $0.1 == "First" })
        #expect(during.contains { $0.0 == "header 0" && $0.1 == "Second" })
        #expect(during.contains { $0.0 == "header 1" && $0.1 == "Third" })
        let after = headers(try #require(frames.last))
        #expect(after.map(\.1) == ["Second", "Third"])
    }
}
