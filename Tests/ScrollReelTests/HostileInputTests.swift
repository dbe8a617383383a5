import Foundation
import ReelTestSupport
import ReelTrace
import ScrollReel
import Testing

/// Scenario files from strangers: every hostile input in `Fixtures/Hostile/` (each once crashed,
/// hung or slipped through) is refused by every command with one located line, exit status 1,
/// and nothing written.
@Suite(.serialized) struct HostileInputTests {
    /// The CLI, killed if it runs a minute: every refusal here is immediate.
    func scrollreel(_ arguments: [String], in directory: URL? = nil) throws -> ToolRunner.Result {
        let result = try ToolRunner.run(Fixtures.binary, arguments, in: directory, timeLimit: 60)
        #expect(!result.timedOut, "\(arguments) ran for a minute")
        return result
    }

    /// Each file and the first line `validate` prints for it (after `FILE:`).
    static let refusals: [(file: String, line: String)] = [
        ("nested-repeat.yaml", "6:44: gestures[0].repeat.steps[0].repeat: repeats 1000 steps 1000 times: more than the 10000 steps a script may have"),
        ("many-steps.yaml", "6:3: gestures: the script has 10001 steps with its repeats expanded; the limit is 10000"),
        ("alias-bomb.yaml", "4:10: the file unfolds to more than 100000 values (each use of an alias counts all it holds)"),
        ("huge-counts.yaml", "5:13: collection.sections: 300000 items in all; the limit is 100000"),
        ("data-change-work.yaml", "7:3: gestures: the script's data changes would go over up to 9905050 items in all; the limit is 1000000 (fewer changes, or fewer items)"),
        ("too-many-updates.yaml", "6:3: gestures: the script makes 101 data changes with its repeats expanded; the limit is 100"),
        ("tiny-items.yaml", "8:13: collection.sections: about 100000 elements would be on screen at once (items this small); the limit is 2000"),
        ("huge-image.yaml", "6:26: collection.header.image.file: the image is 20000 × 20000 pixels; the limit is 67108864 pixels"),
        ("outside-path.yaml", "6:26: collection.header.image.file: '../../../../../../etc/hostname.png' is outside the scenario's folder; files a scenario names must be inside it or inside a folder allowed explicitly"),
        ("absolute-path.yaml", "6:26: collection.header.image.file: '/nonexistent/secret.png' is outside the scenario's folder; files a scenario names must be inside it or inside a folder allowed explicitly"),
        ("empty-step.yaml", "7:5: gestures[1]: a step needs a kind: one of drag, hold, release, fling, wait, tap, scroll, repeat, performBatchUpdates, reloadData, apply, set"),
        ("reader-error.yaml", "6:11: unreadable text: control characters are not allowed"),
        ("long-label.yaml", "6:17: collection.cell.label: the text is 5000 characters long; the limit is 1000"),
        ("long-variant.yaml", "7:3: variants: a variant name must be 1–64 letters, digits, '-' or '_' (it names output files)"),
        // The escape sequences reach the terminal escaped.
        ("terminal-escape.yaml", "2:7: name: must be 1–64 letters, digits, '-' or '_' (it names output files), got 'red\\u{1B}[31mALERT\\u{1B}[0m'"),
    ]

    @Test(arguments: refusals.map(\.file))
    func everyCommandRefusesWithALocatedLine(_ file: String) throws {
        let expected = try #require(Self.refusals.first { $0.file == file }).line
        let folder = Fixtures.url("Hostile")
        let out = try ToolRunner.makeFolder("hostile-\(file)")
        for command in [["validate", file], ["dump", file], ["render", file, "--out", out.path, "--format", "gif,png,svg,trace"]] {
            let result = try scrollreel(command, in: folder)
            #expect(result.status == 1, "\(command[0]) \(file): \(result.error)")
            #expect(result.error.split(separator: "\n").first.map(String.init) == "\(file):\(expected)", "\(command[0])")
            #expect(!result.error.contains("\u{1B}"))
            #expect(result.output.isEmpty)
        }
        #expect(ToolRunner.contents(of: out).isEmpty)
    }

