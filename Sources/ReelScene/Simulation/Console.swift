/// The lines UIKit would print to the Xcode console while the scenario runs.
public final class Console {
    private var pending: [String] = []

    public init() {}

    /// How the line that ends an app with an exception begins.
    public static let uncaughtExceptionPrefix = "*** Terminating app due to uncaught exception"

    /// How the line begins with which ScrollReel stops an app that went past what it simulates
    /// (a view tree too big to draw, a layout that never settles).
    public static let stoppedAppPrefix = "ScrollReel: the app was stopped:"

    /// Whether `line` ends the app: an uncaught exception, or ScrollReel stopping it. (A trap's
    /// line ends the reel itself: it is the last line of the last frame.)
    public static func endsTheApp(_ line: String) -> Bool {
        line.hasPrefix(uncaughtExceptionPrefix) || line.hasPrefix(stoppedAppPrefix)
    }

    /// Where a trap probe copies each line as it is logged, so the lines before a trap
    /// outlive the process that trapped; nil in a render.
    nonisolated(unsafe) public static var echo: ((String) -> Void)?

    /// Appends one line.
    public func log(_ line: String) {
        pending.append(line)
        Self.echo?(line)
    }

    /// The lines logged since the last call (those of the current frame).
    public func drain() -> [String] {
        defer { pending.removeAll() }
        return pending
    }
}
