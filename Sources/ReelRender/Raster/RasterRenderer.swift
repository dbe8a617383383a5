import Foundation
import ReelGraphics

/// Draws a ``DisplayList`` into a truecolor libgd image at its pixel size.
public struct RasterRenderer {
    /// A renderer; it holds no state, images are cached process-wide.
    public init() {}

    /// Renders every item in order; unmatched `popClip`s are ignored, unclosed clips end with the list.
    /// - Complexity: O(pixels touched by the items).
    public func render(_ list: DisplayList) throws -> RasterImage {
        let canvas = try RasterCanvas(width: list.pixelWidth, height: list.pixelHeight,
                                      scale: list.scale, background: list.background)
        for item in list.items {
            switch item {
            case let .pushClip(rect, cornerRadius):
                canvas.pushClip(rect, cornerRadius: cornerRadius)
                continue
            case .popClip:
                canvas.popClip()
                continue
            default:
                guard !canvas.isClippedAway else { continue }
            }
            try draw(item, on: canvas)
        }
        return RasterImage(canvas: canvas.image, hasAlpha: list.background.alpha < 255)
    }

    private func draw(_ item: DisplayItem, on canvas: RasterCanvas) throws {
        switch item {
        case let .fill(rect, color, cornerRadius):
            canvas.fill(rect, color: color, cornerRadius: cornerRadius)
        case let .stroke(rect, color, lineWidth, cornerRadius):
            canvas.stroke(rect, color: color, lineWidth: lineWidth, cornerRadius: cornerRadius)
        case let .line(from, to, color, width):
            canvas.line(from: from, to: to, color: color, width: width)
        case let .image(source, frame, contentMode):
            try canvas.image(source, in: frame, contentMode: contentMode)
        case let .text(string, frame, fontSize, color, alignment):
            try canvas.text(string, in: frame, fontSize: fontSize, color: color, alignment: alignment)
        case let .shadow(rect, cornerRadius, color, radius, opacity, offset):
            canvas.shadow(rect, cornerRadius: cornerRadius, color: color, radius: radius, opacity: opacity,
                          offset: offset)
        case let .circle(center, radius, fill, stroke, lineWidth):
            canvas.circle(center: center, radius: radius, fill: fill, stroke: stroke, lineWidth: lineWidth)
        case .pushClip, .popClip:
            break
        }
    }
}
