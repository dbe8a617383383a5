import Foundation
import ReelOutput
import ReelRender
import ReelScenario
import ReelScene
import ReelTestSupport
import ScrollReel
import ScrollReelDemos
import Testing

/// Before/after composites: lock-step frames, layout of the panels, and the GIF they make.
@Suite struct ComparisonTests {
    static let tiny = try! Fixtures.scenario("tiny.yaml")

    @Test func panelsSitSideBySideUnderCaptions() throws {
        var longer = Self.tiny
        longer.name = "tiny-longer"
        longer.tail += 0.4   // 10 more frames at 25 fps
        let comparison = try Comparison(name: "tiny", before: Self.tiny, after: longer)
        #expect(comparison.frameCount == 46)
        let frames = Array(comparison.frames())
        #expect(frames.count == 46)
        // Two 120 × 200 panels, 12-pt gaps around them and a 32-pt caption band.
        #expect(frames[0].size == CGSize(width: 12 + 120 + 12 + 120 + 12, height: 32 + 200 + 12))
        #expect(frames[0].items.contains(.text("before: tiny", in: CGRect(x: 12, y: 0, width: 120, height: 32),
                                               fontSize: 15, color: .white, alignment: .center)))
        #expect(frames[0].items.contains(.text("after: tiny-longer", in: CGRect(x: 144, y: 0, width: 120, height: 32),
                                               fontSize: 15, color: .white, alignment: .center)))
        // The shorter side holds its last frame while the longer one finishes.
        let left = Array(Reel(scenario: Self.tiny).displayLists()).last!
        let held = DisplayList.sideBySide(left, Array(Reel(scenario: longer).displayLists())[45],
                                          captions: ("before: tiny", "after: tiny-longer"))
        #expect(frames[45] == held)
    }

    @Test func compareGIFKeepsTheLongerDuration() throws {
        let folder = try ToolRunner.makeFolder("compare")
        var after = Self.tiny
        after.name = "tiny-after"
        let urls = try Comparison(name: "tiny", before: Self.tiny, after: after).render(to: folder)
        #expect(urls.count == 1)
        let url = try #require(urls.first)
        #expect(url.lastPathComponent == "tiny-compare.gif")
        #expect(ToolRunner.contents(of: folder) == ["tiny-compare.gif"])
        let info = try GIFInfo(url: url)
        #expect(info.screen == "276x244")
        #expect(abs(info.delays.reduce(0, +) - 144) <= 1)   // 36 frames at 25 fps
        #expect(info.delays.allSatisfy { $0 >= 2 })
    }

    @Test func lockStepNeedsTheSameClockAndCanvas() {
        var faster = Self.tiny
        faster.fps = 50
        #expect(throws: RenderRequestError.self) { try Comparison(name: "x", before: Self.tiny, after: faster) }
    }

    @Test func aFileOfVariantsComparesItsFirstTwo() throws {
        let folder = try ToolRunner.makeFolder("variants")
        let file = folder.appendingPathComponent("pair.yaml")
        try (TinyScenario.yaml() + "variants:\n  in-place: {}\n  copying: {collection: {copiesAttributes: true}}\n")
            .write(to: file, atomically: true, encoding: .utf8)
        let comparison = try BuiltInDemos.comparison(ofVariantsIn: file.path)
        #expect(comparison.name == "pair")
        #expect([comparison.before.name, comparison.after.name] == ["tiny-in-place", "tiny-copying"])
        #expect(throws: RenderRequestError.self) { try BuiltInDemos.comparison(ofVariantsIn: Fixtures.url("tiny.yaml").path) }
    }

    @Test func builtInPairsAreTheBugsAndTheirFixes() throws {
        let pairs = try BuiltInDemos.comparisons().map { "\($0.name): \($0.before.name) | \($0.after.name)" }
        #expect(pairs == [
            "diffable-headers: diffable-headers-zero-size | diffable-headers",
            "dynamic-type-rows: dynamic-type-rows-fixed-height | dynamic-type-rows-self-sizing",
            "infinite-scroll: infinite-scroll-duplicates | infinite-scroll-guarded",
            "invalid-batch-update: invalid-batch-update-crash | invalid-batch-update-fixed",
            "nested-groups: nested-groups-pitfall | nested-groups-fixed",
            "prepend-messages: prepend-messages-jump | prepend-messages-kept",
            "rtl-chat-layout: rtl-chat-layout-forgets | rtl-chat-layout-mirrors",
            "scroll-to-item: scroll-to-item-estimate-low | scroll-to-item-estimate-right",
            "self-sizing-constraint: self-sizing-constraint-unpinned | self-sizing-constraint-pinned",
            "self-sizing-grid: self-sizing-grid-width-free | self-sizing-grid-width-pinned",
            "self-sizing-jump: self-sizing-jump-estimate-low | self-sizing-jump-estimate-right",
            "stretchy-invalidation: stretchy-header-no-invalidation | stretchy-header",
            "stretchy-slider: stretchy-slider-bug | stretchy-slider-fixed",
            "table-reload-jump: table-reload-jump-forgets-heights | table-reload-jump-keeps-heights",
            "table-row-animations: table-row-animations-fade | table-row-animations-middle",
        ])
    }
}
