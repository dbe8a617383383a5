public import Foundation
import ReelRender
import ReelScenario

/// The check's report: one self-contained HTML page (styles, script and images inline, no
/// network) with, per scenario, a pass/fail badge and — when it differs — reference, actual and
/// difference side by side with a frame scrubber, the difference GIF and the trace diff.
///
/// Images are inlined only for scenarios with differences, so a green run's page stays tiny.
public struct HTMLReport {
    /// The checks, in the order shown.
    public var checks: [ScenarioCheck]
    /// `diff.gif` bytes by scenario name.
    public var differenceGIFs: [String: Data]
    /// Trace-difference lines listed per scenario before counting the rest.
    public var limit: Int

    /// A report of `checks`.
    public init(checks: [ScenarioCheck], differenceGIFs: [String: Data] = [:], limit: Int = 20) {
        self.checks = checks
        self.differenceGIFs = differenceGIFs
        self.limit = limit
    }

    /// The page.
    public var html: String {
        let failed = checks.filter { !$0.passed }.count
        let title = "ScrollReel check: \(failed) failed, \(checks.count - failed) passed"
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(title))</title>
            <style>\(Self.style)</style>
            </head>
            <body>
            <header><h1>ScrollReel check</h1>
            <p id="summary" class="\(failed == 0 ? "passed" : "failed")">\(escape(title))</p>
            <ul class="index">
            """
        for check in checks {
            page += "<li><a href=\"#\(anchor(check))\">\(badge(check)) \(escape(check.name))</a></li>\n"
        }
        page += "</ul></header>\n<main>\n"
        for check in checks { page += section(check) }
        page += "</main>\n<script>\(Self.script)</script>\n</body>\n</html>\n"
        return page
    }

    // MARK: - Sections

    private func section(_ check: ScenarioCheck) -> String {
        let state = check.passed ? "passed" : "failed"
        var html = """
            <section class="scenario \(state)" id="\(anchor(check))" data-scenario="\(escape(check.name))">
            <h2>\(badge(check)) <span class="name">\(escape(check.name))</span></h2>
            <p class="headline">\(escape(check.summary))</p>

            """
        let shown = check.hasDifferences ? check.frames : []
        if !shown.isEmpty {
            let start = shown.firstIndex { $0.isCompared && !$0.matches } ?? 0
            html += """
                <div class="viewer">
                <label class="scrub">frame <input type="range" class="scrubber" min="0" max="\(shown.count - 1)" \
                value="\(start)" step="1" aria-label="frame of \(escape(check.name))">
                <output class="frame-label">\(escape(label(shown[start])))</output></label>

                """
            for (i, frame) in shown.enumerated() {
                html += "<div class=\"frame\" data-label=\"\(escape(label(frame)))\"\(i == start ? "" : " hidden")>\n"
                if let reference = frame.reference { html += figure("reference", reference, frame) }
                if let actual = frame.actual { html += figure("actual", actual, frame) }
                if let diff = frame.diff, let image = try? diff.differenceImage() { html += figure("diff", image, frame) }
                html += "</div>\n"
            }
            html += "</div>\n"
        }
        if let gif = differenceGIFs[check.name] {
            html += """
                <figure class="gif"><figcaption>difference over the gesture (compared frames)</figcaption>
                <img src="data:image/gif;base64,\(gif.base64EncodedString())" alt="difference GIF of \(escape(check.name))">
                </figure>

                """
        }
        if let diff = check.traceDiff {
            html += "<h3>Trace</h3>\n<pre class=\"trace-diff\">\(escape(diff.listing(limit: limit)))</pre>\n"
        } else if check.hasDifferences {
            html += "<h3>Trace</h3>\n<pre class=\"trace-diff\">the trace matches every frame</pre>\n"
        }
        return html + "</section>\n"
    }

    private func figure(_ role: String, _ image: RasterImage, _ frame: ScenarioCheck.FrameCheck) -> String {
        let source = (try? image.pngData()).map { "data:image/png;base64,\($0.base64EncodedString())" } ?? ""
        return "<figure class=\"\(role)\"><figcaption>\(role)</figcaption>"
            + "<img src=\"\(source)\" alt=\"\(role) frame \(frame.index)\" width=\"\(image.width)\" height=\"\(image.height)\">"
            + "</figure>\n"
    }

    private func label(_ frame: ScenarioCheck.FrameCheck) -> String {
        let time = String(format: "%.3f", frame.time)
        guard let diff = frame.diff else { return "frame \(frame.index) (t=\(time) s): no reference" }
        let state = frame.matches
            ? (diff.differingPixelCount == 0 ? "identical" : "\(diff.differingPixelCount) pixels differ, within precision")
            : "\(diff.differingPixelCount) of \(diff.pixelCount) pixels differ"
        return "frame \(frame.index) (t=\(time) s): \(state)"
    }

    private func badge(_ check: ScenarioCheck) -> String {
        let text: String
        switch check.outcome {
        case .passed: text = "passed"
        case .failed: text = "failed"
        case .recorded: text = check.passed ? "recorded" : "recorded, failed"
        }
        return "<span class=\"badge \(check.passed ? "passed" : "failed")\">\(text)</span>"
    }

    private func anchor(_ check: ScenarioCheck) -> String {
        "scenario-" + escape(check.name.map { $0.isLetter || $0.isNumber || $0 == "-" ? String($0) : "_" }.joined())
    }

    private func escape(_ text: String) -> String { XMLText.escaped(text) }
}
