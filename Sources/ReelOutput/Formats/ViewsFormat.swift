import Foundation
package import ReelFiles
import ReelScenario
package import ReelTrace

extension OutputFormat {
    /// `NAME.views.json`: every view each frame drew — its path in the window's tree, its class,
    /// its frame in window coordinates — one frame a line; for a report that says what size a
    /// view was without pixels.
    public static let views = OutputFormat(
        name: "views", summary: "NAME.views.json: every view's class and window frame, each frame"
    ) { reel in
        guard let header = reel.traceHeader else {
            throw RenderRequestError(message: "'\(reel.name)' has no views: it is not one scenario's reel")
        }
        return try .views(header, to: reel.destination.stream(to: reel.file("views.json")))
    }
}

extension FrameSink {
    /// Each frame's views streamed to `stream`, a line a frame, under the trace's header.
    package static func views(_ header: TraceHeader, to stream: any ByteStream) throws -> FrameSink {
        try jsonLines(header, to: stream) { TraceJSON.views(FrameViews(index: $0.index, time: $0.time, views: $0.views ?? [])) }
    }
}
