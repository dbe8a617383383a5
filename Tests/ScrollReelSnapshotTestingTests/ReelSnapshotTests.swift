import Foundation
import ReelCheck
import ReelTestSupport
import ScrollReel
import ScrollReelDemos
import ScrollReelSnapshotTesting
import SnapshotTesting
import Testing

/// The swift-snapshot-testing strategies, with references committed in `__Snapshots__/`.
@Suite struct ReelSnapshotTests {
    /// A 120 × 200 pt @1x scenario of 36 frames at 25 fps (the ScrollReel tests' tiny one).
    static func tiny(itemHeight: Int = 40) throws -> Scenario {
        try Scenario.parse(TinyScenario.yaml(itemHeight: itemHeight), file: "tiny.yaml")
    }

    @Test func trace() throws {
        assertSnapshot(of: try Self.tiny(), as: .reelTrace)
    }

    @Test func pngOfAFrame() throws {
        // Frame 10 (t = 0.4 s) is the end of the 60-pt pull: the header is stretched.
        assertSnapshot(of: try Self.tiny(), as: .reelPNG(frame: 10))
    }

    @Test func gif() throws {
        assertSnapshot(of: try Self.tiny(), as: .reelGIF)
    }

    // MARK: - The diffing messages

    @Test func traceDiffingNamesFrameElementAndField() throws {
        let old = Snapshotting<Scenario, String>.reelTrace.snapshot(try Self.tiny())
        let new = Snapshotting<Scenario, String>.reelTrace.snapshot(try Self.tiny(itemHeight: 44))
        var oldText = "", newText = ""
        old.run { oldText = $0 }
        new.run { newText = $0 }
        let (message, _) = try #require(Diffing<String>.reelTrace.diffV2(oldText, newText))
        #expect(message.contains("frame 0 (t=0.000 s): main cell 0.0 frame.height: expected 40, got 44"))
        #expect(Diffing<String>.reelTrace.diffV2(oldText, oldText) == nil)
    }

    @Test func pngDiffingCountsPixelsAndHonoursPrecision() throws {
        // 2 × 2 white; one pixel black in the new image: 1 of 4 differs.
        let white = try RasterImage(width: 2, height: 2, pixels: Array(repeating: .white, count: 4)).pngData()
        let one = try RasterImage(width: 2, height: 2, pixels: [.black, .white, .white, .white]).pngData()
        let (message, attachments) = try #require(Diffing<Data>.reelPNG().diffV2(white, one))
        #expect(message.hasPrefix("1 of 4 pixels differ"))
        #expect(attachments.count == 1)
        #expect(Diffing<Data>.reelPNG(precision: 0.75).diffV2(white, one) == nil, "3 of 4 match")
        #expect(Diffing<Data>.reelPNG(precision: 0.8).diffV2(white, one) != nil)
    }
}
