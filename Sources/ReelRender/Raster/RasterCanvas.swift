import Foundation
import ReelGD
import ReelGraphics

/// Drawing state of one raster frame: the libgd image, the scale and the clip stack.
///
/// Clips are kept twice: their pixel bounding box goes to `gdImageSetClip` (limiting libgd's own
/// text drawing and every loop here), and clips with fractional edges or rounded corners also
/// multiply the coverage of shapes and images, so those are clipped with antialiasing. Text such
/// a clip cuts through is drawn on a layer and laid on with the clip's coverage.
final class RasterCanvas {
    let image: GDImage
    let scale: CGFloat

    /// One level of the clip stack.
    private struct Clip {
        var box: PixelBox
        /// Clips whose edges do not fall on pixel boundaries, in pixels.
        var shapes: [RoundedRectShape]
    }

    private var clips: [Clip]

    init(width: Int, height: Int, scale: CGFloat, background: Color) throws {
        image = try GDImage(truecolorWidth: width, height: height)
        self.scale = scale
        image.fill(background)
        clips = [Clip(box: PixelBox(width: width, height: height), shapes: [])]
        image.setClip(clips[0].box)
    }

    /// The current clip's pixel box.
    var clipBox: PixelBox { clips[clips.count - 1].box }

    /// Whether the current clip lets anything through.
    var isClippedAway: Bool { clipBox.isEmpty }

    // MARK: - Clip stack

    /// Intersects the clip with a (rounded) rect given in points.
    func pushClip(_ rect: CGRect, corners: Corners) {
        let shape = RoundedRectShape(rect.scaled(by: scale), corners: corners.scaled(by: scale))
        var clip = clips[clips.count - 1]
        clip.box = clip.box.intersection(shape.bounds)
        let r = shape.rect
        let aligned = shape.radius == 0 && [r.minX, r.minY, r.maxX, r.maxY].allSatisfy { $0 == $0.rounded() }
        if !aligned { clip.shapes.append(shape) }
        clips.append(clip)
        if !clip.box.isEmpty { image.setClip(clip.box) }
    }

    /// Restores the previous clip; an unmatched pop is ignored.
    func popClip() {
        guard clips.count > 1 else { return }
        clips.removeLast()
        if !clipBox.isEmpty { image.setClip(clipBox) }
    }

    /// Whether the clip's shapes cover every pixel of `box` wholly, so drawing there needs no
    /// per-pixel clip coverage (the shapes are convex: checking the four corner pixels is enough).
    func clipCoversWholly(_ box: PixelBox) -> Bool {
        let shapes = clips[clips.count - 1].shapes
        guard !shapes.isEmpty, !box.isEmpty else { return true }
        return [(box.minX, box.minY), (box.maxX - 1, box.minY), (box.minX, box.maxY - 1), (box.maxX - 1, box.maxY - 1)]
            .allSatisfy { clipCoverage(x: $0.0, y: $0.1, shapes) >= 1 }
    }

    /// Coverage of pixel (x, y) by the clip shapes (1 when there are none).
    /// - Complexity: O(number of unaligned clips).
    @inline(__always)
    private func clipCoverage(x: Int, y: Int, _ shapes: [RoundedRectShape]) -> Double {
        var c = 1.0
        for shape in shapes {
            c *= shape.coverage(x: x, y: y)
            if c <= 0 { return 0 }
        }
        return c
    }

    // MARK: - Compositing

    /// Blends `color` over `box` with per-pixel coverage from `coverage` (and the clip).
    /// - Complexity: O(pixels of `box` inside the clip).
    func paint(_ box: PixelBox, _ color: Color, coverage: (Int, Int) -> Double) {
        paint(box) { x, y in (color, coverage(x, y)) }
    }

