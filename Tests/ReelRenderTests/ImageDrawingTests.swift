import Foundation
import ReelFiles
@testable import ReelGD
import ReelGeometry
import ReelGraphics
@testable import ReelRender
@testable import ReelText
import Testing

@Suite("Raster renderer: images and content modes")
struct ImageDrawingTests {
    let red = TestSupport.red, blue = TestSupport.blue

    /// 200 × 100 px diagonal stripes: x + y < 150 red, 150 ≤ x + y < 300 blue.
    var stripes: ImageSource { .procedural(.stripes(colors: [red, blue], stripeWidth: 150, width: 200, height: 100)) }

    private func render(_ mode: ContentMode) throws -> RasterImage {
        try RasterRenderer().render(DisplayList(size: CGSize(width: 140, height: 140), scale: 1, background: .white,
                                                items: [.image(stripes, in: CGRect(x: 20, y: 20, width: 100, height: 100),
                                                               contentMode: mode)]))
    }

    /// A PNG signature and an IHDR chunk declaring `width` × `height` (no pixels follow).
    private func pngHeader(width: UInt32, height: UInt32) -> Data {
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]) + Data("IHDR".utf8)
        for value in [width, height] { data += withUnsafeBytes(of: value.bigEndian) { Data($0) } }
        return data + Data([8, 2, 0, 0, 0, 0, 0, 0, 0])
    }

    @Test func aPhotoFileIsDecodedUpTo8192Squared() throws {
        // A 48-megapixel iPhone photo (8064 × 6048) passes the size check and reaches the
        // decoder, which finds no pixels here; a larger one is refused by its header.
        #expect(throws: RenderError.libgd("gdImageCreateFromPngPtr")) { try GDImage(encoded: pngHeader(width: 8064, height: 6048)) }
        #expect(throws: RenderError.unsupportedImage("an image header declares no size or more than 67108864 pixels")) {
            try GDImage(encoded: pngHeader(width: 8193, height: 8192))
        }
        // A file's error names the file and the reason.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(ProcessInfo.processInfo.processIdentifier).png")
        try pngHeader(width: 9000, height: 9000).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(throws: RenderError.unsupportedImage("\(file.path): an image header declares no size or more than 67108864 pixels")) {
            try ImageCache.shared.image(for: .file(file))
        }
    }

    @Test func aLargePhotoIsReducedOnceAndKeepsItsFilesSize() throws {
        // 4000 × 10 px, red then blue halves: decoded at most 3072 px long, placed by its file's size.
        let wide = try GDImage(truecolorWidth: 4000, height: 10, blending: false)
        for y in 0..<10 {
            wide.fillRow(y, 0..<2000, red)
            wide.fillRow(y, 2000..<4000, blue)
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("wide-\(ProcessInfo.processInfo.processIdentifier).png")
        try wide.pngData(alpha: false).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let decoded = try ImageCache.shared.image(for: .file(file))
        #expect(decoded.width == 3072 && decoded.height == 8)
        #expect(try ImageCache.shared.pixelSize(of: .file(file)) == CGSize(width: 4000, height: 10))
        #expect(decoded.color(x: 1000, y: 4) == red && decoded.color(x: 2100, y: 4) == blue)
    }

    @Test func proceduralStripesFollowTheirFormula() {
        let buffer = ProceduralImage.stripes(colors: [red, blue], stripeWidth: 150, width: 200, height: 100).pixels()
        #expect(buffer[149, 0] == red)
        #expect(buffer[150, 0] == blue)
        #expect(buffer[100, 49] == red)    // 149
        #expect(buffer[100, 50] == blue)   // 150
    }

    @Test func aspectFillIsCentredAndCroppedByTheFrame() throws {
        // scale = max(100/200, 100/100) = 1 → 200 × 100 drawn at x = 20 + 50 − 100 = −30, y = 20:
        // canvas (x, y) shows source (x + 30, y − 20).
        let image = try render(.scaleAspectFill)
        #expect(image.pixel(x: 25, y: 25) == red)      // source (55, 5): 60
        #expect(image.pixel(x: 110, y: 25) == red)     // source (140, 5): 145
        #expect(image.pixel(x: 100, y: 75) == blue)    // source (130, 55): 185 (left-aligned would be 135: red)
        #expect(image.pixel(x: 40, y: 110) == blue)    // source (70, 90): 160
        #expect(image.pixel(x: 19, y: 50) == .white)   // cropped by the frame
        #expect(image.pixel(x: 120, y: 50) == .white)
        #expect(image.pixel(x: 50, y: 19) == .white)
    }

    @Test func aspectFitLetterboxes() throws {
        // scale = min(0.5, 1) = 0.5 → 100 × 50 centred: y 45 … 95.
        let image = try render(.scaleAspectFit)
        #expect(image.pixel(x: 70, y: 40) == .white)
        #expect(image.pixel(x: 70, y: 100) == .white)
        #expect(image.pixel(x: 22, y: 47) == red)      // source ≈ (4, 4)
        #expect(image.pixel(x: 117, y: 92) == blue)    // source ≈ (194, 94)
    }

    @Test func scaleToFillStretches() throws {
        // 200 × 100 → 100 × 100: source x = 2 · (x − 20), y = y − 20.
        let image = try render(.scaleToFill)
        #expect(image.pixel(x: 22, y: 22) == red)      // source ≈ (4, 2)
        #expect(image.pixel(x: 118, y: 118) == blue)   // source ≈ (196, 98)
        #expect(image.pixel(x: 19, y: 22) == .white)
    }

    @Test func centerKeepsNaturalSizeAndCrops() throws {
        // 200 × 100 px at scale 1 = 200 × 100 pt centred on (70, 70): x −30 … 170, y 20 … 120.
        let image = try render(.center)
        #expect(image.pixel(x: 25, y: 25) == red)
        #expect(image.pixel(x: 100, y: 75) == blue)
        #expect(image.pixel(x: 121, y: 75) == .white)
    }

    @Test func fileImagesAreDecoded() throws {
        // Write a PNG through the renderer, then draw it as a file image.
        let folder = try TestSupport.makeFolder("file-image")
        defer { TestSupport.remove(folder) }
        let url = folder.appendingPathComponent("stripes.png")
        let source = try RasterRenderer().render(DisplayList(size: CGSize(width: 200, height: 100), scale: 1,
                                                             background: .white, items: [
            .image(stripes, in: CGRect(x: 0, y: 0, width: 200, height: 100), contentMode: .scaleToFill),
        ]))
        try source.writePNG(to: url)
        let image = try RasterRenderer().render(DisplayList(size: CGSize(width: 140, height: 140), scale: 1,
                                                            background: .white, items: [
            .image(.file(url), in: CGRect(x: 20, y: 20, width: 100, height: 100), contentMode: .scaleAspectFill),
        ]))
        #expect(image.pixel(x: 25, y: 25) == red)
        #expect(image.pixel(x: 100, y: 75) == blue)
        #expect(throws: FileError.self) {
            try RasterRenderer().render(DisplayList(size: CGSize(width: 10, height: 10), scale: 1, background: .white,
                                                    items: [.image(.file(folder.appendingPathComponent("missing.png")),
                                                                   in: CGRect(x: 0, y: 0, width: 10, height: 10),
                                                                   contentMode: .center)]))
        }
    }

    @Test func proceduralPicturesAreDeterministic() {
        let a = ProceduralImage.landscape(seed: 42, width: 64, height: 40).pixels()
        let b = ProceduralImage.landscape(seed: 42, width: 64, height: 40).pixels()
        let c = ProceduralImage.landscape(seed: 43, width: 64, height: 40).pixels()
        #expect(a.pixels == b.pixels)
        #expect(a.pixels != c.pixels)
        #expect(ProceduralImage.swatch(color: red, width: 0, height: 5).pixelSize == (1, 5))
        // Gradient: top row `from`, bottom row `to`.
        let gradient = ProceduralImage.linearGradient(from: red, to: blue, width: 2, height: 11).pixels()
        #expect(gradient[0, 0] == red)
        #expect(gradient[1, 10] == blue)
        #expect(gradient[0, 5] == Color(red: 128, green: 0, blue: 128))   // 127.5 rounds up
    }
}
