import Foundation
import FoundationXML
import ReelOutput
import ReelRender
import ReelScenario
import ReelScene
import ReelTestSupport
import ScrollReel
import ScrollReelDemos
import Testing

/// What `Reel.render` writes, decoded: GIF structure and timing, SVG well-formedness, SVG and
/// raster agreement, determinism, and no half-written output on failure.
@Suite(.serialized) struct RenderOutputTests {
    static let scenario = try! Fixtures.scenario("tiny.yaml")

    /// 0.4 s drag + 0.2 s hold + 0.6 s wait + 0.2 s tail = 1.4 s: frames 0…35 at 25 fps.
    @Test func frameCountFollowsTheClock() {
        #expect(abs(Self.scenario.duration - 1.4) < 1e-9)
        #expect(Self.scenario.frameCount == 36)
    }

    @Test func writesEveryFormat() throws {
        let folder = try ToolRunner.makeFolder("formats")
        let written = try Reel(scenario: Self.scenario).render(to: folder, formats: Set(OutputFormat.allCases))
        // Frames folder, GIF, APNG, animated SVG, trace, views.
        let files = ["tiny", "tiny.gif", "tiny.png", "tiny.svg", "tiny.trace.json", "tiny.views.json"]
        #expect(written.map(\.lastPathComponent).sorted() == files)
        #expect(ToolRunner.contents(of: folder) == files)
        let frames = ToolRunner.contents(of: folder.appendingPathComponent("tiny"))
        #expect(frames.count == 72)
        #expect(frames.first == "frame-00000.png" && frames.last == "frame-00035.svg")
    }

    @Test func gifMergesIdenticalFramesAndKeepsTheSimulatedDuration() throws {
        let folder = try ToolRunner.makeFolder("gif")
        try Reel(scenario: Self.scenario).render(to: folder, formats: [.gif])
        let info = try GIFInfo(url: folder.appendingPathComponent("tiny.gif"))
        // Consecutive frames that draw the same thing are one GIF image with the summed delay.
        let lists = Array(Reel(scenario: Self.scenario).displayLists())
        let distinct = zip(lists, lists.dropFirst()).filter { $0 != $1 }.count + 1
        #expect(info.imageCount == distinct)
        #expect(distinct < 36, "the hold and the rest at the end repeat frames")
        #expect(info.delays.allSatisfy { $0 >= 2 })
        // 36 frames of 1/25 s = 1.44 s = 144 cs.
        #expect(abs(info.delays.reduce(0, +) - 144) <= 1)
        #expect(info.loopsForever)
        #expect(info.screen == "120x200")
        #expect(info.globalColorTable == 256 && info.localColorTables == 0)
    }

    @Test func svgIsWellFormedAndSizedInPixelsWithAPointViewBox() throws {
        let svg = SVGRenderer().render(Reel(scenario: Self.scenario).displayLists().first { _ in true }!)
        let document = try XMLDocument(xmlString: svg)
        let root = try #require(document.rootElement())
        #expect(root.name == "svg")
        func attribute(_ name: String) -> String? {
            root.attributes?.first { $0.name == name || $0.localName == name }?.stringValue
        }
        #expect(attribute("width") == "120" && attribute("height") == "200")
        #expect(attribute("viewBox") == "0 0 120 200")
        #expect(svg.contains(">Tiny<"))
    }

