/// A replacement of a UTF-8 byte range of one file's text.
struct TextEdit: Hashable {
    var file: Int
    var range: Range<Int>
    var replacement: String
    /// Where the replacement's text was written, when it was moved from elsewhere (a file's
    /// index and a 1-based line): a copy built in place of the files names that line for it.
    var origin: Origin?

    struct Origin: Hashable {
        var file: Int
        var line: Int
    }

    init(file: Int, range: Range<Int>, replacement: String, origin: Origin? = nil) {
        self.file = file
        self.range = range
        self.replacement = replacement
        self.origin = origin
    }
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

    /// The text with `edits` applied so that every line left keeps its number: a replacement
    /// with fewer lines than it replaces is padded with empty ones, and one with more is put
    /// on lines of its own, named as the line it follows, and followed by a
    /// `#sourceLocation` directive naming the line the original text resumes on.
    /// The copy starts with a directive naming `fileName`, so the compiler's errors, `#file`
    /// and `#line` in it name the original's lines; moved text names the line it came from.
    /// - Complexity: O(n + e log e) for n bytes and e edits.
    func applyingKeepingLines(_ edits: [TextEdit], fileName: String, fileNames: [String]) -> String {
        let bytes = Array(utf8)
        let newline = UInt8(ascii: "\n")
        func directive(_ file: String, _ line: Int) -> [UInt8] {
            let quoted = String(file.flatMap { $0 == "\\" || $0 == "\"" ? ["\\", $0] : [$0] })
            return Array("#sourceLocation(file: \"\(quoted)\", line: \(line))\n".utf8)
        }
        var output = directive(fileName, 1)
        var cursor = 0, line = 1
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            output += bytes[cursor..<edit.range.lowerBound]
            line += bytes[cursor..<edit.range.lowerBound].count(where: { $0 == newline })
            let removed = bytes[edit.range].count(where: { $0 == newline })
            line += removed
            cursor = edit.range.upperBound
            var replacement = Array(edit.replacement.utf8)
            if let origin = edit.origin {
                while replacement.first == newline { replacement.removeFirst() }
                output += [newline] + directive(fileNames[origin.file], origin.line) + replacement
                output += [newline] + directive(fileName, line)
                continue
            }
            let added = replacement.count(where: { $0 == newline })
            if added <= removed {
                output += replacement + Array(repeating: newline, count: removed - added)
            } else {
                // Declarations written after a line (a protocol's defaults, a conformance): they
                // name the line they follow, and the original resumes at its own number.
                while replacement.first == newline { replacement.removeFirst() }
                output += [newline] + directive(fileName, line - removed) + replacement
                output += [newline] + directive(fileName, line)
            }
        }
        output += bytes[cursor...]
        return String(decoding: output, as: UTF8.self)
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
