public import Foundation
public import ReelGeometry

extension FontMetrics {
    /// `text` broken into lines at most `width` wide, as a `UILabel` with `numberOfLines` wraps
    /// it: at line breaks, then greedily between words (between characters for
    /// `byCharWrapping`), a word too long for a line between characters. At most `maximumLines`
    /// lines (0: no limit); when text is left over, the last line is cut as `lineBreakMode` says
    /// (``fitted(_:fontSize:toFit:lineBreakMode:)``). Lines are in the text's own order (control
    /// characters replaced): the renderers put each in visual order as they draw it
    /// (``truncated(_:fontSize:toFit:)``).
    /// - Complexity: O(words × line length) measurements; measurements are cached.
    public static func wrapped(_ text: String, fontSize: CGFloat, weight: FontWeight = .regular, toFit width: CGFloat,
                               maximumLines: Int, lineBreakMode: LineBreakMode = .byTruncatingTail) -> [String] {
        var lines: [String] = []
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map { sanitized(String($0)) }
        for (index, paragraph) in paragraphs.enumerated() {
            var rest = Substring(paragraph)
            repeat {
                if maximumLines > 0, lines.count == maximumLines - 1 {
                    // The last line holds the rest, later paragraphs too, cut as the mode says.
                    let remainder = ([String(rest)] + paragraphs[(index + 1)...]).joined(separator: " ")
                    lines.append(fitted(remainder, fontSize: fontSize, weight: weight, toFit: width, lineBreakMode: lineBreakMode))
                    return lines
                }
                let line = lineBreakMode == .byCharWrapping
                    ? longestStart(of: rest, fontSize: fontSize, weight: weight, toFit: width)
                    : firstLine(of: rest, fontSize: fontSize, weight: weight, toFit: width)
                lines.append(String(line).trimmingTrailingSpaces)
                rest = rest[line.endIndex...].drop { $0 == " " }
            } while !rest.isEmpty
        }
        return lines
    }

    /// The block `text` makes as a label of `numberOfLines` lines (1: one line, however long;
    /// 0: no limit) wrapped to `width`: its widest line's advance and its lines' height, unrounded.
    public static func block(of text: String, fontSize: CGFloat, weight: FontWeight = .regular, numberOfLines: Int,
                             toFit width: CGFloat) -> CGSize {
        let lines = numberOfLines == 1 ? [text]
            : wrapped(text, fontSize: fontSize, weight: weight, toFit: max(1, width), maximumLines: numberOfLines)
        let widest = lines.map { self.width(of: $0, fontSize: fontSize, weight: weight) }.max() ?? 0
        return CGSize(width: widest, height: CGFloat(lines.count) * lineHeight(fontSize: fontSize))
    }

    /// One line of `text` cut to `width` as `lineBreakMode` cuts a label's last line, in the text's
    /// own order: "…" at the end (tail), the start (head) or the middle, the words that fit
    /// (word wrapping), the characters that fit (character wrapping), or the whole line, for the
    /// label's edge to cut (clipping).
    /// - Complexity: O(log n) measurements of candidate lines.
    public static func fitted(_ text: String, fontSize: CGFloat, weight: FontWeight = .regular, toFit width: CGFloat,
                              lineBreakMode: LineBreakMode) -> String {
        let text = sanitized(text)
        guard self.width(of: text, fontSize: fontSize, weight: weight) > width + 0.5 else { return text }
        let characters = Array(text)
        /// `candidate` keeping the most characters that fit ("" when none does).
        func longest(_ candidate: (Int) -> String) -> String {
            let kept = longestFitting(above: 0, upTo: characters.count - 1, fontSize: fontSize, weight: weight, toFit: width, candidate)
            return kept == 0 ? "" : candidate(kept)
        }
        switch lineBreakMode {
        case .byTruncatingTail:
            return truncatedLogically(text, fontSize: fontSize, weight: weight, toFit: width)
        case .byTruncatingHead:
            return longest { "…" + String(characters.suffix($0)).drop { $0 == " " } }
        case .byTruncatingMiddle:
            // The start keeps the odd character, as the kept halves grow together.
            return longest { kept in
                String(characters.prefix((kept + 1) / 2)).trimmingTrailingSpaces + "…"
                    + String(characters.suffix(kept / 2)).drop { $0 == " " }
            }
        case .byWordWrapping:
            return String(firstLine(of: Substring(text), fontSize: fontSize, weight: weight, toFit: width)).trimmingTrailingSpaces
        case .byCharWrapping:
            return String(longestStart(of: Substring(text), fontSize: fontSize, weight: weight, toFit: width))
        case .byClipping:
            return text
        }
    }

    /// The longest start of `text` that fits `width`, at least one character.
    private static func longestStart(of text: Substring, fontSize: CGFloat, weight: FontWeight, toFit width: CGFloat) -> Substring {
        let characters = Array(text)
        return text.prefix(longestFitting(above: 1, upTo: characters.count, fontSize: fontSize, weight: weight, toFit: width) {
            String(characters[..<$0])
        })
    }

    /// The longest start of `text` that fits `width` and ends at a word's end; a first word
    /// too wide alone gives the longest fitting start of it (at least one character).
    /// - Complexity: measures the line word by word, never more than a line and a word of text.
    private static func firstLine(of text: Substring, fontSize: CGFloat, weight: FontWeight, toFit width: CGFloat) -> Substring {
        var end = text.startIndex, index = text.startIndex
        while index < text.endIndex {
            let wordEnd = text[index...].firstIndex(of: " ") ?? text.endIndex
            guard self.width(of: String(text[..<wordEnd]), fontSize: fontSize, weight: weight) <= width + 0.5 else { break }
            end = wordEnd
            index = text[wordEnd...].firstIndex { $0 != " " } ?? text.endIndex
        }
        if end > text.startIndex { return text[..<end] }
        // One word wider than the line: as many characters as fit.
        return longestStart(of: text.prefix { $0 != " " }, fontSize: fontSize, weight: weight, toFit: width)
    }
}
