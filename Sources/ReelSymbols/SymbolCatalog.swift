internal import Foundation

/// The SF Symbols ScrollReel can draw: each name mapped to a glyph of Google's Material Icons
/// (Apache 2.0, from Debian 12's `fonts-material-design-icons-iconfont` 6.7.0; licence in
/// `Resources/MaterialIcons-LICENSE.txt`). SF Symbols themselves are Apple's and licensed for
/// Apple platforms only, so a look-alike is drawn; a name the table lacks has no image, as UIKit
/// answers nil for a name it does not know.
///
/// The table (`Resources/SymbolNames.tsv`: SF name, Material name, code point) was chosen by
/// this team, ranked by how many public apps name each symbol; an outline SF Symbol maps to
/// Material's outline or border variant where there is one, `.fill` to the filled icon.
public enum SymbolCatalog {
    /// The Material Icons font file, for the renderers.
    public static let fontPath: String =
        Bundle.module.url(forResource: "MaterialIcons-Regular", withExtension: "ttf")?.path ?? "MaterialIcons-Regular.ttf"

    /// How many SF Symbol names have a stand-in.
    public static var count: Int { codepoints.count }

    /// The stand-in for the SF Symbol `name` at `weight` (`UIFont.Weight`'s raw value); nil when
    /// the table has no stand-in for it.
    /// - Complexity: O(1).
    public static func glyph(named name: String, weight: Double = 0) -> SymbolGlyph? {
        guard let codepoint = codepoints[name] else { return nil }
        return SymbolGlyph(name: name, codepoint: codepoint, emboldening: SymbolGlyph.emboldening(forWeight: weight))
    }

    /// The side of a symbol image's square, in points, for a symbol configuration's point size
    /// (17, body text, when none is given) and its scale's factor.
    ///
    /// Apple gives the scales' ratios (small about 20 % under medium, large about 30 % over:
    /// `NSImage.SymbolScale`'s documentation); the medium side of 20 pt at 17 pt is our reading
    /// (a body-size symbol's image runs from about 17 to 23 pt, by symbol).
    public static func side(pointSize: Double, scaleFactor: Double) -> Double {
        (pointSize * 20 / 17 * scaleFactor * 3).rounded() / 3
    }

    /// The table's rows: the SF name and the code point (the Material name is for readers).
    private static let table: [(sf: String, codepoint: UInt32)] = {
        guard let url = Bundle.module.url(forResource: "SymbolNames", withExtension: "tsv"),
              let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: "\t")
            guard fields.count >= 3, let codepoint = UInt32(fields[2], radix: 16) else { return nil }
            return (String(fields[0]), codepoint)
        }
    }()

    private static let codepoints: [String: UInt32] = Dictionary(table.map { ($0.sf, $0.codepoint) }, uniquingKeysWith: { first, _ in first })
}
