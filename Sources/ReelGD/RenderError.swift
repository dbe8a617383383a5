import Foundation

/// Why rendering or writing an image failed.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A libgd call failed; the payload names the call.
    case libgd(String)
    /// Image data that is neither PNG nor JPEG, or that libgd could not decode.
    case unsupportedImage(String)
    /// A file could not be read, written or moved.
    case io(String)
    /// A frame whose pixel size differs from the GIF's.
    case sizeMismatch(expected: String, actual: String)
    /// `addFrame` or `finish` after the GIF was finished.
    case alreadyFinished

    /// A one-line explanation.
    public var description: String {
        switch self {
        case let .libgd(call): return "libgd failed: \(call)"
        case let .unsupportedImage(what): return "unsupported image: \(what)"
        case let .io(what): return "I/O error: \(what)"
        case let .sizeMismatch(expected, actual): return "frame is \(actual) pixels, the GIF is \(expected)"
        case .alreadyFinished: return "the GIF is already finished"
        }
    }
}
