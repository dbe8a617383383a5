package import Foundation

/// What views reach of the app they run in: its console (where Auto Layout's complaints go) and
/// the scene's text measurement. One per simulation, bound while it runs (the app's context is
/// one), so reels simulated on several threads at once share nothing.
open class ViewRuntime: @unchecked Sendable {
    /// Writes a line to the app's console (what Xcode's would show).
    package var log: (String) -> Void = { _ in }
    /// How big `text` is, wrapped to the width given (the scene's font metrics): what a label
    /// answers `sizeThatFits(_:)` with. Nil outside a scene.
    package var measureText: ((DrawnText, CGFloat) -> CGSize)?
    /// `effectiveUserInterfaceLayoutDirection` of the app's views: where leading is.
    package var isRightToLeft = false

    package init() {}

    /// The runtime of the simulation running on this thread or task; nil outside one.
    @TaskLocal package static var running: ViewRuntime?
}
