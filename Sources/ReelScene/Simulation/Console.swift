/// The lines UIKit would print to the Xcode console while the scenario runs.
public final class Console {
    private var pending: [String] = []

    public init() {}

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
