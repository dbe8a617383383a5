import Foundation
import ReelGD
import ReelGraphics
import Testing

/// A picture drawn larger than its frame has only its visible part resampled: the part must hold
/// exactly the pixels the whole resampling has there, or a stretching header would change its
/// pixels with the frame it is cropped by.
@Suite struct AreaResamplerWindowTests {
    /// A 37 × 23 picture of distinct colours with some translucency.
    static func picture() throws -> GDImage {
        let image = try GDImage(truecolorWidth: 37, height: 23, blending: false)
        for y in 0..<23 {
            for x in 0..<37 {
                image.setColor(Color(red: UInt8(x * 7 % 256), green: UInt8(y * 11 % 256), blue: UInt8((x * y) % 256),
                                     alpha: x % 5 == 0 ? 128 : 255), x: x, y: y)
            }
        }
        return image
    }

    @Test(arguments: [(90, 61), (37, 23), (20, 13), (111, 40)])
    func aWindowHoldsTheWholeResamplingsPixels(width: Int, height: Int) throws {
        let source = try Self.picture()
        let whole = try GDImage(truecolorWidth: width, height: height, blending: false)
        AreaResampler.resample(source, x: 0, y: 0, width: 37, height: 23, into: whole)
        let (wx, wy) = (width / 3, height / 4)
        let part = try GDImage(truecolorWidth: width / 2, height: height / 2, blending: false)
        AreaResampler.resample(source, x: 0, y: 0, width: 37, height: 23, into: part,
                               window: (wx, wy, width, height))
        var differing = 0
        for y in 0..<part.height {
            for x in 0..<part.width where part.color(x: x, y: y) != whole.color(x: wx + x, y: wy + y) { differing += 1 }
        }
        #expect(differing == 0)
        // And the window is not the picture's corner: the test would notice an unshifted part.
        #expect(part.color(x: 0, y: 0) != whole.color(x: 0, y: 0))
    }
}
