import Foundation
import Testing
import ReelScroll

/// A gesture script driving a scroll view the way the simulation loop does.
@Suite("Scripted scrolling")
struct ScriptedScrollTests {
    /// Applies each frame's events to `view` (translation = location − touch-down location).
    func play(_ script: GestureScript, on view: inout ScrollState, fps: Int) -> [CGFloat] {
        let clock = FrameClock(fps: fps)
        var previous: TimeInterval = -1
        var touchDown = CGPoint.zero
        var offsets: [CGFloat] = []
        for frame in 0..<clock.frameCount(covering: script.duration) {
            let time = clock.time(ofFrame: frame)
            for event in script.events(from: previous, to: time) {
                switch event {
                case .began(let location, let t):
                    touchDown = location
                    view.touchBegan(at: t)
                case .moved(let location, let t):
                    view.touchMoved(translation: CGPoint(x: location.x - touchDown.x, y: location.y - touchDown.y), at: t)
                case .ended(let location, let velocity, let t):
                    view.touchMoved(translation: CGPoint(x: location.x - touchDown.x, y: location.y - touchDown.y), at: t)
                    view.touchEnded(velocity: velocity, at: t)
                case .tap(_, let t):
                    view.touchBegan(at: t)
                    view.touchEnded(velocity: .zero, at: t)
                case .tapEnded, .action, .scrollToItem:
                    break
                case .scroll(_, let offset, let duration, let t):
                    view.setContentOffset(offset, animated: true, at: t, duration: duration)
                }
            }
            view.advance(to: time)
            previous = time
            offsets.append(view.contentOffset.y)
        }
        return offsets
    }

    @Test func dragThenHoldLeavesTheContentWhereTheFingerPutIt() {
        var view = ScrollState(viewportSize: CGSize(width: 320, height: 568),
                              contentSize: CGSize(width: 320, height: 2000))
        let script = GestureScript(steps: [
            .drag(by: CGVector(dx: 0, dy: -300), duration: 0.5), .hold(duration: 0.1), .release,
            .wait(duration: 0.5),
        ], defaultTouchLocation: CGPoint(x: 160, y: 500))
        let offsets = play(script, on: &view, fps: 30)
        // Frame 15 (0.5 s): the drag is done, the finger has moved 300 pt up: offset 0 + 300.
        #expect(isClose(offsets[15], 300, 1e-9))
        // Released still: no momentum.
        #expect(offsets.last == 300 && view.phase == .idle)
    }

    @Test func flingThenTapStopsTheScroll() {
        var view = ScrollState(viewportSize: CGSize(width: 320, height: 568),
                              contentSize: CGSize(width: 320, height: 20_000))
        let script = GestureScript(steps: [
            .fling(velocity: CGVector(dx: 0, dy: -2000), duration: 0.1), .wait(duration: 0.4),
            .tap(at: CGPoint(x: 160, y: 300)), .wait(duration: 0.5),
        ], defaultTouchLocation: CGPoint(x: 160, y: 500))
        let offsets = play(script, on: &view, fps: 50)
        // Fling: 200 pt of drag, then momentum at 2000 pt/s for 0.4 s:
        // 200 + 2000·(1 − e^(−2.002·0.4))/2.002 = 200 + 550.70 = 750.70 when the tap lands at 0.5 s.
        let expected = 200 + 2000 * (1 - Foundation.exp(-2.002_002_670_673 * 0.4)) / 2.002_002_670_673
        #expect(isClose(offsets[25], expected, 1e-6))
        #expect(offsets.last == offsets[25] && view.phase == .idle)
    }
}
