public import Foundation

/// How an image fills its frame, as `UIView.ContentMode`.
public enum ContentMode: String, Sendable, Hashable, CaseIterable {
    /// Stretched to the frame, ignoring the aspect ratio.
    case scaleToFill
    /// Scaled to fit inside the frame, letterboxed, centred.
    case scaleAspectFit
    /// Scaled to cover the frame, centred, cropped by the frame.
    case scaleAspectFill
    /// Natural size (pixels ÷ display scale), centred, cropped by the frame.
    case center
}

/// Horizontal alignment of a text line in its frame, as `NSTextAlignment`.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    /// Flush with the frame's left edge.
    case left
    /// Centred in the frame.
    case center
    /// Flush with the frame's right edge.
    case right

    /// Where a line `width` wide starts in `frame`, both multiplied by `scale` (points to pixels;
    /// `width` is already in the scaled units).
    public func lineStart(ofWidth width: CGFloat, in frame: CGRect, scale: CGFloat = 1) -> CGFloat {
        switch self {
        case .left: frame.minX * scale
        case .center: frame.midX * scale - width / 2
        case .right: frame.maxX * scale - width
        }
    }
}
