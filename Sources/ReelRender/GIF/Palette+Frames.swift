import Foundation
import ReelGeometry
public import ReelGraphics

extension Palette {
    /// The one global palette an animation's frames share: every solid colour the frames draw,
    /// exactly, plus the colours of five sample frames (images, antialiasing) for the remaining
    /// entries.
    ///
    /// A first pass over frames that are deterministic, so the writing pass sees the same ones;
    /// only the samples are rasterized.
    /// - Complexity: one pass over the frames' items; five frames rasterized.
    public static func forFrames<Frames: Sequence>(_ frames: Frames, frameCount: Int) throws -> Palette
    where Frames.Element == DisplayList {
        var colors = Set<Color>()
        let samples = sampleIndices(frameCount: frameCount)
        var sampleLists: [DisplayList] = []
        for (index, list) in frames.enumerated() {
            colors.formUnion(list.colors)
            if samples.contains(index) { sampleLists.append(list) }
        }
        return try forFrames(colors: colors, samples: sampleLists)
    }

    /// The frames of an animation of `frameCount` frames whose pixels sample its palette.
    public static func sampleIndices(frameCount: Int) -> Set<Int> {
        Set([0, frameCount / 4, frameCount / 2, 3 * frameCount / 4, frameCount - 1])
    }

    /// The palette of frames that draw `colors` and look like `samples` (in frame order), when
    /// the caller has gathered both already (a grid, from its panels' passes).
    /// - Complexity: the samples rasterized.
    public static func forFrames(colors: Set<Color>, samples: [DisplayList]) throws -> Palette {
        var builder = PaletteBuilder()
        // The samples are drawn on every core and added in frame order.
        let raster = RasterRenderer()
        builder.addSamples(from: try samples.concurrentMap { try raster.render($0) })
        builder.addExact(colors.sorted())
        return builder.build()
    }
}
