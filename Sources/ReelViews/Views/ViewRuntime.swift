package import Foundation
import ReelGeometry

/// What views reach of the app they run in: its console (where Auto Layout's complaints go) and
/// the scene's text measurement. One per simulation, bound while it runs (the app's context is
/// one), so reels simulated on several threads at once share nothing.
open class ViewRuntime: @unchecked Sendable {
    /// Writes a line to the app's console (what Xcode's would show).
    package var log: (String) -> Void = { _ in }
    /// How big `text` is, wrapped to the width given (the scene's font metrics): what a label
    /// answers `sizeThatFits(_:)` with. Nil outside a scene.
    package var measureText: ((DrawnText, CGFloat) -> CGSize)?
    /// Where a label's first baseline is from its top, and its last from its bottom, in the
    /// scene's font. Nil outside a scene.
    package var baselines: ((DrawnText) -> (first: CGFloat, fromBottom: CGFloat))?
    /// `effectiveUserInterfaceLayoutDirection` of the app's views: where leading is.
    package var isRightToLeft = false
    /// Points per pixel: the grid Auto Layout rounds frames to.
    package var displayScale: CGFloat = 1
    /// Each view class's `appearance()` object, made on first use.
    package var appearanceProxies: [ObjectIdentifier: UIView] = [:]
    /// How many rounds a layout pass runs before its layout counts as not settling.
    package static var maximumLayoutRounds: Int { ConstraintLayout.maximumRounds }
    /// The class of a view whose layout did not settle (its `layoutSubviews` kept asking for
    /// another pass), once one did.
    package var unsettledLayout: String?
    private var reported: Set<String> = []
    /// The solutions of the constraint configurations solved so far this simulation: a cell
    /// measured again with the same contents at the same width is not solved again.
    let constraintSolutions = BoundedCache<ConstraintLayout.Configuration, [Double]>(budget: 2_048)
    /// How many configurations were solved this simulation (the rest came from `constraintSolutions`).
    package var constraintSolves = 0

    /// Whether `type` is one of ScrollReel's (its UIKit and engine), not the app's: by the
    /// module it is declared in.
    package static func isScrollReels(_ type: Any.Type) -> Bool {
        let module = String(reflecting: type).prefix { $0 != "." }
        return ["ReelViews", "ReelLayout", "ReelCompositional", "ReelScene", "ScrollReelUIKit", "UIKit", "WebKit", "SafariServices"]
            .contains(String(module))
    }

    /// Whether `message` is new this simulation (so a warning UIKit prints once, or a conflict
    /// met by every cell alike, is printed once); remembers it.
    package func reportOnce(_ message: String) -> Bool {
        reported.insert(message).inserted
    }

    /// The values being observed (KeyValueObserving.swift), with the tokens that stop them.
    var observedValueChecks: [(token: Int, check: ObservedValueCheck)] = []
    var nextObservationToken = 0

    package init() {}

    /// The runtime of the simulation running on this thread or task; nil outside one.
    @TaskLocal package static var running: ViewRuntime?

    // MARK: - What app code runs

    /// The app's method running now (or last), and the object it runs on: what a watchdog names
    /// when the app stops responding. Process-wide, as a watchdog reads it from another thread.
    private static let appCall = Locked<(method: StaticString, object: AnyObject?)>(("the app's launch", nil))

    /// Runs `body`, the app's `method` on `object`, on record.
    /// - Complexity: O(1) besides `body`.
    package static func callingApp<Result>(_ method: StaticString, on object: AnyObject?, _ body: () throws -> Result) rethrows -> Result {
        appCall.withLock { $0 = (method, object) }
        return try body()
    }

    /// The app's method running now, as a watchdog names it: `viewDidAppear(_:) of FeedViewController`.
    package static var appCallDescription: String {
        let (method, object) = appCall.withLock { $0 }
        return object.map { "\(method) of \(UIView.className(of: $0))" } ?? "\(method)"
    }
}
