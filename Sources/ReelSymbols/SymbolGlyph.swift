/// An SF Symbol as ScrollReel draws it: the Material Icons glyph that stands in for it, grown or
/// thinned to the symbol's weight. The glyph fills a square em box (the icon's 24-unit design
/// grid), which is the symbol image's size.
public struct SymbolGlyph: Sendable, Hashable {
    /// The SF Symbol's name (`chevron.right`).
    public let name: String
    /// The stand-in's code point in ``SymbolCatalog/fontPath``.
    public let codepoint: UInt32
    /// How far the outline moves outward on each side, as a fraction of the em; negative
    /// thins it. Zero is the Material icon as designed, which stands for `.regular`.
    public let emboldening: Double

    public init(name: String, codepoint: UInt32, emboldening: Double) {
        (self.name, self.codepoint, self.emboldening) = (name, codepoint, emboldening)
    }

    /// The outline's growth on each side for a symbol weight, given as `UIFont.Weight`'s raw
    /// value (ultraLight −0.8 … regular 0 … black 0.62).
    ///
    /// Our reading, no source settles it: SF Symbols' nine weights follow SF Pro's, whose strokes
    /// run from about a third of Regular's (Ultralight) to about 1.8 times (Black). A Material
    /// icon's stroke is 2 of its 24 units; Black adds 0.037 em a side (×1.9) and Ultralight
    /// takes 0.027 em a side (×0.35).
    public static func emboldening(forWeight weight: Double) -> Double {
        let clamped = min(max(weight, -0.8), 0.62)
        return clamped < 0 ? clamped * 0.034 : clamped * 0.06
    }
}
