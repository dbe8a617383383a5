public import Foundation
import ReelFiles
public import ReelGraphics
public import ReelScenario
import ReelScene

/// Two scenarios played in lock-step side by side — "before" left, "after" right, captioned —
/// so a bug and its fix are seen at a glance. Writes `NAME-compare.gif`.
public struct Comparison: Sendable {
    public var name: String
    public var before: Scenario
    public var after: Scenario

    /// Fails unless both scenarios share viewport and fps (lock-step needs the same clock).
    public init(name: String, before: Scenario, after: Scenario) throws {
        guard Scenario.isValidName(name) else {
            throw RenderRequestError(message: "a comparison name must be \(Scenario.nameRule), got '\(name)'")
        }
        guard before.viewport == after.viewport, before.fps == after.fps else {
            throw RenderRequestError(message: "'\(before.name)' and '\(after.name)' must share viewport and fps to play in lock-step")
        }
        self.name = name
        self.before = before
        self.after = after
    }

    /// Both sides rendered at another scale or frame rate, with or without the device chrome.
    public func overriding(scale: CGFloat? = nil, fps: Int? = nil, deviceChrome: Bool? = nil) throws -> Comparison {
        try Comparison(name: name, before: before.overriding(scale: scale, fps: fps, deviceChrome: deviceChrome),
                       after: after.overriding(scale: scale, fps: fps, deviceChrome: deviceChrome))
    }

    /// Frames of the longer scenario; the shorter one holds its last frame.
    public var frameCount: Int { grid.frameCount }

    /// The composed frames, in order.
    public func frames() -> AnySequence<DisplayList> { grid.frames() }

    /// Writes `DIR/NAME-compare.gif` (and whichever other formats are asked for, named
    /// `NAME-compare`), staged and moved into place when finished; returns what was written.
    /// A comparison has no trace.
    @discardableResult
    public func render(to directory: URL, formats: Set<OutputFormat> = [.gif],
                       progress: ((Int, Int) -> Void)? = nil) throws -> [URL] {
        try grid.render(to: directory, formats: formats, progress: progress)
    }

    /// The two sides as a grid of one row.
    private var grid: ReelGrid {
        ReelGrid(fileName: "\(name)-compare", scenarios: [before, after],
                 captions: ["before: \(before.name)", "after: \(after.name)"], columns: 2)
    }
}

/// Scenarios that cannot be rendered as asked (compared, or overridden).
public struct RenderRequestError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }

    public init(message: String) {
        self.message = message
    }
}
