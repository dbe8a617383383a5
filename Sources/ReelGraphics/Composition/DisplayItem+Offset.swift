public import Foundation
import ReelGeometry

extension DisplayItem {
    /// The same drawing moved by (dx, dy) points.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> DisplayItem {
        func move(_ rect: CGRect) -> CGRect { rect.offsetBy(dx: dx, dy: dy) }
        func move(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x + dx, y: point.y + dy) }
        switch self {
        case let .fill(rect, color, radius):
            return .fill(move(rect), color: color, corners: radius)
        case let .stroke(rect, color, width, radius):
            return .stroke(move(rect), color: color, lineWidth: width, corners: radius)
        case let .line(from, to, color, width):
            return .line(from: move(from), to: move(to), color: color, width: width)
        case let .image(source, rect, mode):
            return .image(source, in: move(rect), contentMode: mode)
        case let .text(text, rect, size, color, alignment, weight):
            return .text(text, in: move(rect), fontSize: size, color: color, alignment: alignment, weight: weight)
        case let .symbol(glyph, rect, color):
            return .symbol(glyph, in: move(rect), color: color)
        case let .pushClip(rect, radius):
            return .pushClip(move(rect), corners: radius)
        case .popClip:
            return .popClip
        case let .shadow(rect, radius, color, blur, opacity, offset):
            return .shadow(move(rect), corners: radius, color: color, radius: blur, opacity: opacity, offset: offset)
        case let .beginGroup(bounds, transform, opacity):
            // Conjugated by the move: undo it, transform, redo it.
            let moved = CGAffineTransform(translationX: -dx, y: -dy).concatenating(transform)
                .concatenating(CGAffineTransform(translationX: dx, y: dy))
            return .beginGroup(bounds: move(bounds), transform: moved, opacity: opacity)
        case .endGroup:
            return .endGroup
        case let .circle(center, radius, fill, stroke, width):
            return .circle(center: move(center), radius: radius, fill: fill, stroke: stroke, lineWidth: width)
        }
    }
}
