import Foundation
import ReelGD
import ReelGeometry
import ReelGraphics
import ReelSymbols
import ReelText

extension RasterCanvas {
    // MARK: - Images

    /// An image placed by `contentMode` in `frame` (points), cropped by the frame.
    ///
    /// The image is resampled (``AreaResampler``) to its drawn size in whole pixels once and
    /// kept while frames draw it at that size (a scrolling photo is scaled once, not every
    /// frame), and a size drawn once (a stretching header) has only its visible part resampled;
    /// the frame's fractional edges come from coverage. An image drawn larger than
    /// ``ImageCache/largestScaledPixels`` has only its visible part resampled, each time.
    func image(_ source: ImageSource, in frame: CGRect, contentMode: ContentMode) throws {
        // The file's size places it; a reduced photo's pixels fill that place.
        let decoded = try ImageCache.shared.decoded(source)
        let picture = decoded.image
        let pointSize = CGSize(width: decoded.pixelSize.width / scale, height: decoded.pixelSize.height / scale)
        let drawn = ImagePlacement.drawnRect(contentMode, imageSize: pointSize, in: frame).scaled(by: scale)
        let framePixels = frame.standardized.scaled(by: scale)
        let visible = drawn.intersection(framePixels)
        guard !visible.isNull, visible.width > 0, visible.height > 0, drawn.width > 0, drawn.height > 0 else { return }
        let box = PixelBox(covering: visible).intersection(clipBox)
        guard !box.isEmpty else { return }
        let placed: (image: GDImage, left: Int, top: Int)
        let width = max(1, Int(drawn.width.rounded())), height = max(1, Int(drawn.height.rounded()))
        if width * height <= ImageCache.largestScaledPixels {
            let left = Int(drawn.minX.rounded()), top = Int(drawn.minY.rounded())
            // The image's pixels behind the box; painting repeats edge pixels outward from there.
            let window = PixelBox(minX: max(0, box.minX - left), minY: max(0, box.minY - top),
                                  maxX: min(width, box.maxX - left), maxY: min(height, box.maxY - top))
            let scaled = try ImageCache.shared.scaled(source, width: width, height: height, window: window)
            placed = (scaled.image, left + scaled.x, top + scaled.y)
        } else {
            guard let part = try Self.resampledPart(of: picture, drawn: drawn, behind: box) else { return }
            placed = part
        }
        paint(placed.image, at: (placed.left, placed.top), over: box, visible: visible)
    }

    /// The source pixels behind `box` (widened to whole source pixels) resampled into an image
    /// aligned to whole pixels, and where its pixel (0, 0) goes; nil when nothing is behind it.
    private static func resampledPart(of picture: GDImage, drawn: CGRect,
                                      behind box: PixelBox) throws -> (image: GDImage, left: Int, top: Int)? {
        let iw = CGFloat(picture.width), ih = CGFloat(picture.height)
        let sx = drawn.width / iw, sy = drawn.height / ih
        let srcX0 = max(0, Int(((CGFloat(box.minX) - drawn.minX) / sx).rounded(.down)))
        let srcY0 = max(0, Int(((CGFloat(box.minY) - drawn.minY) / sy).rounded(.down)))
        let srcX1 = min(picture.width, Int(((CGFloat(box.maxX) - drawn.minX) / sx).rounded(.up)))
        let srcY1 = min(picture.height, Int(((CGFloat(box.maxY) - drawn.minY) / sy).rounded(.up)))
        guard srcX1 > srcX0, srcY1 > srcY0 else { return nil }
        let left = Int((drawn.minX + CGFloat(srcX0) * sx).rounded())
        let top = Int((drawn.minY + CGFloat(srcY0) * sy).rounded())
        let right = Int((drawn.minX + CGFloat(srcX1) * sx).rounded())
        let bottom = Int((drawn.minY + CGFloat(srcY1) * sy).rounded())
        guard right > left, bottom > top else { return nil }
        let resampled = try GDImage(truecolorWidth: right - left, height: bottom - top, blending: false)
        AreaResampler.resample(picture, x: srcX0, y: srcY0, width: srcX1 - srcX0, height: srcY1 - srcY0,
                               into: resampled)
        return (resampled, left, top)
    }

    // MARK: - Symbols

