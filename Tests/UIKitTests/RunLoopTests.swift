import Foundation
import ScrollReel
import Testing
import UIKit

/// Timers on the simulated main run loop.
@Suite struct RunLoopTests {
    @Test func aRepeatingTimerFiresEveryIntervalUntilInvalidated() throws {
        let script = try Scenario.parse("name: ticker\nviewport: iphone-se\nfps: 30\ntail: 0\ngestures: [{wait: 2.5}]",
                                        file: "ticker.yaml", asAppScript: true)
        let frames = Array(Reel(scenario: script.showing { TickerViewController(style: .plain) }).frames())
        let ticks = frames.filter { $0.trace.events != nil }
        // Added to the run loop at launch (t = 0): 0.5, 1.0 and 1.5 s — frames 15, 30, 45 — then no more.
        #expect(ticks.map(\.index) == [15, 30, 45])
        #expect(ticks.map { $0.trace.events ?? [] } == Array(repeating: ["insertRows [[0, 0]] .top"], count: 3))
    }

    /// `perform(_:with:afterDelay:)` runs on the simulated clock, and a withdrawn request never
    /// runs: three keystrokes 0.2 s apart search once, 0.5 s after the last.
    @Test func aDelayedPerformRunsUnlessWithdrawn() throws {
        let script = try Scenario.parse("name: debounce\nviewport: iphone-se\nfps: 30\ntail: 0\ngestures: [{wait: 3}]",
                                        file: "debounce.yaml", asAppScript: true)
        let screen = MadeScreen()
        let frames = Array(Reel(scenario: script.showing {
            let search = DebouncedSearchViewController(style: .plain)
            screen.screen = search
            return search
        }).frames())
        // 0.4 + 0.5 s, 1.0 s and 1.5 + 0.5 s: frames 27, 30 and 60.
        #expect(frames.filter { $0.trace.events != nil }.map(\.index) == [27, 30, 60])
        #expect((screen.screen as? DebouncedSearchViewController)?.rows == ["4 letters", "recent", "3 letters"])
    }
}
