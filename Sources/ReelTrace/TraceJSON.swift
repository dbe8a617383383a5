import Foundation
internal import ReelGeometry

/// The trace's JSON text: key order as the model encodes it, numbers through ScrollReel's one
/// number formatter (``CompactNumber``), one frame per line so frames can be streamed.
///
/// Layout: the header up to `"frames":[`, one frame object per line (`,\n` between), then `]}`.
public enum TraceJSON {
    /// Everything before the first frame.
    public static func header(_ header: TraceHeader) -> String {
        let object = (try? OrderedJSONEncoder.encode(header)) ?? "{}"
        return object.dropLast() + ",\"frames\":[\n"
    }

    /// One frame, without separators.
    public static func frame(_ trace: FrameTrace) -> String {
        (try? OrderedJSONEncoder.encode(trace)) ?? "{}"
    }

    /// One frame's views (the `views` format), without separators.
    public static func views(_ views: FrameViews) -> String {
        (try? OrderedJSONEncoder.encode(views)) ?? "{}"
    }

    /// Everything after the last frame.
    public static let footer = "\n]}\n"

    /// A JSON string literal, escaped as the trace escapes strings.
    public static func string(_ text: String) -> String {
        JSONValue.string(text).text
    }

    /// A number as the trace writes it: thousandths without trailing zeros, `null` if not finite.
    public static func number(_ value: Double) -> String {
        JSONValue.number(value).text
    }
}

// MARK: - An Encoder that keeps key order

/// A JSON value whose objects keep their keys in the order they were encoded.
indirect enum JSONValue {
    case null
    case bool(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    /// Compact JSON text.
    var text: String {
        var out = ""
        write(to: &out)
        return out
    }

    func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .integer(let value): out += String(value)
        case .number(let value): out += CompactNumber.text(value) ?? "null"
        case .string(let text):
            out += "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
                default: out.unicodeScalars.append(scalar)
                }
            }
            out += "\""
        case .array(let values):
            out += "["
            for (i, value) in values.enumerated() {
                if i > 0 { out += "," }
                value.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, member) in members.enumerated() {
                if i > 0 { out += "," }
                JSONValue.string(member.key).write(to: &out)
                out += ":"
                member.value.write(to: &out)
            }
            out += "}"
        }
    }
}

/// Encodes any `Encodable` to compact JSON, members in encoding order.
enum OrderedJSONEncoder {
    static func encode<T: Encodable>(_ value: T) throws -> String {
        try box(value, codingPath: []).text
    }

    /// The JSON value of `value`; numbers and strings directly, anything else through its
    /// `encode(to:)`.
    static func box<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws -> JSONValue {
        switch value {
        case let v as String: return .string(v)
        case let v as Bool: return .bool(v)
        case let v as Int: return .integer(Int64(v))
        case let v as Int64: return .integer(v)
        case let v as Double: return .number(v)
        case let v as CGFloat: return .number(Double(v))
        case let v as Float: return .number(Double(v))
        default:
            let node = Node()
            try value.encode(to: NodeEncoder(node: node, codingPath: codingPath))
            return node.value
        }
    }

    /// Where one value is being built; containers append to it.
    final class Node {
        enum Content {
            case value(JSONValue)
            case object([(key: String, node: Node)])
            case array([Node])
        }

        var content = Content.value(.null)

        var value: JSONValue {
            switch content {
            case .value(let value): return value
            case .object(let members): return .object(members.map { ($0.key, $0.node.value) })
            case .array(let nodes): return .array(nodes.map(\.value))
            }
        }

        /// A new member; a key encoded twice keeps its first position with the last value.
        func member(_ key: String) -> Node {
            var members: [(key: String, node: Node)] = []
            if case .object(let existing) = content { members = existing }
            if let existing = members.first(where: { $0.key == key }) { return existing.node }
            let node = Node()
            members.append((key, node))
            content = .object(members)
            return node
        }

        func element() -> Node {
            var nodes: [Node] = []
            if case .array(let existing) = content { nodes = existing }
            let node = Node()
            nodes.append(node)
            content = .array(nodes)
            return node
        }

        func becomeObject() { if case .object = content {} else { content = .object([]) } }
        func becomeArray() { if case .array = content {} else { content = .array([]) } }
    }

    struct NodeEncoder: Encoder {
        let node: Node
        let codingPath: [any CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            node.becomeObject()
            return KeyedEncodingContainer(KeyedContainer(node: node, codingPath: codingPath))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            node.becomeArray()
            return UnkeyedContainer(node: node, codingPath: codingPath)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer {
            SingleContainer(node: node, codingPath: codingPath)
        }
    }

    struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let node: Node
        let codingPath: [any CodingKey]

        mutating func encodeNil(forKey key: Key) throws { node.member(key.stringValue).content = .value(.null) }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            node.member(key.stringValue).content = .value(try box(value, codingPath: codingPath + [key]))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                            forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { NodeEncoder(node: node, codingPath: codingPath) }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key])
        }
    }

    struct UnkeyedContainer: UnkeyedEncodingContainer {
        let node: Node
        let codingPath: [any CodingKey]
        var count: Int {
            if case .array(let nodes) = node.content { return nodes.count }
            return 0
        }

        mutating func encodeNil() throws { node.element().content = .value(.null) }

        mutating func encode<T: Encodable>(_ value: T) throws {
            node.element().content = .value(try box(value, codingPath: codingPath))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            NodeEncoder(node: node.element(), codingPath: codingPath).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            NodeEncoder(node: node.element(), codingPath: codingPath).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { NodeEncoder(node: node.element(), codingPath: codingPath) }
    }

    struct SingleContainer: SingleValueEncodingContainer {
        let node: Node
        let codingPath: [any CodingKey]

        mutating func encodeNil() throws { node.content = .value(.null) }

        mutating func encode<T: Encodable>(_ value: T) throws {
            node.content = .value(try box(value, codingPath: codingPath))
        }
    }
}
