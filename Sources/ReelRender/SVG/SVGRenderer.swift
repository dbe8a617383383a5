import Foundation
public import ReelGraphics

/// Writes a ``DisplayList`` as a standalone SVG document (pure Swift; images embedded as PNG).
public struct SVGRenderer: Sendable {
    /// A renderer; it holds no state.
    public init() {}

    /// A complete standalone SVG document: width/height = pixel size, viewBox in points.
    /// - Complexity: O(items + embedded image bytes).
    public func render(_ list: DisplayList) -> String {
        var writer = SVGWriter()
        writer.line("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        writer.line("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\""
            + " width=\"\(list.pixelWidth)\" height=\"\(list.pixelHeight)\""
            + " viewBox=\"0 0 \(SVGFormat.number(list.size.width)) \(SVGFormat.number(list.size.height))\">")
        writer.writeContent(of: list)
        writer.line("</svg>")
        return writer.output
    }
}
