import Foundation
package import ReelFiles
package import ReelRender
import ReelScenario

extension OutputFormat {
    /// `NAME.gif`: the animated GIF, every frame mapped to one palette made from all of them.
    public static let gif = OutputFormat(name: "gif", summary: "NAME.gif: the animated GIF") { reel in
        let palette = try reel.gifPalette()
        return try .gif(to: reel.destination.stream(to: reel.file("gif")),
                        width: reel.pixelWidth, height: reel.pixelHeight, palette: palette,
                        effort: reel.isOverview ? .quick : .smallest)
    }
}

extension FrameSink {
    /// Frames mapped to `palette` (on any thread) and streamed to `stream` as one GIF.
    package static func gif(to stream: any ByteStream, width: Int, height: Int, palette: Palette,
                            effort: GIFStreamWriter.Effort = .smallest) throws -> FrameSink {
        let writer = try GIFStreamWriter(stream: stream, width: width, height: height, palette: palette, effort: effort)
        // The frame last added, in order: a repeated frame is added again without mapping it.
        var last: GIFStreamWriter.MappedFrame?
        return FrameSink(need: .pixels) { frame in
            if frame.repeatsPrevious {
                return {
                    guard let last else { return }
                    try writer.addFrame(last, at: frame.time)
                }
            }
            guard let image = frame.image else { return nil }
            let mapped = try writer.map(image)
            return {
                last = mapped
                try writer.addFrame(mapped, at: frame.time)
            }
        } finish: { endTime in
            try writer.finish(endTime: endTime)
        }
    }
}