    @Test func aRefusedPathSaysNothingAboutWhatExistsThere() throws {
        // /etc/hostname exists, /nonexistent/secret does not: the same words for both.
        let folder = try ToolRunner.makeFolder("hostile-probe")
        func message(_ path: String) throws -> String {
            try TinyScenario.yaml().replacingOccurrences(of: ##"image: {gradient: ["#ff9500", "#af52de"]}"##, with: "image: {file: \(path)}")
                .write(to: folder.appendingPathComponent("probe.yaml"), atomically: true, encoding: .utf8)
            return try scrollreel(["validate", "probe.yaml"], in: folder).error
                .replacingOccurrences(of: path, with: "PATH")
        }
        #expect(try message("/etc/hostname.png") == (try message("/nonexistent/secret.png")))
        #expect(try message("/etc/hostname.png").contains("is outside the scenario's folder"))
    }

    @Test func aSymbolicLinkOutOfTheFolderIsRefusedAndAnAllowedFolderIsNot() throws {
        let outside = try ToolRunner.makeFolder("hostile-outside")
        let image = outside.appendingPathComponent("photo.png")
        // A 2 × 2 PNG made by the renderer itself.
        try RasterRenderer().render(DisplayList(size: CGSize(width: 2, height: 2), scale: 1, background: .white))
            .pngData().write(to: image)
        let folder = try ToolRunner.makeFolder("hostile-linked")
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("linked.png"), withDestinationURL: image)
        try TinyScenario.yaml().replacingOccurrences(of: ##"image: {gradient: ["#ff9500", "#af52de"]}"##, with: "image: {file: linked.png}")
            .write(to: folder.appendingPathComponent("linked.yaml"), atomically: true, encoding: .utf8)
        let refused = try scrollreel(["validate", "linked.yaml"], in: folder)
        #expect(refused.status == 1 && refused.error.contains("'linked.png' is outside the scenario's folder"))
        let allowed = try scrollreel(["validate", "linked.yaml", "--allow-folder", outside.path], in: folder)
        #expect(allowed.status == 0, "\(allowed.error)")
    }

    @Test func theLimitsThemselvesAreAccepted() throws {
        // 100,000 items in all, then 10,000 steps: at the limits, not over them.
        let folder = try ToolRunner.makeFolder("hostile-limits")
        try """
            name: most-items
            viewport: iphone-se
            fps: 10
            collection:
              itemSize: [150, 50]
              sections: [50000, 50000]
            gestures:
              - fling: {from: [160, 400], velocity: [0, -8000]}
              - wait: 2
            """.write(to: folder.appendingPathComponent("items.yaml"), atomically: true, encoding: .utf8)
        // Under the documented 1-GiB ceiling (address space, so it cannot be exceeded unnoticed).
        let dump = try underMemoryCeiling(["dump", "items.yaml"], in: folder)
        #expect(dump.status == 0, "\(dump.error)")
        let trace = try TraceDocument(text: dump.output, source: "dump")
        let main = try #require(trace.frames.last?.scrollViews.first)
        // Two 150-pt items a line, 50 pt + 10 pt a line: 25,000 lines in each of two sections.
        // (Summed in floating point over 50,000 lines: equal to a thousandth of a point.)
        #expect(abs(main.contentSize.height - 2 * (25_000 * 60 - 10)) < 0.001)
        #expect(main.contentOffset.y > 1000)

        try """
            name: most-steps
            viewport: iphone-se
            fps: 10
            collection: {sections: [10]}
            gestures:
              - repeat: {times: 1000, steps: [{repeat: {times: 10, steps: [{wait: 0.0001}]}}]}
            """.write(to: folder.appendingPathComponent("steps.yaml"), atomically: true, encoding: .utf8)
        let steps = try scrollreel(["validate", "steps.yaml"], in: folder)
        #expect(steps.status == 0, "\(steps.error)")

        // The largest canvas (2048 × 4096 px), near the element budget, every format.
        try """
            name: largest-canvas
            viewport: {width: 2048, height: 4096, scale: 1}
            fps: 10
            collection:
              itemSize: [90, 90]
              minimumLineSpacing: 2
              minimumInteritemSpacing: 2
              sections: [5000]
              headerReferenceSize: [2048, 400]
              header: {image: {landscape: 3}}
            gestures:
              - fling: {from: [1000, 3000], velocity: [0, -6000]}
            tail: 0.3
            """.write(to: folder.appendingPathComponent("canvas.yaml"), atomically: true, encoding: .utf8)
        let render = try underMemoryCeiling(["render", "canvas.yaml", "--out", "out", "--format", "gif,png,svg,trace"], in: folder)
        #expect(render.status == 0, "\(render.error)")
        #expect(try GIFInfo(url: folder.appendingPathComponent("out/largest-canvas.gif")).screen == "2048x4096")
    }

    /// The CLI with its address space limited to `ScenarioLimits.memoryCeiling` (1 GiB): past
    /// it an allocation fails and the command crashes, which the callers' status checks catch.
    func underMemoryCeiling(_ arguments: [String], in folder: URL) throws -> ToolRunner.Result {
        let command = "ulimit -v \(ScenarioLimits.memoryCeiling / 1024) && exec \"$0\" \"$@\""
        return try ToolRunner.run("/bin/bash", ["-c", command, Fixtures.binary] + arguments, in: folder, timeLimit: 300)
    }
}
