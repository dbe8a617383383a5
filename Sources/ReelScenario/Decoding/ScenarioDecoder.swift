import Foundation
import ReelGeometry
import ReelLayout
import ReelScroll

/// Builds a ``Scenario`` from a YAML node tree, reporting every problem it meets.
struct ScenarioDecoder {
    let root: ScenarioNode
    let sourceURL: URL?
    /// The viewport's width once read, for sizing procedural images.
    var viewportWidth: CGFloat?

    static let topLevelKeys = [
        "name", "title", "summary", "viewport", "theme", "fps", "tail", "seed", "background",
        "collection", "pager", "gestures", "overlays", "variants",
    ]

    /// Known devices in portrait, so scenarios can say `viewport: iphone-15`: size, scale, and
    /// the safe area of the status bar (20 pt; 59 pt with the Dynamic Island) and home indicator.
    static let devicePresets: [String: Scenario.Viewport] = [
        "iphone-se": .init(width: 320, height: 568, scale: 2, safeArea: EdgeInsets(top: 20)),
        "iphone-8": .init(width: 375, height: 667, scale: 2, safeArea: EdgeInsets(top: 20)),
        "iphone-15": .init(width: 393, height: 852, scale: 3, safeArea: EdgeInsets(top: 59, bottom: 34), screenCornerRadius: 55),
        "iphone-15-pro-max": .init(width: 430, height: 932, scale: 3, safeArea: EdgeInsets(top: 59, bottom: 34), screenCornerRadius: 55),
    ]

    /// The scenario, or nil when a required part is missing; problems go to the diagnostics.
    func decode() -> Scenario? {
        guard let top = root.mapping(keys: Self.topLevelKeys) else { return nil }
        // Colour names resolve in the theme, so it is read first.
        let theme = top["theme"].map { $0.choice(Theme.self) } ?? .light
        root.diagnostics.theme = theme ?? .light
        let name = top.required("name").flatMap(decodeName)
        let viewport = top.required("viewport").flatMap(decodeViewport)
        let fps = top["fps"].map { $0.integer(in: ScenarioLimits.fps) } ?? 50
        let tail = top["tail"].map { $0.number(in: 0...CGFloat(ScenarioLimits.maximumStepDuration)) } ?? 1
        let seed = top["seed"].map { $0.integer(in: 0...Int(Int32.max)) } ?? 1
        let background = top["background"].map { $0.color() } ?? root.diagnostics.theme.systemBackground
        let collection = top.required("collection").flatMap { decodeCollection($0, viewport: viewport) }
        let gestures = top.required("gestures").flatMap(decodeGestures)
        let overlays = top["overlays"].map(decodeOverlays) ?? Scenario.Overlays()
        var decoder = self
        decoder.viewportWidth = viewport?.width
        let pager = top["pager"].map(decoder.decodePager)   // nil: none; .some(nil): invalid

        guard let name, let viewport, let theme, let fps, let tail, let seed, let background,
              let collection, let gestures, let overlays, pager != .some(nil)
        else { return nil }
        let scenario = Scenario(
            name: name,
            title: top["title"]?.string() ?? name,
            summary: top["summary"]?.string() ?? "",
            viewport: viewport, fps: fps, tail: TimeInterval(tail), seed: UInt64(seed),
            theme: theme, background: background, collection: collection, pager: pager ?? nil, gestures: gestures,
            overlays: overlays, sourceURL: sourceURL)
        if scenario.frameCount > ScenarioLimits.maximumFrameCount {
            (top["fps"] ?? top.owner).report(
                "\(String(format: "%.2f", scenario.duration)) s at \(fps) fps is \(scenario.frameCount) frames; "
                    + "the limit is \(ScenarioLimits.maximumFrameCount)")
            return nil
        }
        return scenario
    }

    // MARK: - Top level

    private func decodeName(_ node: ScenarioNode) -> String? {
        guard let name = node.string() else { return nil }
        guard Scenario.isValidName(name) else {
            node.report("must be \(Scenario.nameRule), got '\(name)'")
            return nil
        }
        return name
    }

    private func decodeViewport(_ node: ScenarioNode) -> Scenario.Viewport? {
        if let preset = node.node.string, node.node.mapping == nil {
            if let viewport = Self.devicePresets[preset] { return viewport }
            let names = Self.devicePresets.keys.sorted()
            var message = "unknown device '\(preset)'; known: \(names.joined(separator: ", "))"
            if let suggestion = KeySuggestion.nearest(to: preset, in: names) {
                message += "; did you mean '\(suggestion)'?"
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
        let pixelWidth = Int((width * scale).rounded()), pixelHeight = Int((height * scale).rounded())
        let limit = ScenarioLimits.maximumPixelDimension
        if pixelWidth > limit || pixelHeight > limit
            || pixelWidth * pixelHeight > ScenarioLimits.maximumPixelArea {
            node.report("canvas \(pixelWidth)×\(pixelHeight) px is over the limit "
                + "(each side ≤ \(limit) px, area ≤ \(ScenarioLimits.maximumPixelArea) px)")
            return nil
        }
        return Scenario.Viewport(width: width, height: height, scale: scale, safeArea: safeArea)
    }

    private func decodeOverlays(_ node: ScenarioNode) -> Scenario.Overlays? {
        guard let mapping = node.mapping(keys: ["touches", "contentOffset", "console", "navigationBar", "deviceChrome"]) else { return nil }
        var overlays = Scenario.Overlays()
        let fields = FieldReader(mapping)
        fields.read("touches", { $0.bool() }) { overlays.touches = $0 }
        fields.read("contentOffset", { $0.bool() }) { overlays.contentOffset = $0 }
        fields.read("console", { $0.bool() }) { overlays.console = $0 }
        fields.read("navigationBar", { $0.string() }) { overlays.navigationBar = $0 }
        fields.read("deviceChrome", { $0.bool() }) { overlays.deviceChrome = $0 }
        return fields.isValid ? overlays : nil
    }
}
