import Foundation
import ReelTrace

/// Streams a trace to a file handle, one frame per line, so memory does not grow with frames.
final class TraceStream {
    private let handle: FileHandle
    private var isFirst = true
    private var closesOnFinish = false

    /// Streams to an open handle (standard output), which stays open.
    init(handle: FileHandle, header: TraceHeader) throws {
        self.handle = handle
        try handle.write(contentsOf: Data(TraceJSON.header(header).utf8))
    }

    /// Streams to a new file at `url`.
    convenience init(url: URL, header: TraceHeader) throws {
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        try self.init(handle: try FileHandle(forWritingTo: url), header: header)
        closesOnFinish = true
    }

    func append(_ frame: FrameTrace) throws {
        try handle.write(contentsOf: Data(((isFirst ? "" : ",\n") + TraceJSON.frame(frame)).utf8))
        isFirst = false
    }

    func finish() throws {
        try handle.write(contentsOf: Data(TraceJSON.footer.utf8))
        if closesOnFinish { try handle.close() }
    }
}
