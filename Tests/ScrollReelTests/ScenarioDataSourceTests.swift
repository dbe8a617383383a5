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
        let view = try #require((simulation.screen as? CollectionScreen)?.main.layout.collectionView)
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