    /// An SF Symbol's stand-in filling its em box `box` (points), in `color`, its box's corner on
    /// a whole pixel.
    func symbol(_ glyph: SymbolGlyph, in box: CGRect, color: Color) {
        guard !isClippedAway, color.alpha > 0, box.width > 0, box.height > 0 else { return }
        let pixels = box.scaled(by: scale)
        guard let shaped = GlyphShaper.symbol(glyph, pixelSize: Double(pixels.height.rounded())), shaped.width > 0, shaped.height > 0
        else { return }
        let left = Int(pixels.minX.rounded()) + shaped.left, top = Int(pixels.minY.rounded() + pixels.height.rounded()) + shaped.top
        let area = PixelBox(minX: left, minY: top, maxX: left + shaped.width, maxY: top + shaped.height).intersection(clipBox)
        guard !area.isEmpty else { return }
        paint(area, color) { px, py in Double(shaped.coverage[(py - top) * shaped.width + px - left]) / 255 }
    }

    // MARK: - Text

    /// One line of text, tail-truncated to the frame, vertically centred, aligned horizontally.
    func text(_ string: String, in frame: CGRect, fontSize: CGFloat, color: Color,
              alignment: TextAlignment, weight: FontWeight = .regular) throws {
        guard !isClippedAway, fontSize > 0, color.alpha > 0 else { return }
        let pixelSize = Double(fontSize * scale)
        if let shaped = FontMetrics.shapedLine(string, fontSize: fontSize, weight: weight, toFit: frame.width, pixelSize: pixelSize) {
            draw(shaped, in: frame, fontSize: fontSize, color: color, alignment: alignment)
            return
        }
        let line = FontMetrics.truncated(string, fontSize: fontSize, weight: weight, toFit: frame.width)
        guard !line.isEmpty else { return }
        let width = CGFloat(FontMetrics.pixelWidth(of: line, pixelSize: pixelSize, weight: weight))
        let x = alignment.lineStart(ofWidth: width, in: frame, scale: scale)
        let baseline = Int((FontMetrics.baseline(in: frame, fontSize: fontSize) * scale).rounded())
        // Where the glyphs can reach: the advance plus a little overhang, ascent to descent.
        let ink = PixelBox(covering: CGRect(x: x - pixelSize / 2, y: CGFloat(baseline) - FontMetrics.ascender(fontSize: fontSize) * scale - 2,
                                            width: width + pixelSize,
                                            height: FontMetrics.lineHeight(fontSize: fontSize) * scale + 4))
            .intersection(clipBox)
        guard !ink.isEmpty else { return }
        if clipCoversWholly(ink) {
            try Self.drawRuns(line, on: image, at: Double(x), baseline: baseline, pixelSize: pixelSize, weight: weight, color: color)
            return
        }
        // A rounded (or fractional) clip cuts through the text: libgd clips to whole rectangles
        // only, so the text is drawn on a transparent layer and laid on with the clip's coverage.
        let layer = try GDImage(truecolorWidth: ink.width, height: ink.height, blending: true)
        layer.fill(.clear)
        try Self.drawRuns(line, on: layer, at: Double(x) - Double(ink.minX), baseline: baseline - ink.minY,
                          pixelSize: pixelSize, weight: weight, color: color)
        paint(ink) { px, py in (layer.color(x: px - ink.minX, y: py - ink.minY), 1) }
    }

    /// Lays a shaped line's glyphs on, each with its coverage, inside the clip: aligned and
    /// centred as a line libgd draws, its start on a whole pixel.
    private func draw(_ line: ShapedLine, in frame: CGRect, fontSize: CGFloat, color: Color, alignment: TextAlignment) {
        let start = Int(alignment.lineStart(ofWidth: CGFloat(line.advance), in: frame, scale: scale).rounded())
        let baseline = Int((FontMetrics.baseline(in: frame, fontSize: fontSize) * scale).rounded())
        for glyph in line.glyphs where glyph.width > 0 && glyph.height > 0 {
            let left = start + glyph.left, top = baseline + glyph.top
            let box = PixelBox(minX: left, minY: top, maxX: left + glyph.width, maxY: top + glyph.height).intersection(clipBox)
            guard !box.isEmpty else { continue }
            paint(box, color) { px, py in Double(glyph.coverage[(py - top) * glyph.width + px - left]) / 255 }
        }
    }

    /// Draws `line` run by run (each font run starts where the runs before it end, measured as
    /// the layout measured them).
    private static func drawRuns(_ line: String, on image: GDImage, at x: Double, baseline: Int, pixelSize: Double,
                                 weight: FontWeight, color: Color) throws {
        var pen = x
        let runs = FontFile.runs(of: line, weight: weight)
        for (index, run) in runs.enumerated() {
            try image.drawText(run.text, pixelSize: pixelSize, fontPath: run.font.path,
                               x: Int(pen.rounded()), baseline: baseline, color: color)
            if index < runs.count - 1 { pen += FontMetrics.runWidth(run.text, run.font, pixelSize: pixelSize) }
        }
    }
}
