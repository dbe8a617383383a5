/// A glyph's outline as path segments, in ems: x across the em box from its left, y down from
/// its top. Contours are closed by ``Segment/close``.
package struct GlyphOutline: Sendable, Hashable {
    package struct Point: Sendable, Hashable {
        package let x: Double
        package let y: Double
    }

    package enum Segment: Sendable, Hashable {
        case move(Point)
        case line(Point)
        case quadratic(control: Point, to: Point)
        case cubic(Point, Point, to: Point)
        case close
    }

    package let segments: [Segment]
}
