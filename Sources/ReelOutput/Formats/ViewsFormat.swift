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
        try stream.write(Array(TraceJSON.header(header).utf8))
        var isFirst = true
        return FrameSink(need: .trace) { frame in
            guard let trace = frame.trace else { return nil }
            let line = TraceJSON.views(FrameViews(index: trace.index, time: trace.time, views: trace.views ?? []))
            return {
                try stream.write(Array(((isFirst ? "" : ",\n") + line).utf8))
                isFirst = false
            }
        } finish: { _ in
            try stream.write(Array(TraceJSON.footer.utf8))
            try stream.close()
        }
    }
}
