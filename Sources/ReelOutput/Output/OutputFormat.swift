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
    /// `NAME.svg`: one SVG playing every frame with SMIL (it animates in an `<img>`).
    case animatedSVG = "animated-svg"
}
