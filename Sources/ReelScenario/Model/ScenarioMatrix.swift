import Foundation
import ReelLayout

/// Configurations to render one scenario in, side by side: axes of a key and its values (`theme:
/// [light, dark]`, `layoutDirection: [leftToRight, rightToLeft]`), every combination one
/// scenario named `NAME-VALUE-VALUE…` in axis order.
public struct ScenarioMatrix: Sendable, Hashable {
    /// One key and the values it takes, in order.
    public struct Axis: Sendable, Hashable {
        public var key: String
        public var values: [String]

        public init(key: String, values: [String]) {
            self.key = key
            self.values = values
        }
    }

    /// One configuration's value of one key.
    public struct Setting: Sendable, Hashable, CustomStringConvertible {
        public var key: String
        public var value: String

        public init(key: String, value: String) {
            self.key = key
            self.value = value
        }

        /// `key=value`, as traces name it.
        public var description: String { "\(key)=\(value)" }
    }

    public var axes: [Axis]

    public init(axes: [Axis] = []) {
        self.axes = axes
    }

    /// The keys an axis may vary, and the values each takes.
    public static var keys: [(key: String, values: [String])] {
        [("theme", Theme.allCases.map(\.rawValue)),
         ("layoutDirection", UIUserInterfaceLayoutDirection.named.map(\.name)),
         ("contentSizeCategory", ContentSizeCategory.allCases.map(\.rawValue)),
         ("viewport", ScenarioDecoder.devicePresets.keys.sorted())]
    }

    /// At most this many configurations (4 × 3 is the largest matrix a user would run; twice that
    /// leaves room).
    public static let maximumCount = 24

    /// The number of configurations: the product of the axes' lengths.
    public var count: Int { axes.reduce(1) { $0 * $1.values.count } }

    /// Every configuration, first axis slowest: `[theme=light, layoutDirection=leftToRight]`, ….
    public var configurations: [[Setting]] {
        axes.reduce([[]]) { partial, axis in
            partial.flatMap { prefix in axis.values.map { prefix + [Setting(key: axis.key, value: $0)] } }
        }
    }

    /// This matrix with `other`'s axes laid over it: an axis of the same key is replaced where
    /// it stands, a new key is added at the end.
    public func overridden(by other: ScenarioMatrix) -> ScenarioMatrix {
        var axes = self.axes
        for axis in other.axes {
            if let index = axes.firstIndex(where: { $0.key == axis.key }) { axes[index] = axis } else { axes.append(axis) }
        }
        return ScenarioMatrix(axes: axes)
    }

    /// What is wrong with one axis — an unknown key, an unknown or repeated value, no value —
    /// or nil when it is fine.
    public static func problem(key: String, values: [String]) -> String? {
        guard let known = keys.first(where: { $0.key == key }) else {
            return "unknown key '\(key)'; a matrix varies \(keys.map(\.key).joined(separator: ", "))"
        }
        guard !values.isEmpty else { return "\(key) needs at least one value" }
        if let unknown = values.first(where: { !known.values.contains($0) }) {
            var message = "\(key) must be one of \(known.values.joined(separator: ", ")), got '\(unknown)'"
            if let suggestion = KeySuggestion.nearest(to: unknown, in: known.values) { message += "; did you mean '\(suggestion)'?" }
            return message
        }
        if Set(values).count != values.count { return "\(key) lists a value twice" }
        return nil
    }

    /// Parses `KEY=VALUE,VALUE` arguments, one axis each.
    /// - Throws: ``ScenarioOverrideError`` naming the field `matrix` for each bad argument.
    public static func parse(_ arguments: [String]) throws -> ScenarioMatrix {
        var matrix = ScenarioMatrix()
        var problems: [ScenarioOverrideError.Problem] = []
        for argument in arguments {
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else {
                problems.append(.matrix("expected KEY=VALUE,VALUE…, got '\(argument)'"))
                continue
            }
            let values = parts[1].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            if let problem = problem(key: parts[0], values: values) {
                problems.append(.matrix(problem))
            } else if matrix.axes.contains(where: { $0.key == parts[0] }) {
                problems.append(.matrix("\(parts[0]) is given twice"))
            } else {
                matrix.axes.append(Axis(key: parts[0], values: values))
            }
        }
        if problems.isEmpty, matrix.count > maximumCount {
            problems.append(.matrix("\(matrix.count) configurations is over the limit of \(maximumCount)"))
        }
        guard problems.isEmpty else { throw ScenarioOverrideError(problems: problems) }
        return matrix
    }
}
