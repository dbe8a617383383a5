import Foundation
import Testing
import ReelScroll

@Suite("FrameClock")
struct FrameClockTests {
    @Test func frameTimes() {
        let clock = FrameClock(fps: 50)
        #expect(clock.time(ofFrame: 0) == 0)
        #expect(clock.time(ofFrame: 15) == 0.3)
        #expect(clock.time(ofFrame: 50) == 1)
    }

    @Test func frameCountIncludesFrameZero() {
        // 1 s at 50 fps: frames 0...50 = 51.
        #expect(FrameClock(fps: 50).frameCount(covering: 1) == 51)
        // 0.31 s at 50 fps: 15.5 intervals → 16 → 17 frames.
        #expect(FrameClock(fps: 50).frameCount(covering: 0.31) == 17)
        // 0.7·30 = 21.000000000000004 in binary: still 21 intervals, 22 frames.
        #expect(FrameClock(fps: 30).frameCount(covering: 0.7) == 22)
        #expect(FrameClock(fps: 30).frameCount(covering: 0) == 1)
        // fps below 1 becomes 1; an infinite duration is capped instead of trapping.
        #expect(FrameClock(fps: 0).fps == 1)
        #expect(FrameClock(fps: 30).frameCount(covering: .infinity) == 1_000_000_000_001)
    }
}
