import Foundation
import ReelGeometry
import ReelLayout
import ReelGraphics
import ReelScroll

/// Builds a ``Scenario`` from a YAML node tree, reporting every problem it meets.
struct ScenarioDecoder {
    let root: ScenarioNode
    let sourceURL: URL?
    /// The viewport once read: procedural images are drawn for its width and scale, and the
    /// element budget is measured against it.
    private(set) var viewport: Scenario.Viewport?

    /// Whether the file is an app script: its screen is the app's (`app` implied, `collection`
    /// optional).
    let isAppScript: Bool

    init(root: ScenarioNode, sourceURL: URL?, isAppScript: Bool = false) {
        self.root = root
        self.sourceURL = sourceURL
        self.isAppScript = isAppScript
    }

    /// This decoder, reading parts that depend on the viewport.
    func reading(in viewport: Scenario.Viewport?) -> ScenarioDecoder {
        var decoder = self
        decoder.viewport = viewport
        return decoder
    }

    /// Known devices in portrait, so scenarios can say `viewport: iphone-15`: size, scale, and
    /// the safe area of the status bar (20 pt; 59 pt with the Dynamic Island) and home indicator.
    static let devicePresets: [String: Scenario.Viewport] = [
        "iphone-se": .init(width: 320, height: 568, scale: 2, safeArea: UIEdgeInsets(top: 20)),
        "iphone-8": .init(width: 375, height: 667, scale: 2, safeArea: UIEdgeInsets(top: 20)),
        "iphone-15": .init(width: 393, height: 852, scale: 3, safeArea: UIEdgeInsets(top: 59, bottom: 34), screenCornerRadius: 55),
        "iphone-15-pro-max": .init(width: 430, height: 932, scale: 3, safeArea: UIEdgeInsets(top: 59, bottom: 34), screenCornerRadius: 55),
    ]

    /// The scenario, or nil when a required part is missing; problems go to the diagnostics.
    func decode() -> Scenario? {
        guard let top = root.mapping(keys: ScenarioDraft.keys.names) else { return nil }
        var draft = ScenarioDraft()
        guard ScenarioDraft.keys.read(top, decoder: self, into: &draft),
              let name = draft.name, let viewport = draft.viewport, let gestures = draft.gestures
        else { return nil }
        // An app script's screen is the app's: the collection keys are optional there.
        if isAppScript, draft.app == nil { draft.app = AppSpec() }
        guard let collection = draft.collection ?? (draft.app != nil ? CollectionSpec() : nil) else {
            _ = top.required("collection")
            return nil
        }
        var scenario = Scenario(
            name: name, title: draft.title ?? name, summary: draft.summary,
            viewport: viewport, fps: draft.fps, tail: draft.tail, seed: draft.seed,
            theme: draft.theme, background: draft.background ?? draft.theme.systemBackground, collection: collection,
            pager: draft.pager,
            gestures: draft.gesturesFollowLayoutDirection && draft.layoutDirection == .rightToLeft
                ? gestures.map { $0.mirrored(acrossWidth: viewport.width) } : gestures,
            overlays: draft.overlays, sourceURL: sourceURL)
        scenario.layoutDirection = draft.layoutDirection
        scenario.contentSizeCategory = draft.contentSizeCategory
        scenario.iOSVersion = draft.iOSVersion
        scenario.app = draft.app
        guard dataChangesFit(scenario, at: top["gestures"] ?? top.owner) else { return nil }
        if scenario.frameCount > ScenarioLimits.maximumFrameCount {
            (top["fps"] ?? top.owner).report(
                "\(String(format: "%.2f", scenario.duration)) s at \(draft.fps) fps is \(scenario.frameCount) frames; "
                    + "the limit is \(ScenarioLimits.maximumFrameCount)")
            return nil
        }
        return scenario
    }

    /// Whether the script's data changes stay within the limits: how many there are, and the
    /// items and sections they leave after each one.
    private func dataChangesFit(_ scenario: Scenario, at node: ScenarioNode) -> Bool {
        let changes = scenario.gestures.reduce(0) { $0 + ($1.dataChange == nil ? 0 : 1 + $1.completion.count) }
        guard changes <= ScenarioLimits.maximumDataChanges else {
            node.report("the script makes \(changes) data changes with its repeats expanded; the limit is \(ScenarioLimits.maximumDataChanges)")
            return false
        }
        // An upper bound on the items each change works through: the items at the start, plus
        // every insertion so far, or what the data source reports.
        var bound = scenario.collection.sections.reduce(0) { $0 + $1.items }, work = 0
        for gesture in scenario.gestures {
            guard let change = gesture.dataChange else { continue }
            bound = min(change.itemsBound(after: bound), ScenarioLimits.maximumTotalItems)
            work += bound
            // A completion runs later, maybe after other changes: its bound never shrinks.
            for later in gesture.completion {
                bound = max(bound, min(later.itemsBound(after: bound), ScenarioLimits.maximumTotalItems))
                work += bound
            }
        }
        guard work <= ScenarioLimits.maximumDataChangeWork else {
            node.report("the script's data changes would go over up to \(work) items in all; the limit is \(ScenarioLimits.maximumDataChangeWork) (fewer changes, or fewer items)")
            return false
        }
        for (number, counts) in scenario.countsAfterEachChange.enumerated() {
            let total = counts.reduce(0, +)
            let problem: String? = counts.count > ScenarioLimits.maximumSections
                ? "\(counts.count) sections; the limit is \(ScenarioLimits.maximumSections)"
                : total > ScenarioLimits.maximumTotalItems ? "\(total) items; the limit is \(ScenarioLimits.maximumTotalItems)" : nil
            if let problem {
                node.report("data change \(number + 1) of the script leaves \(problem)")
                return false
            }
        }
        return true
    }

