import Foundation
import ReelGeometry
import ReelScenario
import ReelTrace

/// Field-by-field comparison of two typed trace frames, naming elements the way a UIKit
/// developer would look for them: scroll view id, kind, `section.item`.
///
/// Numbers are compared as the trace writes them (to 1/1000 pt), so a value read back from a
/// golden equals the value that was written.
enum TraceComparer {
    typealias Add = (_ element: String, _ field: String, _ change: TraceDifference.Change) -> Void

    /// Whether two frames would be written as the same trace line.
    static func sameLine(_ expected: FrameTrace, _ actual: FrameTrace) -> Bool {
        TraceJSON.frame(expected) == TraceJSON.frame(actual)
    }

    /// Differences in `scenario`, `viewport` and `fps`, in field-name order.
    static func headerDifferences(_ expected: TraceHeader, _ actual: TraceHeader) -> [TraceDifference] {
        var result: [TraceDifference] = []
        func compare(_ field: String, _ e: String, _ a: String) {
            guard e != a else { return }
            result.append(TraceDifference(frame: nil, time: nil, element: "trace header", field: field,
                                          change: .value(expected: e, actual: a)))
        }
        compare("fps", "\(expected.fps)", "\(actual.fps)")
        compare("scenario", expected.scenario, actual.scenario)
        compare("viewport.height", number(expected.viewport.height), number(actual.viewport.height))
        compare("viewport.scale", number(expected.viewport.scale), number(actual.viewport.scale))
        compare("viewport.width", number(expected.viewport.width), number(actual.viewport.width))
        return result
    }

    /// Every difference between two versions of frame `index` (either may be missing).
    static func frameDifferences(index: Int, expected: FrameTrace?, actual: FrameTrace?) -> [TraceDifference] {
        let time = actual?.time ?? expected?.time
        var result: [TraceDifference] = []
        let add: Add = { element, field, change in
            result.append(TraceDifference(frame: index, time: time, element: element, field: field, change: change))
        }
        guard let expected, let actual else {
            add("frame", "", expected == nil ? .added("not in the golden trace") : .removed("not in the actual trace"))
            return result
        }
        compareNumbers([CGFloat(expected.time)], [CGFloat(actual.time)], names: ["time"], path: nil) { add("frame", $0, $1) }
        compareScrollViews(expected.scrollViews, actual.scrollViews, add: add)
        compareConsole(expected.console, actual.console, add: add)
        comparePager(expected.pager, actual.pager) { add("pager", $0, $1) }
        switch (expected.headerProgress, actual.headerProgress) {
        case (nil, nil): break
        case let (e?, a?): compareNumbers([e], [a], names: ["headerProgress"], path: nil) { add("frame", $0, $1) }
        case let (nil, a?): add("frame", "headerProgress", .added(number(a)))
        case let (e?, nil): add("frame", "headerProgress", .removed(number(e)))
        }
        return result
    }

    // MARK: - Scroll views and attributes

    private static func compareScrollViews(_ expected: [ScrollViewTrace], _ actual: [ScrollViewTrace], add: Add) {
        for view in expected {
            guard let other = actual.first(where: { $0.id == view.id }) else {
                add(view.id, "", .removed("scroll view"))
                continue
            }
            let report: (String, TraceDifference.Change) -> Void = { add(view.id, $0, $1) }
            compareNumbers(view.frame.traceComponents, other.frame.traceComponents,
                           names: ["x", "y", "width", "height"], path: "frame", report: report)
            compareNumbers([view.contentOffset.x, view.contentOffset.y], [other.contentOffset.x, other.contentOffset.y],
                           names: ["x", "y"], path: "contentOffset", report: report)
            compareNumbers([view.contentSize.width, view.contentSize.height],
                           [other.contentSize.width, other.contentSize.height],
                           names: ["width", "height"], path: "contentSize", report: report)
            compareNumbers(view.contentInset.traceComponents, other.contentInset.traceComponents,
                           names: ["top", "left", "bottom", "right"], path: "contentInset", report: report)
            compareAttributes(view.attributes, other.attributes, scrollView: view.id, add: add)
        }
        for view in actual where !expected.contains(where: { $0.id == view.id }) {
            add(view.id, "", .added("scroll view"))
        }
    }

