import Foundation

/// One thing wrong with a scenario file, located at a line and column.
public struct ScenarioProblem: Sendable, Hashable, CustomStringConvertible {
    /// The file as the user named it.
    public var file: String
    public var line: Int
    public var column: Int
    /// The dotted path of the field, e.g. `collection.itemSize.width`.
    public var field: String
    public var message: String

    public init(file: String, line: Int, column: Int, field: String, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.field = field
        self.message = message
    }

    /// `file:line:column: field: problem`, the form compilers use so editors can jump to it:
    /// always one line (whatever a file name, key or value holds is escaped).
    public var description: String {
        let location = "\(QuotedValue.escaped(file)):\(line):\(column)"
        let text = QuotedValue.escaped(message)
        return field.isEmpty ? "\(location): \(text)" : "\(location): \(QuotedValue.escaped(field)): \(text)"
    }
}

/// Every problem found in one scenario file.
public struct ScenarioError: Error, Sendable, CustomStringConvertible {
    public var problems: [ScenarioProblem]

    public init(problems: [ScenarioProblem]) {
        self.problems = problems
    }

    /// One line per problem.
    public var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}
