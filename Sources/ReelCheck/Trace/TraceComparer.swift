import Foundation
import ScrollReel

/// Field-by-field comparison of two trace frames, naming elements the way a UIKit developer
/// would look for them: scroll view id, kind, `section.item`.
enum TraceComparer {
    typealias Report = (_ field: String, _ change: TraceDifference.Change) -> Void

    /// Every difference between two versions of frame `index` (either may be missing).
    static func frameDifferences(index: Int, expected: [String: Any]?, actual: [String: Any]?) -> [TraceDifference] {
        let time = number(actual?["time"]) ?? number(expected?["time"])
        var result: [TraceDifference] = []
        func add(_ element: String, _ field: String, _ change: TraceDifference.Change) {
            result.append(TraceDifference(frame: index, time: time, element: element, field: field, change: change))
        }
        guard let expected, let actual else {
            add("frame", "", expected == nil ? .added("not in the golden trace") : .removed("not in the actual trace"))
            return result
        }
        compareValues(expected["time"], actual["time"], path: "") { add("frame", "time", $1) }
        compareScrollViews(expected["scrollViews"] as? [Any] ?? [], actual["scrollViews"] as? [Any] ?? [], add: add)
        compareConsole(expected["console"] as? [Any] ?? [], actual["console"] as? [Any] ?? [], add: add)
        compareValues(expected["pager"], actual["pager"], path: "") { add("pager", $0, $1) }
        // Keys a later trace version may add are still compared, generically.
        let known: Set<String> = ["index", "time", "scrollViews", "console", "pager"]
        for key in Set(expected.keys).union(actual.keys).subtracting(known).sorted() {
            compareValues(expected[key], actual[key], path: key) { add("frame", $0, $1) }
        }
        return result
    }

    // MARK: - Scroll views and attributes

    private static func compareScrollViews(_ expected: [Any], _ actual: [Any],
                                           add: (String, String, TraceDifference.Change) -> Void) {
        let e = keyed(expected) { $0["id"] as? String }, a = keyed(actual) { $0["id"] as? String }
        for (id, view) in e {
            guard let other = a.first(where: { $0.key == id })?.value else {
                add(id, "", .removed("scroll view"))
                continue
            }
            for field in ["contentOffset", "contentSize", "contentInset"] {
                compareValues(view[field], other[field], path: field, names: componentNames(field)) { add(id, $0, $1) }
            }
            compareAttributes(view["attributes"] as? [Any] ?? [], other["attributes"] as? [Any] ?? [],
                              scrollView: id, add: add)
        }
        for (id, _) in a where !e.contains(where: { $0.key == id }) {
            add(id, "", .added("scroll view"))
        }
    }

    private static func compareAttributes(_ expected: [Any], _ actual: [Any], scrollView: String,
                                          add: (String, String, TraceDifference.Change) -> Void) {
        func key(_ attribute: [String: Any]) -> String? {
            guard let kind = attribute["kind"] as? String else { return nil }
            return "\(scrollView) \(kind) \(text(attribute["section"])).\(text(attribute["item"]))"
        }
        let e = keyed(expected, key: key), a = keyed(actual, key: key)
        for (element, attribute) in e {
            guard let other = a.first(where: { $0.key == element })?.value else {
                add(element, "", .removed(summary(attribute)))
                continue
            }
            for field in Set(attribute.keys).union(other.keys).subtracting(["kind", "section", "item"]).sorted() {
                compareValues(attribute[field], other[field], path: field, names: componentNames(field)) {
                    add(element, $0, $1)
                }
            }
        }
        for (element, attribute) in a where !e.contains(where: { $0.key == element }) {
            add(element, "", .added(summary(attribute)))
        }
    }

    /// `frame [0, 170, 145, 100], zIndex 0`.
    private static func summary(_ attribute: [String: Any]) -> String {
        "frame [\((attribute["frame"] as? [Any] ?? []).map(text).joined(separator: ", "))], zIndex \(text(attribute["zIndex"]))"
    }

    // MARK: - Console

    /// Lines only the actual frame logged are "added", lines only the golden has "removed"
    /// (matched as a multiset in order, so a repeated line counts as often as it appears).
    private static func compareConsole(_ expected: [Any], _ actual: [Any],
                                       add: (String, String, TraceDifference.Change) -> Void) {
        var remaining = actual.map(text)
        var removed: [String] = []
        for line in expected.map(text) {
            if let i = remaining.firstIndex(of: line) { remaining.remove(at: i) } else { removed.append(line) }
        }
        for line in removed { add("console line", "", .removed(TraceJSON.string(line))) }
        for line in remaining { add("console line", "", .added(TraceJSON.string(line))) }
    }

    // MARK: - Values

    /// Reports every leaf that differs under `path`; arrays of numbers use `names` for their
    /// components (`frame.y`), other arrays their index.
    static func compareValues(_ expected: Any?, _ actual: Any?, path: String, names: [String] = [],
                              report: Report) {
        switch (expected, actual) {
        case (nil, nil): return
        case let (e as [String: Any], a as [String: Any]):
            for key in Set(e.keys).union(a.keys).sorted() {
                let child = path.isEmpty ? key : "\(path).\(key)"
                compareValues(e[key], a[key], path: child, names: componentNames(key), report: report)
            }
        case let (e as [Any], a as [Any]) where e.count == a.count:
            for i in e.indices {
                let name = names.indices.contains(i) ? names[i] : "\(i)"
                compareValues(e[i], a[i], path: "\(path).\(name)", report: report)
            }
        default:
            if let expected, let actual, text(expected) == text(actual) { return }
            switch (expected, actual) {
            case (nil, let a?): report(path, .added(text(a)))
            case (let e?, nil): report(path, .removed(text(e)))
            default: report(path, .value(expected: text(expected!), actual: text(actual!)))
            }
        }
    }

    /// Component names of the trace's numeric arrays.
    static func componentNames(_ key: String) -> [String] {
        switch key {
        case "frame", "underline": return ["x", "y", "width", "height"]
        case "contentOffset": return ["x", "y"]
        case "contentSize": return ["width", "height"]
        case "contentInset": return ["top", "left", "bottom", "right"]
        default: return []
        }
    }

    /// A JSON value as the trace writes it: numbers without trailing zeros, strings bare.
    static func text(_ value: Any?) -> String {
        switch value {
        case nil: return "null"
        case let string as String: return string
        case let number as NSNumber: return TraceJSON.number(number.doubleValue)
        case let array as [Any]: return "[" + array.map(text).joined(separator: ", ") + "]"
        case let object as [String: Any]:
            return "{" + object.keys.sorted().map { "\($0): \(text(object[$0]))" }.joined(separator: ", ") + "}"
        default: return "\(value!)"
        }
    }

    private static func number(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }

    /// Objects keyed in order; the first of duplicate keys wins (a trace has none).
    private static func keyed(_ items: [Any], key: ([String: Any]) -> String?) -> [(key: String, value: [String: Any])] {
        var seen = Set<String>()
        var result: [(key: String, value: [String: Any])] = []
        for case let object as [String: Any] in items {
            guard let k = key(object), seen.insert(k).inserted else { continue }
            result.append((k, object))
        }
        return result
    }
}
