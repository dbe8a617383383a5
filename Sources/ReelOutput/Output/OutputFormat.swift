/// What `render` writes.
public enum OutputFormat: String, Sendable, CaseIterable, Hashable {
    /// `NAME.gif`: the animated GIF.
    case gif
    /// `NAME/frame-00000.svg` …: one SVG document per frame.
    case svg
    /// `NAME/frame-00000.png` …: one PNG per frame.
    case png
    /// `NAME.trace.json`: layout attributes, offsets and console lines of every frame.
    case trace
}
