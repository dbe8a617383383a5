public import Foundation

extension FontMetrics {
    /// `text` broken into lines at most `width` wide, as a `UILabel` with `numberOfLines` wraps
    /// it: at line breaks, then greedily between words, a word too long for a line between
    /// characters. At most `maximumLines` lines (0: no limit); when text is left over, the last
    /// line ends in "…". Lines are in the text's own order (control characters replaced): the
    /// renderers put each in visual order as they draw it (``truncated(_:fontSize:toFit:)``).
    /// - Complexity: O(words × line length) measurements; measurements are cached.
    public static func wrapped(_ text: String, fontSize: CGFloat, toFit width: CGFloat, maximumLines: Int) -> [String] {
        var lines: [String] = []
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map { sanitized(String($0)) }
        for (index, paragraph) in paragraphs.enumerated() {
            var rest = Substring(paragraph)
            repeat {
                if maximumLines > 0, lines.count == maximumLines - 1 {
                    // The last line holds the rest, later paragraphs too, cut with "…".
                    let remainder = ([String(rest)] + paragraphs[(index + 1)...]).joined(separator: " ")
                    lines.append(truncatedLogically(remainder, fontSize: fontSize, toFit: width))
                    return lines
                }
                let line = firstLine(of: rest, fontSize: fontSize, toFit: width)
                lines.append(String(line).trimmingTrailingSpaces)
                rest = rest[line.endIndex...].drop { $0 == " " }
            } while !rest.isEmpty
        }
        return lines
    }

    /// The block `text` makes as a label of `numberOfLines` lines (1: one line, however long;
    /// 0: no limit) wrapped to `width`: its widest line's advance and its lines' height, unrounded.
    public static func block(of text: String, fontSize: CGFloat, numberOfLines: Int, toFit width: CGFloat) -> CGSize {
        let lines = numberOfLines == 1 ? [text] : wrapped(text, fontSize: fontSize, toFit: max(1, width), maximumLines: numberOfLines)
        let widest = lines.map { self.width(of: $0, fontSize: fontSize) }.max() ?? 0
        return CGSize(width: widest, height: CGFloat(lines.count) * lineHeight(fontSize: fontSize))
    }

    /// The longest start of `text` that fits `width` and ends at a word's end; a first word
    /// too wide alone gives the longest fitting start of it (at least one character).
    /// - Complexity: measures the line word by word, never more than a line and a word of text.
    private static func firstLine(of text: Substring, fontSize: CGFloat, toFit width: CGFloat) -> Substring {
        var end = text.startIndex, index = text.startIndex
        while index < text.endIndex {
            let wordEnd = text[index...].firstIndex(of: " ") ?? text.endIndex
            guard self.width(of: String(text[..<wordEnd]), fontSize: fontSize) <= width + 0.5 else { break }
            end = wordEnd
            index = text[wordEnd...].firstIndex { $0 != " " } ?? text.endIndex
        }
        if end > text.startIndex { return text[..<end] }
        // One word wider than the line: as many characters as fit.
        let characters = Array(text.prefix { $0 != " " })
        var low = 1, high = characters.count
        while low < high {
            let mid = (low + high + 1) / 2
            if self.width(of: String(characters[..<mid]), fontSize: fontSize) <= width + 0.5 { low = mid } else { high = mid - 1 }
        }
        return text.prefix(low)
    }
}
