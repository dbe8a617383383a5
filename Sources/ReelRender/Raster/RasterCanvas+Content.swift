import Foundation
import ReelGD
import ReelGraphics
import ReelText

extension RasterCanvas {
    // MARK: - Images

    /// An image placed by `contentMode` in `frame` (points), cropped by the frame.
    ///
    /// Only the visible part of the source is resampled (`gdImageCopyResampled`), into a
    /// temporary image aligned to whole pixels; the frame's fractional edges come from coverage.
    func image(_ source: ImageSource, in frame: CGRect, contentMode: ContentMode) throws {
        let picture = try ImageCache.shared.image(for: source)
        let iw = CGFloat(picture.width), ih = CGFloat(picture.height)
        let pointSize = CGSize(width: iw / scale, height: ih / scale)
        let drawn = ImagePlacement.drawnRect(contentMode, imageSize: pointSize, in: frame).scaled(by: scale)
        let framePixels = frame.standardized.scaled(by: scale)
        let visible = drawn.intersection(framePixels)
        guard !visible.isNull, visible.width > 0, visible.height > 0, drawn.width > 0, drawn.height > 0 else { return }
        let box = PixelBox(covering: visible).intersection(clipBox)
        guard !box.isEmpty else { return }
        // Source pixels behind `box`, widened to whole source pixels.
        let sx = drawn.width / iw, sy = drawn.height / ih
        let srcX0 = max(0, Int(((CGFloat(box.minX) - drawn.minX) / sx).rounded(.down)))
        let srcY0 = max(0, Int(((CGFloat(box.minY) - drawn.minY) / sy).rounded(.down)))
        let srcX1 = min(picture.width, Int(((CGFloat(box.maxX) - drawn.minX) / sx).rounded(.up)))
        let srcY1 = min(picture.height, Int(((CGFloat(box.maxY) - drawn.minY) / sy).rounded(.up)))
        guard srcX1 > srcX0, srcY1 > srcY0 else { return }
        let left = Int((drawn.minX + CGFloat(srcX0) * sx).rounded())
        let top = Int((drawn.minY + CGFloat(srcY0) * sy).rounded())
        let right = Int((drawn.minX + CGFloat(srcX1) * sx).rounded())
        let bottom = Int((drawn.minY + CGFloat(srcY1) * sy).rounded())
        guard right > left, bottom > top else { return }
        let resampled = try GDImage(truecolorWidth: right - left, height: bottom - top, blending: false)
        resampled.resample(from: picture, srcX: srcX0, srcY: srcY0,
                           srcWidth: srcX1 - srcX0, srcHeight: srcY1 - srcY0)
        paint(box) { x, y in
            let tx = min(max(x - left, 0), right - left - 1), ty = min(max(y - top, 0), bottom - top - 1)
            let coverage = Coverage.span(x, visible.minX, visible.maxX) * Coverage.span(y, visible.minY, visible.maxY)
            return (resampled.color(x: tx, y: ty), coverage)
        }
    }

    // MARK: - Text

    /// One line of text, tail-truncated to the frame, vertically centred, aligned horizontally.
    func text(_ string: String, in frame: CGRect, fontSize: CGFloat, color: Color,
              alignment: TextAlignment) throws {
        guard !isClippedAway, fontSize > 0, color.alpha > 0 else { return }
        let line = FontMetrics.truncated(string, fontSize: fontSize, toFit: frame.width)
        guard !line.isEmpty else { return }
        let pixelSize = Double(fontSize * scale)
        let width = CGFloat(FontMetrics.pixelWidth(of: line, pixelSize: pixelSize))
        let x: CGFloat
        switch alignment {
        case .left: x = frame.minX * scale
        case .center: x = frame.midX * scale - width / 2
        case .right: x = frame.maxX * scale - width
        }
        let baseline = FontMetrics.baseline(in: frame, fontSize: fontSize) * scale
        try image.drawText(line, pixelSize: pixelSize, fontPath: FontFile.bundled.path,
                           x: Int(x.rounded()), baseline: Int(baseline.rounded()), color: color)
    }
}
