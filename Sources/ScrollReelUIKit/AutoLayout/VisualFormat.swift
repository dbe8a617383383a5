import Foundation
import ReelViews

/// A visual format string read by Apple's grammar (Auto Layout Guide, "Visual Format
/// Language"): an orientation, an optional superview at either end, views with their size
/// predicates, and the connections between them.
///
/// `H:|-[name(>=70,<=100@750)]-8-[other(==name)]-|`
struct VisualFormat: Equatable {
    enum Orientation { case horizontal, vertical }

    /// What a predicate relates to: a number (or metric), or another view's same dimension.
    enum Object: Equatable {
        case constant(CGFloat)
        case view(String)
    }

    /// `(relation)?(object)(@priority)?`.
    struct Predicate: Equatable {
        var relation: LayoutConstraint.Relation = .equal
        var object: Object
        var priority: Float?
    }

    /// The space between two neighbours: none (`[a][b]`), the standard space (`-`), or
    /// predicates (`-8-`, `-(>=8)-`).
    enum Connection: Equatable {
        case flush
        case standard
        case predicates([Predicate])
    }

    struct ViewTerm: Equatable {
        var name: String
        var predicates: [Predicate]
    }

    var orientation = Orientation.horizontal
    /// The connection from the superview's leading (top) edge to the first view; nil when the
    /// format does not start at the superview.
    var leadingSuperview: Connection?
    var views: [ViewTerm] = []
    /// The connections between neighbouring views, one fewer than the views.
    var connections: [Connection] = []
    /// The connection from the last view to the superview's trailing (bottom) edge; nil when the
    /// format does not end at the superview.
    var trailingSuperview: Connection?

    /// Why a format could not be read, and at which character (UIKit's caret).
    struct Problem: Error, Equatable {
        var reason: String
        var offset: Int
    }

    /// Reads `text`, looking metric names up in `metrics`.
    init(parsing text: String, metrics: [String: CGFloat]) throws(Problem) {
        var reader = Reader(characters: Array(text), metrics: metrics)
        try reader.read(into: &self)
    }

    init() {}
}

/// Reads a visual format character by character.
private struct Reader {
    let characters: [Character]
    let metrics: [String: CGFloat]
    var position = 0

    var current: Character? { position < characters.count ? characters[position] : nil }

    func problem(_ reason: String) -> VisualFormat.Problem {
        VisualFormat.Problem(reason: reason, offset: position)
    }

    mutating func skip(_ character: Character) -> Bool {
        guard current == character else { return false }
        position += 1
        return true
    }

    mutating func expect(_ character: Character, _ reason: String) throws(VisualFormat.Problem) {
        guard skip(character) else { throw problem(reason) }
    }

    mutating func read(into format: inout VisualFormat) throws(VisualFormat.Problem) {
        if position + 1 < characters.count, characters[position + 1] == ":", current == "H" || current == "V" {
            format.orientation = current == "V" ? .vertical : .horizontal
            position += 2
        }
        if skip("|") {
            format.leadingSuperview = try connection()
            guard current == "[" else { throw problem("Expected a view") }
        }
        format.views.append(try view())
        while current != nil {
            let link = try connection()
            if skip("|") {
                format.trailingSuperview = link
                guard current == nil else { throw problem("Expected the end of the format after the superview") }
                return
            }
            guard current == "[" else { throw problem("Expected a view") }
            format.connections.append(link)
            format.views.append(try view())
        }
    }

    /// `[name(predicates)]`.
    mutating func view() throws(VisualFormat.Problem) -> VisualFormat.ViewTerm {
        try expect("[", "Expected a view")
        let name = identifier()
        guard !name.isEmpty else { throw problem("Expected a view name") }
        var predicates: [VisualFormat.Predicate] = []
        if current == "(" { predicates = try predicateList() }
        try expect("]", "Expected ']' to end a view")
        return VisualFormat.ViewTerm(name: name, predicates: predicates)
    }

    /// Nothing (flush), `-` (standard), or `-predicates-`.
    mutating func connection() throws(VisualFormat.Problem) -> VisualFormat.Connection {
        guard skip("-") else { return .flush }
        if current == "[" || current == "|" { return .standard }
        let predicates: [VisualFormat.Predicate]
        if current == "(" {
            predicates = try predicateList()
        } else {
            predicates = [VisualFormat.Predicate(object: .constant(try constant()))]
        }
        try expect("-", "Expected '-' after the space")
        return .predicates(predicates)
    }

    /// `(predicate, predicate…)`.
    mutating func predicateList() throws(VisualFormat.Problem) -> [VisualFormat.Predicate] {
        try expect("(", "Expected '('")
        var predicates = [try predicate()]
        while skip(",") { predicates.append(try predicate()) }
        try expect(")", "Expected ')' to end the predicates")
        return predicates
    }

    mutating func predicate() throws(VisualFormat.Problem) -> VisualFormat.Predicate {
        var result = VisualFormat.Predicate(object: .constant(0))
        for (symbol, relation) in [("==", LayoutConstraint.Relation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)]
        where position + 1 < characters.count && String(characters[position...position + 1]) == symbol {
            result.relation = relation
            position += 2
            break
        }
        if let character = current, character.isLetter || character == "_" {
            let name = identifier()
            result.object = metrics[name].map { .constant($0) } ?? .view(name)
        } else {
            result.object = .constant(try constant())
        }
        if skip("@") { result.priority = Float(try constant()) }
        return result
    }

    /// A number, or a metric's name.
    mutating func constant() throws(VisualFormat.Problem) -> CGFloat {
        if let character = current, character.isLetter || character == "_" {
            let start = position
            let name = identifier()
            guard let value = metrics[name] else {
                position = start
                throw problem("\(name) is not a key in the metrics dictionary")
            }
            return value
        }
        let start = position
        if current == "-" || current == "+" { position += 1 }
        while let character = current, character.isNumber || character == "." { position += 1 }
        guard let value = Double(String(characters[start..<position])) else {
            position = start
            throw problem("Expected a number or a metric name")
        }
        return CGFloat(value)
    }

    /// A C identifier.
    mutating func identifier() -> String {
        let start = position
        while let character = current, character.isLetter || character.isNumber || character == "_" { position += 1 }
        return String(characters[start..<position])
    }
}
