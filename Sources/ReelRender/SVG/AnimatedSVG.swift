public import Foundation
public import ReelGraphics

/// One self-contained SVG document that plays the frames of a reel with SMIL, so it animates in
/// an `<img>` on a README page: every distinct frame is a group shown by a discrete `display`
/// animation at its times; repeated frames are written once, and images once for all frames.
///
/// Add frames in time order, then take the ``document(endTime:)``. Deterministic: the same
/// frames give the same bytes.
public struct AnimatedSVG {
    private let size: CGSize
    private let pixelWidth: Int
    private let pixelHeight: Int
    private let images = SVGImageSymbols()
    /// The distinct frame bodies, in first-shown order, ids still unassigned (`\u{1}`).
    private var bodies: [String] = []
    private var bodyIndex: [String: Int] = [:]
    /// The timeline: which body shows from when.
    private var timeline: [(body: Int, start: Double)] = []

    /// A document of `size` points drawn at `pixelWidth × pixelHeight` pixels.
    public init(size: CGSize, pixelWidth: Int, pixelHeight: Int) {
        self.size = size
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }

    /// Adds the frame `list`, shown from `time` (seconds) until the next frame.
    /// - Complexity: O(items of the frame).
    public mutating func addFrame(_ list: DisplayList, at time: Double) {
        var writer = SVGWriter()
        writer.idPrefix = "\u{1}"
        writer.sharedImages = images
        writer.writeContent(of: list)
        let body = writer.output
        let index: Int
        if let known = bodyIndex[body] {
            index = known
        } else {
            index = bodies.count
            bodies.append(body)
            bodyIndex[body] = index
        }
        if timeline.last?.body != index { timeline.append((index, time)) }
    }

    /// The number of distinct frames.
    public var distinctFrameCount: Int { bodies.count }

    /// A fraction of the loop to a millionth: a frame of a two-minute reel is 1/6000 of it.
    static func keyTime(_ fraction: Double) -> String {
        let millionths = Int((min(max(fraction, 0), 1) * 1_000_000).rounded())
        var text = "0." + String(String(millionths).reversed()).padding(toLength: 6, withPad: "0", startingAt: 0).reversed()
        if millionths == 1_000_000 { return "1" }
        while text.hasSuffix("0") { text.removeLast() }
        return text.hasSuffix(".") ? String(text.dropLast()) : text
    }

    /// The document; the animation lasts `endTime` seconds and loops.
    public func document(endTime: Double) -> String {
        let duration = max(endTime, timeline.last.map { $0.start + 0.001 } ?? 0.001)
        let seconds = SVGFormat.number(CGFloat(duration))
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\""
            + " width=\"\(pixelWidth)\" height=\"\(pixelHeight)\""
            + " viewBox=\"0 0 \(SVGFormat.number(size.width)) \(SVGFormat.number(size.height))\">\n"
        if !images.definitions.isEmpty {
            out += "<defs>\n" + images.definitions.map { $0 + "\n" }.joined() + "</defs>\n"
        }
        for (index, body) in bodies.enumerated() {
            // When this body starts and stops showing, as fractions of the loop.
            var keyTimes = ["0"], values = [timeline.first?.body == index ? "inline" : "none"]
            for (position, entry) in timeline.enumerated() where position > 0 {
                let showsNow = entry.body == index, showedBefore = timeline[position - 1].body == index
                guard showsNow != showedBefore else { continue }
                keyTimes.append(Self.keyTime(entry.start / duration))
                values.append(showsNow ? "inline" : "none")
            }
            let initial = values[0]
            out += "<g id=\"frame\(index)\" display=\"\(initial)\">\n"
            if keyTimes.count > 1 {
                out += "<animate attributeName=\"display\" calcMode=\"discrete\" dur=\"\(seconds)s\""
                    + " repeatCount=\"indefinite\" keyTimes=\"\(keyTimes.joined(separator: ";"))\""
                    + " values=\"\(values.joined(separator: ";"))\"/>\n"
            }
            out += body.replacingOccurrences(of: "\u{1}", with: "f\(index)-")
            out += "</g>\n"
        }
        out += "</svg>\n"
        return out
    }
}