    private static func compareAttributes(_ expected: [AttributeTrace], _ actual: [AttributeTrace],
                                          scrollView: String, add: Add) {
        func key(_ attribute: AttributeTrace) -> String { "\(scrollView) \(attribute.elementName)" }
        let actualByKey = Dictionary(actual.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
        let expectedKeys = Set(expected.map(key))
        for attribute in expected {
            let element = key(attribute)
            guard let other = actualByKey[element] else {
                add(element, "", .removed(summary(attribute)))
                continue
            }
            compareNumbers(attribute.frame.traceComponents, other.frame.traceComponents, names: ["x", "y", "width", "height"],
                           path: "frame") { add(element, $0, $1) }
            if attribute.zIndex != other.zIndex {
                add(element, "zIndex", .value(expected: "\(attribute.zIndex)", actual: "\(other.zIndex)"))
            }
            if attribute.alpha != other.alpha {
                add(element, "alpha", .value(expected: number(attribute.alpha), actual: number(other.alpha)))
            }
            if attribute.isHidden != other.isHidden {
                add(element, "hidden", .value(expected: "\(attribute.isHidden)", actual: "\(other.isHidden)"))
            }
            if attribute.transform != other.transform {
                compareNumbers(attribute.transformComponents, other.transformComponents,
                               names: ["a", "b", "c", "d", "tx", "ty"], path: "transform") { add(element, $0, $1) }
            }
        }
        for attribute in actual where !expectedKeys.contains(key(attribute)) {
            add(key(attribute), "", .added(summary(attribute)))
        }
    }

    /// `frame [0, 170, 145, 100], zIndex 0`.
    private static func summary(_ attribute: AttributeTrace) -> String {
        "frame [\(attribute.frame.traceComponents.map(number).joined(separator: ", "))], zIndex \(attribute.zIndex)"
    }

    // MARK: - Pager

    private static func comparePager(_ expected: PagerTrace?, _ actual: PagerTrace?,
                                     report: (String, TraceDifference.Change) -> Void) {
        func summary(_ pager: PagerTrace) -> String {
            "{selected: \(pager.selectedIndex), underline: [\(pager.underline.traceComponents.map(number).joined(separator: ", "))]}"
        }
        switch (expected, actual) {
        case (nil, nil): return
        case let (nil, a?): report("", .added(summary(a)))
        case let (e?, nil): report("", .removed(summary(e)))
        case let (e?, a?):
            if e.selectedIndex != a.selectedIndex {
                report("selected", .value(expected: "\(e.selectedIndex)", actual: "\(a.selectedIndex)"))
            }
            compareNumbers(e.underline.traceComponents, a.underline.traceComponents, names: ["x", "y", "width", "height"],
                           path: "underline", report: report)
        }
    }

    // MARK: - Console

    /// Lines only the actual frame logged are "added", lines only the golden has "removed"
    /// (matched as a multiset in order, so a repeated line counts as often as it appears).
    private static func compareConsole(_ expected: [String], _ actual: [String], add: Add) {
        var remaining = actual
        var removed: [String] = []
        for line in expected {
            if let i = remaining.firstIndex(of: line) { remaining.remove(at: i) } else { removed.append(line) }
        }
        for line in removed { add("console line", "", .removed(TraceJSON.string(line))) }
        for line in remaining { add("console line", "", .added(TraceJSON.string(line))) }
    }

    // MARK: - Numbers

    /// Reports each component whose written value differs, as `path.name` (or `name` alone).
    private static func compareNumbers(_ expected: [CGFloat], _ actual: [CGFloat], names: [String], path: String?,
                                       report: (String, TraceDifference.Change) -> Void) {
        for (i, name) in names.enumerated() {
            let e = number(expected[i]), a = number(actual[i])
            if e != a { report(path.map { "\($0).\(name)" } ?? name, .value(expected: e, actual: a)) }
        }
    }

    /// A number as the trace writes it.
    static func number(_ value: CGFloat) -> String { TraceJSON.number(Double(value)) }
}
