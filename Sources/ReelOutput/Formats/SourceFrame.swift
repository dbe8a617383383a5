package import Foundation
package import ReelGraphics
package import ReelRender
package import ReelTrace

/// A frame on its way to the sinks: when it shows, its trace, and how it is drawn.
package struct SourceFrame {
    package enum Content {
        /// Drawn when a sink needs it, on any thread.
        case drawing(() -> DisplayList)
        /// Already rasterized (a check's difference images).
        case pixels(RasterImage)
        /// Already rasterized, and drawn too when a sink reads the drawing (a grid made from its
        /// reels' pixels).
        case drawingAndPixels(() -> DisplayList, RasterImage)
    }

    package var index: Int
    package var time: TimeInterval
    package var trace: FrameTrace?
    package var content: Content
    /// Whether the frame shows what the frame before showed, when the maker knows; otherwise
    /// the pipeline compares the display lists.
    package var repeatsPrevious: Bool?

    package init(index: Int, time: TimeInterval, trace: FrameTrace?, content: Content, repeatsPrevious: Bool? = nil) {
        self.index = index
        self.time = time
        self.trace = trace
        self.content = content
        self.repeatsPrevious = repeatsPrevious
    }
}
