import Foundation

/// The bundled DejaVu Sans font and the vertical metrics from its `head` and `hhea` tables.
///
/// Both renderers place baselines from these numbers, so SVG and raster text line up.
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

    /// The font every measurement and raster drawing uses.
    package static let bundled: FontFile = {
        let url = Bundle.module.url(forResource: "DejaVuSans", withExtension: "ttf")
        let data = url.flatMap { try? Data(contentsOf: $0) } ?? Data()
        // DejaVu Sans 2.37's own values stand in if the tables cannot be read.
        let tables = parseTables(data)
        return FontFile(path: url?.path ?? "DejaVuSans.ttf",
                        unitsPerEm: tables?.unitsPerEm ?? 2048, ascender: tables?.ascender ?? 1901,
                        descender: tables?.descender ?? 483, lineGap: tables?.lineGap ?? 0)
    }()

    // MARK: - TrueType table parsing

    private static func parseTables(_ data: Data) -> (unitsPerEm: Double, ascender: Double,
                                                      descender: Double, lineGap: Double)? {
        let bytes = [UInt8](data)
        func u16(_ at: Int) -> Int? { at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil }
        func s16(_ at: Int) -> Int? { u16(at).map { $0 >= 0x8000 ? $0 - 0x10000 : $0 } }
        func u32(_ at: Int) -> Int? {
            guard let hi = u16(at), let lo = u16(at + 2) else { return nil }
            return hi << 16 | lo
        }
        guard let tableCount = u16(4) else { return nil }
        var offsets: [String: Int] = [:]
        for i in 0..<tableCount {
            let record = 12 + 16 * i
            guard record + 16 <= bytes.count, let offset = u32(record + 8) else { return nil }
            offsets[String(decoding: bytes[record..<record + 4], as: UTF8.self)] = offset
        }
        guard let head = offsets["head"], let hhea = offsets["hhea"],
              let upem = u16(head + 18), upem > 0,
              let ascender = s16(hhea + 4), let descender = s16(hhea + 6), let gap = s16(hhea + 8)
        else { return nil }
        return (Double(upem), Double(ascender), Double(-descender), Double(gap))
    }
}
