public import Foundation
import ReelFiles
import ReelOutput
import ReelRender
import ReelScenario

/// The goldens folder: per scenario `GOLDENS/NAME/trace.json` (every frame, one per line, as
/// `scrollreel dump` writes it) and `GOLDENS/NAME/frame-00023.png` for the sampled frames.
public struct GoldenStore: Sendable, Hashable {
    /// The goldens folder.
    public var root: URL

    /// A store in `root` (created when something is recorded).
    public init(root: URL) {
        self.root = root
    }

    /// `ROOT/NAME/`.
    public func folder(for name: String) -> URL {
        root.appendingPathComponent(name, isDirectory: true)
    }

    /// `ROOT/NAME/trace.json`.
    public func traceURL(for name: String) -> URL {
        folder(for: name).appendingPathComponent("trace.json")
    }

    /// `ROOT/NAME/frame-00023.png`.
    public func frameURL(for name: String, frame: Int) -> URL {
        folder(for: name).appendingPathComponent(Self.frameFileName(frame))
    }

    /// `frame-00023.png`.
    public static func frameFileName(_ frame: Int) -> String {
        FrameFile.name(frame, extension: "png")
    }

    /// The frames stored as PNG for `name`, ascending.
    public func storedFrames(for name: String) -> [Int] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder(for: name).path)) ?? []
        return files.compactMap { FrameFile.index(inName: $0, extension: "png") }.sorted()
    }

    // MARK: - Writing

    /// Writes the trace text atomically.
    func writeTrace(_ text: String, for name: String) throws {
        try FileManager.default.createDirectory(at: folder(for: name), withIntermediateDirectories: true)
        try AtomicFile.write(Data(text.utf8), to: traceURL(for: name))
    }

    /// Writes a frame's PNG atomically.
    func writeFrame(_ png: Data, frame: Int, for name: String) throws {
        try FileManager.default.createDirectory(at: folder(for: name), withIntermediateDirectories: true)
        try AtomicFile.write(png, to: frameURL(for: name, frame: frame))
    }

    /// Removes stored PNGs of frames no longer sampled (after a re-record with another stride).
    func removeFrames(of name: String, except kept: Set<Int>) throws {
        for frame in storedFrames(for: name) where !kept.contains(frame) {
            try FileManager.default.removeItem(at: frameURL(for: name, frame: frame))
        }
    }
}
