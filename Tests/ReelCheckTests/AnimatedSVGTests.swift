import Foundation
import ReelGraphics
import ReelOutput
@testable import ReelRender
import ReelTestSupport
import Testing

/// `--format animated-svg`: one self-contained SVG that plays the reel with SMIL, checked as a
/// README reader sees it — in an `<img>` in Chromium — against the GIF of the same render.
@Suite(.serialized) struct AnimatedSVGTests {
    static func render() throws -> URL {
        let folder = try CheckFixtures.folder("animated-svg")
        try Reel(scenario: try CheckFixtures.tiny()).render(to: folder, formats: [.animatedSVG, .gif])
        return folder
    }

    @Test func oneDocumentWithEachDistinctFrameOnceAndEveryImageOnce() throws {
        let folder = try Self.render()
        let svg = try String(contentsOf: folder.appendingPathComponent("tiny.svg"), encoding: .utf8)
        let groups = svg.components(separatedBy: "<g id=\"frame").count - 1
        // 36 frames; the hold and the rest repeat frames, which are written once.
        #expect(groups > 10 && groups < 36)
        // The header gradient is embedded once, and used by every frame that shows it.
        #expect(svg.components(separatedBy: "data:image/png;base64,").count - 1 == 1)
        #expect(svg.components(separatedBy: "<use xlink:href=\"#image0\"").count - 1 >= groups - 1)
        #expect(svg.contains("repeatCount=\"indefinite\"") && svg.contains("calcMode=\"discrete\""))
        // Self-contained: the only URLs are the SVG and XLink namespace names.
        #expect(svg.components(separatedBy: "http://").count - 1 == 2)
        let lint = try ToolRunner.run(tool: "xmllint", ["--noout", folder.appendingPathComponent("tiny.svg").path])
        #expect(lint.status == 0, "\(lint.error)")
        // Deterministic.
        let again = try Self.render()
        #expect(try Data(contentsOf: again.appendingPathComponent("tiny.svg")) == (try Data(contentsOf: folder.appendingPathComponent("tiny.svg"))))
    }

    @Test func chromiumPlaysItFrameForFrameWithTheGIF() throws {
        let chromium = try #require(HTMLReportTests.chromium, "chromium is not installed; scripts/setup-system --test installs it")
        let folder = try Self.render()
        let svg = try String(contentsOf: folder.appendingPathComponent("tiny.svg"), encoding: .utf8)
        let gif = folder.appendingPathComponent("tiny.gif")
        let info = try GIFInfo(url: gif)
        // Mid-frame times (frames are 40 ms apart): during the pull and after the release.
        for time in [0.22, 1.02] {
            // The document's own clock, paused at `time` (SMIL's setCurrentTime), so the frame
            // shown does not depend on how fast the page loaded.
            let page = folder.appendingPathComponent("page-\(time).html")
            let inline = svg.replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", with: "")
            try """
                <html><body style="margin:0">\(inline)<script>
                const svg = document.querySelector("svg"); svg.pauseAnimations(); svg.setCurrentTime(\(time));
                </script></body></html>
                """.write(to: page, atomically: true, encoding: .utf8)
            let shot = folder.appendingPathComponent("shot-\(time).png")
            let result = try ToolRunner.run(chromium, ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                                                       "--window-size=120,200", "--screenshot=\(shot.path)", "file://" + page.path],
                                            timeLimit: 120)
            #expect(result.status == 0, "\(result.error)")
            let image = try RasterImage(pngData: Data(contentsOf: shot))
            // The GIF image a viewer shows at `time`, from the GIF's own delays.
            var elapsed = 0, shown = 0
            for (index, delay) in info.delays.enumerated() where Double(elapsed) / 100 <= time + 1e-9 {
                shown = index
                elapsed += delay
            }
            let frames = try (0..<info.imageCount).map { try RasterImage(pngData: GIFInfo.frame($0, of: gif)) }
            let distances = frames.map { Self.meanDifference(image, $0) }
            let nearest = try #require(distances.indices.min { distances[$0] < distances[$1] })
            // The same picture up to anti-aliasing (Skia's Inter glyph edges against FreeType's at
            // 1x: about three units per channel), several more for any other frame.
            #expect(nearest == shown, "at \(time) s Chromium shows GIF image \(nearest), the GIF shows \(shown)")
            #expect(distances[nearest] < 3.5)
        }
    }

    @Test func keyTimesKeepAMillionthOfTheLoop() {
        #expect([0, 1, 0.5, 0.000001, 5.0 / 36, 35.0 / 36].map(AnimatedSVG.keyTime)
                == ["0", "1", "0.5", "0.000001", "0.138889", "0.972222"])
    }

    /// Mean absolute difference per channel, 0–255.
    static func meanDifference(_ a: RasterImage, _ b: RasterImage) -> Double {
        guard a.width == b.width, a.height == b.height else { return .infinity }
        var total = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                total += abs(Int(p.red) - Int(q.red)) + abs(Int(p.green) - Int(q.green)) + abs(Int(p.blue) - Int(q.blue))
            }
        }
        return Double(total) / Double(3 * a.width * a.height)
    }
}
