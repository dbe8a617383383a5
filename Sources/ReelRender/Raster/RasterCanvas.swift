import Foundation
import ReelGD
import ReelGraphics

/// Drawing state of one raster frame: the libgd image, the scale and the clip stack.
///
/// Clips are kept twice: their pixel bounding box goes to `gdImageSetClip` (limiting libgd's own
/// text drawing and every loop here), and clips with fractional edges or rounded corners also
/// multiply the coverage of shapes and images, so those are clipped with antialiasing. Text is
/// clipped by the bounding box only.
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
    func pushClip(_ rect: CGRect, cornerRadius: CGFloat) {
        let shape = RoundedRectShape(rect.scaled(by: scale), radius: cornerRadius * scale)
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

    /// Blends `color` over `shape`: the parts of its interior that need no coverage (every pixel
    /// wholly inside a straight stretch) as whole spans, only the edges and corners pixel by
    /// pixel — the same pixels as painting it all with coverage, in a fraction of the time.
    /// - Complexity: O(pixels of the shape's outline) plus the interior's rows.
    func paint(_ shape: RoundedRectShape, _ color: Color) {
        let clip = clips[clips.count - 1]
        guard clip.shapes.isEmpty, color.alpha > 0 else {
            paint(shape.bounds, color) { x, y in shape.coverage(x: x, y: y) }
            return
        }
        let bounds = shape.bounds.intersection(clip.box)
        guard !bounds.isEmpty else { return }
        // Disjoint boxes of coverage 1 (each pixel blended once, as translucent colours need).
        let cross = shape.interior.map { $0.intersection(clip.box) }
        for box in cross { image.fillBox(box, color) }
        for y in bounds.minY..<bounds.maxY {
            for x in bounds.minX..<bounds.maxX where !cross.contains(where: { $0.contains(x: x, y: y) }) {
                let c = shape.coverage(x: x, y: y)
                if c > 0 { image.blend(color, coverage: min(c, 1), x: x, y: y) }
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
