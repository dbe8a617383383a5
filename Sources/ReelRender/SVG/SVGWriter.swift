import Foundation
import ReelGeometry
import ReelGraphics
import ReelSymbols
import ReelText

/// Accumulates SVG elements; hands out deterministic ids (clip0, clip1 …, shadow0 …).
struct SVGWriter {
    private(set) var output = ""
    private var clipCount = 0
    private var shadowCount = 0
    private var openClips = 0
    /// Put before every id, so several frames can share one document.
    var idPrefix = ""
    /// When set, images are drawn as `<use>` of symbols defined once for the whole document
    /// instead of being embedded at every use.
    var sharedImages: SVGImageSymbols?

    mutating func line(_ text: String) {
        output += String(repeating: "  ", count: min(openClips + 1, 16) - 1)
        output += text
        output += "\n"
    }

    /// A frame's content: its background, then every item, all groups closed.
    mutating func writeContent(of list: DisplayList) {
        if list.background.alpha > 0 {
            line("<rect width=\"\(SVGFormat.number(list.size.width))\" height=\"\(SVGFormat.number(list.size.height))\" "
                + SVGFormat.paint("fill", list.background) + "/>")
        }
        for item in list.items { write(item, scale: list.scale) }
        closeAllClips()
    }

    // MARK: - Items

    mutating func write(_ item: DisplayItem, scale: CGFloat) {
        typealias F = SVGFormat
        switch item {
        case let .fill(rect, color, corners):
            line("<\(F.shape(rect, corners: corners)) \(F.paint("fill", color))/>")
        case let .stroke(rect, color, lineWidth, corners):
            line("<\(F.shape(rect, corners: corners)) fill=\"none\" \(F.paint("stroke", color))"
                + " stroke-width=\"\(F.number(lineWidth))\"/>")
        case let .line(from, to, color, width):
            line("<line x1=\"\(F.number(from.x))\" y1=\"\(F.number(from.y))\" x2=\"\(F.number(to.x))\""
                + " y2=\"\(F.number(to.y))\" \(F.paint("stroke", color)) stroke-width=\"\(F.number(width))\"/>")
        case let .image(source, frame, contentMode):
            image(source, in: frame, contentMode: contentMode, scale: scale)
        case let .text(string, frame, fontSize, color, alignment, weight):
            text(string, in: frame, fontSize: fontSize, color: color, alignment: alignment, weight: weight)
        case let .symbol(glyph, box, color):
            symbol(glyph, in: box, color: color)
        case let .pushClip(rect, corners):
            pushClip(rect, corners: corners)
        case .popClip:
            popClip()
        case let .beginGroup(_, transform, opacity):
            beginGroup(transform: transform, opacity: opacity)
        case .endGroup:
            popClip()
        case let .shadow(rect, corners, color, radius, opacity, offset):
            shadow(rect, corners: corners, color: color, radius: radius, opacity: opacity, offset: offset)
        case let .circle(center, radius, fill, stroke, lineWidth):
            var text = "<circle cx=\"\(F.number(center.x))\" cy=\"\(F.number(center.y))\""
                + " r=\"\(F.number(max(radius, 0)))\" \(F.paint("fill", fill))"
            if let stroke, lineWidth > 0 { text += " \(F.paint("stroke", stroke)) stroke-width=\"\(F.number(lineWidth))\"" }
            line(text + "/>")
        }
    }

    // MARK: - Clips

    mutating func pushClip(_ rect: CGRect, corners: Corners) {
        let id = "\(idPrefix)clip\(clipCount)"
        clipCount += 1
        line("<clipPath id=\"\(id)\"><\(SVGFormat.shape(rect, corners: corners))/></clipPath>")
        line("<g clip-path=\"url(#\(id))\">")
        openClips += 1
    }

    /// A `<g>` with the group's transform and opacity; closed like a clip group.
    mutating func beginGroup(transform t: CGAffineTransform, opacity: CGFloat) {
        var attributes = ""
        if !t.isIdentity {
            attributes += " transform=\"matrix(" + t.components.map(SVGFormat.number).joined(separator: " ") + ")\""
        }
        if opacity < 1 { attributes += " opacity=\"\(SVGFormat.number(max(0, opacity)))\"" }
        line("<g\(attributes)>")
        openClips += 1
    }

    /// Closes the innermost clip or transform group; an unmatched pop is ignored, as in the
    /// raster renderer.
    mutating func popClip() {
        guard openClips > 0 else { return }
        openClips -= 1
        line("</g>")
    }

    mutating func closeAllClips() {
        while openClips > 0 { popClip() }
    }

    // MARK: - Shadows

    /// Flood colour masked by the rect's alpha, blurred with σ = radius / 2 in a region 3σ wider.
    mutating func shadow(_ rect: CGRect, corners: Corners, color: Color, radius: CGFloat, opacity: CGFloat,
                         offset: CGSize) {
        typealias F = SVGFormat
        let alpha = CGFloat(color.alpha) / 255 * min(max(opacity, 0), 1)
        guard alpha > 0 else { return }
        let moved = rect.standardized.offsetBy(dx: offset.width, dy: offset.height)
        let sigma = max(radius, 0) / 2
        let id = "\(idPrefix)shadow\(shadowCount)"
        shadowCount += 1
        let region = moved.insetBy(dx: -3 * sigma - 1, dy: -3 * sigma - 1)
        line("<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" \(F.rect(region))"
            + " color-interpolation-filters=\"sRGB\">"
            + "<feFlood flood-color=\"\(color.rgbHex)\" flood-opacity=\"\(F.number(alpha))\"/>"
            + "<feComposite in2=\"SourceAlpha\" operator=\"in\"/>"
            + "<feGaussianBlur stdDeviation=\"\(F.number(sigma))\"/></filter>")
        line("<\(F.shape(moved, corners: corners)) fill=\"#000000\" filter=\"url(#\(id))\"/>")
    }

