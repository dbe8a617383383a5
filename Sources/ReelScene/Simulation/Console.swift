/// The lines UIKit would print to the Xcode console while the scenario runs.
public final class Console {
    private var pending: [String] = []

    public init() {}

    /// How the line that ends an app with an exception begins.
    public static let uncaughtExceptionPrefix = "*** Terminating app due to uncaught exception"

    /// Whether `line` ends the app with an uncaught exception. (A trap's line ends the reel
    /// itself: it is the last line of the last frame.)
    public static func endsTheApp(_ line: String) -> Bool {
        line.hasPrefix(uncaughtExceptionPrefix)
    }

    /// Appends one line.
    public func log(_ line: String) {
        pending.append(line)
    }

    /// The lines logged since the last call (those of the current frame).
    public func drain() -> [String] {
        defer { pending.removeAll() }
        return pending
    }
}
