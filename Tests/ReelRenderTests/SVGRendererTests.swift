import Foundation
import FoundationXML
import ReelGD
import ReelGeometry
import ReelGraphics
import ReelRender
import ReelText
import Testing

@Suite("SVG renderer")
struct SVGRendererTests {
    let list = DisplayList(size: CGSize(width: 100, height: 60), scale: 2, background: .white, items: [
        .shadow(CGRect(x: 10, y: 10, width: 40, height: 20), corners: 6, color: .black, radius: 8, opacity: 0.25,
                offset: CGSize(width: 0, height: 2)),
        .fill(CGRect(x: 10, y: 10, width: 40, height: 20), color: TestSupport.red, corners: 6),
        .pushClip(CGRect(x: 0, y: 0, width: 100, height: 30), corners: 0),
        .pushClip(CGRect(x: 60, y: 0, width: 30, height: 30), corners: 8),
        .image(.procedural(.swatch(color: TestSupport.blue, width: 60, height: 60)),
               in: CGRect(x: 60, y: 0, width: 30, height: 30), contentMode: .scaleAspectFill),
        .popClip,
        .popClip,
        .text("Tom & \"Jerry\" <3 'x'", in: CGRect(x: 0, y: 30, width: 100, height: 30), fontSize: 10,
              color: .black, alignment: .right),
        .line(from: CGPoint(x: 0, y: 59.75), to: CGPoint(x: 100, y: 59.75), color: .black.withAlpha(51), width: 0.5),
        .circle(center: CGPoint(x: 20, y: 45), radius: 5, fill: .white, stroke: .black, lineWidth: 1),
    ])

    private func document() throws -> XMLElement {
        let svg = SVGRenderer().render(list)
        let document = try XMLDocument(xmlString: svg, options: [])
        return try #require(document.rootElement())
    }

    private func elements(_ name: String, in element: XMLElement) -> [XMLElement] {
        var found: [XMLElement] = []
        for child in element.children ?? [] {
            guard let child = child as? XMLElement else { continue }
            if child.localName == name { found.append(child) }
            found += elements(name, in: child)
        }
        return found
    }

    /// An attribute's value by qualified name (corelibs' `attribute(forName:)` misses attributes of
    /// elements in the default SVG namespace).
    private func attribute(_ name: String, of element: XMLElement) -> String? {
        element.attributes?.first { $0.name == name }?.stringValue
    }

    @Test func isWellFormedWithPixelSizeAndPointViewBox() throws {
        let root = try document()
        #expect(root.localName == "svg")
        #expect(attribute("width", of: root) == "200")
        #expect(attribute("height", of: root) == "120")
        #expect(attribute("viewBox", of: root) == "0 0 100 60")
    }

    @Test func containsTheExpectedElements() throws {
        let root = try document()
        // Background, shadow rect, fill, two clip rects.
        #expect(elements("rect", in: root).count == 5)
        let clipIDs = elements("clipPath", in: root).compactMap { attribute("id", of: $0) }
        #expect(clipIDs == ["clip0", "clip1"])
        let groups = elements("g", in: root).compactMap { attribute("clip-path", of: $0) }
        #expect(groups == ["url(#clip0)", "url(#clip1)"])
        let blur = try #require(elements("feGaussianBlur", in: root).first)
        #expect(attribute("stdDeviation", of: blur) == "4")          // radius 8 / 2
        let flood = try #require(elements("feFlood", in: root).first)
        #expect(attribute("flood-opacity", of: flood) == "0.25")
        let image = try #require(elements("image", in: root).first)
        #expect(attribute("preserveAspectRatio", of: image) == "xMidYMid slice")
        #expect(attribute("xlink:href", of: image)?.hasPrefix("data:image/png;base64,iVBOR") == true)
        let line = try #require(elements("line", in: root).first)
        #expect(attribute("stroke-opacity", of: line) == "0.2")    // 51 / 255
        #expect(attribute("y1", of: line) == "59.75")
        #expect(elements("circle", in: root).count == 1)
    }

    @Test func textIsEscapedAndPlacedByTheSharedMetrics() throws {
        let svg = SVGRenderer().render(list)
        #expect(svg.contains("Tom &amp; &quot;Jerry&quot; &lt;3 &apos;x&apos;</text>"))
        let text = try #require(elements("text", in: try document()).first)
        #expect(text.stringValue == "Tom & \"Jerry\" <3 'x'")
        #expect(attribute("text-anchor", of: text) == "end")
        #expect(attribute("x", of: text) == "100")
        #expect(attribute("font-family", of: text) == "Inter, DejaVu Sans, sans-serif")
        #expect(attribute("font-size", of: text) == "10")
        // Baseline: 45 + 10 × (2728 − 680) / 2816 / 2 = 45 + 3.6364… = 48.636 (Inter's hhea)
        #expect(attribute("y", of: text) == "48.636")
    }

    @Test func unbalancedClipsStillGiveWellFormedXML() throws {
        var broken = list
        broken.items = [.popClip, .pushClip(CGRect(x: 0, y: 0, width: 10, height: 10), corners: 0),
                        .fill(CGRect(x: 0, y: 0, width: 50, height: 50), color: .black, corners: 0)]
        let document = try XMLDocument(xmlString: SVGRenderer().render(broken), options: [])
        #expect(document.rootElement()?.localName == "svg")
    }
}
