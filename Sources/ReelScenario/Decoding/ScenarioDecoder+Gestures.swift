import Foundation
import ReelScroll

extension ScenarioDecoder {
    static let stepKinds = ["drag", "hold", "release", "fling", "wait", "tap", "scroll", "repeat",
                            "performBatchUpdates", "reloadData", "apply", "set"]

    /// The gesture script: a list of steps, each `release` or a one-key mapping such as
    /// `drag: {by: [0, 150], duration: 0.6}`.
    func decodeGestures(_ node: ScenarioNode) -> [ScriptedGesture]? {
        guard let list = node.sequence() else { return nil }
        let steps = list.map { element -> [ScriptedGesture]? in
            if let map = element.node.mapping, map.count == 1, map.keys.first?.string == "repeat",
               let body = map.values.first {
                return decodeRepeat(element.child(body, key: "repeat"))
            }
            return decodeStep(element).map { [$0] }
        }
        guard steps.allSatisfy({ $0 != nil }) else { return nil }
        let total = steps.reduce(0) { $0 + $1!.count }
        guard total <= ScenarioLimits.maximumGestureSteps else {
            node.report("the script has \(total) steps with its repeats expanded; the limit is \(ScenarioLimits.maximumGestureSteps)")
            return nil
        }
        return steps.flatMap { $0! }
    }

    /// `repeat: {times: N, steps: [...]}`: the steps N times in a row.
    private func decodeRepeat(_ node: ScenarioNode) -> [ScriptedGesture]? {
        guard let map = node.mapping(keys: ["times", "steps"]) else { return nil }
        let times = map.required("times")?.integer(in: 1...1000)
        let steps = map.required("steps").flatMap(decodeGestures)
        guard let times, let steps else { return nil }
        // Checked before expanding: nested repeats multiply.
        guard steps.count * times <= ScenarioLimits.maximumGestureSteps else {
            node.report("repeats \(steps.count) steps \(times) times: more than the \(ScenarioLimits.maximumGestureSteps) steps a script may have")
            return nil
        }
        return Array(repeating: steps, count: times).flatMap { $0 }
    }

    private func decodeStep(_ node: ScenarioNode) -> ScriptedGesture? {
        if case .scalar(let scalar) = node.node {
            if scalar.string == "release" { return ScriptedGesture(.release) }
            if scalar.string == "reloadData" { return ScriptedGesture(.reloadData(sections: nil)) }
            var message = "expected a step (\(Self.stepKinds.joined(separator: ", "))), got \(QuotedValue.quoted(scalar.string))"
            if let suggestion = KeySuggestion.nearest(to: scalar.string, in: Self.stepKinds) {
                message += "; did you mean \(QuotedValue.quoted(suggestion))?"
            }
            node.report(message)
            return nil
        }
        guard let map = node.mapping(keys: Self.stepKinds) else { return nil }
        guard map.entries.count == 1, let (kind, value) = map.entries.first else {
            if map.entries.isEmpty {
                node.report("a step needs a kind: one of \(Self.stepKinds.joined(separator: ", "))")
            } else {
                node.report("a step has exactly one kind, got \(map.entries.map(\.0))")
            }
            return nil
        }
        switch kind {
        case "tap": return decodeTap(value)
        case "performBatchUpdates", "apply":
            guard let change = kind == "apply" ? decodeApply(value) : decodeBatchUpdates(value) else { return nil }
            var gesture = ScriptedGesture(change)
            if let completion = value.openMapping()?.first(where: { $0.0 == "completion" })?.1 {
                guard let changes = decodeCompletion(completion) else { return nil }
                gesture.completion = changes
            }
            return gesture
        case "reloadData": return decodeReloadData(value).map(ScriptedGesture.init)
        case "set": return decodeSet(value)
        default: break
        }
        let step: GestureStep?
        switch kind {
        case "drag": step = decodeDrag(value)
        case "hold": step = duration(value).map { .hold(duration: $0) }
        case "wait": step = duration(value).map { .wait(duration: $0) }
        case "release": step = .release
        case "fling": step = decodeFling(value)
        default: step = decodeScroll(value)
        }
        return step.map { ScriptedGesture($0) }
    }

