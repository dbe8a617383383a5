import Foundation
import ReelCheck
import ReelGraphics
import ReelRender
import ReelTestSupport
import ScrollReelDemos
import Testing

@Suite(.serialized) struct HTMLReportTests {
    /// A failing tiny check (44-pt items against 40-pt goldens) and a passing one.
    func checks() throws -> [ScenarioCheck] {
        let goldens = try CheckFixtures.folder("report-goldens")
        _ = try CheckFixtures.check(try CheckFixtures.tiny(), goldens: goldens, .all)
        let failing = try CheckFixtures.check(try CheckFixtures.tiny(itemHeight: 44), goldens: goldens, .never)
        var passing = try CheckFixtures.check(try CheckFixtures.tiny(), goldens: goldens, .never)
        passing.name = "tiny <passing> & \"quoted\""
        return [failing, passing]
    }

    @Test func escapesText() {
        #expect(XMLText.escaped("<a href=\"x\">Tom & Jerry's</a>")
                == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;")
    }

    @Test func pageIsSelfContained() throws {
        let html = HTMLReport(checks: try checks()).html
        #expect(html.contains("tiny &lt;passing&gt; &amp; &quot;quoted&quot;"))
        #expect(!html.contains("<passing>"))
        // No network: no http(s) URL anywhere, images inline.
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(html.contains("src=\"data:image/png;base64,"))
        // The failing scenario shows its 10 sampled frames, each reference, actual and diff.
        #expect(html.components(separatedBy: "<figure class=\"diff\">").count - 1 == 10)
        #expect(html.contains("<pre class=\"trace-diff\">"))
    }

    @Test func chromiumRendersTheReport() throws {
        let chromium = try #require(Self.chromium, "chromium is not installed; scripts/setup-system --test installs it")
        let artifacts = try CheckFixtures.folder("report-chromium")
        let report = try ArtifactWriter(folder: artifacts).write(try checks())
        let page = "file://" + report.path
        let common = ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1200,900"]

        let dom = try ToolRunner.run(chromium, common + ["--dump-dom", page])
        #expect(dom.status == 0, "\(dom.error)")
        let html = dom.output
        #expect(html.contains("<section class=\"scenario failed\" id=\"scenario-tiny\" data-scenario=\"tiny\">"))
        #expect(html.contains("<span class=\"badge failed\">failed</span>"))
        #expect(html.contains("<span class=\"badge passed\">passed</span>"))
        #expect(html.contains("class=\"scrubber\""))
        #expect(html.contains("main cell 0.0 frame.height: expected 40, got 44"))
        // The scrubber script ran: it marks the page ready and set the label from the frame shown.
        #expect(html.contains("data-scrubbers=\"1\""))
        #expect(html.contains("<output class=\"frame-label\">frame 0 (t=0.000 s): "))

        let screenshot = artifacts.appendingPathComponent("report-screenshot.png")
        let shot = try ToolRunner.run(chromium, common + ["--screenshot=\(screenshot.path)", page])
        #expect(shot.status == 0, "\(shot.error)")
        let image = try RasterImage(pngData: try Data(contentsOf: screenshot))
        #expect(image.width == 1200 && image.height == 900)
        // The failing section's red left border is drawn (#ff3b30) at the left of the page body.
        let red = Color(red: 0xFF, green: 0x3B, blue: 0x30)
        #expect((0..<900).contains { y in (24..<32).contains { image.pixel(x: $0, y: y) == red } })
        print("report screenshot: \(screenshot.path)")
    }

    /// Debian's chromium, if installed.
    static var chromium: String? {
        ["chromium", "chromium-browser", "google-chrome"].lazy.compactMap(ToolRunner.find).first
    }
}
