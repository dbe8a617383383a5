public import Foundation
import ReelLayout
public import ReelScenario
import ReelScroll
import ReelTrace

/// Runs a scenario on the fixed clock, one frame at a time.
///
/// Each tick: deliver the touch events of (previous tick, this tick], advance every scroll view
/// to this tick's time, run the screen's layout passes, then record the view tree and the trace
/// row. Nothing reads a wall clock, so every run is identical. Nothing is drawn here.
public final class Simulation {
    public let scenario: Scenario
    package let screen: WindowScreen
    public let console = Console()
    /// How many of the latest console lines a frame carries (what a console panel can show).
    public static let recentConsoleLineCount = 6
    /// How long the content lags the finger: touches reach the scroll views this much later
    /// than the finger moves (40 ms fits real UIKit recordings best, docs/fidelity.md, "Finger
    /// lag"). The finger overlay is drawn where the finger really is.
    public static let touchLatency: TimeInterval = 0.04
    private let script: GestureScript
    /// The script's data changes, by action number.
    private let dataChanges: [DataChange]
    /// The changes each one's completion makes, by action number.
    private let completions: [[DataChange]]
    /// What ran on the run loop since the last frame, for the trace.
    private var runLoopEvents: [String] = []
    private let clock: FrameClock
    private var router: TouchRouter
    private var consoleTail: [String] = []
    private var nextIndex = 0
    /// Once the app ended, the frame it ended on.
    private var lastFrameBeforeTheEnd: Frame?
    /// The screen layout code sees as `UIScreen.main` while this simulation runs.
    private let layoutScreen: LayoutScreen
    /// The app's main run loop: completions and queued work wait here for their time.
    private let runLoop = MainRunLoop()
    /// The app's globals: its run loop's clock, its animation settings, UIKit's singletons.
    private let appContext: AppContext

    public init(scenario: Scenario) {
        self.scenario = scenario
        let viewport = scenario.viewport
        layoutScreen = LayoutScreen(bounds: CGRect(x: 0, y: 0, width: viewport.width, height: viewport.height),
                                    scale: viewport.scale, safeArea: viewport.safeArea)
        let runLoop = self.runLoop
        let appContext = AppContext(schedule: { runLoop.schedule(at: $0, $1) }, now: { runLoop.now })
        appContext.log = { [console] in console.log($0) }
        appContext.isRightToLeft = scenario.layoutDirection == .rightToLeft
        appContext.displayScale = viewport.scale
        appContext.contentSizeCategory = scenario.contentSizeCategory
        appContext.iOSVersion = scenario.iOSVersion
        appContext.seed = scenario.seed
        self.appContext = appContext
        // Layout code may ask `UIScreen.main` as early as its initialiser.
        screen = LayoutScreen.$current.withValue(layoutScreen) { [console] in
            appContext.run {
                // The app's window when the scenario runs an app, else the scenario's own.
                scenario.appWindow.map { WindowScreen(scenario: scenario, console: console, launch: $0) }
                    ?? WindowScreen(scenario: scenario, console: console)
            }
        }
        script = GestureScript(steps: scenario.gestures.map(\.step),
                               defaultTouchLocation: CGPoint(x: viewport.width / 2, y: viewport.height / 2))
        dataChanges = scenario.gestures.compactMap(\.dataChange)
        completions = scenario.gestures.filter { $0.dataChange != nil }.map(\.completion)
        router = TouchRouter(tapTargets: scenario.gestures.compactMap(\.tapTarget), console: console)
        clock = FrameClock(fps: scenario.fps)
        frameCount = scenario.frameCount
    }

    /// The number of frames this simulation produces; worked out once, as it walks the script's
    /// data changes.
    public let frameCount: Int

    /// Simulates and returns the next frame, or nil after the last.
    /// - Complexity: O(e + log n + k log k) for e touch events, n items and k visible elements.
    public func nextFrame() -> Frame? {
        LayoutScreen.$current.withValue(layoutScreen) {
            appContext.run { simulateNextFrame() }
        }
    }

