import Foundation
import ReelLayout
import ReelRender
import ReelScroll

/// Runs a scenario on the fixed clock, one frame at a time.
///
/// Each tick: deliver the touch events of (previous tick, this tick], advance every scroll view
/// to this tick's time, run each collection view's layout pass, then build the view tree, the
/// display list and the trace row. Nothing reads a wall clock, so every run is identical.
public final class Simulation {
    public let scenario: Scenario
    public let scene: Scene
    public let console = Console()
    private let script: GestureScript
    private let clock: FrameClock
    private var router = TouchRouter()
    private var nextIndex = 0

    public init(scenario: Scenario) {
        self.scenario = scenario
        scene = Scene(scenario: scenario, console: console)
        let viewport = scenario.viewport
        script = GestureScript(steps: scenario.gestures,
                               defaultTouchLocation: CGPoint(x: viewport.width / 2, y: viewport.height / 2))
        clock = FrameClock(fps: scenario.fps)
    }

    /// The number of frames this simulation produces.
    public var frameCount: Int { scenario.frameCount }

    /// Simulates and returns the next frame, or nil after the last.
    /// - Complexity: O(e + log n + k log k) for e touch events, n items and k visible elements.
    public func nextFrame() -> Frame? {
        guard nextIndex < frameCount else { return nil }
        let index = nextIndex
        nextIndex += 1
        let time = clock.time(ofFrame: index)
        // Frame 0 also takes the events that start at t = 0.
        let previous = index == 0 ? -1 : clock.time(ofFrame: index - 1)
        for event in script.events(from: previous, to: time) {
            router.handle(event, in: scene)
        }
        var scrollViews: [ScrollViewTrace] = []
        var mainAttributes: [LayoutAttributes] = []
        for collectionView in scene.collectionViews {
            collectionView.updateScrollView { $0.advance(to: time) }
            let attributes = collectionView.layoutPass()
            scrollViews.append(ScrollViewTrace(collectionView, attributes: attributes))
            if collectionView === scene.main { mainAttributes = attributes }
        }
        let tree = scene.viewTree(attributes: mainAttributes)
        var items: [DisplayItem] = []
        tree.appendDisplayItems(to: &items)
        if scenario.overlays.contentOffset {
            items += OverlayDrawing.offsetReadout(scene.main.contentOffset, viewport: scenario.viewport.size)
        }
        if scenario.overlays.touches, let finger = script.touchLocation(at: time) {
            items.append(OverlayDrawing.touch(at: finger))
        }
        let list = DisplayList(size: scenario.viewport.size, scale: scenario.viewport.scale,
                               background: scenario.background, items: items)
        let trace = FrameTrace(index: index, time: time, scrollViews: scrollViews, console: console.drain())
        return Frame(index: index, time: time, viewTree: tree, displayList: list, trace: trace)
    }
}

extension Simulation: Sequence, IteratorProtocol {
    public func next() -> Frame? { nextFrame() }
}