    // MARK: - Top level

    func decodeName(_ node: ScenarioNode) -> String? {
        guard let name = node.string() else { return nil }
        guard Scenario.isValidName(name) else {
            node.report("must be \(Scenario.nameRule), got \(QuotedValue.quoted(name))")
            return nil
        }
        return name
    }

    func decodeViewport(_ node: ScenarioNode) -> Scenario.Viewport? {
        if let preset = node.node.string, node.node.mapping == nil {
            if let viewport = Self.devicePresets[preset] { return viewport }
            let names = Self.devicePresets.keys.sorted()
            var message = "unknown device \(QuotedValue.quoted(preset)); known: \(names.joined(separator: ", "))"
            if let suggestion = KeySuggestion.nearest(to: preset, in: names) {
                message += "; did you mean \(QuotedValue.quoted(suggestion))?"
            }
            node.report(message)
            return nil
        }
        guard let mapping = node.mapping(keys: ["width", "height", "scale", "safeArea"]) else { return nil }
        let lengths: ClosedRange<CGFloat> = 1...CGFloat(ScenarioLimits.maximumPixelDimension)
        let width = mapping.required("width")?.number(in: lengths)
        let height = mapping.required("height")?.number(in: lengths)
        let scale = mapping["scale"].map { $0.number(in: ScenarioLimits.scale) } ?? 2
        let safeArea = mapping["safeArea"].map { $0.insets() } ?? .zero
        guard let width, let height, let scale, let safeArea else { return nil }
        if let problem = ScenarioLimits.canvas(width: width, height: height, scale: scale).problem {
            node.report(problem)
            return nil
        }
        return Scenario.Viewport(width: width, height: height, scale: scale, safeArea: safeArea)
    }

    func decodeOverlays(_ node: ScenarioNode) -> Scenario.Overlays? {
        guard let mapping = node.mapping(keys: ["touches", "contentOffset", "console", "navigationBar", "deviceChrome", "selfSizing"]) else { return nil }
        var overlays = Scenario.Overlays()
        let fields = FieldReader(mapping)
        fields.read("touches", { $0.bool() }) { overlays.touches = $0 }
        fields.read("contentOffset", { $0.bool() }) { overlays.contentOffset = $0 }
        fields.read("console", { $0.bool() }) { overlays.console = $0 }
        fields.read("navigationBar", { $0.string() }) { overlays.navigationBar = $0 }
        fields.read("deviceChrome", { $0.bool() }) { overlays.deviceChrome = $0 }
        fields.read("selfSizing", { $0.bool() }) { overlays.selfSizing = $0 }
        return fields.isValid ? overlays : nil
    }

    func decodeApp(_ node: ScenarioNode) -> AppSpec? {
        guard let mapping = node.mapping(keys: ["rootViewController", "navigationController"]) else { return nil }
        var app = AppSpec()
        let fields = FieldReader(mapping)
        fields.read("rootViewController", { (node: ScenarioNode) -> String? in
            guard let name = node.string() else { return nil }
            guard name.range(of: AppSpec.classNamePattern, options: .regularExpression) != nil else {
                node.report("\(QuotedValue.quoted(name)) is not a Swift class name")
                return nil
            }
            return name
        }) { app.rootViewController = $0 }
        fields.read("navigationController", { $0.bool() }) { app.embedsInNavigationController = $0 }
        return fields.isValid ? app : nil
    }
}

/// A scenario as its top-level keys are read: what the file gave so far, defaults for the rest.
struct ScenarioDraft {
    var theme = Theme.light
    var name: String?
    var title: String?
    var summary = ""
    var viewport: Scenario.Viewport?
    var fps = 50
    var tail: TimeInterval = 1
    var seed: UInt64 = 1
    /// Nil: the theme's `systemBackground`.
    var background: Color?
    var collection: CollectionSpec?
    var app: AppSpec?
    var pager: PagerSpec?
    var gestures: [ScriptedGesture]?
    var overlays = Scenario.Overlays()
    var layoutDirection = UIUserInterfaceLayoutDirection.leftToRight
    var contentSizeCategory = ContentSizeCategory.large
    var gesturesFollowLayoutDirection = false
    var iOSVersion = IOSVersion.newest
}