    private func simulateNextFrame() -> Frame? {
        guard nextIndex < frameCount else { return nil }
        let index = nextIndex
        nextIndex += 1
        let time = clock.time(ofFrame: index)
        if var ended = lastFrameBeforeTheEnd {
            // The app ended (app code made an invalid update): the screen stays as it was.
            ended.index = index
            ended.time = time
            ended.trace.index = index
            ended.trace.time = time
            ended.trace.console = []
            ended.trace.events = nil
            ended.touchLocation = nil
            return ended
        }
        // Frame 0 also takes the events that start at t = 0.
        let previous = index == 0 ? -1 : clock.time(ofFrame: index - 1)
        // Programmatic steps on time; finger events `touchLatency` late, in time order.
        let programmatic = script.events(from: previous, to: time).filter { !$0.isTouch }
        let touches = script.events(from: previous - Self.touchLatency, to: time - Self.touchLatency)
            .filter(\.isTouch).map { $0.delayed(by: Self.touchLatency) }
        var events: [String] = []
        // Scroll views that came on screen since the last frame wait on the run loop too.
        for scrollView in screen.scrollViews where scrollView.runLoop == nil { scrollView.runLoop = runLoop }
        // Work on the run loop runs at its time, the scroll views moved there first.
        let runDueWork = { [screen, runLoop, appContext] (until: TimeInterval) in
            // Key-value observers hear what each turn of work changed, before the next runs.
            runLoop.run(until: until) { workTime in
                _ = appContext.checkObservedValues()
                for scrollView in screen.scrollViews { scrollView.advance(to: workTime) }
            }
            _ = appContext.checkObservedValues()
        }
        for event in (programmatic + touches).sorted(by: { $0.time < $1.time }) {
            runDueWork(event.time)
            if case .action(let number, let eventTime) = event {
                guard dataChanges.indices.contains(number) else { continue }
                // The data changes when the scroll views are where they are at that instant.
                for scrollView in screen.scrollViews { scrollView.advance(to: eventTime) }
                let before = screen.mainCollectionView?.updateCount ?? 0
                screen.perform(dataChanges[number], at: eventTime)
                if let event = dataChanges[number].traceDescription { events.append(event) }
                if !completions[number].isEmpty, !screen.hasEnded, let collectionView = screen.mainCollectionView {
                    let steps = completions[number]
                    collectionView.complete(updatesAfter: before) { [weak self] _ in
                        guard let self else { return }
                        for change in steps where !screen.hasEnded {
                            screen.perform(change, at: collectionView.time)
                            if let event = change.traceDescription { runLoopEvents.append("completion: " + event) }
                        }
                    }
                }
            } else {
                router.handle(event, on: screen)
            }
        }
        runDueWork(time)
        events.insert(contentsOf: runLoopEvents, at: 0)
        runLoopEvents = []
        for case let collectionView as CollectionView in screen.scrollViews {
            events += collectionView.appCodeEvents
            collectionView.appCodeEvents = []
        }
        for scrollView in screen.scrollViews {
            scrollView.advance(to: time)
        }
        var attributes = screen.layout(at: time)
        // An observer told of what the layout changed (a content size) may change it again:
        // the frame shows the layout after it.
        if appContext.checkObservedValues() { attributes = screen.layout(at: time) }
        let scrollViews = zip(screen.scrollViews, attributes).map { ScrollViewTrace($0, frame: screen.screenFrame(of: $0), attributes: $1) }
        if let trap = scenario.trap, index == frameCount - 1 {
            // The app's code trapped computing the next frame: this is the last one shown.
            // What the app logged in the frame it trapped in comes before the trap's line.
            trap.console.forEach(console.log)
            console.log(trap.line)
        }
        // Drawn before the console is read: what drawing says (a view not drawn) is this frame's.
        let viewTree = screen.viewTree()
        let lines = console.drain()
        if let crash = lines.firstIndex(where: Console.endsTheApp) {
            // The app ends here: what is shown is the exception, from its first line.
            consoleTail = Array(lines[crash...])
            if appContext.terminationLine == nil { appContext.terminationLine = lines[crash] }
        } else {
            consoleTail = Array((consoleTail + lines).suffix(Self.recentConsoleLineCount))
        }
        let trace = FrameTrace(index: index, time: time, scrollViews: scrollViews, console: lines,
                               pager: screen.pagerTrace, headerProgress: screen.headerProgress,
                               events: events.isEmpty ? nil : events)
        var frame = Frame(index: index, time: time, viewTree: viewTree, trace: trace,
                     // A tap is drawn where the router resolved it (a tap scripted by element name
                     // has no point of its own), from when it reaches the screen.
                     touchLocation: router.tapLocation(at: time) ?? script.dragLocation(at: time),
                     contentOffset: screen.main?.contentOffset ?? .zero, recentConsoleLines: consoleTail)
        frame.appBars = appContext.bars?()
        if scenario.tracesViews { frame.trace.views = frame.viewTree.viewList() }
        frame.selfSizingMarks = selfSizingMarks(in: zip(screen.scrollViews, attributes).first { $0.0 === screen.main }?.1 ?? [])
        if screen.hasEnded { lastFrameBeforeTheEnd = frame }
        return frame
    }
}

extension Simulation {
    /// The main view's self-sizing elements that overlap the screen, in screen points.
    /// - Complexity: O(k) for k elements on screen.
    private func selfSizingMarks(in attributes: [LayoutAttributes]) -> [SelfSizingMark] {
        guard let main = screen.main else { return [] }
        let view = screen.screenFrame(of: main)
        let offset = main.contentOffset
        return attributes.compactMap { element in
            guard let sizing = element.sizing, !element.isHidden, element.alpha > 0 else { return nil }
            let frame = element.frame.offsetBy(dx: view.minX - offset.x, dy: view.minY - offset.y)
            guard frame.intersects(view) else { return nil }
            return SelfSizingMark(frame: frame, estimatedSize: sizing == .measured ? element.estimatedSize : nil)
        }
    }
}

extension Simulation: Sequence, IteratorProtocol {
    public func next() -> Frame? { nextFrame() }
}
