import Foundation
import ReelGraphics
import ReelRender
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
    public var frameCount: Int { max(before.frameCount, after.frameCount) }

    /// The composed frames, in order.
    public func frames() -> AnySequence<DisplayList> {
        let count = frameCount
        let captions = (left: "before: \(before.name)", right: "after: \(after.name)")
        return AnySequence { () -> AnyIterator<DisplayList> in
            let beforeReel = Reel(scenario: before), afterReel = Reel(scenario: after)
            let left = beforeReel.frames(), right = afterReel.frames()
            var lastLeft: DisplayList?, lastRight: DisplayList?
            var index = 0
            return AnyIterator {
                guard index < count else { return nil }
                index += 1
                lastLeft = left.nextFrame().map(beforeReel.displayList(of:)) ?? lastLeft
                lastRight = right.nextFrame().map(afterReel.displayList(of:)) ?? lastRight
                return DisplayList.sideBySide(lastLeft!, lastRight!, captions: captions)
            }
        }
    }

    /// Writes `DIR/NAME-compare.gif` (staged, moved into place when finished).
    @discardableResult
    public func render(to directory: URL, progress: ((Int, Int) -> Void)? = nil) throws -> URL {
        let file = "\(name)-compare"
        let staging = try StagingDirectory(for: file, in: directory)
        do {
            let palette = try GIFPalette.build(from: frames(), frameCount: frameCount)
            var writer: GIFStreamWriter?
            for (index, list) in frames().enumerated() {
                if writer == nil {
                    writer = try GIFStreamWriter(url: staging.url.appendingPathComponent("\(file).gif"),
                                                 width: list.pixelWidth, height: list.pixelHeight, palette: palette)
                }
                try writer?.addFrame(try RasterRenderer().render(list), at: Double(index) / Double(before.fps))
                progress?(index + 1, frameCount)
            }
            try writer?.finish(endTime: Double(frameCount) / Double(before.fps))
            return try staging.publish()[0]
        } catch {
            staging.discard()
            throw error
        }
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
