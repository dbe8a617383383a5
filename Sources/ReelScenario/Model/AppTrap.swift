/// The app's own code trapped while the frame after the last of ``frameCount`` frames was
/// simulated: the process ended there, with `line` on standard error
/// (`App/FeedViewController.swift:42: Fatal error: Index out of range`).
public struct AppTrap: Sendable, Hashable {
    /// The frames simulated before the trap.
    public var frameCount: Int
    /// What the Swift runtime printed.
    public var line: String

    public init(frameCount: Int, line: String) {
        self.frameCount = frameCount
        self.line = line
    }
}
