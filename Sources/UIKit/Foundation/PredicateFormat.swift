import Foundation

/// An object whose values a predicate string reads by key (`name`, `company.name`), as
/// Foundation's key-value coding reads them on iOS. Core Data's managed objects answer with
/// their attributes; any other value is read by reflection (its stored properties by name).
public protocol PredicateKeyValueReading {
    func predicateValue(forKey key: String) -> Any?
}

/// A predicate string — `NSPredicate(format:)`'s language — read into a tree and evaluated
/// against objects, as Foundation does on iOS (Linux's Foundation reads no predicate strings).
/// Comparisons (`==`, `!=`, `<`, `<=`, `>`, `>=`, `BETWEEN`, `IN`), string operators
/// (`BEGINSWITH`, `ENDSWITH`, `CONTAINS`, `LIKE`, `MATCHES`) with `[c]`, `[d]` and `[cd]`,
/// `ANY`/`ALL`/`NONE` over collections, `AND`/`OR`/`NOT`, `SELF`, literals and the `%@`, `%K`,
/// `%d` and `%f` arguments.
struct PredicateFormat {
    indirect enum Node {
        case constant(Bool)
        case not(Node)
        case and(Node, Node)
        case or(Node, Node)
        case comparison(Quantifier, Expression, Operator, Options, Expression)
    }

    enum Quantifier { case none, any, all, noneOf }

    enum Expression {
        case keyPath(String)
        case value(Any?)
        case aggregate([Expression])
        case this
    }

    enum Operator: String {
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
        case beginsWith = "BEGINSWITH", endsWith = "ENDSWITH", contains = "CONTAINS", like = "LIKE", matches = "MATCHES"
        case isIn = "IN", between = "BETWEEN"
    }

    struct Options: OptionSet {
        let rawValue: Int
        static let caseInsensitive = Options(rawValue: 1)
        static let diacriticInsensitive = Options(rawValue: 2)
    }

    struct ParseError: Error, CustomStringConvertible {
        let format: String
        var description: String { "Unable to parse the format string \"\(format)\"" }
    }

    let root: Node

    /// Reads `format`, taking `arguments` for its `%@`, `%K`, `%d` and `%f` in order.
    init(_ format: String, arguments: [Any]) throws {
        var reader = Reader(tokens: try Self.tokens(of: format), arguments: arguments, format: format)
        root = try reader.orNode()
        guard reader.isAtEnd else { throw ParseError(format: format) }
    }

    func evaluate(with object: Any?) -> Bool { Self.evaluate(root, object) }

    // MARK: - Tokens

    enum Token: Equatable {
        case word(String)
        case string(String)
        case number(Double)
        case symbol(String)
        case argument(Character)
    }

    private static func tokens(of format: String) throws -> [Token] {
        var tokens: [Token] = []
        let characters = Array(format)
        var index = 0
        func peek(_ offset: Int = 0) -> Character? { index + offset < characters.count ? characters[index + offset] : nil }
        while let character = peek() {
            if character.isWhitespace { index += 1; continue }
            if character == "'" || character == "\"" {
                var text = ""
                index += 1
                while let next = peek(), next != character {
                    if next == "\\", let escaped = peek(1) { text.append(escaped); index += 2; continue }
                    text.append(next)
                    index += 1
                }
                guard peek() == character else { throw ParseError(format: format) }
                index += 1
                tokens.append(.string(text))
            } else if character == "%" {
                // %@, %K, %d, %i, %ld, %lld, %lu, %u, %f, %lf, %g
                var next = index + 1
                while next < characters.count, characters[next] == "l" || characters[next] == "h" || characters[next] == "q" { next += 1 }
                guard next < characters.count else { throw ParseError(format: format) }
                tokens.append(.argument(characters[next]))
                index = next + 1
            } else if character.isNumber || (character == "-" && peek(1)?.isNumber == true && !Self.endsOperand(tokens.last)) {
                var text = String(character)
                index += 1
                while let next = peek(), next.isNumber || next == "." { text.append(next); index += 1 }
                guard let number = Double(text) else { throw ParseError(format: format) }
                tokens.append(.number(number))
            } else if character.isLetter || character == "_" || character == "$" || character == "@" || character == "#" {
                var text = String(character)
                index += 1
                while let next = peek(), next.isLetter || next.isNumber || next == "_" || next == "." || next == "@" { text.append(next); index += 1 }
                tokens.append(.word(text))
            } else {
                let two = peek(1).map { String([character, $0]) } ?? ""
                if ["==", "!=", "<>", "<=", ">=", "=<", "=>", "&&", "||"].contains(two) {
                    tokens.append(.symbol(two))
                    index += 2
                } else if "=<>!(){},[]".contains(character) {
                    tokens.append(.symbol(String(character)))
                    index += 1
                } else {
                    throw ParseError(format: format)
                }
            }
        }
        return tokens
    }

