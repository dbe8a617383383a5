internal import CHarfBuzz
import Foundation
import ReelGeometry
package import ReelSymbols

/// One glyph of a shaped line, ready to lay on: its coverage and where it sits.
package struct ShapedGlyph: Sendable, Hashable {
    /// Where the bitmap's top-left pixel is, in pixels from the line's start on the baseline
    /// (y down).
    package let left: Int
    package let top: Int
    package let width: Int
    package let height: Int
    /// How much of each pixel the glyph covers, 0…255, row by row.
    package let coverage: [UInt8]
    /// The glyph's index in its font.
    package let glyph: UInt32
    /// Where in the text (in Unicode scalars) the characters this glyph draws begin: HarfBuzz's
    /// cluster.
    package let cluster: Int
}

/// A line of text set as a screen sets it: in visual order, each run shaped by its script's
/// rules, as glyph bitmaps.
package struct ShapedLine: Sendable {
    /// The glyphs, left to right.
    package let glyphs: [ShapedGlyph]
    /// How far the pen moves over the line, in pixels.
    package let advance: Double
}

/// Sets a line with HarfBuzz (the OpenType shaping engine: Arabic joining and ligatures, marks
/// placed on their letters, the reordering of Indic scripts) and draws its glyphs with FreeType,
/// the library libgd draws with. The line is cut into runs of one direction (FriBidi's levels)
/// and one font (Inter, else DejaVu Sans), each shaped on its own, then put in visual order.
///
/// FreeType and HarfBuzz objects are not thread-safe: one lock guards them; lines are cached.
package enum GlyphShaper {
    /// `text` (in reading order, one line) set at `pixelSize` pixels to the em.
    /// - Complexity: O(n) in the text's scalars, plus drawing each glyph, the first time; O(1)
    ///   for a cached (text, size).
    static func shape(_ text: String, pixelSize: Double, weight: FontWeight = .regular) -> ShapedLine {
        guard !text.isEmpty, pixelSize > 0, pixelSize.isFinite else { return ShapedLine(glyphs: [], advance: 0) }
        return cache.value(for: Key(text: text, size: pixelSize, weight: weight)) {
            faces.withLock { faces in setLine(text, pixelSize: pixelSize, weight: weight, faces: &faces) }
        }
    }

    private struct Key: Hashable, Sendable {
        let text: String
        let size: Double
        let weight: FontWeight
    }

    private static let cache = BoundedCache<Key, ShapedLine>(budget: 2_000)

    // MARK: - Runs

    private static func setLine(_ text: String, pixelSize: Double, weight: FontWeight, faces: inout Faces) -> ShapedLine {
        let scalars = Array(text.unicodeScalars)
        let levels = TextShaping.embeddingLevels(of: scalars)
        // Runs of one level and one font, in reading order.
        var runs: [(range: Range<Int>, level: UInt8, font: FontFile)] = []
        for index in scalars.indices {
            let font = fontFor(scalars[index], after: runs.last?.font, weight: weight)
            if let last = runs.last, last.level == levels[index], last.font.path == font.path {
                runs[runs.count - 1].range = last.range.lowerBound..<index + 1
            } else {
                runs.append((index..<index + 1, levels[index], font))
            }
        }
        // Unicode's rule L2: from the highest level down to the lowest odd one, each stretch of
        // runs at that level or higher is reversed.
        var order = Array(runs.indices)
        let highest = runs.map(\.level).max() ?? 0
        let lowestOdd = runs.map(\.level).filter { $0 % 2 == 1 }.min() ?? (highest + 1)
        if lowestOdd <= highest {
            for level in stride(from: Int(highest), through: Int(lowestOdd), by: -1) {
                var start = 0
                while start < order.count {
                    guard runs[order[start]].level >= level else { start += 1; continue }
                    var end = start
                    while end < order.count, runs[order[end]].level >= level { end += 1 }
                    order[start..<end].reverse()
                    start = end
                }
            }
        }
        var glyphs: [ShapedGlyph] = []
        var pen = 0.0
        for runIndex in order {
            let run = runs[runIndex]
            guard let face = faces.face(for: run.font) else { continue }
            pen = shapeRun(Array(scalars[run.range]), offset: run.range.lowerBound, rightToLeft: run.level % 2 == 1,
                           face: face, pixelSize: pixelSize, pen: pen, into: &glyphs)
        }
        return ShapedLine(glyphs: glyphs, advance: pen)
    }

    /// Inter at `weight` where it has the glyph; else DejaVu Sans where it does; a mark stays in
    /// its letter's font, so the two are shaped together.
    private static func fontFor(_ scalar: Unicode.Scalar, after previous: FontFile?, weight: FontWeight) -> FontFile {
        if let previous, scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .enclosingMark,
           previous.covers(scalar) {
            return previous
        }
        let inter = FontFile.inter(weight)
        return !inter.covers(scalar) && FontFile.fallback.covers(scalar) ? FontFile.fallback : inter
    }

    /// Shapes one run and draws its glyphs from `pen`; returns the pen after it.
    private static func shapeRun(_ scalars: [Unicode.Scalar], offset: Int, rightToLeft: Bool, face: FT_Face,
                                 pixelSize: Double, pen start: Double, into glyphs: inout [ShapedGlyph]) -> Double {
        // 26.6 fixed point: 64 units a pixel.
        FT_Set_Char_Size(face, 0, FT_F26Dot6((pixelSize * 64).rounded()), 72, 72)
        guard let font = hb_ft_font_create_referenced(face), let buffer = hb_buffer_create() else { return start }
        defer {
            hb_buffer_destroy(buffer)
            hb_font_destroy(font)
        }
        hb_ft_font_set_load_flags(font, Int32(loadFlags))
        let codes = scalars.map { $0.value }
        hb_buffer_add_utf32(buffer, codes, Int32(codes.count), 0, Int32(codes.count))
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return start }
        var pen = start
        for index in 0..<Int(count) {
            let info = infos[index], position = positions[index]
            let x = pen + Double(position.x_offset) / 64
            let y = Double(position.y_offset) / 64
            if let glyph = draw(info.codepoint, of: face, at: x, raisedBy: y, cluster: offset + Int(info.cluster)) {
                glyphs.append(glyph)
            }
            pen += Double(position.x_advance) / 64
        }
        return pen
    }

    /// Outlines as designed: no hinting, so advances scale with the size and glyphs can sit at
    /// fractions of a pixel.
    private static let loadFlags = FT_LOAD_NO_HINTING

    /// The glyph's coverage with its origin at (`x`, baseline − `y`) from the line's start: the
    /// whole pixels of `x` place the bitmap, the fraction moves the outline.
    private static func draw(_ glyph: UInt32, of face: FT_Face, at x: Double, raisedBy y: Double, cluster: Int) -> ShapedGlyph? {
        let whole = x.rounded(.down)
        var shift = FT_Vector(x: FT_Pos(((x - whole) * 64).rounded()), y: FT_Pos((y * 64).rounded()))
        FT_Set_Transform(face, nil, &shift)
        defer { FT_Set_Transform(face, nil, nil) }
        guard FT_Load_Glyph(face, glyph, Int32(loadFlags)) == 0, let slot = face.pointee.glyph,
              FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
        return bitmap(of: slot, left: Int(whole), glyph: glyph, cluster: cluster)
    }

    /// The rendered glyph in `slot`, its bitmap `left` pixels further right.
    private static func bitmap(of slot: FT_GlyphSlot, left: Int, glyph: UInt32, cluster: Int) -> ShapedGlyph {
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        var coverage = [UInt8](repeating: 0, count: width * height)
        if let buffer = bitmap.buffer, width > 0, height > 0 {
            for row in 0..<height {
                // A negative pitch means the rows run bottom up.
                let source = pitch >= 0 ? row * pitch : (height - 1 - row) * -pitch
                for column in 0..<width { coverage[row * width + column] = buffer[source + column] }
            }
        }
        return ShapedGlyph(left: left + Int(slot.pointee.bitmap_left), top: -Int(slot.pointee.bitmap_top),
                           width: width, height: height, coverage: coverage, glyph: glyph, cluster: cluster)
    }

    // MARK: - Symbols

    /// An SF Symbol's stand-in drawn with its em `pixelSize` pixels square, grown to its weight;
    /// the bitmap's place is from the em box's bottom-left corner (y down). Nil when the font has
    /// no such glyph.
    /// - Complexity: O(pixelSize²) the first time; O(1) for a cached (glyph, size).
    package static func symbol(_ glyph: SymbolGlyph, pixelSize: Double) -> ShapedGlyph? {
        guard pixelSize > 0, pixelSize <= 2_048 else { return nil }
        return symbolBitmaps.value(for: SymbolKey(glyph: glyph, size: pixelSize)) {
            faces.withLock { faces -> ShapedGlyph? in
                guard let face = faces.face(path: SymbolCatalog.fontPath) else { return nil }
                FT_Set_Char_Size(face, 0, FT_F26Dot6((pixelSize * 64).rounded()), 72, 72)
                let index = FT_Get_Char_Index(face, FT_ULong(glyph.codepoint))
                guard index != 0, FT_Load_Glyph(face, index, Int32(loadFlags)) == 0, let slot = face.pointee.glyph else { return nil }
                // FreeType's strength is the whole growth, half on each side.
                let strength = FT_Pos((2 * glyph.emboldening * pixelSize * 64).rounded())
                if strength != 0 { FT_Outline_EmboldenXY(&slot.pointee.outline, strength, strength) }
                guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
                return bitmap(of: slot, left: 0, glyph: index, cluster: 0)
            }
        }
    }

    /// An SF Symbol's stand-in as an outline, in ems (0…1 across the em box, y down from its
    /// top), grown to its weight, for drawing as a vector path. Nil when the font has no such
    /// glyph.
    package static func symbolOutline(_ glyph: SymbolGlyph) -> GlyphOutline? {
        faces.withLock { faces -> GlyphOutline? in
            guard let face = faces.face(path: SymbolCatalog.fontPath) else { return nil }
            let index = FT_Get_Char_Index(face, FT_ULong(glyph.codepoint))
            guard index != 0, FT_Load_Glyph(face, index, Int32(FT_LOAD_NO_SCALE)) == 0, let slot = face.pointee.glyph else { return nil }
            let units = Double(face.pointee.units_per_EM)
            let strength = FT_Pos((2 * glyph.emboldening * units).rounded())
            if strength != 0 { FT_Outline_EmboldenXY(&slot.pointee.outline, strength, strength) }
            let collector = OutlineCollector(unitsPerEm: units)
            var callbacks = FT_Outline_Funcs(
                move_to: { to, user in OutlineCollector.from(user).move(to) },
                line_to: { to, user in OutlineCollector.from(user).line(to) },
                conic_to: { control, to, user in OutlineCollector.from(user).conic(control, to) },
                cubic_to: { first, second, to, user in OutlineCollector.from(user).cubic(first, second, to) },
                shift: 0, delta: 0)
            let status = withExtendedLifetime(collector) {
                FT_Outline_Decompose(&slot.pointee.outline, &callbacks, Unmanaged.passUnretained(collector).toOpaque())
            }
            guard status == 0 else { return nil }
            return collector.finished()
        }
    }

    private struct SymbolKey: Hashable, Sendable {
        let glyph: SymbolGlyph
        let size: Double
    }

    private static let symbolBitmaps = BoundedCache<SymbolKey, ShapedGlyph?>(budget: 500)

    /// Gathers FreeType's outline walk into a ``GlyphOutline``.
    private final class OutlineCollector {
        private let unitsPerEm: Double
        private var segments: [GlyphOutline.Segment] = []

        init(unitsPerEm: Double) { self.unitsPerEm = unitsPerEm }

        static func from(_ user: UnsafeMutableRawPointer?) -> OutlineCollector {
            Unmanaged<OutlineCollector>.fromOpaque(user!).takeUnretainedValue()
        }

        /// Font units (y up from the baseline, the em box's bottom) in ems from the box's top.
        private func point(_ vector: UnsafePointer<FT_Vector>?) -> GlyphOutline.Point {
            let v = vector!.pointee
            return GlyphOutline.Point(x: Double(v.x) / unitsPerEm, y: 1 - Double(v.y) / unitsPerEm)
        }

        func move(_ to: UnsafePointer<FT_Vector>?) -> Int32 {
            if !segments.isEmpty { segments.append(.close) }
            segments.append(.move(point(to)))
            return 0
        }

        func line(_ to: UnsafePointer<FT_Vector>?) -> Int32 {
            segments.append(.line(point(to)))
            return 0
        }

        func conic(_ control: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) -> Int32 {
            segments.append(.quadratic(control: point(control), to: point(to)))
            return 0
        }

        func cubic(_ first: UnsafePointer<FT_Vector>?, _ second: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) -> Int32 {
            segments.append(.cubic(point(first), point(second), to: point(to)))
            return 0
        }

        func finished() -> GlyphOutline {
            if !segments.isEmpty { segments.append(.close) }
            return GlyphOutline(segments: segments)
        }
    }

    // MARK: - FreeType

    /// The FreeType library and a face of each bundled font, opened once.
    private struct Faces: @unchecked Sendable {
        private var library: FT_Library?
        private var opened: [String: FT_Face] = [:]

        mutating func face(for font: FontFile) -> FT_Face? { face(path: font.path) }

        mutating func face(path: String) -> FT_Face? {
            if let face = opened[path] { return face }
            if library == nil, FT_Init_FreeType(&library) != 0 { return nil }
            var face: FT_Face?
            guard FT_New_Face(library, path, 0, &face) == 0, let face else { return nil }
            opened[path] = face
            return face
        }
    }

    private static let faces = Locked(Faces())
}