    // MARK: - Text

    /// Same truncation, baseline and alignment as the raster renderer (shared ``FontMetrics``).
    mutating func text(_ string: String, in frame: CGRect, fontSize: CGFloat, color: Color,
                       alignment: TextAlignment, weight: FontWeight) {
        typealias F = SVGFormat
        guard fontSize > 0 else { return }
        let lineText = FontMetrics.truncated(string, fontSize: fontSize, weight: weight, toFit: frame.width)
        guard !lineText.isEmpty else { return }
        let (x, anchor): (CGFloat, String)
        switch alignment {
        case .left: (x, anchor) = (frame.minX, "start")
        case .center: (x, anchor) = (frame.midX, "middle")
        case .right: (x, anchor) = (frame.maxX, "end")
        }
        let baseline = FontMetrics.baseline(in: frame, fontSize: fontSize)
        // Right-to-left text is already in visual order and shaped: drawn as it is.
        let order = FontMetrics.isInVisualOrder(lineText) ? " direction=\"ltr\" unicode-bidi=\"bidi-override\"" : ""
        let weighted = weight == .regular ? "" : " font-weight=\"\(weight.cssWeight)\""
        line("<text x=\"\(F.number(x))\" y=\"\(F.number(baseline))\" font-family=\"Inter, DejaVu Sans, sans-serif\""
            + " font-size=\"\(F.number(fontSize))\"\(weighted) \(F.paint("fill", color)) text-anchor=\"\(anchor)\"\(order)"
            + " xml:space=\"preserve\">\(XMLText.escaped(lineText))</text>")
    }

    // MARK: - Symbols

    /// An SF Symbol's stand-in as a filled path, its outline scaled from ems to the box.
    mutating func symbol(_ glyph: SymbolGlyph, in box: CGRect, color: Color) {
        typealias F = SVGFormat
        guard let outline = GlyphShaper.symbolOutline(glyph), box.width > 0, box.height > 0 else { return }
        func point(_ p: GlyphOutline.Point) -> String {
            F.number(box.minX + CGFloat(p.x) * box.width) + " " + F.number(box.minY + CGFloat(p.y) * box.height)
        }
        let path = outline.segments.map { segment in
            switch segment {
            case .move(let p): "M" + point(p)
            case .line(let p): "L" + point(p)
            case let .quadratic(control, to): "Q" + point(control) + " " + point(to)
            case let .cubic(first, second, to): "C" + point(first) + " " + point(second) + " " + point(to)
            case .close: "Z"
            }
        }.joined()
        // TrueType contours wind one way for ink and the other for holes.
        line("<path d=\"\(path)\" fill-rule=\"nonzero\" \(F.paint("fill", color))/>")
    }

    // MARK: - Images

    /// An `<image>` with the picture embedded as PNG; `preserveAspectRatio` follows the content mode.
    /// An unreadable file draws a grey placeholder (SVG rendering cannot throw).
    mutating func image(_ source: ImageSource, in frame: CGRect, contentMode: ContentMode, scale: CGFloat) {
        typealias F = SVGFormat
        guard let base64 = try? ImageCache.shared.pngBase64(for: source),
              let pixels = try? ImageCache.shared.pixelSize(of: source)
        else {
            line("<rect \(F.rect(frame)) fill=\"#c7c7cc\"/>")
            return
        }
        let href = "xlink:href=\"data:image/png;base64,\(base64)\""
        switch contentMode {
        case .scaleToFill:
            placeImage(href, pixels: pixels, in: frame, aspect: "none")
        case .scaleAspectFit:
            placeImage(href, pixels: pixels, in: frame, aspect: "xMidYMid meet")
        case .scaleAspectFill:
            placeImage(href, pixels: pixels, in: frame, aspect: "xMidYMid slice")
        case .center:
            let size = CGSize(width: pixels.width / scale, height: pixels.height / scale)
            let drawn = ImagePlacement.drawnRect(.center, imageSize: size, in: frame)
            let overflows = !frame.standardized.contains(drawn)
            if overflows { pushClip(frame, corners: .square) }
            placeImage(href, pixels: pixels, in: drawn, aspect: "none")
            if overflows { popClip() }
        }
    }

    /// An `<image>`, or a `<use>` of the shared symbol for it.
    private mutating func placeImage(_ href: String, pixels: CGSize, in frame: CGRect, aspect: String) {
        typealias F = SVGFormat
        guard let sharedImages else {
            line("<image \(F.rect(frame)) preserveAspectRatio=\"\(aspect)\" \(href)/>")
            return
        }
        let id = sharedImages.symbol(href: href, pixels: pixels, aspect: aspect)
        line("<use xlink:href=\"#\(id)\" \(F.rect(frame))/>")
    }
}
