/// Why an animated image (GIF or APNG) could not be written.
public enum AnimationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A frame whose pixel size differs from the animation's, or an unusable animation size.
    case sizeMismatch(expected: String, actual: String)
    /// `addFrame` or `finish` after the animation was finished.
    case alreadyFinished
    /// `finish` before any frame was added.
    case noFrames
    /// A frame could not be encoded as the animation needs it.
    case encoding(String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case let .sizeMismatch(expected, actual): return "frame is \(actual) pixels, the animation is \(expected)"
        case .alreadyFinished: return "the animation is already finished"
        case .noFrames: return "an animation needs at least one frame"
        case let .encoding(what): return "cannot encode a frame: \(what)"
        }
    }
}
