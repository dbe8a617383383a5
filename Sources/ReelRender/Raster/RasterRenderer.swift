import Foundation
import ReelGeometry
public import ReelGraphics

/// Draws a ``DisplayList`` into a truecolor libgd image at its pixel size.
public struct RasterRenderer {
    /// A renderer; it holds no state, images are cached process-wide.
    public init() {}

    /// Renders every item in order; unmatched `popClip`s are ignored, unclosed clips end with the list.
    /// - Complexity: O(pixels touched by the items).
    public func render(_ list: DisplayList) throws -> RasterImage {
        let base = try RasterCanvas(width: list.pixelWidth, height: list.pixelHeight,
                                    scale: list.scale, background: list.background)
        // The canvas drawn on (a group's layer inside a group) and where its pixel (0, 0) sits.
        var canvas = base
        var origin = CGPoint.zero
        // Open groups, innermost last: what to go back to, and how to composite. A group with
        // nothing visible has no layer; its items are skipped.
        var groups: [OpenGroup] = []
        var hiddenDepth = 0
        for item in list.items {
            if hiddenDepth > 0 {
                if case .beginGroup = item { hiddenDepth += 1 } else if case .endGroup = item { hiddenDepth -= 1 }
                continue
            }
            switch item {
            case let .pushClip(rect, corners):
                canvas.pushClip(rect.offsetBy(dx: -origin.x, dy: -origin.y), corners: corners)
                continue
            case .popClip:
                canvas.popClip()
                continue
            case let .beginGroup(bounds, transform, opacity):
                guard opacity > 0, !canvas.isClippedAway,
                      let layer = try canvas.makeLayer(bounds: bounds, transform: transform, origin: origin)
                else {
                    hiddenDepth = 1
                    continue
                }
                groups.append(OpenGroup(parent: canvas, parentOrigin: origin, layer: layer,
                                        transform: transform, opacity: opacity))
                canvas = layer.canvas
                origin = layer.origin
                continue
            case .endGroup:
                guard let group = groups.popLast() else { continue }
                group.close()
                (canvas, origin) = (group.parent, group.parentOrigin)
                continue
            default:
                guard !canvas.isClippedAway else { continue }
            }
            try draw(origin == .zero ? item : item.offsetBy(dx: -origin.x, dy: -origin.y), on: canvas)
        }
        // Groups the list left open are composited as if closed at the end.
        while let group = groups.popLast() { group.close() }
        return RasterImage(canvas: base.image, hasAlpha: list.background.alpha < 255)
    }

    /// A group being drawn on its own layer.
    private struct OpenGroup {
        let parent: RasterCanvas
        let parentOrigin: CGPoint
        let layer: RasterLayer
        let transform: CGAffineTransform
        let opacity: CGFloat

        /// Composites the layer onto the parent.
        func close() {
            parent.composite(layer, transform: transform, opacity: opacity, origin: parentOrigin)
        }
    }

    private func draw(_ item: DisplayItem, on canvas: RasterCanvas) throws {
        switch item {
        case let .fill(rect, color, corners):
            canvas.fill(rect, color: color, corners: corners)
        case let .stroke(rect, color, lineWidth, corners):
            canvas.stroke(rect, color: color, lineWidth: lineWidth, corners: corners)
        case let .line(from, to, color, width):
            canvas.line(from: from, to: to, color: color, width: width)
        case let .image(source, frame, contentMode):
            try canvas.image(source, in: frame, contentMode: contentMode)
        case let .text(string, frame, fontSize, color, alignment, weight):
            try canvas.text(string, in: frame, fontSize: fontSize, color: color, alignment: alignment, weight: weight)
        case let .symbol(glyph, box, color):
            canvas.symbol(glyph, in: box, color: color)
        case let .shadow(rect, corners, color, radius, opacity, offset):
            canvas.shadow(rect, corners: corners, color: color, radius: radius, opacity: opacity,
                          offset: offset)
        case let .circle(center, radius, fill, stroke, lineWidth):
            canvas.circle(center: center, radius: radius, fill: fill, stroke: stroke, lineWidth: lineWidth)
        case .pushClip, .popClip, .beginGroup, .endGroup:
            break
        }
    }
}
