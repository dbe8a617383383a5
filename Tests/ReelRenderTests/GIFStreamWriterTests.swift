import Foundation
import ReelGD
import ReelGeometry
import ReelGraphics
import ReelRender
import ReelTestSupport
import ReelText
import Testing

@Suite("Streaming GIF writer", .serialized)
struct GIFStreamWriterTests {
    @Test func mergesIdenticalFramesAndKeepsTheTotalDuration() throws {
        let folder = try TestSupport.makeFolder("gif-merge")
        defer { TestSupport.remove(folder) }
        let url = folder.appendingPathComponent("merge.gif")
        let writer = try GIFStreamWriter(url: url, width: 40, height: 30, palette: GIFFixtures.palette)
        // 10 frames at 30 fps; frames 3, 4 and 5 show the same picture.
        let positions = [0, 1, 2, 3, 3, 3, 4, 5, 6, 7]
        for (n, position) in positions.enumerated() {
            try writer.addFrame(try GIFFixtures.frame(position: position), at: Double(n) / 30)
        }
        try writer.finish(endTime: 10.0 / 30)
        #expect(writer.writtenFrameCount == 8)
        let info = try GIFInfo(url: url)
        #expect(info.imageCount == 8)
        // Starts round(100·n/30) = 0 3 7 10 [13 17 merged] 20 23 27 30, end 33:
        #expect(info.delays == [3, 4, 3, 10, 3, 4, 3, 3])
        #expect(info.delays.allSatisfy { $0 >= 2 })
        #expect(info.delays.reduce(0, +) == 33)                 // round(100 · 10/30)
        #expect(info.loopsForever)
        #expect(info.globalColorTable == 4)                     // white, red, transparent → 2² entries
        #expect(info.localColorTables == 0)
        #expect(info.screen == "40x30")
        #expect(TestSupport.contents(of: folder) == ["merge.gif"])   // the temporary file was renamed
    }

    @Test func sixtyFramesPerSecondNeverGetsUnderTwoCentiseconds() throws {
        let folder = try TestSupport.makeFolder("gif-60fps")
        defer { TestSupport.remove(folder) }
        let url = folder.appendingPathComponent("fast.gif")
        let writer = try GIFStreamWriter(url: url, width: 40, height: 30, palette: GIFFixtures.palette)
        for n in 0..<60 { try writer.addFrame(try GIFFixtures.frame(position: n % 30), at: Double(n) / 60) }
        try writer.finish(endTime: 1)
        let info = try GIFInfo(url: url)
        #expect(info.delays.allSatisfy { $0 >= 2 })
        #expect(info.delays.reduce(0, +) == 100)
        // round(100 n / 60) steps alternate 2 and 1 cs; each 1 cs step is merged: 40 frames remain.
        #expect(info.imageCount == 40)
        #expect(writer.writtenFrameCount == 40)
    }

    @Test func framesAreCroppedToTheChangedRectangle() throws {
        let folder = try TestSupport.makeFolder("gif-crop")
        defer { TestSupport.remove(folder) }
        let url = folder.appendingPathComponent("crop.gif")
        let writer = try GIFStreamWriter(url: url, width: 40, height: 30, palette: GIFFixtures.palette)
        try writer.addFrame(try GIFFixtures.frame(position: 0), at: 0)
        try writer.addFrame(try GIFFixtures.frame(position: 5), at: 0.1)
        try writer.finish(endTime: 0.2)
        let output = try ToolRunner.run(tool: "gifsicle", ["--info", url.path]).output
        // Square 0…10 → 5…15 (rows 10…20): pixels 0…15 × 10…20 changed.
        #expect(output.contains("+ image #1 15x10 at 0,10 transparent 2"))
        // Composited with gifsicle, the second frame is the second picture.
        let frame = try RasterImage(pngData: GIFInfo.frame(1, of: url))
        #expect(frame.pixel(x: 2, y: 15) == .white)
        #expect(frame.pixel(x: 7, y: 15) == TestSupport.red)
    }

    @Test func finishingTwiceThrowsAndLeavesOnlyTheGIF() throws {
        let folder = try TestSupport.makeFolder("gif-twice")
        defer { TestSupport.remove(folder) }
        let url = folder.appendingPathComponent("twice.gif")
        let writer = try GIFStreamWriter(url: url, width: 40, height: 30, palette: GIFFixtures.palette)
        try writer.addFrame(try GIFFixtures.frame(position: 0), at: 0)
        try writer.finish(endTime: 0.5)
        let bytes = try Data(contentsOf: url)
        #expect(throws: AnimationError.alreadyFinished) { try writer.finish(endTime: 0.5) }
        #expect(throws: AnimationError.alreadyFinished) { try writer.addFrame(try GIFFixtures.frame(position: 1), at: 0.6) }
        #expect(TestSupport.contents(of: folder) == ["twice.gif"])
        #expect(try Data(contentsOf: url) == bytes)
        #expect(try GIFInfo(url: url).delays == [50])
    }

    @Test func abandonedWriterLeavesNoFile() throws {
        let folder = try TestSupport.makeFolder("gif-abandon")
        defer { TestSupport.remove(folder) }
        do {
            let writer = try GIFStreamWriter(url: folder.appendingPathComponent("never.gif"), width: 40, height: 30,
                                             palette: GIFFixtures.palette)
            for n in 0..<5 { try writer.addFrame(try GIFFixtures.frame(position: n), at: Double(n) / 10) }
            #expect(TestSupport.contents(of: folder).count == 1)      // the temporary file, while writing
        }
        #expect(TestSupport.contents(of: folder).isEmpty)
    }

    @Test func rejectsFramesOfAnotherSize() throws {
        let folder = try TestSupport.makeFolder("gif-size")
        defer { TestSupport.remove(folder) }
        let writer = try GIFStreamWriter(url: folder.appendingPathComponent("size.gif"), width: 41, height: 30,
                                         palette: GIFFixtures.palette)
        #expect(throws: AnimationError.self) { try writer.addFrame(try GIFFixtures.frame(position: 0), at: 0) }
    }
}
