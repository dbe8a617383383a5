import Foundation
package import ReelGeometry

/// A bundled font: its file, the vertical metrics from its `head` and `hhea` tables and the
/// characters its `cmap` maps to glyphs.
///
/// Text is set in Inter (an iOS-like UI face, SIL OFL 1.1, from Debian's `fonts-inter` 3.19);
/// characters Inter has no glyph for (U+FFFD, many symbols, scripts beyond Latin, Greek and
/// Cyrillic) fall back to DejaVu Sans 2.37. Both renderers place baselines from the primary
/// font's numbers and measure each run with its own font, so SVG and raster text line up.
package struct FontFile: Sendable {
    /// Filesystem path handed to FreeType.
    package let path: String
    /// Design units per em (`head.unitsPerEm`).
    package let unitsPerEm: Double
    /// Ascent above the baseline in design units (`hhea.ascender`).
    package let ascender: Double
    /// Descent below the baseline in design units, positive (`−hhea.descender`).
    package let descender: Double
    /// Extra line gap in design units (`hhea.lineGap`).
    package let lineGap: Double
    /// The characters with a glyph, as sorted, disjoint closed ranges of code points.
    private let coverage: [ClosedRange<UInt32>]

    /// The face text is set in: Inter Regular.
    package static let bundled = load("Inter-Regular", "otf", standIn: interMetrics)
    private static let medium = load("Inter-Medium", "otf", standIn: interMetrics)
    private static let semibold = load("Inter-SemiBold", "otf", standIn: interMetrics)
    private static let bold = load("Inter-Bold", "otf", standIn: interMetrics)
    /// Inter's `head` and `hhea` numbers, the same in every weight.
    private static let interMetrics = (unitsPerEm: 2816.0, ascender: 2728.0, descender: 680.0, lineGap: 0.0)

    /// Inter at `weight` (its faces share the vertical metrics of ``bundled``).
    package static func inter(_ weight: FontWeight) -> FontFile {
        switch weight {
        case .regular: bundled
        case .medium: medium
        case .semibold: semibold
        case .bold: bold
        }
    }

    /// The face for characters ``bundled`` has no glyph for: DejaVu Sans.
    package static let fallback = load("DejaVuSans", "ttf",
                                       standIn: (unitsPerEm: 2048, ascender: 1901, descender: 483, lineGap: 0))

    /// A bundled font; the font's own values stand in for its tables if they cannot be read.
    private static func load(_ name: String, _ type: String,
                             standIn: (unitsPerEm: Double, ascender: Double, descender: Double, lineGap: Double))
        -> FontFile {
        let url = Bundle.module.url(forResource: name, withExtension: type)
        let bytes = [UInt8](url.flatMap { try? Data(contentsOf: $0) } ?? Data())
        let tables = parseTables(bytes) ?? standIn
        return FontFile(path: url?.path ?? "\(name).\(type)", unitsPerEm: tables.unitsPerEm,
                        ascender: tables.ascender, descender: tables.descender, lineGap: tables.lineGap,
                        coverage: parseCoverage(bytes))
    }

    /// Whether the font has a glyph for `scalar`.
    /// - Complexity: O(log ranges).
    package func covers(_ scalar: Unicode.Scalar) -> Bool {
        var low = 0, high = coverage.count
        while low < high {
            let mid = (low + high) / 2
            if coverage[mid].upperBound < scalar.value { low = mid + 1 } else { high = mid }
        }
        return low < coverage.count && coverage[low].contains(scalar.value)
    }

    /// `text` cut into runs set in one font each: Inter at `weight` where it has the glyph (or
    /// neither font has), ``fallback`` otherwise.
    /// - Complexity: O(n) in the text's scalars.
    package static func runs(of text: String, weight: FontWeight = .regular) -> [(text: String, font: FontFile)] {
        let bundled = inter(weight)
        var runs: [(text: String, font: FontFile)] = []
        var current = String.UnicodeScalarView(), currentIsFallback = false
        for scalar in text.unicodeScalars {
            let isFallback = !bundled.covers(scalar) && fallback.covers(scalar)
            if isFallback != currentIsFallback, !current.isEmpty {
                runs.append((String(current), currentIsFallback ? fallback : bundled))
                current = String.UnicodeScalarView()
            }
            currentIsFallback = isFallback
            current.append(scalar)
        }
        if !current.isEmpty { runs.append((String(current), currentIsFallback ? fallback : bundled)) }
        return runs
    }

    // MARK: - OpenType table parsing

    /// The big-endian 16-bit number at `at`; nil past the end.
    private static func u16(_ bytes: [UInt8], _ at: Int) -> Int? {
        at >= 0 && at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil
    }

    /// The big-endian 32-bit number at `at`; nil past the end.
    private static func u32(_ bytes: [UInt8], _ at: Int) -> Int? {
        guard let hi = u16(bytes, at), let lo = u16(bytes, at + 2) else { return nil }
        return hi << 16 | lo
    }

    /// Where each table starts, by tag.
    private static func tableOffsets(_ bytes: [UInt8]) -> [String: Int]? {
        func u16(_ at: Int) -> Int? { Self.u16(bytes, at) }
        guard let tableCount = u16(4) else { return nil }
        var offsets: [String: Int] = [:]
        for i in 0..<tableCount {
            let record = 12 + 16 * i
            guard record + 16 <= bytes.count, let hi = u16(record + 8), let lo = u16(record + 10) else { return nil }
            offsets[String(decoding: bytes[record..<record + 4], as: UTF8.self)] = hi << 16 | lo
        }
        return offsets
    }

    /// The code points the `cmap` maps to a glyph other than 0, from its Unicode subtable
    /// (format 12, else format 4).
    private static func parseCoverage(_ bytes: [UInt8]) -> [ClosedRange<UInt32>] {
        func u16(_ at: Int) -> Int? { Self.u16(bytes, at) }
        func u32(_ at: Int) -> Int? { Self.u32(bytes, at) }
        guard let cmap = tableOffsets(bytes)?["cmap"], let count = u16(cmap + 2) else { return [] }
        var format4: Int?, format12: Int?
        for i in 0..<count {
            let record = cmap + 4 + 8 * i
            guard let platform = u16(record), let encoding = u16(record + 2), let offset = u32(record + 4),
                  let format = u16(cmap + offset) else { continue }
            let unicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
            if unicode, format == 12 { format12 = cmap + offset }
            if unicode, format == 4 { format4 = cmap + offset }
        }
        var ranges: [ClosedRange<UInt32>] = []
        func add(_ range: ClosedRange<UInt32>) {
            if let last = ranges.last, last.upperBound + 1 >= range.lowerBound {
                ranges[ranges.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                ranges.append(range)
            }
        }
        if let table = format12, let groups = u32(table + 12) {
            for g in 0..<min(groups, 100_000) {
                guard let start = u32(table + 16 + 12 * g), let end = u32(table + 20 + 12 * g),
                      let glyph = u32(table + 24 + 12 * g), start <= end else { break }
                let first = glyph == 0 ? start + 1 : start  // glyph 0 is .notdef: no glyph
                if first <= end { add(UInt32(first)...UInt32(end)) }
            }
        } else if let table = format4, let doubled = u16(table + 6) {
            let segments = doubled / 2
            let ends = table + 14, starts = ends + doubled + 2, deltas = starts + doubled, offsets = deltas + doubled
            for s in 0..<segments {
                guard let end = u16(ends + 2 * s), let start = u16(starts + 2 * s), let delta = u16(deltas + 2 * s),
                      let rangeOffset = u16(offsets + 2 * s), start <= end, end != 0xFFFF else { continue }
                for code in start...end {
                    let glyph: Int
                    if rangeOffset == 0 {
                        glyph = (code + delta) & 0xFFFF
                    } else {
                        let raw = u16(offsets + 2 * s + rangeOffset + 2 * (code - start)) ?? 0
                        glyph = raw == 0 ? 0 : (raw + delta) & 0xFFFF
                    }
                    if glyph != 0 { add(UInt32(code)...UInt32(code)) }
                }
            }
        }
        return ranges
    }

    /// The vertical metrics of the font in `bytes` (`head.unitsPerEm`, `hhea`); nil if they
    /// cannot be read.
    package static func parseTables(_ bytes: [UInt8]) -> (unitsPerEm: Double, ascender: Double,
                                                          descender: Double, lineGap: Double)? {
        func u16(_ at: Int) -> Int? { Self.u16(bytes, at) }
        func s16(_ at: Int) -> Int? { u16(at).map { $0 >= 0x8000 ? $0 - 0x10000 : $0 } }
        guard let offsets = tableOffsets(bytes) else { return nil }
        guard let head = offsets["head"], let hhea = offsets["hhea"],
              let upem = u16(head + 18), upem > 0,
              let ascender = s16(hhea + 4), let descender = s16(hhea + 6), let gap = s16(hhea + 8)
        else { return nil }
        return (Double(upem), Double(ascender), Double(-descender), Double(gap))
    }
}
