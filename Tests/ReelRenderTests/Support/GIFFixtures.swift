import Foundation
import ReelGD
import ReelGeometry
import ReelGraphics
import ReelRender
import ReelText

/// Frames and a decoder for the GIF tests.
enum GIFFixtures {
    static let size = CGSize(width: 40, height: 30)

    /// Frame `n`: a red square moved `position` points to the right on white.
    static func frame(position: Int) throws -> RasterImage {
        try RasterRenderer().render(DisplayList(size: size, scale: 1, background: .white, items: [
            .fill(CGRect(x: CGFloat(position), y: 10, width: 10, height: 10), color: TestSupport.red, corners: 0),
        ]))
    }

    static let palette: Palette = {
        var builder = PaletteBuilder()
        builder.addExact([Color.white, TestSupport.red])
        return builder.build()
    }()
}