    /// `tap: [x, y]`, `tap: {at: [x, y]}` or `tap: {element: "tab 1"}`.
    private func decodeTap(_ node: ScenarioNode) -> ScriptedGesture? {
        guard node.node.mapping != nil else { return node.point().map { ScriptedGesture(.tap(at: $0)) } }
        guard let map = node.mapping(keys: ["at", "element"]) else { return nil }
        if let element = map["element"] {
            return element.string().map { ScriptedGesture(.tap(at: .zero), element: $0) }
        }
        return map.required("at")?.point().map { ScriptedGesture(.tap(at: $0)) }
    }

    private func duration(_ node: ScenarioNode) -> TimeInterval? {
        node.number(in: 0...CGFloat(ScenarioLimits.maximumStepDuration)).map(TimeInterval.init)
    }

    private func decodeDrag(_ node: ScenarioNode) -> GestureStep? {
        guard let map = node.mapping(keys: ["by", "duration", "from", "easing"]) else { return nil }
        let by = map.required("by")?.vector(limit: ScenarioLimits.maximumLength)
        let seconds = map.required("duration").flatMap { $0.number(in: 0.001...CGFloat(ScenarioLimits.maximumStepDuration)) }
        let from = map["from"].map { $0.point() }   // nil: absent; .some(nil): invalid
        let easing = map["easing"].map { $0.choice(Easing.self) } ?? .linear
        guard let by, let seconds, from != .some(nil), let easing else { return nil }
        return .drag(from: from ?? nil, by: by, duration: TimeInterval(seconds), easing: easing)
    }

    private func decodeFling(_ node: ScenarioNode) -> GestureStep? {
        guard let map = node.mapping(keys: ["velocity", "from", "duration"]) else { return nil }
        let velocity = map.required("velocity")?.vector(limit: 20_000)
        let from = map["from"].map { $0.point() }   // nil: absent; .some(nil): invalid
        let seconds = map["duration"].map { $0.number(in: 0.02...1) } ?? 0.1
        guard let velocity, from != .some(nil), let seconds else { return nil }
        return .fling(from: from ?? nil, velocity: velocity, duration: TimeInterval(seconds))
    }

    /// `scroll: {to: [x, y]}` (`setContentOffset(_:animated:)`) or
    /// `scroll: {toItem: [section, item], at: top}` (`scrollToItem(at:at:animated:)`).
    private func decodeScroll(_ node: ScenarioNode) -> GestureStep? {
        guard let map = node.mapping(keys: ["target", "to", "toItem", "at", "duration"]) else { return nil }
        let target = map["target"].map { $0.string() } ?? "main"
        let seconds = map["duration"].map { $0.number(in: 0...CGFloat(ScenarioLimits.maximumStepDuration)) }
            ?? CGFloat(ScrollState.animatedScrollDuration)
        if let item = map["toItem"] {
            guard map["to"] == nil else {
                node.report("give `to` (an offset) or `toItem` (an index path), not both")
                return nil
            }
            let path = item.indexPath()
            let position = map["at"].map { $0.choice(ScrollPosition.self) } ?? .top
            guard let target, let path, let position, let seconds else { return nil }
            return .scrollToItem(target: target, item: path, at: position, duration: TimeInterval(seconds))
        }
        let offset = map.required("to")?.point()
        guard let target, let offset, let seconds else { return nil }
        return .scroll(target: target, to: offset, duration: TimeInterval(seconds))
    }
}

extension ScenarioDecoder {
    /// `set: {estimatedItemSize: [375, 200]}`: collection keys assigned at this moment, as the
    /// app's code assigns the properties — each invalidates the layout as in UIKit. Only the
    /// keys an app can change while it runs (``CollectionSpec/runtimeSettingKeys``).
    func decodeSet(_ node: ScenarioNode) -> ScriptedGesture? {
        guard let map = node.mapping(keys: CollectionSpec.runtimeSettingKeys) else { return nil }
        guard !map.entries.isEmpty else {
            node.report("`set` needs at least one key: \(CollectionSpec.runtimeSettingKeys.joined(separator: ", "))")
            return nil
        }
        var spec = CollectionSpec(theme: node.diagnostics.theme)
        guard CollectionSpec.keys.read(map, decoder: self, into: &spec) else { return nil }
        let names = Set(map.entries.map(\.0))
        let description = "set {" + map.entries.map(\.0).joined(separator: ", ") + "}"
        let settings = spec
        return ScriptedGesture(.code(AppCode(description: description) { collectionView in
            settings.assign(names, to: collectionView)
        }))
    }
}
