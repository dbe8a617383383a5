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
    public var frameCount: Int { max(before.frameCount, after.frameCount) }

    /// The composed frames, in order.
    public func frames() -> AnySequence<DisplayList> {
        AnySequence(sourceFrames().lazy.compactMap { frame -> DisplayList? in
            guard case let .drawing(draw) = frame.content else { return nil }
            return draw()
        })
    }

    /// The frames of both sides, paired, each drawn when asked (on any thread).
    private func sourceFrames() -> AnySequence<SourceFrame> {
        let count = frameCount, fps = before.fps
        let captions = (left: "before: \(before.name)", right: "after: \(after.name)")
        return AnySequence { () -> AnyIterator<SourceFrame> in
            let beforeReel = Reel(scenario: before), afterReel = Reel(scenario: after)
            let left = beforeReel.frames(), right = afterReel.frames()
            var lastLeft: Frame?, lastRight: Frame?
            var index = 0
            return AnyIterator {
                guard index < count else { return nil }
                defer { index += 1 }
                lastLeft = left.nextFrame() ?? lastLeft
                lastRight = right.nextFrame() ?? lastRight
                let (leftFrame, rightFrame) = (lastLeft!, lastRight!)
                return SourceFrame(index: index, time: Double(index) / Double(fps), trace: nil, content: .drawing {
                    DisplayList.sideBySide(beforeReel.displayList(of: leftFrame), afterReel.displayList(of: rightFrame),
                                           captions: captions)
                })
            }
        }
    }

    /// Writes `DIR/NAME-compare.gif` (and whichever other formats are asked for, named
    /// `NAME-compare`), staged and moved into place when finished; returns what was written.
    /// A comparison has no trace.
    @discardableResult
    public func render(to directory: URL, formats: Set<OutputFormat> = [.gif],
                       progress: ((Int, Int) -> Void)? = nil) throws -> [URL] {
        let file = "\(name)-compare"
        let staging = try StagingDirectory(for: file, in: directory)
        do {
            let size = frames().first(where: { _ in true })
                ?? DisplayList(size: before.viewport.size, scale: before.viewport.scale, background: before.background)
            let context = OutputContext(name: file, size: size.size, scale: size.scale,
                                        pixelWidth: size.pixelWidth, pixelHeight: size.pixelHeight,
                                        fps: before.fps, frameCount: frameCount, traceHeader: nil,
                                        destination: FolderDestination(folder: staging.url),
                                        displayLists: { frames() })
            let sinks = try OutputFormat.allCases.filter(formats.contains).map { try $0.makeSink(context) }
            try FramePipeline(sinks: sinks, pixelWidth: size.pixelWidth, pixelHeight: size.pixelHeight)
                .write(sourceFrames(), frameCount: frameCount, endTime: Double(frameCount) / Double(before.fps),
                       progress: progress)
            return try staging.publish()
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
