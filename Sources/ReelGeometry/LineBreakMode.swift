/// `NSLineBreakMode`: how a label's text that does not fit is cut (UIKit's raw values).
public enum LineBreakMode: Int, Sendable, Hashable {
    /// Lines break between words; text past the last line is cut there, with no "…".
    case byWordWrapping
    /// Lines break between characters; text past the last line is cut there, with no "…".
    case byCharWrapping
    /// The text runs on and is cut at the label's edge.
    case byClipping
    /// The last line's end shows, its start replaced by "…".
    case byTruncatingHead
    /// The last line's start shows, its end replaced by "…" (a label's default).
    case byTruncatingTail
    /// The last line's start and end show, its middle replaced by "…".
    case byTruncatingMiddle
}