    @Test func svgAndRasterDrawTheSameFrame() throws {
        let folder = try ToolRunner.makeFolder("cross")
        // Frame 12 (t = 0.48 s): the header is stretched during the hold.
        let frame = Array(Simulation(scenario: Self.scenario))[12]
        #expect(frame.trace.main.contentOffset.y < 0)
        let svgURL = folder.appendingPathComponent("f.svg"), pngURL = folder.appendingPathComponent("f.png")
        try SVGRenderer().render(Reel(scenario: Self.scenario).displayList(of: frame)).write(to: svgURL, atomically: true, encoding: .utf8)
        #expect(try ToolRunner.run(tool: "xmllint", ["--noout", svgURL.path]).status == 0)
        #expect(try ToolRunner.run(tool: "rsvg-convert", ["-o", pngURL.path, svgURL.path]).status == 0)
        let rsvg = try RasterImage(pngData: Data(contentsOf: pngURL))
        let raster = try RasterRenderer().render(Reel(scenario: Self.scenario).displayList(of: frame))
        #expect(rsvg.width == 120 && rsvg.height == 200 && raster.width == 120 && raster.height == 200)
        var total = 0
        for y in 0..<raster.height {
            for x in 0..<raster.width {
                let a = raster.pixel(x: x, y: y), b = rsvg.pixel(x: x, y: y)
                total += abs(Int(a.red) - Int(b.red)) + abs(Int(a.green) - Int(b.green)) + abs(Int(a.blue) - Int(b.blue))
            }
        }
        // The backends differ only on antialiased edges (FreeType's hinted Inter against cairo's,
        // curve coverage), a few percent of pixels at this 1x size; a mean under 3.5 levels of 255
        // per channel (3.3 measured) means they agree elsewhere.
        let mean = Double(total) / Double(120 * 200 * 3)
        #expect(mean < 3.5, "mean absolute difference \(mean)")
        // Flat interiors agree exactly: the window-wide background right of the first cell …
        #expect(raster.pixel(x: 117, y: 150) == rsvg.pixel(x: 117, y: 150))
        // … and the middle of cell 2's fill, away from its label.
        let cell = try #require(frame.trace.main.cell(2))
        let y = Int(cell.minY - frame.trace.main.contentOffset.y) + 4
        #expect(raster.pixel(x: Int(cell.minX) + 4, y: y) == rsvg.pixel(x: Int(cell.minX) + 4, y: y))
    }

    @Test func twoRendersAreByteIdentical() throws {
        let a = try ToolRunner.makeFolder("same-a"), b = try ToolRunner.makeFolder("same-b")
        try Reel(scenario: Self.scenario).render(to: a, formats: [.gif, .png, .trace])
        try Reel(scenario: Self.scenario).render(to: b, formats: [.gif, .png, .trace])
        for file in ["tiny.gif", "tiny.trace.json", "tiny/frame-00012.png", "tiny/frame-00035.png"] {
            let left = try Data(contentsOf: a.appendingPathComponent(file))
            #expect(left == (try Data(contentsOf: b.appendingPathComponent(file))), "\(file)")
        }
    }

    @Test func traceIsJSONWithOneFrameEach() throws {
        let folder = try ToolRunner.makeFolder("trace")
        try Reel(scenario: Self.scenario).render(to: folder, formats: [.trace])
        let data = try Data(contentsOf: folder.appendingPathComponent("tiny.trace.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["scenario"] as? String == "tiny")
        #expect(json["fps"] as? Int == 25)
        let viewport = try #require(json["viewport"] as? [String: Double])
        #expect(viewport == ["width": 120, "height": 200, "scale": 1])
        let frames = try #require(json["frames"] as? [[String: Any]])
        #expect(frames.count == 36)
        let first = try #require((frames[0]["scrollViews"] as? [[String: Any]])?.first)
        #expect(first["id"] as? String == "main")
        // Two 50-pt items fit in 120 − 5 − 5 = 110 (50 + 10 + 50): 5 lines.
        // 60 header + 5 inset + 5 × 40 + 4 × 10 spacing + 5 inset = 310.
        #expect(first["contentSize"] as? [Double] == [120, 310])
        #expect(first["contentInset"] as? [Double] == [0, 0, 0, 0])
        let header = try #require((first["attributes"] as? [[String: Any]])?.first)
        #expect(header["kind"] as? String == "header")
        #expect(header["frame"] as? [Double] == [0, 0, 120, 60])
        #expect(header["zIndex"] as? Int == 10)
    }

    @Test func aFailedRenderLeavesNothingHalfWritten() throws {
        let folder = try ToolRunner.makeFolder("failed")
        // A finished file from an earlier render must survive a failed one untouched.
        let earlier = Data("earlier render".utf8)
        try earlier.write(to: folder.appendingPathComponent("corrupt-image.gif"))
        let scenario = try Fixtures.scenario("corrupt-image.yaml")
        #expect(throws: (any Error).self) {
            try Reel(scenario: scenario).render(to: folder, formats: Set(OutputFormat.allCases))
        }
        #expect(ToolRunner.contents(of: folder) == ["corrupt-image.gif"])
        #expect(try Data(contentsOf: folder.appendingPathComponent("corrupt-image.gif")) == earlier)
    }
}
