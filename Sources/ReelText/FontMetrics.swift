public import Foundation
import ReelGD
public import ReelGeometry

/// Text measurement with the bundled fonts (Inter, DejaVu Sans where Inter has no glyph), shared
/// by layout, SVG and raster.
public enum FontMetrics {
    /// Advance width of a single line of text in points at `weight`, as it is drawn: set by
    /// HarfBuzz when it needs shaping (``shapedLine(_:fontSize:weight:toFit:pixelSize:)``), else
    /// measured with gdImageStringFT(NULL, …).
    /// - Complexity: O(n) in the text length the first time, O(1) for a cached (text, size).
    public static func width(of text: String, fontSize: CGFloat, weight: FontWeight = .regular) -> CGFloat {
        let text = sanitized(text)
        if TextShaping.needsShaping(text) {
            return CGFloat(GlyphShaper.shape(text, pixelSize: Double(fontSize), weight: weight).advance)
        }
        return CGFloat(pixelWidth(of: displayable(text), pixelSize: Double(fontSize), weight: weight))
    }

    /// The line the raster draws for `text` when it needs shaping (right-to-left letters,
    /// combining marks, Indic and South-East Asian scripts): tail-truncated to `width` points in
    /// reading order, then set by HarfBuzz at `pixelSize` pixels to the em. Nil for text whose
    /// characters are drawn one after another (libgd draws those).
    package static func shapedLine(_ text: String, fontSize: CGFloat, weight: FontWeight = .regular, toFit width: CGFloat,
                                   pixelSize: Double) -> ShapedLine? {
        guard TextShaping.needsShaping(sanitized(text)) else { return nil }
        return GlyphShaper.shape(truncatedLogically(text, fontSize: fontSize, weight: weight, toFit: width), pixelSize: pixelSize,
                                 weight: weight)
    }

    /// Line height in points: (ascender + descender + line gap) × size ÷ units per em.
    public static func lineHeight(fontSize: CGFloat) -> CGFloat {
        let font = FontFile.bundled
        return fontSize * CGFloat((font.ascender + font.descender + font.lineGap) / font.unitsPerEm)
    }

    /// Height of the font's ascent above the baseline, in points.
    public static func ascender(fontSize: CGFloat) -> CGFloat {
        fontSize * CGFloat(FontFile.bundled.ascender / FontFile.bundled.unitsPerEm)
    }

    /// Depth of the font's descent below the baseline, in points (positive).
    public static func descender(fontSize: CGFloat) -> CGFloat {
        fontSize * CGFloat(FontFile.bundled.descender / FontFile.bundled.unitsPerEm)
    }

    /// Baseline y of a line vertically centred in `frame`: the ascent–descent box is centred.
    public static func baseline(in frame: CGRect, fontSize: CGFloat) -> CGFloat {
        frame.midY + (ascender(fontSize: fontSize) - descender(fontSize: fontSize)) / 2
    }

    /// `text`, or its longest prefix followed by "…" that fits `width` (UILabel's tail truncation),
    /// made `displayable(_:)`: what SVG draws, and the raster for text that needs no shaping.
    public static func truncated(_ text: String, fontSize: CGFloat, weight: FontWeight = .regular, toFit width: CGFloat) -> String {
        displayable(truncatedLogically(text, fontSize: fontSize, weight: weight, toFit: width))
    }

    /// The same cut in the text's own (logical) order, before it is put in visual order: the
    /// "…" goes after the last character read, which a right-to-left line shows at its left.
    static func truncatedLogically(_ text: String, fontSize: CGFloat, weight: FontWeight = .regular, toFit width: CGFloat) -> String {
        let text = sanitized(text)
        // Half a point of slack: frames are often sized from this very measurement.
        guard self.width(of: text, fontSize: fontSize, weight: weight) > width + 0.5 else { return text }
        let characters = Array(text)
        func candidate(_ kept: Int) -> String { String(characters[..<kept]).trimmingTrailingSpaces + "…" }
        let kept = longestFitting(above: 0, upTo: characters.count, fontSize: fontSize, weight: weight, toFit: width, candidate)
        return kept == 0 ? "" : candidate(kept)
    }

