import CFriBidi

/// Text in the order and the letter forms a screen shows it: the Unicode bidirectional algorithm
/// puts right-to-left runs (Hebrew, Arabic) in visual order, and Arabic letters take their joined
/// (initial, medial, final) forms and the lam-alef ligatures — GNU FriBidi, the library made for
/// both. SVG gets what this returns (its viewer draws characters one after another); the
/// raster sets such lines from their reading order and these levels with HarfBuzz (``GlyphShaper``).
///
/// The paragraph's direction is its first strong character's, as a label's natural direction is.
enum TextShaping {
    /// `text` in visual order with Arabic shaped; `text` itself when it has nothing right to left.
    /// - Complexity: O(n) in the text's scalars (FriBidi's algorithm is linear for a line).
    static func visual(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.contains(where: isRightToLeft) else { return text }
        var logical = scalars.map { FriBidiChar($0.value) }
        var visual = [FriBidiChar](repeating: 0, count: logical.count)
        // The paragraph takes its direction from its first strong letter.
        var direction: FriBidiParType = FRIBIDI_PAR_ON
        let done = fribidi_log2vis(&logical, FriBidiStrIndex(logical.count), &direction, &visual, nil, nil, nil)
        guard done != 0 else { return text }
        // A ligature leaves its second letter as FriBidi's filler (U+FEFF): not drawn.
        var result = String.UnicodeScalarView()
        for value in visual where value != 0xFEFF {
            if let scalar = Unicode.Scalar(value) { result.append(scalar) }
        }
        return String(result)
    }

    /// The embedding level of each of `scalars` (even: left to right, odd: right to left), the
    /// paragraph's direction its first strong letter's: rules P2 to I1 and L1's first three
    /// parts of the bidirectional algorithm, brackets paired.
    /// - Complexity: O(n) in the scalars.
    static func embeddingLevels(of scalars: [Unicode.Scalar]) -> [UInt8] {
        guard !scalars.isEmpty else { return [] }
        var characters = scalars.map { FriBidiChar($0.value) }
        let count = FriBidiStrIndex(characters.count)
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: characters.count)
        fribidi_get_bidi_types(&characters, count, &types)
        var brackets = [FriBidiBracketType](repeating: 0, count: characters.count)
        fribidi_get_bracket_types(&characters, count, &types, &brackets)
        var direction: FriBidiParType = FRIBIDI_PAR_ON
        var levels = [FriBidiLevel](repeating: 0, count: characters.count)
        guard fribidi_get_par_embedding_levels_ex(&types, &brackets, count, &direction, &levels) != 0 else {
            return [UInt8](repeating: 0, count: scalars.count)
        }
        return levels.map { UInt8(clamping: $0) }
    }

    /// Whether `text` needs shaping beyond drawing its characters one after another: letters of
    /// a right-to-left script (visual order, joining), combining marks (placed on their base),
    /// or the scripts of South and South-East Asia whose letters reorder and combine.
    static func needsShaping(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            if isRightToLeft(scalar) { return true }
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: return true
            default: break
            }
            // Devanagari to Malayalam, Sinhala, Thai, Lao, Tibetan, Myanmar, Khmer.
            switch scalar.value {
            case 0x0900...0x0DFF, 0x0E00...0x0FFF, 0x1000...0x109F, 0x1780...0x17FF: return true
            default: return false
            }
        }
    }

    /// Whether `text` has letters of a right-to-left script.
    static func hasRightToLeftLetters(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: isRightToLeft)
    }

    /// Letters of the right-to-left scripts: Hebrew, Arabic (and its supplements and
    /// presentation forms), Syriac, Thaana, N'Ko.
    private static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF: true
        default: false
        }
    }
}
