/// Text that is not a ScrollReel trace, naming where it goes wrong.
public struct TraceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was read: a path, or a name such as "the golden trace".
    public var source: String
    /// What is wrong, with the field's path when known (`frames[3].scrollViews[0].id: missing`).
    public var reason: String

    public init(source: String, reason: String) {
        self.source = source
        self.reason = reason
    }

    init(source: String, _ error: DecodingError) {
        func path(_ context: DecodingError.Context) -> String {
            let path = context.codingPath.reduce("") { text, key in
                if let index = key.intValue { return text + "[\(index)]" }
                return text.isEmpty ? key.stringValue : text + "." + key.stringValue
            }
            return path.isEmpty ? "" : path + ": "
        }
        switch error {
        case let .keyNotFound(key, context):
            self.init(source: source, reason: "\(path(context))missing \"\(key.stringValue)\"")
        case let .typeMismatch(type, context):
            self.init(source: source, reason: "\(path(context))expected \(Self.name(of: type))")
        case let .valueNotFound(type, context):
            self.init(source: source, reason: "\(path(context))expected \(Self.name(of: type)), got null")
        case let .dataCorrupted(context):
            self.init(source: source, reason: "\(path(context))\(context.debugDescription)")
        @unknown default:
            self.init(source: source, reason: "\(error)")
        }
    }

    /// `scrollreel.trace.json is not a ScrollReel trace: frames[0].time: expected a number`.
    public var description: String { "\(source) is not a ScrollReel trace: \(reason)" }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type, is Double.Type: return "a number"
        case is [Any].Type: return "a list"
        default: return type is any Collection.Type ? "a list" : "an object"
        }
    }
}
