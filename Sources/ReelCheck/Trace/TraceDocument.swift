import Foundation

/// A parsed trace (`scrollreel dump`, `NAME.trace.json`, a golden's `trace.json`).
public struct TraceDocument {
    /// Everything but the frames: `scenario`, `viewport`, `fps`.
    public var header: [String: Any]
    /// One JSON object per frame, in order.
    public var frames: [[String: Any]]

    /// Parses trace text.
    ///
    /// - Throws: ``CheckError`` when the text is not a trace (`source` names it in the message).
    public init(text: String, source: String = "trace") throws {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)),
              var root = object as? [String: Any],
              let frames = root.removeValue(forKey: "frames") as? [Any]
        else {
            throw CheckError("\(source) is not a ScrollReel trace (a JSON object with \"frames\")")
        }
        let objects = frames.compactMap { $0 as? [String: Any] }
        guard objects.count == frames.count else {
            throw CheckError("\(source): every frame must be a JSON object")
        }
        header = root
        self.frames = objects
    }

    /// Reads and parses a trace file.
    public init(contentsOf url: URL) throws {
        guard let data = try? Data(contentsOf: url) else {
            throw CheckError("cannot read \(url.path)")
        }
        try self.init(text: String(decoding: data, as: UTF8.self), source: url.path)
    }

    /// The simulated time of frame `index` (its `time` field), if present.
    public func time(ofFrame index: Int) -> Double? {
        guard frames.indices.contains(index) else { return nil }
        return (frames[index]["time"] as? NSNumber)?.doubleValue
    }
}