    /// Whether a `-` after `token` is a minus between operands rather than a number's sign.
    private static func endsOperand(_ token: Token?) -> Bool {
        switch token {
        case .word, .string, .number, .argument, .symbol(")"), .symbol("}"): true
        default: false
        }
    }

    // MARK: - Reading

    private struct Reader {
        let tokens: [Token]
        var arguments: [Any]
        let format: String
        var position = 0

        init(tokens: [Token], arguments: [Any], format: String) {
            self.tokens = tokens
            self.arguments = arguments
            self.format = format
        }

        var isAtEnd: Bool { position == tokens.count }
        var next: Token? { position < tokens.count ? tokens[position] : nil }

        func isWord(_ token: Token?, _ words: String...) -> Bool {
            guard case .word(let word)? = token else { return false }
            return words.contains(word.uppercased())
        }

        mutating func orNode() throws -> Node {
            var node = try andNode()
            while isWord(next, "OR") || next == .symbol("||") {
                position += 1
                node = .or(node, try andNode())
            }
            return node
        }

        mutating func andNode() throws -> Node {
            var node = try notNode()
            while isWord(next, "AND") || next == .symbol("&&") {
                position += 1
                node = .and(node, try notNode())
            }
            return node
        }

        mutating func notNode() throws -> Node {
            if isWord(next, "NOT") || next == .symbol("!") {
                position += 1
                return .not(try notNode())
            }
            if next == .symbol("(") {
                // A parenthesised predicate, unless it is an expression being compared.
                let start = position
                position += 1
                if let node = try? orNode(), next == .symbol(")") {
                    position += 1
                    return node
                }
                position = start
            }
            if isWord(next, "TRUEPREDICATE") { position += 1; return .constant(true) }
            if isWord(next, "FALSEPREDICATE") { position += 1; return .constant(false) }
            return try comparison()
        }

        mutating func comparison() throws -> Node {
            var quantifier = Quantifier.none
            if isWord(next, "ANY", "SOME") { quantifier = .any; position += 1 }
            else if isWord(next, "ALL") { quantifier = .all; position += 1 }
            else if isWord(next, "NONE") { quantifier = .noneOf; position += 1 }
            let left = try expression()
            var negated = false
            if isWord(next, "NOT") { negated = true; position += 1 }
            let op = try comparisonOperator()
            var options: Options = []
            if next == .symbol("[") {
                position += 1
                guard case .word(let flags)? = next else { throw ParseError(format: format) }
                if flags.lowercased().contains("c") { options.insert(.caseInsensitive) }
                if flags.lowercased().contains("d") { options.insert(.diacriticInsensitive) }
                position += 1
                guard next == .symbol("]") else { throw ParseError(format: format) }
                position += 1
            }
            let right = try expression()
            let node = Node.comparison(quantifier, left, op, options, right)
            return negated ? .not(node) : node
        }

        /// The comparison's operator, in any of its spellings.
        mutating func comparisonOperator() throws -> Operator {
            guard let token = next else { throw ParseError(format: format) }
            position += 1
            switch token {
            case .symbol("="), .symbol("=="): return .equal
            case .symbol("!="), .symbol("<>"): return .notEqual
            case .symbol("<"): return .less
            case .symbol("<="), .symbol("=<"): return .lessOrEqual
            case .symbol(">"): return .greater
            case .symbol(">="), .symbol("=>"): return .greaterOrEqual
            case .word(let word):
                if let op = Operator(rawValue: word.uppercased()) { return op }
            default: break
            }
            throw ParseError(format: format)
        }

