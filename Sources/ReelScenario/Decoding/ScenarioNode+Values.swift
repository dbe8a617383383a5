import Foundation
import ReelGeometry
import ReelGraphics
import ReelLayout
import ReelScroll

// Compound values: sizes, points, insets, colours and images, each accepted in the short list
// form (`[320, 160]`) and the spelled-out mapping form (`{width: 320, height: 160}`).
extension ScenarioNode {
    /// Two numbers, as `[a, b]` or `{first: a, second: b}`.
    func pair(_ first: String, _ second: String, in range: ClosedRange<CGFloat>) -> (CGFloat, CGFloat)? {
        if let list = node.sequence {
            guard list.count == 2 else {
                report("expected [\(first), \(second)], got a list of \(list.count)")
                return nil
            }
            let a = element(list[0], index: 0).number(in: range)
            let b = element(list[1], index: 1).number(in: range)
            guard let a, let b else { return nil }
            return (a, b)
        }
        guard let mapping = mapping(keys: [first, second]) else { return nil }
        let a = mapping.required(first)?.number(in: range)
        let b = mapping.required(second)?.number(in: range)
        guard let a, let b else { return nil }
        return (a, b)
    }

    /// A size with both sides in `range` (sizes are never negative).
    func size(in range: ClosedRange<CGFloat> = 0...ScenarioLimits.maximumLength) -> CGSize? {
        pair("width", "height", in: range).map { CGSize(width: $0, height: $1) }
    }

    /// A self-sizing estimate: `[w, h]` (both > 0, or both 0 for none) or `automatic`.
    func estimatedSize() -> CGSize? {
        if node.string == "automatic" { return FlowLayout.automaticSize }
        guard let size = size() else { return nil }
        guard (size.width > 0) == (size.height > 0) else {
            report("an estimate needs both sides > 0 (or both 0 for none), got \(size.width.uikitDescription) × \(size.height.uikitDescription)")
            return nil
        }
        return size
    }

    func point() -> CGPoint? {
        let limit = ScenarioLimits.maximumLength
        return pair("x", "y", in: -limit...limit).map { CGPoint(x: $0, y: $1) }
    }

    func vector(limit: CGFloat) -> CGVector? {
        pair("dx", "dy", in: -limit...limit).map { CGVector(dx: $0, dy: $1) }
    }

