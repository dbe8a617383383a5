import Foundation
import ReelLayout

/// One key of a scenario mapping, declared once: its name, how its value is read and where it
/// lands in the model, and its row in `docs/scenarios.md`. A mapping's allowed keys, its reading
/// and its documentation table all come from its declarations (``ScenarioKeys``); a test fails
/// when the documentation and the declarations disagree.
struct ScenarioKey<Model>: Sendable {
    /// The key as a file writes it.
    let name: String
    /// The documentation row: the value's type, its default, and what it means (Markdown).
    let type: String
    let defaultValue: String
    let meaning: String
    /// Reads the value at `node` into `model`; false when it is invalid (the problem reported).
    let read: @Sendable (_ node: ScenarioNode, _ decoder: ScenarioDecoder, _ model: inout Model) -> Bool
    /// For a `UICollectionViewFlowLayout` property: sets the model's value on a flow layout.
    let flowSetting: (@Sendable (Model, FlowLayout) -> Void)?

    /// Whether a file must give the key: its documented default is "required".
    var isRequired: Bool { defaultValue == "required" }

    /// A key whose value `decode` reads (given what was read before it) and `keyPath` stores.
    init<Value>(_ name: String, _ keyPath: WritableKeyPath<Model, Value>, type: String, default defaultValue: String,
                meaning: String = "", flow: ReferenceWritableKeyPath<FlowLayout, Value>? = nil,
                _ decode: @escaping @Sendable (_ node: ScenarioNode, _ decoder: ScenarioDecoder, _ model: Model) -> Value?) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.meaning = meaning
        // Key paths are immutable values: sharing them between threads is safe.
        nonisolated(unsafe) let keyPath = keyPath
        read = { node, decoder, model in
            guard let value = decode(node, decoder, model) else { return false }
            model[keyPath: keyPath] = value
            return true
        }
        if let flow {
            nonisolated(unsafe) let flow = flow
            flowSetting = { model, layout in layout[keyPath: flow] = model[keyPath: keyPath] }
        } else {
            flowSetting = nil
        }
    }

    /// A key read by `read` itself (one that fills more than one place of the model).
    init(_ name: String, type: String, default defaultValue: String, meaning: String = "",
         read: @escaping @Sendable (_ node: ScenarioNode, _ decoder: ScenarioDecoder, _ model: inout Model) -> Bool) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.meaning = meaning
        self.read = read
        flowSetting = nil
    }
}

/// The keys of one scenario mapping, in the order they are read (a key may use what the keys
/// before it read).
struct ScenarioKeys<Model>: Sendable {
    let keys: [ScenarioKey<Model>]

    init(_ keys: [ScenarioKey<Model>]) {
        self.keys = keys
    }

    /// Every allowed key, in declaration order.
    var names: [String] { keys.map(\.name) }

    /// Reads every key `map` holds into `model`, in declaration order; false when any value was
    /// invalid or a required key is missing (each problem reported).
    func read(_ map: ScenarioMapping, decoder: ScenarioDecoder, into model: inout Model) -> Bool {
        var isValid = true
        for key in keys {
            guard let node = key.isRequired ? map.required(key.name) : map[key.name] else {
                if key.isRequired { isValid = false }
                continue
            }
            if !key.read(node, decoder, &model) { isValid = false }
        }
        return isValid
    }

    /// The documentation table `docs/scenarios.md` shows.
    var markdownTable: String {
        var lines = ["| key | type | default | meaning |", "| --- | --- | --- | --- |"]
        for key in keys {
            lines.append("| `\(key.name)` | \(key.type) | \(key.defaultValue) | \(key.meaning) |")
        }
        return lines.joined(separator: "\n")
    }
}
