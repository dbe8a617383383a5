public import Foundation
public import ReelGeometry

/// The screen a simulation runs on, for layout code that asks the screen rather than its
/// collection view (`UIScreen.main.bounds.width` in an initialiser is common in app code).
///
/// The simulation binds it while it creates the layout and while it runs each frame; elsewhere
/// it is a 320 × 568-pt @2x screen, the default viewport.
public struct LayoutScreen: Sendable, Hashable {
    /// The screen's bounds in points.
    public var bounds: CGRect
    /// Pixels per point.
    public var scale: CGFloat
    /// The screen's safe area: the status bar at the top, the home indicator at the bottom.
    public var safeArea: UIEdgeInsets

    /// The status bar's height at the top of the screen (the safe area's top).
    public var statusBarHeight: CGFloat { safeArea.top }

    public init(bounds: CGRect, scale: CGFloat, safeArea: UIEdgeInsets = UIEdgeInsets(top: 20)) {
        self.bounds = bounds
        self.scale = scale
        self.safeArea = safeArea
    }

    /// The screen of the simulation running on this thread or task.
    @TaskLocal public static var current = LayoutScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 568), scale: 2)
}
