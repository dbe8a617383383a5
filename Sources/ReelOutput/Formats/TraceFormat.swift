import Foundation
package import ReelFiles
import ReelScenario
package import ReelTrace

extension OutputFormat {
    /// `NAME.trace.json`: layout attributes, offsets and console lines of every frame, one frame
    /// a line.
    public static let trace = OutputFormat(
        name: "trace", summary: "NAME.trace.json: the layout trace of every frame"
    ) { reel in
        guard let header = reel.traceHeader else {
            throw RenderRequestError(message: "'\(reel.name)' has no trace: it is not one scenario's reel")
        }
        return try .trace(header, to: reel.destination.stream(to: reel.file("trace.json")))
    }
}

extension FrameSink {
    /// The trace streamed to `stream` a frame at a time, so memory does not grow with frames.
    package static func trace(_ header: TraceHeader, to stream: any ByteStream) throws -> FrameSink {
        try jsonLines(header, to: stream, line: TraceJSON.frame)
    }

    /// A JSON document streamed to `stream`: the trace's header, then `line` of each frame's
    /// trace, one a line.
    package static func jsonLines(_ header: TraceHeader, to stream: any ByteStream,
                                  line: @escaping (FrameTrace) -> String) throws -> FrameSink {
        try stream.write(Array(TraceJSON.header(header).utf8))
        var isFirst = true
        return FrameSink(need: .trace) { frame in
            guard let trace = frame.trace else { return nil }
            let line = line(trace)
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
