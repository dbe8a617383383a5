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
}
