import Foundation
import ReelScenario
import Testing

/// Every problem is one `file:line:column: field: problem` line, whatever the file holds: a
/// quoted value is escaped and cut, so editors' and CI problem matchers read each problem whole.
@Suite struct ProblemLineTests {
    static func problems(_ yaml: String) -> [String] {
        do {
            _ = try Scenario.parse(yaml, file: "lines.yaml")
            return []
        } catch {
            return "\(error)".split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
    }

    @Test func aBlockScalarValueIsQuotedOnOneLine() {
        let problems = Self.problems("""
            name: lines
            viewport: iphone-se
            background: |
              first line
              second\tline
            collection: {sections: [3]}
            gestures: [{wait: 0.1}]
            """)
        #expect(problems == [#"lines.yaml:3:13: background: unknown colour 'first line\nsecond\tline\n' (use #RRGGBB or a name such as systemBlue)"#])
    }

    @Test func aLongValueIsCutAtFortyCharacters() {
        let long = String(repeating: "x", count: 500)
        let problems = Self.problems("""
            name: lines
            viewport: \(long)
            collection: {sections: [3]}
            gestures: [{wait: 0.1}]
            """)
        #expect(problems.count == 1)
        let quoted = "'" + String(repeating: "x", count: 40) + "…'"
        #expect(problems.first?.hasPrefix("lines.yaml:2:11: viewport: unknown device \(quoted); known: ") == true)
    }

    @Test func aKeyWithALineBreakStaysOnItsLine() {
        let problems = Self.problems("""
            name: lines
            viewport: iphone-se
            collection: {"item\\nSize": [10, 10], sections: [3]}
            gestures: [{wait: 0.1}]
            """)
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix(#"lines.yaml:3:14: collection.item\nSize: unknown key 'item\nSize'"#) == true)
    }
}