        mutating func expression() throws -> Expression {
            guard let token = next else { throw ParseError(format: format) }
            position += 1
            switch token {
            case .string(let text): return .value(text)
            case .number(let number): return .value(number)
            case .argument(let kind):
                guard !arguments.isEmpty else { throw ParseError(format: format) }
                let argument = arguments.removeFirst()
                if kind == "K" { return .keyPath("\(argument)") }
                return .value(argument)
            case .symbol("{"):
                var members: [Expression] = []
                while next != .symbol("}") {
                    members.append(try expression())
                    if next == .symbol(",") { position += 1 }
                    else if next != .symbol("}") { throw ParseError(format: format) }
                }
                position += 1
                return .aggregate(members)
            case .symbol("("):
                let inner = try expression()
                guard next == .symbol(")") else { throw ParseError(format: format) }
                position += 1
                return inner
            case .word(let word):
                switch word.uppercased() {
                case "SELF": return .this
                case "TRUE", "YES": return .value(true)
                case "FALSE", "NO": return .value(false)
                case "NIL", "NULL": return .value(nil)
                default:
                    let path = word.hasPrefix("SELF.") || word.hasPrefix("self.") ? String(word.dropFirst(5)) : word
                    return .keyPath(path)
                }
            default:
                throw ParseError(format: format)
            }
        }
    }

    // MARK: - Evaluating

    private static func evaluate(_ node: Node, _ object: Any?) -> Bool {
        switch node {
        case .constant(let value): return value
        case .not(let inner): return !evaluate(inner, object)
        case .and(let left, let right): return evaluate(left, object) && evaluate(right, object)
        case .or(let left, let right): return evaluate(left, object) || evaluate(right, object)
        case let .comparison(quantifier, left, op, options, right):
            let leftValue = value(of: left, object), rightValue = value(of: right, object)
            guard quantifier != .none else { return compare(leftValue, op, options, rightValue) }
            let members = collection(leftValue) ?? [leftValue]
            switch quantifier {
            case .any, .none: return members.contains { compare($0, op, options, rightValue) }
            case .all: return members.allSatisfy { compare($0, op, options, rightValue) }
            case .noneOf: return !members.contains { compare($0, op, options, rightValue) }
            }
        }
    }

    private static func value(of expression: Expression, _ object: Any?) -> Any? {
        switch expression {
        case .this: return object
        case .value(let value): return value
        case .aggregate(let members): return members.map { value(of: $0, object) }
        case .keyPath(let path):
            var current: [Any?] = [object]
            var isCollection = false
            for key in path.split(separator: ".").map(String.init) {
                if key.hasPrefix("@") {
                    let values = current.compactMap { $0 }.flatMap { collection($0)?.compactMap { $0 } ?? [$0] }
                    return aggregate(key, values)
                }
                current = current.flatMap { value -> [Any?] in
                    let read = read(key, of: value)
                    if let members = collection(read), !(read is String) { isCollection = true; return members }
                    return [read]
                }
            }
            return isCollection ? current as [Any?] : current.first ?? nil
        }
    }

    private static func aggregate(_ key: String, _ values: [Any]) -> Any? {
        let numbers = values.compactMap(number)
        switch key {
        case "@count": return Double(values.count)
        case "@sum": return numbers.reduce(0, +)
        case "@avg": return numbers.isEmpty ? nil : numbers.reduce(0, +) / Double(numbers.count)
        case "@min": return numbers.min()
        case "@max": return numbers.max()
        default: return nil
        }
    }

