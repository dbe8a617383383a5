import Foundation
import ReelGeometry
import Yams

/// What decoding one file shares: the problems found so far (validation reports all of them at
/// once) and the theme colour names resolve in.
final class DecodingContext {
    let file: String
    private(set) var problems: [ScenarioProblem] = []
    var theme = Theme.light
    /// Where files the scenario names may be: its own folder, then folders allowed explicitly.
    let access: FileAccess

    init(file: String, access: FileAccess = FileAccess(scenarioFolder: nil)) {
        self.file = file
        self.access = access
    }

    func report(_ message: String, field: String, at mark: Mark?) {
        problems.append(ScenarioProblem(
            file: file, line: mark?.line ?? 1, column: mark?.column ?? 1,
            field: field, message: message))
    }
}

/// A YAML node with the dotted path that led to it; reading a value through it reports a
/// located problem instead of throwing, and returns nil.
struct ScenarioNode {
    let node: Node
    let path: String
    let diagnostics: DecodingContext

    var mark: Mark? { node.mark }

    func report(_ message: String) {
        diagnostics.report(message, field: path, at: mark)
    }

    func child(_ node: Node, key: String) -> ScenarioNode {
        ScenarioNode(node: node, path: path.isEmpty ? key : "\(path).\(key)", diagnostics: diagnostics)
    }

    func element(_ node: Node, index: Int) -> ScenarioNode {
        ScenarioNode(node: node, path: "\(path)[\(index)]", diagnostics: diagnostics)
    }

    // MARK: - Shapes

    /// The node as a mapping whose keys must come from `keys`; unknown keys are reported with
    /// the nearest known key as a suggestion.
    func mapping(keys: [String]) -> ScenarioMapping? {
        guard let mapping = node.mapping else {
            report("expected a mapping of \(keys.prefix(4).joined(separator: ", "))…, got \(kindDescription)")
            return nil
        }
        var entries: [(String, ScenarioNode)] = []
        for (keyNode, value) in mapping {
            guard let key = keyNode.string else {
                ScenarioNode(node: keyNode, path: path, diagnostics: diagnostics).report("keys must be strings")
                continue
            }
            if !keys.contains(key) {
                let field = path.isEmpty ? key : "\(path).\(key)"
                var message = "unknown key \(QuotedValue.quoted(key))"
                if let suggestion = KeySuggestion.nearest(to: key, in: keys) {
                    message += "; did you mean \(QuotedValue.quoted(suggestion))?"
                }
                diagnostics.report(message, field: field, at: keyNode.mark)
                continue
            }
            entries.append((key, child(value, key: key)))
        }
        return ScenarioMapping(owner: self, entries: entries)
    }

    /// The node as a mapping with keys of the file's choosing (names of element kinds, say).
    func openMapping() -> [(String, ScenarioNode)]? {
        guard let mapping = node.mapping else {
            report("expected a mapping, got \(kindDescription)")
            return nil
        }
        var entries: [(String, ScenarioNode)] = []
        for (keyNode, value) in mapping {
            guard let key = keyNode.string, !key.isEmpty else {
                ScenarioNode(node: keyNode, path: path, diagnostics: diagnostics).report("keys must be non-empty strings")
                return nil
            }
            entries.append((key, child(value, key: key)))
        }
        return entries
    }

    /// The node as a sequence.
    func sequence() -> [ScenarioNode]? {
        guard let sequence = node.sequence else {
            report("expected a list, got \(kindDescription)")
            return nil
        }
        return sequence.enumerated().map { element($1, index: $0) }
    }

    var kindDescription: String {
        switch node {
        case .scalar(let scalar): return QuotedValue.quoted(scalar.string)
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }

    // MARK: - Scalars

    func string() -> String? {
        guard case .scalar(let scalar) = node else {
            report("expected text, got \(kindDescription)")
            return nil
        }
        let length = scalar.string.unicodeScalars.count
        guard length <= ScenarioLimits.maximumTextLength else {
            report("the text is \(length) characters long; the limit is \(ScenarioLimits.maximumTextLength)")
            return nil
        }
        return scalar.string
    }

    /// A finite number within `range`.
    func number(in range: ClosedRange<CGFloat>) -> CGFloat? {
        guard case .scalar = node, let value = node.float ?? node.int.map(Double.init) else {
            report("expected a number, got \(kindDescription)")
            return nil
        }
        guard value.isFinite else {
            report("must be a finite number, got \(value)")
            return nil
        }
        guard range.contains(CGFloat(value)) else {
            report("must be \(RangeText.describe(range)), got \(CGFloat(value).uikitDescription)")
            return nil
        }
        return CGFloat(value)
    }

    /// A whole number within `range`.
    func integer(in range: ClosedRange<Int>) -> Int? {
        guard let number = number(in: CGFloat(range.lowerBound)...CGFloat(range.upperBound)) else { return nil }
        guard number == number.rounded() else {
            report("must be a whole number, got \(number.uikitDescription)")
            return nil
        }
        return Int(number)
    }

    func bool() -> Bool? {
        guard case .scalar = node, let value = node.bool else {
            report("expected true or false, got \(kindDescription)")
            return nil
        }
        return value
    }

    /// One of the raw values of `T`.
    func choice<T: RawRepresentable & CaseIterable>(_: T.Type) -> T? where T.RawValue == String {
        choice(among: T.allCases.map { ($0.rawValue, $0) })
    }

    /// One of the named values, by name.
    func choice<T>(among options: [(name: String, value: T)]) -> T? {
        guard let text = string() else { return nil }
        if let match = options.first(where: { $0.name == text }) { return match.value }
        let names = options.map(\.name)
        var message = "must be one of \(names.joined(separator: ", ")), got \(QuotedValue.quoted(text))"
        if let suggestion = KeySuggestion.nearest(to: text, in: names) {
            message += "; did you mean \(QuotedValue.quoted(suggestion))?"
        }
        report(message)
        return nil
    }
}

/// The entries of a mapping node, read by key.
struct ScenarioMapping {
    let owner: ScenarioNode
    let entries: [(String, ScenarioNode)]

    subscript(key: String) -> ScenarioNode? {
        entries.first { $0.0 == key }?.1
    }

    /// The value for `key`, reporting it as missing when absent.
    func required(_ key: String) -> ScenarioNode? {
        if let node = self[key] { return node }
        owner.diagnostics.report(
            "missing required key", field: owner.path.isEmpty ? key : "\(owner.path).\(key)", at: owner.mark)
        return nil
    }
}

/// Formats a range for an error message.
enum RangeText {
    static func describe(_ range: ClosedRange<CGFloat>) -> String {
        switch (range.lowerBound, range.upperBound) {
        case (0, let upper): return "between 0 and \(upper.uikitDescription)"
        case (let lower, let upper) where lower > 0 && lower < 0.01:
            return "greater than 0 and at most \(upper.uikitDescription)"
        case (let lower, let upper): return "between \(lower.uikitDescription) and \(upper.uikitDescription)"
        }
    }
}

/// Reads the optional fields of one mapping, remembering whether any present value was invalid.
final class FieldReader {
    let map: ScenarioMapping
    private(set) var isValid = true

    init(_ map: ScenarioMapping) {
        self.map = map
    }

    /// Decodes `key` when present and hands the value to `apply`.
    func read<T>(_ key: String, _ decode: (ScenarioNode) -> T?, into apply: (T) -> Void) {
        guard let node = map[key] else { return }
        if let value = decode(node) { apply(value) } else { isValid = false }
    }
}
