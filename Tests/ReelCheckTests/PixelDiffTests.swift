import Foundation
import ReelCheck
import ReelGD
import ReelGraphics
import ReelRender
import ScrollReelDemos
import Testing

@Suite struct PixelDiffTests {
    let red = Color(red: 255, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 255)

    /// 4 × 3 pixels of red.
    func image(_ edits: [(Int, Color)] = [], width: Int = 4, height: Int = 3) throws -> RasterImage {
        var pixels = [Color](repeating: red, count: width * height)
        for (index, color) in edits { pixels[index] = color }
        return try RasterImage(width: width, height: height, pixels: pixels)
    }

    @Test func countsDifferingPixels() throws {
        let diff = PixelDiff(reference: try image(), actual: try image([(1, blue), (6, blue)]))
        #expect(diff.pixelCount == 12)
        #expect(diff.differingPixelCount == 2)
        #expect(!diff.sizeMismatch)
        #expect(abs(diff.matchingFraction - 10.0 / 12.0) < 1e-12)
    }

    @Test func precisionIsTheFractionThatMustMatch() throws {
        let diff = PixelDiff(reference: try image(), actual: try image([(1, blue), (6, blue)]))
        #expect(!diff.matches(precision: 1))
        #expect(diff.matches(precision: 10.0 / 12.0), "10 of 12 match")
        #expect(!diff.matches(precision: 0.9), "0.9 × 12 = 10.8 > 10")
        #expect(PixelDiff(reference: try image(), actual: try image()).matches(precision: 1))
    }

    @Test func toleranceIsPerChannel() throws {
        let nearlyRed = Color(red: 250, green: 3, blue: 0)   // differs by 5 in red, 3 in green
        let actual = try image([(0, nearlyRed)])
        #expect(PixelDiff(reference: try image(), actual: actual, tolerance: 4).differingPixelCount == 1)
        #expect(PixelDiff(reference: try image(), actual: actual, tolerance: 5).differingPixelCount == 0)
    }

    @Test func differentSizesCountTheUncoveredPixels() throws {
        // 4 × 3 against 5 × 3: the extent is 5 × 3 = 15; column 4 (3 pixels) exists only in one.
        let diff = PixelDiff(reference: try image(), actual: try image(width: 5, height: 3))
        #expect(diff.width == 5 && diff.height == 3)
        #expect(diff.differingPixelCount == 3)
        #expect(diff.sizeMismatch)
        #expect(!diff.matches(precision: 0))
    }

    @Test func differenceImageDimsTheReferenceAndHighlightsChanges() throws {
        let diff = PixelDiff(reference: try image(), actual: try image([(5, blue)]))
        let picture = try diff.differenceImage()
        // Red moved 60 % towards white: 0 + (255 − 0) × 0.6 = 153 in green and blue.
        #expect(picture.pixel(x: 0, y: 0) == Color(red: 255, green: 153, blue: 153))
        // Pixel 5 is (x 1, y 1) in a 4-wide image.
        #expect(picture.pixel(x: 1, y: 1) == PixelDiff.highlight)
        #expect(picture.pixel(x: 2, y: 1) == Color(red: 255, green: 153, blue: 153))
    }

    @Test func imagesFromPixelsSurvivePNG() throws {
        let original = try image([(3, blue), (11, Color(red: 10, green: 20, blue: 30))])
        let decoded = try RasterImage(pngData: try original.pngData())
        #expect(decoded.pixels == original.pixels)
        #expect(throws: RenderError.self) { try RasterImage(width: 2, height: 2, pixels: [red]) }
    }
}