    /// The value of `key` in `object`: a reader's answer, a dictionary's entry, else the stored
    /// property of that name.
    private static func read(_ key: String, of object: Any?) -> Any? {
        guard let object = unwrapped(object) else { return nil }
        if let reader = object as? PredicateKeyValueReading { return reader.predicateValue(forKey: key) }
        if let dictionary = object as? [String: Any] { return dictionary[key] }
        if let dictionary = object as? NSDictionary { return dictionary[key] }
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children where child.label == key || child.label == "_" + key {
                return unwrapped(child.value)
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    private static func unwrapped(_ value: Any?) -> Any? { NumericValue.unwrapped(value) }

    private static func collection(_ value: Any?) -> [Any?]? {
        guard let value = unwrapped(value), !(value is String) else { return nil }
        if let array = value as? [Any?] { return array }
        if let array = value as? [Any] { return array }
        if let set = value as? NSSet { return set.allObjects }
        if let array = value as? NSArray { return array.map { $0 } }
        if let set = value as? Set<AnyHashable> { return Array(set) }
        return nil
    }

    private static func number(_ value: Any?) -> Double? { NumericValue.of(unwrapped(value)) }

    private static func text(_ value: Any?, _ options: Options) -> String? {
        guard let string = unwrapped(value) as? String ?? (unwrapped(value) as? NSString).map({ String(describing: $0) }) else { return nil }
        var folding: String.CompareOptions = []
        if options.contains(.caseInsensitive) { folding.insert(.caseInsensitive) }
        if options.contains(.diacriticInsensitive) { folding.insert(.diacriticInsensitive) }
        return folding.isEmpty ? string : string.folding(options: folding, locale: nil)
    }

    private static func equal(_ left: Any?, _ right: Any?, _ options: Options) -> Bool {
        let left = unwrapped(left), right = unwrapped(right)
        if left == nil || right == nil { return left == nil && right == nil }
        if let a = number(left), let b = number(right) { return a == b }
        if let a = text(left, options), let b = text(right, options) { return a == b }
        if let a = left as? AnyHashable, let b = right as? AnyHashable { return a == b }
        if let a = left, let b = right, type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
        return false
    }

    private static func order(_ left: Any?, _ right: Any?, _ options: Options) -> ComparisonResult? {
        if let a = number(left), let b = number(right) { return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame }
        if let a = text(left, options), let b = text(right, options) { return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame }
        return nil
    }

    private static func compare(_ left: Any?, _ op: Operator, _ options: Options, _ right: Any?) -> Bool {
        switch op {
        case .equal: return equal(left, right, options)
        case .notEqual: return !equal(left, right, options)
        case .less: return order(left, right, options) == .orderedAscending
        case .lessOrEqual: return order(left, right, options).map { $0 != .orderedDescending } ?? false
        case .greater: return order(left, right, options) == .orderedDescending
        case .greaterOrEqual: return order(left, right, options).map { $0 != .orderedAscending } ?? false
        case .between:
            guard let bounds = collection(right), bounds.count == 2 else { return false }
            return compare(left, .greaterOrEqual, options, bounds[0]) && compare(left, .lessOrEqual, options, bounds[1])
        case .isIn:
            if let members = collection(right) { return members.contains { equal(left, $0, options) } }
            guard let needle = text(left, options), let haystack = text(right, options) else { return false }
            return haystack.contains(needle)
        case .beginsWith, .endsWith, .contains, .like, .matches:
            if op == .contains, let members = collection(left) { return members.contains { equal($0, right, options) } }
            guard let string = text(left, options), let pattern = text(right, options) else { return false }
            switch op {
            case .beginsWith: return string.hasPrefix(pattern)
            case .endsWith: return string.hasSuffix(pattern)
            case .contains: return pattern.isEmpty ? false : string.contains(pattern)
            case .like: return matches(string, wildcard: pattern)
            default:
                guard let expression = try? NSRegularExpression(pattern: "^(?:\(pattern))$") else { return false }
                return expression.firstMatch(in: string, range: NSRange(string.startIndex..., in: string)) != nil
            }
        }
    }

    /// `LIKE`: `*` any run of characters, `?` one.
    private static func matches(_ string: String, wildcard pattern: String) -> Bool {
        let text = Array(string), wildcard = Array(pattern)
        var memo: [Int: Bool] = [:]
        func match(_ i: Int, _ j: Int) -> Bool {
            let key = i * (wildcard.count + 1) + j
            if let known = memo[key] { return known }
            let result: Bool
            if j == wildcard.count { result = i == text.count }
            else if wildcard[j] == "*" { result = match(i, j + 1) || (i < text.count && match(i + 1, j)) }
            else { result = i < text.count && (wildcard[j] == "?" || wildcard[j] == text[i]) && match(i + 1, j + 1) }
            memo[key] = result
            return result
        }
        return match(0, 0)
    }
}

/// A value read as a number — numbers of every width, booleans, dates by their time since the
/// reference date — as predicates compare, fetches sort and Core Data converts them; and a value
/// with its optionals taken off, as they read it.
package enum NumericValue {
    package static func of(_ value: Any?) -> Double? {
        switch value {
        case let value as Bool: value ? 1 : 0
        case let value as Int: Double(value)
        case let value as Int16: Double(value)
        case let value as Int32: Double(value)
        case let value as Int64: Double(value)
        case let value as UInt: Double(value)
        case let value as Double: value
        case let value as Float: Double(value)
        case let value as CGFloat: Double(value)
        case let value as Decimal: NSDecimalNumber(decimal: value).doubleValue
        case let value as NSNumber: value.doubleValue
        case let value as Date: value.timeIntervalSinceReferenceDate
        default: nil
        }
    }

    /// `value` with the optionals around it taken off (an `Any` may hold an optional); nil
    /// for a nil inside.
    package static func unwrapped(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map { unwrapped($0.value) } ?? nil
    }
}
