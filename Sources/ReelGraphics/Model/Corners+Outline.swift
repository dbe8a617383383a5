public import Foundation
import ReelGeometry

extension Corners {
    /// One piece of a rounded rect's outline, drawn from where the previous one ended.
    public enum Segment: Sendable, Hashable {
        case line(to: CGPoint)
        /// A quarter circle of `radius`, turning clockwise on screen (y down).
        case arc(to: CGPoint, radius: CGFloat)
        case curve(CGPoint, CGPoint, to: CGPoint)
    }

    /// The continuous corner for radius 1, in a corner's own coordinates — x along the first edge
    /// away from the corner, y along the second — from (1.52866483, 0) on the first edge to
    /// (0, 1.52866483) on the second: PaintCode's measurement of iOS 7's rounded rectangle, a
    /// curve, a short line and a curve to the middle, and the same mirrored (docs/facts.md,
    /// "Continuous corners").
    public static let continuousCorner: [Segment] = {
        let e = continuousExtent
        let half: [Segment] = [
            .curve(CGPoint(x: 1.08849296, y: 0), CGPoint(x: 0.86840694, y: 0), to: CGPoint(x: 0.66993427, y: 0.06549600)),
            .line(to: CGPoint(x: 0.63149399, y: 0.07491100)),
            .curve(CGPoint(x: 0.37282392, y: 0.16905899), CGPoint(x: 0.16906013, y: 0.37282401),
                   to: CGPoint(x: 0.07491100, y: 0.63149399)),
        ]
        // The second half is the first mirrored across the diagonal, run backwards.
        return half + [
            .line(to: CGPoint(x: 0.06549600, y: 0.66993427)),
            .curve(CGPoint(x: 0, y: 0.86840694), CGPoint(x: 0, y: 1.08849296), to: CGPoint(x: 0, y: e)),
        ]
    }()

    /// The outline of `rect` with these corners, clockwise from the top edge: where it starts and
    /// its segments (the last one ends where it started).
    /// - Complexity: O(1).
    public func outline(of rect: CGRect) -> (start: CGPoint, segments: [Segment]) {
        let r = rect.standardized
        let radius = clampedRadius(in: r)
        let reach = radius * extentPerRadius
        func extent(_ corner: CornerMask) -> CGFloat { mask.contains(corner) ? reach : 0 }
        var segments: [Segment] = []
        // Each corner maps its own coordinates (x along the edge arriving, y along the edge leaving).
        func corner(_ which: CornerMask, _ place: (CGPoint) -> CGPoint) {
            let arrival = place(CGPoint(x: extent(which), y: 0))
            segments.append(.line(to: arrival))
            guard extent(which) > 0 else { return }
            guard curve == .continuous else {
                return segments.append(.arc(to: place(CGPoint(x: 0, y: radius)), radius: radius))
            }
            func scaled(_ p: CGPoint) -> CGPoint { place(CGPoint(x: p.x * radius, y: p.y * radius)) }
            for segment in Self.continuousCorner {
                switch segment {
                case .line(let to): segments.append(.line(to: scaled(to)))
                case let .curve(c1, c2, to): segments.append(.curve(scaled(c1), scaled(c2), to: scaled(to)))
                case .arc: break
                }
            }
        }
        corner(.layerMaxXMinYCorner) { CGPoint(x: r.maxX - $0.x, y: r.minY + $0.y) }
        corner(.layerMaxXMaxYCorner) { CGPoint(x: r.maxX - $0.y, y: r.maxY - $0.x) }
        corner(.layerMinXMaxYCorner) { CGPoint(x: r.minX + $0.x, y: r.maxY - $0.y) }
        corner(.layerMinXMinYCorner) { CGPoint(x: r.minX + $0.y, y: r.minY + $0.x) }
        return (CGPoint(x: r.minX + extent(.layerMinXMinYCorner), y: r.minY), segments)
    }
}
