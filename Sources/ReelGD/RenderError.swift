/// Why libgd could not make, decode or encode an image.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A libgd call failed; the payload names the call.
    case libgd(String)
    /// Image data that is neither PNG nor JPEG, or that libgd could not decode.
    case unsupportedImage(String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case let .libgd(call): return "libgd failed: \(call)"
        case let .unsupportedImage(what): return "unsupported image: \(what)"
        }
    }
}
