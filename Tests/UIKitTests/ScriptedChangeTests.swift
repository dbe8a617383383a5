import Foundation
import ScrollReel
import Testing
import UIKit

/// A script's data change on an app's screen is made as the app's own code would make it: by
/// UIKit's calls on its table view, so the app's data source answers the counts.
@Suite struct ScriptedChangeTests {
    /// The ticker has ten rows until its first tick (0.5 s): a script that inserts a row at
    /// 0.2 s leaves the data source at ten, and UIKit throws, naming the counts.
    @Test func aScriptedInsertTheDataSourceDoesNotFollowIsUIKitsInvalidUpdate() throws {
        let script = try Scenario.parse("""
            name: ticker
            viewport: iphone-se
            fps: 10
            tail: 0.5
            gestures: [{wait: 0.2}, {performBatchUpdates: {insertItems: [[0, 0]]}}]
            """, file: "ticker.yaml", asAppScript: true)
        let frames = Array(Reel(scenario: script.showing { TickerViewController(style: .plain) }).frames())
        #expect(frames[2].trace.events == ["performBatchUpdates {insertItems [0-0]}"])
        let console = frames.flatMap(\.trace.console)
        // A table's words: rows, not items.
        #expect(console.contains { $0.hasSuffix("Invalid batch updates detected: the number of sections and/or rows returned by the data source before and/or after performing the batch updates are inconsistent with the updates.") })
        #expect(console.contains("Data source before updates = { 1 section with row counts: [10] }"))
        #expect(console.contains("Data source after updates = { 1 section with row counts: [10] }"))
        // The app ended there: no tick ever comes.
        #expect(frames.dropFirst(3).allSatisfy { $0.trace.events == nil })
    }

    /// A scripted `reloadData` makes the app's data source be asked again at the next layout
    /// pass, as the app's own call would: the trace names the step and what the data source said.
    @Test func aScriptedReloadAsksTheAppsDataSource() throws {
        let script = try Scenario.parse("""
            name: ticker
            viewport: iphone-se
            fps: 10
            tail: 0
            gestures: [{wait: 0.7}, reloadData, {wait: 0.2}]
            """, file: "ticker.yaml", asAppScript: true)
        let frames = Array(Reel(scenario: script.showing { TickerViewController(style: .plain) }).frames())
        #expect(frames[5].trace.events == ["insertRows [[0, 0]] .top"])
        // The step at 0.7 s; the data source is asked in that frame's layout pass, which the
        // next frame's trace reports, as for the app's own reloadData().
        #expect(frames[7].trace.events == ["reloadData"])
        #expect(frames[8].trace.events == ["reloadData {sections [11]}"])
    }
}
