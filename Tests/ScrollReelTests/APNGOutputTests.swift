import Foundation
import ReelTestSupport
import ScrollReel
import Testing

/// The APNG format, decoded by a decoder that shares no code with it (`apngdis`, which composes
/// each frame as a player does) and compared pixel by pixel with the PNG frames of the same render.
@Suite struct APNGOutputTests {
    static let scenario = try! Fixtures.scenario("tiny.yaml")

    @Test func everyDecodedFrameIsThePNGFrame() throws {
        let folder = try ToolRunner.makeFolder("apng")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Reel(scenario: Self.scenario).render(to: folder, formats: [.apng, .png])
        let apng = folder.appendingPathComponent("tiny.png")
        let result = try ToolRunner.run(tool: "apngdis", [apng.path, "decoded"], in: folder)
        #expect(result.status == 0, "\(result.output)")
        // One APNG frame per simulated frame: 36 at 25 fps (1.4 s), each lasting 1/25 s.
        let decoded = ToolRunner.contents(of: folder).filter { $0.hasPrefix("decoded") && $0.hasSuffix(".png") }
        #expect(decoded.count == 36)
        for index in 0..<36 {
            let name = "decoded" + String(format: "%02d", index + 1)
            let timing = try String(contentsOf: folder.appendingPathComponent(name + ".txt"), encoding: .utf8)
            #expect(timing.trimmingCharacters(in: .whitespacesAndNewlines) == "delay=1/25", "frame \(index)")
            let frame = try RasterImage(pngData: Data(contentsOf: folder.appendingPathComponent(name + ".png")))
            let reference = try RasterImage(pngData: Data(contentsOf: folder.appendingPathComponent(
                "tiny/" + FrameFile.name(index, extension: "png"))))
            #expect(frame.width == 120 && frame.height == 200)
            #expect(frame.pixels == reference.pixels, "frame \(index) differs from tiny/frame-\(index).png")
        }
    }

    @Test func storesOnlyWhatChangedAndStartsAsAPlainPNG() throws {
        let bytes = try #require(try Reel(scenario: Self.scenario).render(formats: [.apng])["tiny.png"])
        let chunks = Self.chunks(of: [UInt8](bytes))
        // A viewer without APNG support sees IHDR, IDAT …, IEND: the first frame.
        #expect(chunks.first?.type == "IHDR" && chunks.last?.type == "IEND")
        #expect(chunks.dropFirst().first?.type == "acTL")
        let control = chunks.filter { $0.type == "fcTL" }
        #expect(control.count == 36)
        // The first frame is whole; the held and resting frames at the end change one pixel.
        #expect(control.first.map { Self.uint32($0.data, 4) } == 120)
        let areas = control.map { Self.uint32($0.data, 4) * Self.uint32($0.data, 8) }
        #expect(areas.last == 1)
        // Sequence numbers run 0, 1, 2 … over fcTL and fdAT alike.
        let sequenced = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }
        #expect(sequenced.map { Self.uint32($0.data, 0) } == Array(0..<sequenced.count))
    }

    @Test func memoryAndFolderRendersAreTheSameBytes() throws {
        let folder = try ToolRunner.makeFolder("apng-memory")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Reel(scenario: Self.scenario).render(to: folder, formats: [.apng, .gif])
        let memory = try Reel(scenario: Self.scenario).render(formats: [.apng, .gif])
        #expect(memory.keys.sorted() == ["tiny.gif", "tiny.png"])
        for (path, data) in memory {
            #expect(try Data(contentsOf: folder.appendingPathComponent(path)) == data, "\(path)")
        }
    }

    static func chunks(of bytes: [UInt8]) -> [(type: String, data: [UInt8])] {
        var chunks: [(String, [UInt8])] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = uint32(bytes, offset)
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            chunks.append((type, Array(bytes[(offset + 8)..<(offset + 8 + length)])))
            offset += 12 + length
        }
        return chunks
    }

    static func uint32(_ bytes: [UInt8], _ offset: Int) -> Int {
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
    }
}
