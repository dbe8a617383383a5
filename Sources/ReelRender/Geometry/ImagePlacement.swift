import Foundation
import ReelGraphics

/// Where an image of a given size lands in a frame under a content mode (UIImageView's rules).
enum ImagePlacement {
    /// The rect the whole image is scaled into; parts outside `frame` are cropped by the frame.
    static func drawnRect(_ mode: ContentMode, imageSize: CGSize, in frame: CGRect) -> CGRect {
        guard imageSize.width > 0, imageSize.height > 0 else { return frame }
        let size: CGSize
        switch mode {
        case .scaleToFill:
            return frame
        case .scaleAspectFit, .scaleAspectFill:
            let sx = frame.width / imageSize.width, sy = frame.height / imageSize.height
            let s = mode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            size = CGSize(width: imageSize.width * s, height: imageSize.height * s)
        case .center:
            size = imageSize
        }
        return CGRect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2,
                      width: size.width, height: size.height)
    }
}
