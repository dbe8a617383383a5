/// The app's own code stopped the simulation while the frame after the last of ``frameCount``
/// frames was made: it trapped — the process ended there, with `line` on standard error
/// (`App/FeedViewController.swift:42: Fatal error: Index out of range`) — or it stopped
/// responding, and the watchdog ended it, `line` naming the method it was stuck in.
public struct AppTrap: Sendable, Hashable {
    /// The frames simulated before the trap.
    public var frameCount: Int
    /// What the Swift runtime printed, or what the watchdog says.
    public var line: String
    /// Whether the app stopped responding (the watchdog ended it) rather than trapped.
    public var stoppedResponding: Bool
    /// The console lines of the frame it trapped in, before the trap (a storyboard's "is not
    /// simulated" that explains a nil outlet).
    public var console: [String]

    public init(frameCount: Int, line: String, stoppedResponding: Bool = false, console: [String] = []) {
        self.frameCount = frameCount
        self.line = line
        self.stoppedResponding = stoppedResponding
        self.console = console
    }
}
