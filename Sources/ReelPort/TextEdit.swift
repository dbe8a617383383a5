/// A replacement of a UTF-8 byte range of one file's text.
struct TextEdit: Hashable {
    var file: Int
    var range: Range<Int>
    var replacement: String
}

extension String {
    /// The text with `edits` applied; edits must not overlap.
    /// - Complexity: O(n + e log e) for n bytes and e edits.
    func applying(_ edits: [TextEdit]) -> String {
        var bytes = Array(utf8)
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `range` widened to whole lines when only whitespace surrounds it on its line, so
    /// removing it leaves no blank line behind.
    func wholeLines(around range: Range<Int>) -> Range<Int> {
        let bytes = Array(utf8)
        var start = range.lowerBound, end = range.upperBound
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        let startsLine = start == 0 || bytes[start - 1] == UInt8(ascii: "\n")
        let endsLine = end == bytes.count || bytes[end] == UInt8(ascii: "\n")
        guard startsLine, endsLine else { return range }
        return start..<min(end + 1, bytes.count)
    }
}
