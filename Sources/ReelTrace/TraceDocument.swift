public import Foundation

/// A whole trace (`scrollreel dump`, `NAME.trace.json`, a golden's `trace.json`): the header
/// and every frame, typed.
public struct TraceDocument: Sendable, Hashable, Codable {
    public var header: TraceHeader
    public var frames: [FrameTrace]

    public init(header: TraceHeader, frames: [FrameTrace]) {
        self.header = header
        self.frames = frames
    }

    enum CodingKeys: String, CodingKey {
        case frames
    }

    // The header's fields sit beside `frames` at the top level.
    public init(from decoder: any Decoder) throws {
        header = try TraceHeader(from: decoder)
        frames = try decoder.container(keyedBy: CodingKeys.self).decode([FrameTrace].self, forKey: .frames)
    }

    public func encode(to encoder: any Encoder) throws {
        try header.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(frames, forKey: .frames)
    }

    /// Parses trace text.
    ///
    /// - Parameter source: names the text in error messages (a path, "the golden trace").
    /// - Throws: ``TraceError`` naming the field that is not as a trace has it.
    public init(text: String, source: String = "trace") throws {
        do {
            self = try JSONDecoder().decode(TraceDocument.self, from: Data(text.utf8))
        } catch let error as DecodingError {
            throw TraceError(source: source, error)
        } catch {
            throw TraceError(source: source, reason: "\(error)")
        }
    }

    /// Reads and parses a trace file.
    public init(contentsOf url: URL) throws {
        guard let data = try? Data(contentsOf: url) else {
            throw TraceError(source: url.path, reason: "cannot be read")
        }
        try self.init(text: String(decoding: data, as: UTF8.self), source: url.path)
    }

    /// The trace text: byte for byte what `scrollreel dump` writes for these frames.
    public var jsonText: String {
        TraceJSON.header(header) + frames.map(TraceJSON.frame).joined(separator: ",\n") + TraceJSON.footer
    }
}

/// Everything in a trace but the frames.
public struct TraceHeader: Sendable, Hashable, Codable {
    /// The scenario's name.
    public var scenario: String
    public var viewport: Viewport
    public var fps: Int
    /// For a configuration of a matrix: its values, `theme=dark`, `layoutDirection=rightToLeft`…;
    /// written only then.
    public var configuration: [String]?

    /// The simulated screen, in points.
    public struct Viewport: Sendable, Hashable, Codable {
        public var width: CGFloat
        public var height: CGFloat
        public var scale: CGFloat

        public init(width: CGFloat, height: CGFloat, scale: CGFloat) {
            self.width = width
            self.height = height
            self.scale = scale
        }
    }

    public init(scenario: String, viewport: Viewport, fps: Int, configuration: [String]? = nil) {
        self.scenario = scenario
        self.viewport = viewport
        self.fps = fps
        self.configuration = configuration
    }
}
