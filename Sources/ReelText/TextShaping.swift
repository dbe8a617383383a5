import CFriBidi

/// Text in the order and the letter forms a screen shows it: the Unicode bidirectional algorithm
/// puts right-to-left runs (Hebrew, Arabic) in visual order, and Arabic letters take their joined
/// (initial, medial, final) forms and the lam-alef ligatures — GNU FriBidi, the library made for
/// both. libgd draws characters one after another, so the renderers draw what this returns.
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
