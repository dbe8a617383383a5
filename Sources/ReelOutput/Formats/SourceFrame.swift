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
    }

    package var index: Int
    package var time: TimeInterval
    package var trace: FrameTrace?
    package var content: Content

    package init(index: Int, time: TimeInterval, trace: FrameTrace?, content: Content) {
        self.index = index
        self.time = time
        self.trace = trace
        self.content = content
    }
}