    /// Blends `color` over `shape`, inside the clip: in each row the stretch that the shape and
    /// every clip shape cover wholly is written as one span, only the pixels either side of it
    /// (edges, corners, the clip's own edges) with coverage — the same pixels as painting every
    /// pixel with coverage, in a fraction of the time.
    /// - Complexity: O(pixels of the outlines) plus O(log width) per row.
    func paint(_ shape: RoundedRectShape, _ color: Color) {
        let clip = clips[clips.count - 1]
        let bounds = shape.bounds.intersection(clip.box)
        guard !bounds.isEmpty, color.alpha > 0 else { return }
        func coverage(_ x: Int, _ y: Int) -> Double {
            let c = shape.coverage(x: x, y: y)
            return c > 0 && !clip.shapes.isEmpty ? c * clipCoverage(x: x, y: y, clip.shapes) : c
        }
        for y in bounds.minY..<bounds.maxY {
            let solid = Self.solidSpan(in: bounds.minX..<bounds.maxX,
                                       around: Int(shape.rect.midX.rounded(.down))) { coverage($0, y) >= 1 }
            image.fillRow(y, solid, color)
            // Only the edges either side of the solid run need their coverage.
            func blend(_ edge: Range<Int>) {
                for x in edge {
                    let c = coverage(x, y)
                    if c > 0 { image.blend(color, coverage: min(c, 1), x: x, y: y) }
                }
            }
            if solid.isEmpty {
                blend(bounds.minX..<bounds.maxX)
            } else {
                blend(bounds.minX..<solid.lowerBound)
                blend(solid.upperBound..<bounds.maxX)
            }
        }
    }

    /// The run of `row` around `centre` where `isSolid` holds, for predicates that hold on one
    /// interval of the row (a convex shape's row); empty when it fails at `centre`.
    /// - Complexity: O(log row.count) calls of `isSolid`.
    static func solidSpan(in row: Range<Int>, around centre: Int, isSolid: (Int) -> Bool) -> Range<Int> {
        let centre = min(max(centre, row.lowerBound), row.upperBound - 1)
        guard !row.isEmpty, isSolid(centre) else { return centre..<centre }
        // The first solid x in [row.lowerBound, centre] and the first non-solid x after centre.
        var low = row.lowerBound, high = centre
        while low < high {
            let mid = (low + high) / 2
            if isSolid(mid) { high = mid } else { low = mid + 1 }
        }
        let start = low
        low = centre + 1
        high = row.upperBound
        while low < high {
            let mid = (low + high) / 2
            if isSolid(mid) { low = mid + 1 } else { high = mid }
        }
        return start..<low
    }

    /// Blends `picture`, its pixel (0, 0) at `origin` and its edge pixels repeated outward, over
    /// `box`, clipped, at the coverage of the `visible` rectangle: what ``paint(_:source:)``
    /// does with the picture's pixels, with each opaque pixel inside the rectangle and outside any
    /// clip shape copied as it is (blending it at full coverage gives the same value).
    /// - Complexity: O(pixels of `box` inside the clip).
    func paint(_ picture: GDImage, at origin: (x: Int, y: Int), over box: PixelBox, visible: CGRect) {
        let clip = clips[clips.count - 1]
        let area = box.intersection(clip.box)
        guard !area.isEmpty else { return }
        let right = origin.x + picture.width, bottom = origin.y + picture.height
        let columns = (area.minX..<area.maxX).map { x in
            (source: min(max(x, origin.x), right - 1) - origin.x, coverage: Coverage.span(x, visible.minX, visible.maxX))
        }
        let opaque: Int32 = 0x7F00_0000
        for y in area.minY..<area.maxY {
            let ty = min(max(y, origin.y), bottom - 1) - origin.y
            let rowCoverage = Coverage.span(y, visible.minY, visible.maxY)
            picture.withRow(ty) { source in
                image.withMutableRow(y) { target in
                    for (offset, column) in columns.enumerated() {
                        let x = area.minX + offset, pixel = source[column.source]
                        let shapeCoverage = column.coverage * rowCoverage
                        if shapeCoverage >= 1, clip.shapes.isEmpty, pixel & opaque == 0 {
                            target[x] = pixel
                            continue
                        }
                        let color = picture.color(x: column.source, y: ty)
                        guard shapeCoverage > 0, color.alpha > 0 else { continue }
                        let c = clip.shapes.isEmpty ? shapeCoverage : shapeCoverage * clipCoverage(x: x, y: y, clip.shapes)
                        if c > 0 { image.blend(color, coverage: min(c, 1), x: x, y: y) }
                    }
                }
            }
        }
    }

    /// Blends per-pixel colours (e.g. a resampled image) over `box`, clipped.
    /// - Complexity: O(pixels of `box` inside the clip).
    func paint(_ box: PixelBox, source: (Int, Int) -> (Color, Double)) {
        let clip = clips[clips.count - 1]
        let area = box.intersection(clip.box)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                let (color, shapeCoverage) = source(x, y)
                guard shapeCoverage > 0, color.alpha > 0 else { continue }
                let c = clip.shapes.isEmpty ? shapeCoverage : shapeCoverage * clipCoverage(x: x, y: y, clip.shapes)
                if c > 0 { image.blend(color, coverage: min(c, 1), x: x, y: y) }
            }
        }
    }
}