    /// The largest `k` in `known + 1 … high` whose `candidate(k)` fits `width` (with the half
    /// point of slack), else `known`; the candidates widen as `k` grows.
    /// - Complexity: O(log(high − known)) measurements.
    static func longestFitting(above known: Int, upTo high: Int, fontSize: CGFloat, weight: FontWeight, toFit width: CGFloat,
                               _ candidate: (Int) -> String) -> Int {
        var low = known, high = high
        while low < high {
            let mid = (low + high + 1) / 2
            if self.width(of: candidate(mid), fontSize: fontSize, weight: weight) <= width + 0.5 { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// `text` as SVG and raster can both draw it: control characters (NUL included) and
    /// characters beyond the Basic Multilingual Plane (emoji) become U+FFFD, one visible
    /// replacement glyph — libgd's UTF-8 decoder stops at three bytes, a C string at NUL, and the
    /// bundled font has no emoji, so anything else would differ between the two. Right-to-left
    /// text comes out in visual order, Arabic joined (``TextShaping``): SVG draws characters left
    /// to right (the raster sets such lines with HarfBuzz instead, ``shapedLine(_:fontSize:toFit:pixelSize:)``).
    /// - Complexity: O(n) in the text's scalars.
    public static func displayable(_ text: String) -> String {
        TextShaping.visual(sanitized(text))
    }

    /// Whether a drawn line (``displayable(_:)``'s result) holds right-to-left letters, already in
    /// visual order: an SVG viewer must then draw it as it is, without reordering it again.
    public static func isInVisualOrder(_ line: String) -> Bool {
        TextShaping.hasRightToLeftLetters(line)
    }

    /// `text` with what no renderer can draw replaced by U+FFFD, still in its own order.
    static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsReplacement) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(needsReplacement(scalar) ? "\u{FFFD}" : scalar)
        }
        return String(result)
    }

    private static func needsReplacement(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value > 0xFFFF
    }

    // MARK: - Cached measurement

    /// Advance in pixels at an em size of `pixelSize` pixels (the raster measures at size × scale):
    /// the sum of its font runs' advances (``FontFile/runs(of:weight:)``).
    package static func pixelWidth(of text: String, pixelSize: Double, weight: FontWeight = .regular) -> Double {
        guard !text.isEmpty, pixelSize > 0, pixelSize.isFinite else { return 0 }
        let key = Key(text: text, size: pixelSize, weight: weight)
        return cache.value(for: key) {
            FontFile.runs(of: text, weight: weight).reduce(0) { $0 + runWidth($1.text, $1.font, pixelSize: pixelSize) }
        }
    }

    /// Advance in pixels of a run set in one font (cached, as whole texts are).
    package static func runWidth(_ text: String, _ font: FontFile, pixelSize: Double) -> Double {
        let key = RunKey(text: text, size: pixelSize, fontPath: font.path)
        return runCache.value(for: key) {
            // Without the font (never for the bundled ones) fall back to an average advance.
            (try? GDImage.textAdvance(text, pixelSize: pixelSize, fontPath: font.path)) ?? Double(text.count) * 0.6 * pixelSize
        }
    }

    private struct Key: Hashable, Sendable {
        let text: String
        let size: Double
        let weight: FontWeight
    }

    private struct RunKey: Hashable, Sendable {
        let text: String
        let size: Double
        let fontPath: String
    }

    /// Measurements of whole texts and of font runs, 20,000 of each at most.
    private static let cache = BoundedCache<Key, Double>(budget: 20_000)
    private static let runCache = BoundedCache<RunKey, Double>(budget: 20_000)
}

extension String {
    /// The string without trailing spaces (a truncated label never ends "word …").
    package var trimmingTrailingSpaces: String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
