public import ReelLayout

extension CollectionSpec {
    /// The spec with every font size — written for the default category, `large` — scaled to
    /// `category`, as Dynamic Type scales text (``ContentSizeCategory/scaledFontSize(_:)``).
    public func scalingFonts(to category: ContentSizeCategory) -> CollectionSpec {
        guard category != .large else { return self }
        var copy = self
        copy.cell.fontSize = category.scaledFontSize(cell.fontSize)
        copy.header.fontSize = category.scaledFontSize(header.fontSize)
        copy.footer.fontSize = category.scaledFontSize(footer.fontSize)
        copy.elementKinds = elementKinds.mapValues { style in
            var scaled = style
            scaled.fontSize = category.scaledFontSize(style.fontSize)
            return scaled
        }
        return copy
    }
}
