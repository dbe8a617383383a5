public import Foundation
import ReelLayout
public import ScrollReelUIKit

/// `CADisplayLink`: calls its target at each refresh of the display — 60 times a simulated second
/// here, iOS's rate without ProMotion (its `duration` is 1/60 s) — once added to the main run
/// loop, until paused or invalidated. Its selector is sent as controls send theirs (`scrollreel
/// port` makes `#selector` carry the method).
open class CADisplayLink {
    /// The display's refresh interval: 60 Hz.
    public static let refreshInterval: CFTimeInterval = 1.0 / 60

    private weak var target: AnyObject?
    private let selector: Selector
    private var timer: Timer?
    /// When the last frame was shown, and when the next will be (`CACurrentMediaTime()`'s clock).
    public private(set) var timestamp: CFTimeInterval = 0
    public private(set) var targetTimestamp: CFTimeInterval = 0
    public var duration: CFTimeInterval { Self.refreshInterval }
    /// Paused, the link skips its calls; it stays on the run loop.
    open var isPaused = false
    /// Kept: the display refreshes at 60 Hz whatever the link prefers.
    open var preferredFramesPerSecond = 0
    open var preferredFrameRateRange = CAFrameRateRange.default
    open var frameInterval = 1

    public init(target: Any, selector sel: Selector) {
        self.target = target as AnyObject
        selector = sel
    }

    /// Starts calling the target at each refresh.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard timer == nil else { return }
        let timer = Timer(timeInterval: Self.refreshInterval, repeats: true) { [weak self] timer in
            guard let self else { return timer.invalidate() }
            timestamp = CACurrentMediaTime()
            targetTimestamp = timestamp + Self.refreshInterval
            guard !isPaused, let target else { return }
            if !selector.send(to: target, from: self, event: nil) {
                AppContext.current?.log("ScrollReel: a display link's selector \(selector.name) cannot be sent (no Objective-C runtime); "
                                        + "use `#selector`, which the build carries the method in")
            }
        }
        self.timer = timer
        runloop.add(timer, forMode: mode)
    }

    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        invalidate()
    }

    /// Stops the calls and takes the link off the run loop.
    open func invalidate() {
        timer?.invalidate()
        timer = nil
    }
}

/// `CAFrameRateRange`: the refresh rates a display link prefers (kept).
public struct CAFrameRateRange: Hashable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// `CACurrentMediaTime()`: seconds on the simulated clock, since the reel began.
public func CACurrentMediaTime() -> CFTimeInterval {
    AppContext.current?.now ?? 0
}
