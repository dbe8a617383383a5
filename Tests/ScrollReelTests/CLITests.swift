import Foundation
import ReelOutput
import ReelScenario
import ReelScene
import ReelTestSupport
import ScrollReel
import ScrollReelDemos
import Testing

/// The `scrollreel` command-line contract other tools script against.
@Suite(.serialized) struct CLITests {
    func scrollreel(_ arguments: String..., in directory: URL? = nil) throws -> ToolRunner.Result {
        try ToolRunner.run(Fixtures.binary, arguments, in: directory)
    }

    @Test func listPrintsOneDemoPerLineNameFirst() throws {
        let result = try scrollreel("list")
        #expect(result.status == 0)
        let names = result.output.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
        #expect(names == BuiltInDemos.names)
        #expect(names.contains("stretchy-header"))
    }

    @Test func renderingTheDemoTwiceGivesIdenticalBytes() throws {
        let a = try ToolRunner.makeFolder("cli-a"), b = try ToolRunner.makeFolder("cli-b")
        let first = try scrollreel("render", "stretchy-header", "--out", a.path, "--format", "gif,trace")
        #expect(first.status == 0, "\(first.error)")
        #expect(first.output == "\(a.path)/stretchy-header.gif\n\(a.path)/stretchy-header.trace.json\n")
        #expect(try scrollreel("render", "stretchy-header", "--out", b.path, "--format", "gif,trace").status == 0)
        for file in ["stretchy-header.gif", "stretchy-header.trace.json"] {
            let left = try Data(contentsOf: a.appendingPathComponent(file))
            #expect(left == (try Data(contentsOf: b.appendingPathComponent(file))), "\(file) differs")
        }

        let info = try GIFInfo(url: a.appendingPathComponent("stretchy-header.gif"))
        #expect(info.screen == "640x1136")            // 320 × 568 pt at @2x
        #expect(info.loopsForever)
        #expect(info.delays.allSatisfy { $0 >= 2 })
        // Steps 0.4 + 0.6 + 0.5 + 1 + 0.1 + 2.2 + 0.1 + 1.6 = 6.5 s, tail 0.4 s: 6.9 s at 30 fps
        // is frames 0…207, each shown 1/30 s → 208/30 s = 693 cs.
        #expect(try BuiltInDemos.scenario(named: "stretchy-header").frameCount == 208)
        #expect(abs(info.delays.reduce(0, +) - 693) <= 1)
        #expect(info.imageCount < 208, "the hold and the rests merge identical frames")
    }

    @Test func dumpPrintsTheTrace() throws {
        let result = try scrollreel("dump", Fixtures.url("tiny.yaml").path)
        #expect(result.status == 0)
        let trace = try TraceDocument(text: result.output, source: "scrollreel dump")
        #expect(trace.header.scenario == "tiny" && trace.frames.count == 36)
        #expect(trace.jsonText == result.output, "the dump reads back to the same text")
    }

    @Test func validateReportsLocatedProblemsAndFails() throws {
        let folder = try ToolRunner.makeFolder("cli-validate")
        let file = folder.appendingPathComponent("bad.yaml")
        try """
            name: bad
            viewport: {width: 320, height: -568}
            fps: 0
            collection: {}
            gestures: []
            """.write(to: file, atomically: true, encoding: .utf8)
        let result = try scrollreel("validate", "bad.yaml", in: folder)
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.error == """
            bad.yaml:2:32: viewport.height: must be between 1 and 4096, got -568
            bad.yaml:3:6: fps: must be between 1 and 120, got 0

            """)
    }

    @Test func renderOfABadScenarioWritesNothing() throws {
        let folder = try ToolRunner.makeFolder("cli-bad-render")
        let out = folder.appendingPathComponent("out")
        try "name: nan\nviewport: iphone-se\nfps: .nan\ncollection: {}\ngestures: []\n"
            .write(to: folder.appendingPathComponent("nan.yaml"), atomically: true, encoding: .utf8)
        let result = try scrollreel("render", "nan.yaml", "--out", out.path, in: folder)
        #expect(result.status != 0)
        #expect(result.error == "nan.yaml:3:6: fps: must be a finite number, got nan\n")
        #expect(ToolRunner.contents(of: out).isEmpty)
    }

    @Test func unknownDemoNameSuggestsTheNearest() throws {
        let result = try scrollreel("render", "strechy-header", "--out", "/tmp/unused")
        #expect(result.status != 0)
        #expect(result.error.contains("no built-in demo or scenario file named 'strechy-header'. Did you mean 'stretchy-header'?"))
    }

    @Test func overridesAreReportedInTheWordsOfTheirFlags() throws {
        let folder = try ToolRunner.makeFolder("cli-bad-override")
        let out = folder.appendingPathComponent("out")
        let result = try scrollreel("render", "stretchy-header", "--scale", "9", "--fps", "500", "--out", out.path)
        #expect(result.status != 0)
        #expect(result.error == "error: --scale must be between 1 and 4, got 9; --fps must be between 1 and 120, got 500\n")
        #expect(ToolRunner.contents(of: out).isEmpty)
    }
}
