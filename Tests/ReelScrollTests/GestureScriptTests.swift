import Foundation
import Testing
import ReelScroll

@Suite("GestureScript")
struct GestureScriptTests {
    let start = CGPoint(x: 160, y: 400)

    /// Walks the script at `fps` as the simulation does: (−1, 0], then (n−1/fps, n/fps].
    func walk(_ script: GestureScript, fps: Int) -> [(frame: Int, events: [TouchEvent])] {
        let clock = FrameClock(fps: fps)
        var previous: TimeInterval = -1
        var frames: [(frame: Int, events: [TouchEvent])] = []
        for frame in 0..<clock.frameCount(covering: script.duration) {
            let time = clock.time(ofFrame: frame)
            frames.append((frame, script.events(from: previous, to: time)))
            previous = time
        }
        return frames
    }

    @Test func dragHoldReleaseWaitAtFiftyFPS() {
        let script = GestureScript(steps: [
            .drag(from: start, by: CGVector(dx: 0, dy: -200), duration: 0.3, easing: .linear),
            .hold(duration: 0.2),
            .release,
            .wait(duration: 0.5),
        ], defaultTouchLocation: .zero)
        // 0.3 + 0.2 + 0 + 0.5 = 1 s → 51 frames at 50 fps.
        #expect(script.duration == 1)
        let frames = walk(script, fps: 50)
        #expect(frames.count == 51)
        // Frame 0 (t = 0): touch down; the finger has not moved yet.
        #expect(frames[0].events == [.began(location: start, time: 0)])
        // Frames 1...15 (t = 0.02...0.30): one move each, 200/0.3·t points up.
        for frame in 1...15 {
            let t = Double(frame) / 50
            let y = 400 - 200 * CGFloat(t / 0.3)
            guard case .moved(let location, let time)? = frames[frame].events.first else {
                Issue.record("frame \(frame): \(frames[frame].events)")
                continue
            }
            #expect(frames[frame].events.count == 1)
            #expect(time == t && location.x == 160 && isClose(location.y, y, 1e-9))
        }
        // Frames 16...24: holding still sends nothing.
        #expect(frames[16...24].allSatisfy { $0.events.isEmpty })
        // Frame 25 (t = 0.5): the release, with the velocity of a finger holding still.
        #expect(frames[25].events == [.ended(location: CGPoint(x: 160, y: 200), velocity: .zero, time: 0.5)])
        // Frames 26...50: waiting.
        #expect(frames[26...].allSatisfy { $0.events.isEmpty })
    }

    @Test func releaseVelocityOfALinearDrag() {
        let script = GestureScript(steps: [
            .drag(from: start, by: CGVector(dx: 0, dy: -200), duration: 0.3, easing: .linear),
            .release,
        ], defaultTouchLocation: .zero)
        // by/duration = −200/0.3 = −666.67 pt/s, at the end of the drag (0.3 s).
        let events = script.events(from: 0.28, to: 0.3)
        guard case .ended(let location, let velocity, let time)? = events.last else {
            Issue.record("\(events)")
            return
        }
        #expect(events.count == 1 && time == 0.3 && location == CGPoint(x: 160, y: 200))
        #expect(velocity.x == 0 && isClose(velocity.y, -666.666_667, 1e-5))
    }

    @Test func releaseVelocityOfEasedDrags() {
        func releaseVelocity(_ easing: Easing) -> CGFloat? {
            let script = GestureScript(steps: [
                .drag(from: start, by: CGVector(dx: 0, dy: -100), duration: 0.5, easing: easing), .release,
            ], defaultTouchLocation: .zero)
            for case .ended(_, let velocity, _) in script.events(from: 0, to: 1) { return velocity.y }
            return nil
        }
        // easeOut ends flat; easeIn ends at −100·(1/0.58)/0.5 = −344.83 pt/s.
        #expect(isClose(releaseVelocity(.easeOut) ?? 1, 0, 1e-6))
        #expect(isClose(releaseVelocity(.easeIn) ?? 0, -344.827_586, 1e-5))
    }

