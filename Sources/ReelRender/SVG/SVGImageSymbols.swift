import Foundation

/// The images of a many-frame SVG document, each defined once as a `<symbol>` (by picture and
/// aspect mode) and placed with `<use>`: a header image shown in 200 frames is embedded once.
final class SVGImageSymbols {
    private var ids: [String: String] = [:]
    /// The `<symbol>` definitions, in the order first used.
    private(set) var definitions: [String] = []

    /// The id of the symbol drawing `href` (a data URL) with `aspect` (`preserveAspectRatio`).
    func symbol(href: String, pixels: CGSize, aspect: String) -> String {
        let key = aspect + "|" + href
        if let id = ids[key] { return id }
        let id = "image\(definitions.count)"
        ids[key] = id
        let w = SVGFormat.number(pixels.width), h = SVGFormat.number(pixels.height)
        definitions.append("<symbol id=\"\(id)\" viewBox=\"0 0 \(w) \(h)\" preserveAspectRatio=\"\(aspect)\">"
            + "<image width=\"\(w)\" height=\"\(h)\" \(href)/></symbol>")
        return id
    }
}
