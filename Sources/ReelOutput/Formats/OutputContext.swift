package import Foundation
package import ReelFiles
package import ReelGraphics
package import ReelRender
package import ReelTrace

/// What a format knows of the reel it writes.
package struct OutputContext {
    /// The file stem: `NAME` of `NAME.gif` and `NAME/frame-00000.png`.
    package var name: String
    /// Size in points and pixels per point.
    package var size: CGSize
    package var scale: CGFloat
    /// Size in pixels.
    package var pixelWidth: Int
    package var pixelHeight: Int
    package var fps: Int
    package var frameCount: Int
    /// The trace's header; nil for reels that have no trace (comparisons).
    package var traceHeader: TraceHeader?
    /// Where the files go.
    package var destination: any OutputDestination
    /// A fresh pass over the frames' drawings, for formats that look ahead (a GIF's palette).
    package var displayLists: () -> AnySequence<DisplayList>
    /// The palette a GIF's frames share, when the maker already knows it (a matrix's grid, made
    /// from its reels' look-ahead passes); otherwise made from a pass over ``displayLists``.
    package var palette: (() throws -> Palette)? = nil
    /// Whether the reel is an overview of reels written beside it (a matrix's grid): encoded
    /// quickly rather than as small as can be.
    package var isOverview = false

    /// The one palette for every frame of a GIF.
    package func gifPalette() throws -> Palette {
        try palette?() ?? Palette.forFrames(displayLists(), frameCount: frameCount)
    }

    /// `NAME.EXTENSION`.
    package func file(_ pathExtension: String) -> String { "\(name).\(pathExtension)" }

    /// `NAME/frame-00023.EXTENSION`.
    package func frameFile(_ index: Int, _ pathExtension: String) -> String {
        "\(name)/" + FrameFile.name(index, extension: pathExtension)
    }
}