    /// Insets as one number (all edges), `[top, left, bottom, right]`, or a mapping of edges.
    func insets() -> UIEdgeInsets? {
        edgeValues(["top", "left", "bottom", "right"]).map { UIEdgeInsets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3]) }
    }

    /// Directional insets: one number, `[top, leading, bottom, trailing]`, or a mapping of edges.
    func directionalInsets() -> DirectionalEdgeInsets? {
        edgeValues(["top", "leading", "bottom", "trailing"]).map {
            DirectionalEdgeInsets(top: $0[0], leading: $0[1], bottom: $0[2], trailing: $0[3])
        }
    }

    /// Four edge lengths named `edges`: one number for all, a list in that order, or a mapping.
    private func edgeValues(_ edges: [String]) -> [CGFloat]? {
        let range: ClosedRange<CGFloat> = 0...ScenarioLimits.maximumLength
        if case .scalar = node {
            return number(in: range).map { [$0, $0, $0, $0] }
        }
        if node.sequence != nil, let list = sequence() {
            guard list.count == 4 else {
                report("expected [\(edges.joined(separator: ", "))], got a list of \(list.count)")
                return nil
            }
            let values = list.compactMap { $0.number(in: range) }
            return values.count == 4 ? values : nil
        }
        guard let mapping = mapping(keys: edges) else { return nil }
        return edges.map { mapping[$0]?.number(in: range) ?? 0 }
    }

    /// A colour: `#RRGGBB`, `#RRGGBBAA`, or a UIKit colour name resolved in the theme.
    func color() -> Color? {
        guard let text = string() else { return nil }
        if text.hasPrefix("#") {
            if let color = Color(hex: text) { return color }
            report("\(QuotedValue.quoted(text)) is not a #RRGGBB or #RRGGBBAA colour")
            return nil
        }
        let names = diagnostics.theme.namedColors
        if let color = names[text] { return color }
        var message = "unknown colour \(QuotedValue.quoted(text))"
        if let suggestion = KeySuggestion.nearest(to: text, in: names.keys.sorted()) {
            message += "; did you mean \(QuotedValue.quoted(suggestion))?"
        }
        report(message + " (use #RRGGBB or a name such as systemBlue)")
        return nil
    }

    /// A colour, or `seeded` for a hue that differs per element.
    func colorSpec() -> ColorSpec? {
        if node.string == "seeded" {
            return .seededHue(saturation: 0.55, brightness: 0.92)
        }
        return color().map(ColorSpec.fixed)
    }

    /// An image: `{landscape: SEED}`, `{gradient: [FROM, TO]}` or `{file: PATH}` (relative to
    /// the scenario file).
    func image(relativeTo base: URL?, pixelSize: (Int, Int)) -> ImageSource? {
        guard let mapping = mapping(keys: ["landscape", "gradient", "file"]) else { return nil }
        guard mapping.entries.count == 1, let (kind, value) = mapping.entries.first else {
            report("expected exactly one of landscape, gradient, file")
            return nil
        }
        switch kind {
        case "landscape":
            guard let seed = value.integer(in: 0...Int(Int32.max)) else { return nil }
            return .procedural(.landscape(seed: UInt64(seed), width: pixelSize.0, height: pixelSize.1))
        case "gradient":
            guard let list = value.sequence() else { return nil }
            guard list.count == 2 else {
                value.report("expected [from, to] colours")
                return nil
            }
            guard let from = list[0].color(), let to = list[1].color() else { return nil }
            return .procedural(.linearGradient(from: from, to: to, width: pixelSize.0, height: pixelSize.1))
        default:
            guard let path = value.string() else { return nil }
            return value.imageFile(path)
        }
    }

    /// An image file the scenario names: inside the scenario's folder or an allowed one (checked
    /// on the path as written before the file system is asked anything, then again with symbolic
    /// links followed), PNG or JPEG, and within the image budget by its header.
    func imageFile(_ path: String) -> ImageSource? {
        let access = diagnostics.access
        guard let url = access.resolve(path) else {
            report("\(QuotedValue.quoted(path)) is outside the scenario's folder; files a scenario names must be inside it "
                   + "or inside a folder allowed explicitly")
            return nil
        }
        guard ["png", "jpg", "jpeg"].contains(url.pathExtension.lowercased()) else {
            report("images must be PNG or JPEG files")
            return nil
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? nil
        guard let size, FileManager.default.isReadableFile(atPath: url.path),
              let handle = try? FileHandle(forReadingFrom: url) else {
            report("cannot read image file \(QuotedValue.quoted(path))")
            return nil
        }
        defer { try? handle.close() }
        guard size <= FileAccess.maximumImageFileBytes else {
            report("the image file is \(size) bytes; the limit is \(FileAccess.maximumImageFileBytes)")
            return nil
        }
        let head = (try? handle.read(upToCount: 64 * 1024)) ?? Data()
        guard let pixels = ImageFileHeader.pixelSize(of: head) else {
            report("\(QuotedValue.quoted(path)) is not a PNG or JPEG file")
            return nil
        }
        guard pixels.width > 0, pixels.height > 0, pixels.width * pixels.height <= ScenarioLimits.maximumImagePixels else {
            report("the image is \(pixels.width) × \(pixels.height) pixels; the limit is \(ScenarioLimits.maximumImagePixels) pixels")
            return nil
        }
        return .file(url)
    }
}

extension ScenarioNode {
    /// A list of section numbers, each within ``ScenarioLimits/maximumSections``.
    func sectionNumbers() -> [Int]? {
        guard let list = sequence() else { return nil }
        let sections = list.compactMap { $0.integer(in: 0...ScenarioLimits.maximumSections) }
        return sections.count == list.count ? sections : nil
    }
}
