/// One output format: its name, what it writes, and how it writes a reel's frames.
///
/// A format is a value with static presets (``gif``, ``apng``, ``svg``, ``png``, ``trace``,
/// ``views``, ``animatedSVG``), each defined in a file of its own; ``allCases`` is the one list the CLI and
/// the docs read. A new format is one new file — its preset and its ``FrameSink`` — plus its
/// entry in that list.
public struct OutputFormat: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The name users type (`gif`, `animated-svg`).
    public let name: String
    /// What it writes, for help texts (`NAME.gif: the animated GIF`).
    public let summary: String
    /// Makes the sink that writes one reel in this format.
    package let makeSink: @Sendable (OutputContext) throws -> FrameSink

    package init(name: String, summary: String, makeSink: @escaping @Sendable (OutputContext) throws -> FrameSink) {
        self.name = name
        self.summary = summary
        self.makeSink = makeSink
    }

    /// Every format, in the order they are listed and written.
    public static let allCases: [OutputFormat] = [.gif, .apng, .svg, .png, .trace, .views, .animatedSVG]

    /// The format called `name`, or nil.
    public init?(name: String) {
        guard let format = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = format
    }

    public var description: String { name }

    public static func == (lhs: OutputFormat, rhs: OutputFormat) -> Bool { lhs.name == rhs.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
