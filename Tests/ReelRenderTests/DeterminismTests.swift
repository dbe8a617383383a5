import Foundation
import ReelFiles
import ReelGD
import ReelGeometry
import ReelGraphics
import ReelRender
import ReelText
import Testing

@Suite("Deterministic output and atomic files", .serialized)
struct DeterminismTests {
    private func frame(_ offset: CGFloat) -> DisplayList {
        var list = CrossRendererTests.list
        list.items.append(.image(.procedural(.landscape(seed: 99, width: 120, height: 80)),
                                 in: CGRect(x: 10, y: 10 + offset, width: 60, height: 40), contentMode: .scaleAspectFill))
        list.items.append(.text("Ünïcödé & more", in: CGRect(x: 80, y: 10 + offset, width: 110, height: 20),
                                fontSize: 13, color: .white, alignment: .center))
        return list
    }

    @Test func svgAndPNGAreByteIdenticalAcrossRuns() throws {
        #expect(SVGRenderer().render(frame(0)) == SVGRenderer().render(frame(0)))
        let a = try RasterRenderer().render(frame(0)).pngData()
        let b = try RasterRenderer().render(frame(0)).pngData()
        #expect(a == b)
        #expect(a.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(try RasterRenderer().render(frame(0.5)).pngData() != a)     // and it is not constant
    }

    @Test func gifIsByteIdenticalAcrossRuns() throws {
        let folder = try TestSupport.makeFolder("determinism")
        defer { TestSupport.remove(folder) }
        func write(_ name: String) throws -> Data {
            let url = folder.appendingPathComponent(name)
            var builder = PaletteBuilder()
            builder.addExact(frame(0).colors)
            builder.addSamples(from: try RasterRenderer().render(frame(0)))
            let first = try RasterRenderer().render(frame(0))
            let writer = try GIFStreamWriter(url: url, width: first.width, height: first.height, palette: builder.build())
            for n in 0..<6 { try writer.addFrame(try RasterRenderer().render(frame(CGFloat(n) * 0.5)), at: Double(n) / 30) }
            try writer.finish(endTime: 0.2)
            return try Data(contentsOf: url)
        }
        let a = try write("a.gif"), b = try write("b.gif")
        #expect(a == b)
        #expect(a.starts(with: Array("GIF89a".utf8)))
    }

    @Test func atomicWriteReplacesAndLeavesNoTemporary() throws {
        let folder = try TestSupport.makeFolder("atomic")
        defer { TestSupport.remove(folder) }
        let url = folder.appendingPathComponent("out.svg")
        try AtomicFile.write(Data("one".utf8), to: url)
        try AtomicFile.write(Data("two".utf8), to: url)
        #expect(try String(contentsOf: url, encoding: .utf8) == "two")
        #expect(TestSupport.contents(of: folder) == ["out.svg"])
        #expect(throws: FileError.self) {
            try AtomicFile.write(Data(), to: folder.appendingPathComponent("missing/out.svg"))
        }
        #expect(TestSupport.contents(of: folder) == ["out.svg"])
    }

    @Test func rasterImageRoundTripsThroughPNG() throws {
        let image = try RasterRenderer().render(frame(0))
        let decoded = try RasterImage(pngData: image.pngData())
        #expect(decoded.width == image.width && decoded.height == image.height)
        for (x, y) in [(0, 0), (100, 100), (250, 170), (399, 319)] {
            #expect(decoded.pixel(x: x, y: y) == image.pixel(x: x, y: y))
        }
        #expect(throws: RenderError.self) { try RasterImage(pngData: Data("not a png".utf8)) }
    }
}