    @Test func flingIsTouchDownMoveAndLiftAtItsVelocity() {
        let script = GestureScript(steps: [.fling(velocity: CGVector(dx: 0, dy: -1000))],
                                   defaultTouchLocation: start)
        #expect(script.duration == 0.1)
        let events = script.events(from: -1, to: 0.1)
        // Down at the default point at 0, up 0.1 s later 100 pt higher, still at 1000 pt/s.
        #expect(events == [
            .began(location: start, time: 0),
            .ended(location: CGPoint(x: 160, y: 300), velocity: CGPoint(x: 0, y: -1000), time: 0.1),
        ])
        #expect(script.touchLocation(at: 0.05) == CGPoint(x: 160, y: 350))
        #expect(script.touchLocation(at: 0.1) == nil)
    }

    @Test func tap() {
        let tapPoint = CGPoint(x: 100, y: 100)
        let script = GestureScript(steps: [.wait(duration: 0.2), .tap(at: tapPoint)],
                                   defaultTouchLocation: start)
        // 0.2 + 0.1 = 0.3 s
        #expect(isClose(script.duration, 0.3, tolerance: 1e-12))
        #expect(script.events(from: 0.16, to: 0.18).isEmpty)
        #expect(script.events(from: 0.18, to: 0.2) == [.tap(location: tapPoint, time: 0.2)])
        #expect(script.events(from: 0.2, to: 0.28).isEmpty)
        // The lift, where UIKit selects, 0.1 s after the touch-down.
        let lift = script.events(from: 0.28, to: 0.3)
        guard lift.count == 1, case .tapEnded(let location, let time) = lift[0] else {
            Issue.record("expected the tap's lift, got \(lift)")
            return
        }
        #expect(location == tapPoint && isClose(time, 0.3, tolerance: 1e-12))
        #expect(script.touchLocation(at: 0.1) == nil)
        #expect(script.touchLocation(at: 0.25) == tapPoint)
        #expect(script.touchLocation(at: 0.31) == nil)
    }

    @Test func programmaticScrollEvent() {
        let script = GestureScript(steps: [
            .wait(duration: 0.5), .scroll(target: "table", to: CGPoint(x: 0, y: 800), duration: 0.3),
        ], defaultTouchLocation: start)
        #expect(script.duration == 0.8)
        #expect(script.events(from: 0.48, to: 0.5)
            == [.scroll(target: "table", to: CGPoint(x: 0, y: 800), duration: 0.3, time: 0.5)])
    }

    @Test func touchLocationFollowsTheEasing() {
        let script = GestureScript(steps: [
            .wait(duration: 0.1),
            .drag(from: start, by: CGVector(dx: 0, dy: -300), duration: 0.3, easing: .easeInOut),
            .release,
        ], defaultTouchLocation: .zero)
        #expect(script.touchLocation(at: 0.05) == nil)
        // Half-way through the drag is half-way along it (ease-in-out is symmetric).
        let middle = script.touchLocation(at: 0.25)
        #expect(middle != nil && isClose(middle?.y ?? 0, 250, 1e-6))
        // At the release instant the finger is already up.
        #expect(script.touchLocation(at: 0.4) == nil)
    }

    @Test func everyBoundaryEventArrivesExactlyOnceAtAnyFrameRate() {
        // Boundaries at 0 (began), 0.13 (ended), 0.2 (began), 0.27 (ended, then tap).
        let script = GestureScript(steps: [
            .drag(by: CGVector(dx: 0, dy: -50), duration: 0.13),
            .release,
            .wait(duration: 0.07),
            .fling(velocity: CGVector(dx: 0, dy: -800), duration: 0.07),
            .tap(at: start),
        ], defaultTouchLocation: start)
        for fps in [24, 30, 60, 240] {
            let boundaries = walk(script, fps: fps).flatMap(\.events).filter {
                if case .moved = $0 { return false }
                return true
            }
            #expect(boundaries.count == 6)
            guard boundaries.count == 6 else { continue }
            guard case .began = boundaries[0], case .ended = boundaries[1], case .began = boundaries[2],
                  case .ended = boundaries[3], case .tap = boundaries[4], case .tapEnded = boundaries[5] else {
                Issue.record("\(fps) fps: \(boundaries)")
                continue
            }
            #expect(isClose(boundaries[4].time, 0.27, tolerance: 1e-12))
            #expect(isClose(boundaries[5].time, 0.37, tolerance: 1e-12))
        }
    }

    @Test func holdWithTheFingerUpCatchesAtTheDefaultPoint() {
        let script = GestureScript(steps: [.fling(velocity: CGVector(dx: 0, dy: -900)), .hold(duration: 0.2)],
                                   defaultTouchLocation: start)
        let events = script.events(from: 0.09, to: 0.11)
        #expect(events.count == 2)
        #expect(events.last == .began(location: start, time: 0.1))
    }
}
